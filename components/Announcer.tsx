import { useRef } from 'preact/hooks';
import { formatCard, formatMove } from '../engine';
import type { Hint } from '../engine/solver';
import { changeWords, hintText } from '../models/move-words';
import { t } from '../models/words';
import { usePage } from './app-context';

/**
 * What a hint tells the player to do (its move, and the card a run of draws goes to), and on whose word: a
 * refined answer that keeps all three is not said again.
 */
const gist = (h: Hint) =>
  `${h.kind} ${h.move ? formatMove(h.move) : ''} ${h.until === null ? '' : formatCard(h.until)}`;

/**
 * Moves, flips, hints and results, for screen readers. Loaded with the dialogs, just after the first paint
 * (what the first paint shows needs no announcing), and with it the words for every move. A fair hint's
 * refined answer is said only when it changes what to do (gist): the same move again with a new estimate is
 * not worth interrupting for.
 */
export function Announcer() {
  const { app, said } = usePage();
  const hint = app.hints.current.value;
  const change = app.table.change.value;
  const told = useRef<Hint | null>(null);
  if (!hint) told.current = null;
  else if (!told.current || gist(told.current) !== gist(hint)) told.current = hint;
  return (
    <p class="sr-only" aria-live="polite" data-live>
      {app.hints.thinking.value
        ? ''
        : told.current
          ? t('hint.said', hintText(told.current))
          : said.value || (change ? changeWords(change) : '')}
    </p>
  );
}
