import { type Duel, type DuelEnd, ownHome } from '../engine/duel/duel';
import type { DuelModel } from '../models/duel-model';
import { randomDealNumber } from '../models/game';
import { t } from '../models/words';
import { usePage } from './app-context';
import { Modal } from './dialogs/Modal';
import { STRENGTH_NAMES } from './dialogs/rules-text';
import { formatTime } from './format';

/** Who won, by the side's index (a draw has none). */
const WINNERS = ['you', 'computer'] as const;

/** The result at the end: who won, each side's cards home, and why it ended (all home, or neither can go on). */
export function duelResult(end: DuelEnd, d: Duel): string {
  const words = [
    t(`duel.winner.${end.winner === null ? 'draw' : WINNERS[end.winner]}`),
    ownHome(d, 0),
    ownHome(d, 1),
  ] as const;
  return end.why === 'stalemate' ? t('duel.resultStalemate', ...words) : t('duel.result', ...words);
}

/**
 * A duel's results, once it is decided (the page owes them once: app-context.ts): who won and why, each
 * side's cards home, the moves and the time, the computer's strength, and another duel like it.
 */
export function DuelResults({ duel }: { duel: DuelModel }) {
  const { dialog } = usePage();
  const g = duel.game.value;
  const r = duel.record.value;
  const end = g.end;
  const close = () => {
    if (dialog.value === 'results') dialog.value = null;
  };
  return (
    <Modal
      open={dialog.value === 'results' && end !== null}
      title={t('duel.resultsTitle')}
      onClose={close}
      class="results"
    >
      {end && <p class="race-result">{duelResult(end, g.duel)}</p>}
      <dl class="result-figures">
        <dt>{t('duel.yoursHome')}</dt>
        <dd>{ownHome(g.duel, 0)}</dd>
        <dt>{t('duel.itsHome')}</dt>
        <dd>{ownHome(g.duel, 1)}</dd>
        <dt>{t('bar.moves')}</dt>
        <dd>{g.moves}</dd>
        <dt>{t('bar.time')}</dt>
        <dd>{formatTime(r.elapsed)}</dd>
        <dt>{t('duel.strength')}</dt>
        <dd>
          {STRENGTH_NAMES[r.strength]} · {t('duel.draw', r.draw)}
        </dd>
      </dl>
      <div class="actions">
        <button
          type="button"
          class="primary"
          onClick={() => {
            close();
            duel.deal(randomDealNumber(), r.draw, r.strength);
          }}
        >
          {t('duel.again')}
        </button>
        <button type="button" onClick={close}>
          {t('dialog.close')}
        </button>
      </div>
    </Modal>
  );
}
