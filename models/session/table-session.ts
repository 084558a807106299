import { computed, type ReadonlySignal } from '@preact/signals';
import { gameOfDeal } from '../../engine/games';
import type { Mode, Outcome } from '../../engine/mode';
import { CHALLENGE_MODES, RACE_MODES } from '../../engine/modes/race';
import { GAME_LINK_MODES, tableModeOf } from '../../engine/modes/table';
import { createRace, type RaceModel } from '../race';
import type { SolverClient } from '../solver';
import type { TableModel } from '../table-model';
import { t } from '../words';
import type { Session } from './session';

/** The table's game as a session, and the race it may be part of. */
export interface TableSession extends Session {
  /** The race model of the table's game (the computer's moves, how the race stands): made at first use, once a page. */
  readonly race: RaceModel;
}

/** A mode, and how it says the game on the table ended. */
const at = <G>(mode: Mode<G, unknown, never>, g: G) => ({ mode, outcome: mode.outcome(g) });

/**
 * The table's game as a session: by its deal Klondike or Spider-Klondike, played alone, opened from a game
 * link (someone else's moves: it counts in no statistics), or raced against the computer or a friend's run.
 */
export function tableSession(table: TableModel, solver: () => Promise<SolverClient>): TableSession {
  let race: RaceModel | undefined;
  const raceModel = () => (race ??= createRace(table, solver));
  const played = computed(() => {
    const game = gameOfDeal(table.game.value.deal);
    const g = { game: table.game.value, state: table.state.value };
    if (table.borrowed.value) return at(GAME_LINK_MODES[game], g);
    const r = table.race.value;
    const other = r && raceModel().other.value;
    if (!r || !other) return at(tableModeOf(game), g);
    const mode = (r.kind === 'friend' ? CHALLENGE_MODES : RACE_MODES)[game];
    return at(mode, { table: g, seconds: table.elapsed.value, other });
  });
  const mode = computed(() => played.value.mode);
  const outcome: ReadonlySignal<Outcome | null> = computed(() => played.value.outcome);
  return {
    mode,
    uid: table.uid,
    level: computed(() => t(`level.${table.level.value}`)),
    statsKey: table.statsKey,
    elapsed: table.elapsed,
    running: table.running,
    leaveCounts: table.inProgress,
    outcome,
    tick: table.tick,
    get race() {
      return raceModel();
    },
  };
}
