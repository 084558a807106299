import { computed } from '@preact/signals';
import { gameOfDeal } from '../../engine/games';
import type { TableModel } from '../table-model';
import { t } from '../words';
import type { Session } from './session';

/** The table's game as a session: Klondike or Spider-Klondike, by its deal. */
export function tableSession(table: TableModel): Session {
  return {
    mode: computed(() => gameOfDeal(table.game.value.deal)),
    uid: table.uid,
    level: computed(() => t(`level.${table.level.value}`)),
    elapsed: table.elapsed,
    running: table.running,
    leaveCounts: table.inProgress,
    ended: computed(() => table.state.value.won),
    won: computed(() => table.state.value.won),
    tick: table.tick,
  };
}
