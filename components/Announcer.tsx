import { changeWords, hintText } from '../models/move-words';
import { t } from '../models/words';
import { usePage } from './app-context';

/**
 * Moves, flips, hints and results, for screen readers. Loaded with the dialogs, just after the first paint
 * (what the first paint shows needs no announcing), and with it the words for every move.
 */
export function Announcer() {
  const { app, said } = usePage();
  const hint = app.hints.current.value;
  const change = app.table.change.value;
  return (
    <p class="sr-only" aria-live="polite" data-live>
      {app.hints.thinking.value
        ? ''
        : hint
          ? t('hint.said', hintText(hint))
          : said.value || (change ? changeWords(change) : '')}
    </p>
  );
}
