import { computed, effect, type ReadonlySignal } from '@preact/signals';
import { type Position, replay } from '../engine';
import { expandMoves } from '../engine/compact';
import { MAX_RACE_LINE, PACE_MOVES, type RaceRecord } from './race-record';
import type { SolverClient } from './solver';
import type { TableModel } from './table-model';
import type { Run } from './versus';

/** Where the computer is in its copy of the deal. */
export interface Rival {
  readonly position: Position;
  /** Its moves played. */
  readonly played: number;
  /** Cards on its foundations. */
  readonly home: number;
}

export type RaceOutcome =
  /** Nothing is decided yet. */
  | { readonly kind: 'on' }
  /** Won by the player or by the other side (the friend, the computer): each side's run, where known. */
  | { readonly kind: 'you-won' | 'they-won'; readonly you: Run | null; readonly them: Run | null }
  /** The computer is stuck after its moves: the player finishes alone. */
  | { readonly kind: 'stuck'; readonly them: Run };

export interface RaceModel {
  readonly record: ReadonlySignal<RaceRecord | null>;
  /** The computer's copy of the deal, once its moves are ready (null in a race against a friend). */
  readonly rival: ReadonlySignal<Rival | null>;
  readonly outcome: ReadonlySignal<RaceOutcome | null>;
}

const races = new WeakMap<TableModel, RaceModel>();

/** The table's race model, made on first use (by the race's panel, after the first paint) and kept with the page. */
export function raceOf(table: TableModel, solver: () => Promise<SolverClient>): RaceModel {
  const known = races.get(table);
  if (known) return known;
  const race = createRace(table, solver);
  races.set(table, race);
  return race;
}

/** The engine's time for the computer's line (a search, then its greedy play when the search finds no win). */
const LINE_BUDGET = { ms: 4000, nodes: 3_000_000 };

/**
 * The race the game on the table is part of: the computer's moves (asked of the engine once, and saved
 * with the game), where they have brought it by the game's clock, and who won. Loaded with the race's
 * view, after the first paint.
 */
function createRace(table: TableModel, solver: () => Promise<SolverClient>): RaceModel {
  const record = table.race;
  const line = computed(() => {
    const r = record.value;
    if (r?.kind !== 'computer' || r.line === null) return null;
    const moves = expandMoves(r.line, table.game.value.deal.columns.length);
    return moves.ok ? { moves: moves.value, record: r } : null;
  });
  /** The computer's moves played by now: one each 60 / pace seconds of the game's clock, from `from`. */
  const played = computed(() => {
    const l = line.value;
    if (!l) return 0;
    const seconds = Math.max(0, table.elapsed.value - l.record.from);
    return Math.min(l.moves.length, Math.floor((seconds * PACE_MOVES[l.record.pace]) / 60));
  });
  const rival = computed((): Rival | null => {
    const l = line.value;
    if (!l) return null;
    const { deal, rules } = table.game.value;
    const s = replay({ deal, rules, moves: l.moves.slice(0, played.value), undone: [] });
    if (!s.ok) return null;
    const position = s.value.position;
    return { position, played: played.value, home: position.foundations.reduce((a, b) => a + b, 0) };
  });

  // A tie goes to the player, whoever the other side is: finishing in the same second is not losing.
  const outcome = computed((): RaceOutcome | null => {
    const r = record.value;
    if (!r) return null;
    const won = table.state.value.won;
    const seconds = table.elapsed.value;
    const moves = table.game.value.moves.length;
    const you = { seconds, moves };
    if (r.kind === 'friend') {
      if (!won) return { kind: 'on' };
      const faster = seconds < r.seconds || (seconds === r.seconds && moves <= r.moves);
      return { kind: faster ? 'you-won' : 'they-won', you, them: r };
    }
    const l = line.value;
    if (!l) return won ? { kind: 'you-won', you, them: null } : { kind: 'on' };
    // The computer finishes when its last move is played (its clock and the player's are the game's).
    const them = {
      seconds: l.record.from + Math.ceil((l.moves.length * 60) / PACE_MOVES[l.record.pace]),
      moves: l.moves.length,
    };
    if (l.record.wins && (won ? seconds > them.seconds : seconds >= them.seconds)) {
      return { kind: 'they-won', you: won ? you : null, them };
    }
    if (won) return { kind: 'you-won', you, them: l.record.wins ? null : them };
    if (!l.record.wins && played.value === l.moves.length) return { kind: 'stuck', them };
    return { kind: 'on' };
  });

  // The computer's moves, asked of the engine once per race: from the deal, for the game on the table.
  let asked = '';
  effect(() => {
    const r = record.value;
    const uid = table.uid.value;
    if (r?.kind !== 'computer' || r.line !== null || asked === uid) return;
    asked = uid;
    const { deal, rules } = table.game.value;
    const settle = (line: string, wins: boolean) => {
      const now = table.race.value;
      // The game on the table is still the one asked about, and its race still waits for these moves.
      if (table.uid.value !== uid || now?.kind !== 'computer' || now.line !== null) return;
      table.setRace({ ...now, line, wins, from: table.elapsed.value });
    };
    void solver()
      .then((c) => c.raceLine({ deal, rules, moves: [], undone: [] }, 0, LINE_BUDGET, MAX_RACE_LINE))
      .then(
        (answer) => {
          // Dropped (another race asked since): that race's own request answers it.
          if (answer) settle(answer.value.line, answer.value.wins);
        },
        // The engine failed: the computer sits this one out, stuck from its first move, and the player plays on.
        () => settle('', false),
      );
  });

  return { record, rival, outcome };
}
