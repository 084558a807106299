import { computed } from '@preact/signals';
import type { DuelModel } from '../duel-model';
import { t } from '../words';
import type { Session } from './session';

/** A duel of Double Solitaire as a session. */
export function duelSession(duel: DuelModel): Session {
  const record = duel.record;
  return {
    mode: computed(() => 'double-solitaire' as const),
    uid: computed(() => record.value.uid),
    level: computed(() => t(`rules.strength.${record.value.strength}`)),
    elapsed: computed(() => record.value.elapsed),
    running: computed(() => duel.inProgress.value && duel.game.value.end === null),
    leaveCounts: duel.inProgress,
    ended: computed(() => duel.game.value.end !== null),
    won: computed(() => duel.game.value.end?.winner === 0),
    tick: duel.tick,
  };
}
