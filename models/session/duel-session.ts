import { computed, signal } from '@preact/signals';
import { DOUBLE_SOLITAIRE_MODE } from '../../engine/modes/duel';
import { type DuelModel, duelStatsKey } from '../duel-model';
import { t } from '../words';
import type { Session } from './session';

/** A duel of Double Solitaire as a session. */
export function duelSession(duel: DuelModel): Session {
  const record = duel.record;
  return {
    mode: signal(DOUBLE_SOLITAIRE_MODE),
    uid: computed(() => record.value.uid),
    level: computed(() => t(`rules.strength.${record.value.strength}`)),
    statsKey: computed(() => duelStatsKey(record.value.strength)),
    elapsed: computed(() => record.value.elapsed),
    running: computed(() => duel.inProgress.value && duel.game.value.end === null),
    leaveCounts: duel.inProgress,
    outcome: computed(() => {
      const { n, moves } = record.value;
      return DOUBLE_SOLITAIRE_MODE.outcome({ n, moves, game: duel.game.value });
    }),
    tick: duel.tick,
  };
}
