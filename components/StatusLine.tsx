import { signal } from '@preact/signals';
import { cardText, formatCard, formatMove } from '../engine';
import type { Hint } from '../engine/solver';
import { t } from '../models/words';
import { usePage } from './app-context';

/**
 * The move sentences, loaded just after the first paint (the entry point calls loadMoveWords), not on it: its
 * budget has no room for them, and no hint shows before the player asks for one. Until they are in, a hint
 * waits for its words.
 */
const words = signal<typeof import('../models/move-words') | null>(null);

export const loadMoveWords = (): Promise<void> =>
  import('../models/move-words').then((m) => {
    words.value = m;
  });

/** "Show me" for a hint, or what it plays when that is drawing up to a card. */
const showMeLabel = (h: Hint) => (h.until === null ? t('hint.showMe') : t('hint.drawUntil', cardText(h.until)));

/**
 * The line between the bar and the board: the hint (or "Thinking…") with Show me, and Auto-complete when
 * the rest plays itself. A fair hint still being weighed (refining) shows a shade quieter until its refined
 * answer is in. Its height is fixed, whatever it shows, so the board never moves under the player.
 */
export function StatusLine() {
  const { app, autoComplete } = usePage();
  const { table, hints } = app;
  const paused = table.paused.value;
  const w = words.value;
  const hint = paused || !w ? null : hints.current.value;
  const thinking = hints.thinking.value;
  const refining = hint !== null && hints.refining.value;
  // Between hints, a game opened from someone else's moves says that it counts in no statistics.
  const text = thinking
    ? t('hint.thinking')
    : hint && w
      ? w.hintText(hint)
      : table.borrowed.value
        ? t('hint.borrowed')
        : '';
  return (
    <div class="status">
      <p
        class={`hint${thinking ? ' thinking' : refining ? ' refining' : ''}`}
        title={text || undefined}
        data-hint-kind={hint?.kind ?? ''}
        data-hint-refining={refining ? 'true' : 'false'}
        data-hint-move={hint?.move ? formatMove(hint.move) : ''}
        data-hint-until={hint?.move && hint.until !== null ? formatCard(hint.until) : ''}
      >
        {text}
      </p>
      {!thinking && hint?.move && (
        <button type="button" class="show-me" onClick={hints.showMe}>
          {showMeLabel(hint)}
        </button>
      )}
      {table.autoCompletable.value && !table.state.value.won && !paused && (
        <button type="button" class="auto-complete" onClick={autoComplete} aria-keyshortcuts="A">
          {t('hint.autoComplete')}
        </button>
      )}
    </div>
  );
}
