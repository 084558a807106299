import { announceMove } from '../engine/describe';
import { hintWords, moveWords } from '../models/move-words';
import type { Change } from '../models/table-model';
import { t, tn } from '../models/words';
import { usePage } from './app-context';

/** What a screen reader is told of the table's last change. */
function announce(c: Change): string {
  if (c.note === 'rewound') return tn('say.rewound', c.count ?? 0);
  if (c.note === 'back') return tn('say.back', c.count ?? 0);
  if (c.note === 'dealt') return t('say.dealt');
  if (c.note === 'updated') return t('say.updated');
  const text = c.steps.map((s) => moveWords(announceMove(s.before, s.step))).join(' ');
  return c.kind === 'undo' ? t('say.undone', text) : c.kind === 'redo' ? t('say.redone', text) : text;
}

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
          ? t('hint.said', hintWords(hint.why))
          : said.value || (change ? announce(change) : '')}
    </p>
  );
}
