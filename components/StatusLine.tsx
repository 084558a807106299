import { formatMove } from '../engine';
import type { Hint } from '../engine/solver';

const hintLabel = (h: Hint) =>
  h.kind === 'winning' ? 'A step of a winning line' : h.kind === 'heuristic' ? 'Best guess' : 'No hint';

/** "Show me" for a hint, or what it plays when that is a run of draws. */
const showMeLabel = (h: Hint) => (h.moves.length > 1 ? `Draw ${h.moves.length} times` : 'Show me');

/**
 * The line between the bar and the board: the hint (or "Thinking…") with Show me, and Auto-complete when
 * the rest plays itself. Its height is fixed, whatever it shows, so the board never moves under the player.
 */
export function StatusLine(p: {
  hint: Hint | null;
  thinking: boolean;
  autoCompletable: boolean;
  onShowMe: () => void;
  onAutoComplete: () => void;
}) {
  const { hint } = p;
  const text = p.thinking ? 'Thinking…' : hint ? `${hint.why} (${hintLabel(hint)})` : '';
  return (
    <div class="status">
      <p
        class={`hint${p.thinking ? ' thinking' : ''}`}
        title={text || undefined}
        data-hint-kind={hint?.kind ?? ''}
        data-hint-move={hint?.move ? formatMove(hint.move) : ''}
      >
        {text}
      </p>
      {!p.thinking && hint && hint.moves.length > 0 && (
        <button type="button" class="show-me" onClick={p.onShowMe}>
          {showMeLabel(hint)}
        </button>
      )}
      {p.autoCompletable && (
        <button type="button" class="auto-complete" onClick={p.onAutoComplete} aria-keyshortcuts="A">
          Auto-complete
        </button>
      )}
    </div>
  );
}
