import { MAX_GAME_MOVES, MAX_SECONDS } from '../bounds';
import type { GameName } from '../games';
import type { Mode, Run } from '../mode';
import type { Move } from '../moves';
import { type ComputerLine, type RaceOther, raceOutcome } from '../race';
import { fail, ok } from '../result';
import type { Rules } from '../rules';
import { GAME_LINK_MODES, type TableGame } from './table';

/*
 * A race: a game of the table (as a game opened from a link plays it: alone, move by move) against the other
 * side's run, the game's clock part of the game: time passes by a move of its own, so the rule that says
 * who won is a function of the game (engine/race.ts).
 */

export interface RaceGame {
  readonly table: TableGame;
  /** The game's clock. */
  readonly seconds: number;
  readonly other: RaceOther;
}

/** A move on the table, or the clock going on. */
export type RaceMove = Move | { readonly type: 'wait'; readonly seconds: number };

const WAIT: RaceMove = { type: 'wait', seconds: 1 };

const count = (x: unknown, max: number): x is number =>
  Number.isInteger(x) && (x as number) >= 0 && (x as number) <= max;

const readRun = (x: unknown): Run | null => {
  const r = (typeof x === 'object' && x) || {};
  const { seconds, moves } = r as Record<string, unknown>;
  return count(seconds, MAX_SECONDS) && count(moves, MAX_GAME_MOVES) ? { seconds, moves } : null;
};

const readLine = (x: unknown): ComputerLine | null => {
  const r = (typeof x === 'object' && x) || {};
  const { moves, wins, from } = r as Record<string, unknown>;
  return count(moves, MAX_GAME_MOVES) && typeof wins === 'boolean' && count(from, MAX_SECONDS)
    ? { moves, wins, from }
    : null;
};

/** Reads the other side of a race of `kind`; null for anything else. */
function readOther(x: unknown, kind: RaceOther['kind']): RaceOther | null {
  const r = ((typeof x === 'object' && x) || {}) as Record<string, unknown>;
  if (r.kind !== kind) return null;
  if (kind === 'friend') {
    const run = readRun(r.run);
    return run && { kind, run };
  }
  const line = r.line === null ? null : readLine(r.line);
  const good = count(r.pace, 600) && (r.pace as number) > 0 && (r.line === null || line !== null);
  return good ? { kind, pace: r.pace as number, line } : null;
}

function racingMode<S extends { readonly rules: Rules }>(
  kind: RaceOther['kind'],
  game: GameName,
  other: (setup: S) => RaceOther,
): Mode<RaceGame, RaceMove, S> {
  const table = GAME_LINK_MODES[game];
  const you = (g: RaceGame) => ({ seconds: g.seconds, moves: g.table.game.moves.length, won: g.table.state.won });
  return {
    name: kind === 'friend' ? 'challenge' : 'race',
    game,
    counts: true,
    deal: (seed, setup) => ({ table: table.deal(seed, setup.rules), seconds: 0, other: other(setup) }),
    legalMoves: (g) => (g.table.state.won ? [] : [...table.legalMoves(g.table), WAIT]),
    play(g, m) {
      if (m.type !== 'wait') {
        const next = table.play(g.table, m);
        return next.ok ? ok({ ...g, table: next.value }) : next;
      }
      if (g.table.state.won) return fail('bad-move', 'the game is won');
      const seconds = g.seconds + m.seconds;
      return m.seconds > 0 && count(seconds, MAX_SECONDS)
        ? ok({ ...g, seconds })
        : fail('bad-move', `the clock cannot go on by ${m.seconds} seconds`);
    },
    outcome: (g) => raceOutcome(g.other, you(g)),
    // Left, a race is lost to the other side, however it stood.
    left: () => ({ winner: 'other', why: 'left' }),
    encode: (g) => ({ game: table.encode(g.table), seconds: g.seconds, other: g.other }),
    decode(data) {
      const r = ((typeof data === 'object' && data) || {}) as Record<string, unknown>;
      const t = table.decode(r.game);
      if (!t.ok) return t;
      if (!count(r.seconds, MAX_SECONDS)) return fail('seconds', 'the race’s clock must be a whole number of seconds');
      const o = readOther(r.other, kind);
      if (!o) return fail('other', `the other side is not a ${kind}’s`);
      return ok({ table: t.value, seconds: r.seconds, other: o });
    },
  };
}

type RaceMode<S> = Mode<RaceGame, RaceMove, { readonly rules: Rules } & S>;

const byGame = <S>(make: (game: GameName) => RaceMode<S>): Record<GameName, RaceMode<S>> => ({
  klondike: make('klondike'),
  'spider-klondike': make('spider-klondike'),
});

/** A race against the computer at a pace (its moves a minute), by game; its line comes once the engine has it. */
export const RACE_MODES = byGame<{ readonly pace: number }>((game) =>
  racingMode('computer', game, (s) => ({ kind: 'computer', pace: s.pace, line: null })),
);

/** A friend's challenge, by game: a race whose other side is the friend's run, fixed. */
export const CHALLENGE_MODES = byGame<{ readonly run: Run }>((game) =>
  racingMode('friend', game, (s) => ({ kind: 'friend', run: s.run })),
);
