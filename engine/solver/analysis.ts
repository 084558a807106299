import { dealFromNumber } from '../deal';
import { type Game, replay } from '../game';
import { initialPosition, type Position } from '../position';
import type { Rules } from '../rules';
import { boardStuck } from './board-stuck';
import { type Budget, solve } from './solve';
import { generate } from './generate';
import { MAX_MOVES } from './macro';
import { SolverState } from './state';

/**
 * No move changes anything: nothing can go to a foundation or come back from
 * one, no run can move to turn a card over or empty a column, and no stock
 * card that drawing can bring up through all the passes left can be played.
 * What remains (drawing round and round, moving a run between two cards of
 * the same rank and colour, a lone king from one empty column to another)
 * changes nothing. Exact: it asks the solver's move generator for every
 * macro move, with stock reachability worked out over the remaining passes
 * rather than by drawing, so endless recycling needs no special case.
 */
export function noMovesLeft(at: Game | Position): boolean {
  const p = positionOf(at);
  // Two decks, eight foundations (Spider-Klondike's table, whatever its columns).
  if (p.foundations.length !== 4) return boardStuck(p);
  return generate(new SolverState(p), new Uint16Array(MAX_MOVES), 0, -1, true) === 0;
}

/** The position a game is at (a game whose moves do not replay has no position: it is refused at load). */
export function positionOf(at: Game | Position): Position {
  if (!('deal' in at)) return at;
  const s = replay(at);
  if (!s.ok) throw new Error(`the game does not replay: ${s.message}`);
  return s.value.position;
}

export type Winnable = 'yes' | 'no' | 'unknown';

/** Can the position still be won (the solver sees the face-down cards)? `no` is a proof. */
export function canStillWin(at: Game | Position, budget: Budget): Winnable {
  const r = solve(positionOf(at), budget);
  return r.verdict === 'solved' ? 'yes' : r.verdict === 'unsolvable' ? 'no' : 'unknown';
}

export interface Rewind {
  /** How many undos bring the game back to a position that can still be won (0: it can be won now). */
  readonly undos: number | null;
  readonly answer: Winnable;
}

/**
 * How many undos bring the game back to its last winnable position. Winning
 * chances only shrink along a game (a later position's wins are an earlier
 * one's too), so the winnable positions are a prefix of the history and a
 * binary search finds its end. The budget applies to each solve.
 */
export function lastWinnablePoint(game: Game, budget: Budget): Rewind {
  const at = (i: number): Winnable => {
    const s = replay(game, i);
    return s.ok ? canStillWin(s.value.position, budget) : 'unknown';
  };
  const n = game.moves.length;
  const now = at(n);
  if (now !== 'no') return { undos: now === 'yes' ? 0 : null, answer: now };
  // Invariant: position lo is winnable (or the deal itself), position hi is lost.
  let lo = 0;
  let hi = n;
  const start = at(0);
  if (start !== 'yes') return { undos: null, answer: start === 'no' ? 'no' : 'unknown' };
  while (hi - lo > 1) {
    const mid = (lo + hi) >> 1;
    const w = at(mid);
    if (w === 'unknown') return { undos: null, answer: 'unknown' };
    if (w === 'yes') lo = mid;
    else hi = mid;
  }
  return { undos: n - lo, answer: 'yes' };
}

/** Is deal number n winnable under these rules (full information)? */
export function verifyDeal(n: number, rules: Rules, budget: Budget): Winnable {
  return canStillWin(initialPosition(dealFromNumber(n), rules), budget);
}

/**
 * The first deal number from `from` on (wrapping at 2^32) that the solver
 * proves winnable within the node budget of each try; null if none within
 * `tries`. With a node budget (not a time budget) every device finds the
 * same deal.
 */
export function nextWinnableDeal(from: number, rules: Rules, maxNodes: number, tries = 50): number | null {
  for (let i = 0; i < tries; i++) {
    const n = (from + i) >>> 0;
    if (verifyDeal(n, rules, { maxNodes }) === 'yes') return n;
  }
  return null;
}
