import { computed, effect, type ReadonlySignal } from '@preact/signals';
import { type Position, replay } from '../engine';
import { expandMoves } from '../engine/compact';
import { computerPlayed, type RaceOther, type RaceStanding, raceStanding } from '../engine/race';
import { MAX_RACE_LINE, PACE_MOVES, type RaceRecord } from './race-record';
import type { SolverClient } from './solver';
import type { TableModel } from './table-model';

/** Where the computer is in its copy of the deal. */
export interface Rival {
  readonly position: Position;
  /** Its moves played. */
  readonly played: number;
  /** Cards on its foundations. */
  readonly home: number;
}

export interface RaceModel {
  readonly record: ReadonlySignal<RaceRecord | null>;
  /** The computer's copy of the deal, once its moves are ready (null in a race against a friend). */
  readonly rival: ReadonlySignal<Rival | null>;
  /** The other side as the race's rule takes it (engine/race.ts), null when the game is no race. */
  readonly other: ReadonlySignal<RaceOther | null>;
  /** How the race stands (engine/race.ts raceStanding), null when the game is no race. */
  readonly standing: ReadonlySignal<RaceStanding | null>;
}

/** The engine's time for the computer's line (a search, then its greedy play when the search finds no win). */
const LINE_BUDGET = { ms: 4000, nodes: 3_000_000 };

/**
 * The race the game on the table is part of: the computer's moves (asked of the engine once, and saved
 * with the game), where they have brought it by the game's clock, and how it stands. Made once per page,
 * with the table's session (models/session/table-session.ts), after the first paint.
 */
export function createRace(table: TableModel, solver: () => Promise<SolverClient>): RaceModel {
  const record = table.race;
  const line = computed(() => {
    const r = record.value;
    if (r?.kind !== 'computer' || r.line === null) return null;
    const moves = expandMoves(r.line, table.game.value.deal.columns.length);
    return moves.ok ? { moves: moves.value, record: r } : null;
  });
  const other = computed((): RaceOther | null => {
    const r = record.value;
    if (r?.kind === 'friend') return { kind: 'friend', run: { seconds: r.seconds, moves: r.moves } };
    if (r?.kind !== 'computer') return null;
    const l = line.value;
    const known = l && { moves: l.moves.length, wins: l.record.wins, from: l.record.from };
    return { kind: 'computer', pace: PACE_MOVES[r.pace], line: known };
  });
  /** The computer's moves played by now: its copy is replayed when this count changes, not each second. */
  const playedNow = computed(() => {
    const o = other.value;
    return o?.kind === 'computer' && o.line ? computerPlayed(o.pace, o.line, table.elapsed.value) : 0;
  });
  const rival = computed((): Rival | null => {
    const l = line.value;
    const o = other.value;
    if (!l || o?.kind !== 'computer' || !o.line) return null;
    const played = playedNow.value;
    const { deal, rules } = table.game.value;
    const s = replay({ deal, rules, moves: l.moves.slice(0, played), undone: [] });
    if (!s.ok) return null;
    const position = s.value.position;
    return { position, played, home: position.foundations.reduce((a, b) => a + b, 0) };
  });
  const standing = computed((): RaceStanding | null => {
    const o = other.value;
    if (!o) return null;
    const you = { seconds: table.elapsed.value, moves: table.moveCount.value, won: table.state.value.won };
    return raceStanding(o, you);
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

  return { record, rival, other, standing };
}
