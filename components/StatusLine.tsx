import { cardText, formatMove } from '../engine';
import type { Hint } from '../engine/solver';

const hintLabel = (h: Hint) =>
  h.kind === 'winning' ? 'A step of a winning line' : h.kind === 'heuristic' ? 'Best guess' : 'No hint';

/** "Show me" for a hint, or what it plays when that is drawing up to a card. */
const showMeLabel = (h: Hint) => (h.until === null ? 'Show me' : `Draw until the ${cardText(h.until)}`);

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
      {!p.thinking && hint?.move && (
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
