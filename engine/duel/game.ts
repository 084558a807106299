import { MAX_GAME_MOVES } from '../bounds';
import { type Duel, type DuelEnd, type DuelMove, duelEnd, ownHome, playDuel, type Side } from './duel';
import type { MoveError } from '../legality';
import { fail, ok, type Result } from '../result';

/*
 * A duel as it is played: the position, where the turn on now began (undo takes back a side's moves
 * within its turn, no further), and whether the game is over. Besides the rules' own end (all cards home,
 * or neither side able to change anything), a game in which each side has been through its whole stock (or
 * ended its turn by choice) several times since a card last went home or turned up is called by cards home:
 * both are only moving cards about, and without this rule two players who never give up would play on for ever. A game as long as
 * a game may be (MAX_GAME_MOVES, bounds.ts: moving cards about between columns, or ending turns, passes no
 * stock) is called the same way, so no duel grows past what its record holds.
 */

export interface DuelGame {
  readonly duel: Duel;
  /** How many moves had been played when the turn on now began. */
  readonly turnFrom: number;
  /**
   * Each side's passes through its stock (recycles), and turns it ended by choice, since a card last went home
   * or turned up.
   */
  readonly idle: readonly [number, number];
  /** Cards home and face-down cards (duelProgress) after the last move. */
  readonly progress: number;
  readonly moves: number;
  readonly end: DuelEnd | null;
}

/**
 * Passes through its stock, or turns ended by choice, each side makes without a card home or turned up, after
 * which the game is called. A turn ended by choice counts as a pass: a side that ends every turn without
 * drawing finds nothing new, and would otherwise keep the game going for ever.
 */
const IDLE_PASSES = 3;

/** Cards home and face-down cards: a game goes on while one of them changes. */
const duelProgress = (d: Duel): number =>
  d.foundations.reduce((a, b) => a + b, 0) * 1000 +
  d.sides.reduce((n, s) => n + s.columns.reduce((k, c) => k + c.down.length, 0), 0);

/** The game called by cards home (as many: a draw). */
const called = (d: Duel): DuelEnd => {
  const [a, b] = [ownHome(d, 0), ownHome(d, 1)];
  return { winner: a === b ? null : ((a > b ? 0 : 1) as Side), why: 'stalemate' };
};

export const startDuelGame = (duel: Duel): DuelGame => ({
  duel,
  turnFrom: 0,
  idle: [0, 0],
  progress: duelProgress(duel),
  moves: 0,
  end: duelEnd(duel),
});

/**
 * Plays a move of the side on turn; a game that is over takes none. Never throws. `call`: whether a game no
 * longer moving on is called now (a record replayed calls it after its last move only, so that a duel saved
 * under an earlier, looser rule still reads); the most moves a game may hold ends it whatever.
 */
export function advance(g: DuelGame, m: DuelMove, call = true): Result<DuelGame, MoveError> {
  if (g.end) return fail('bad-move', 'the game is over');
  const r = playDuel(g.duel, m);
  if (!r.ok) return r;
  const duel = r.value;
  const moves = g.moves + 1;
  const progress = duelProgress(duel);
  const side = g.duel.turn;
  const idle: [number, number] = progress === g.progress ? [g.idle[0], g.idle[1]] : [0, 0];
  if (progress === g.progress && (m.type === 'recycle' || m.type === 'end-turn')) idle[side]++;
  // A side with no stock left to go through has nothing more to find in it.
  const done = (s: Side) => idle[s] >= IDLE_PASSES || duel.sides[s].stock.length + duel.sides[s].waste.length === 0;
  const end = duelEnd(duel) ?? ((call && done(0) && done(1)) || moves >= MAX_GAME_MOVES ? called(duel) : null);
  return ok({ duel, turnFrom: duel.turn === side ? g.turnFrom : moves, idle, progress, moves, end });
}

/** Plays moves in order from a duel's start; the first illegal one is reported with its 1-based index. */
export function playDuelMoves(start: Duel, moves: readonly DuelMove[]): Result<DuelGame, MoveError> {
  let g = startDuelGame(start);
  for (const [i, m] of moves.entries()) {
    const r = advance(g, m, i === moves.length - 1);
    if (!r.ok) return fail(r.code, `${i + 1}: ${r.message}`);
    g = r.value;
  }
  return ok(g);
}
