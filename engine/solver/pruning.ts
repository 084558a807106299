import * as bits from './bits';
import { DECK_PILE, DECK_STACK, PILE_STACK, REVEAL, STACK_PILE } from './macro';
import type { SolverState } from './state';

const { BIT_OF, CARD_AT } = bits;
const twin = (x: number) => CARD_AT[BIT_OF[x] ^ 1];
/** Could card y sit on card d (one rank lower, other colour)? */
const childOf = (y: number, d: number) => (BIT_OF[y] | 1) + 4 === (BIT_OF[d] | 1);

/**
 * lonelybot's path pruners (src/pruning.rs), which drop moves that could have
 * been played before the last move, reaching the same state by another order:
 * - after a run left a column empty, only king moves (nothing else uses the
 *   empty column);
 * - after a card turned over, no deck card goes home and only the new card
 *   (or its twin) goes home from the tableau;
 * - after a deck card went onto the tableau (and while only foundation cards
 *   that do not build on it followed), only its twin goes home and only runs
 *   that build on it, or empty a column, move.
 * Filters counts[d] moves of `moves` from `base` in place and returns the
 * draw streak's card (or -1) for the next state. `token` is the move just made.
 */
export function prune(
  s: SolverState,
  moves: Uint16Array,
  base: number,
  counts: Uint8Array,
  d: number,
  token: number,
  lastDraw: number,
): number {
  const x = token & 63;
  const kind = (token >> 6) & 7;
  let draw = -1;
  if (kind === DECK_PILE) draw = x;
  else if (kind === STACK_PILE && lastDraw >= 0 && !childOf(x, lastDraw)) draw = lastDraw;
  let emptied = false;
  let revealed = -1;
  if (kind === REVEAL) {
    const c = s.columnOf[x];
    const n = s.nHidden[c];
    if (n === 0) emptied = true;
    else revealed = s.structure[c * 20 + n - 1];
  }
  if (!emptied && revealed < 0 && draw < 0) return draw;
  let k = 0;
  for (let i = 0; i < counts[d]; i++) {
    const m = moves[base + i];
    const mk = (m >> 6) & 7;
    const y = m & 63;
    let keep = true;
    if (emptied) keep = mk !== PILE_STACK && mk !== DECK_STACK && y % 13 === 12;
    else if (revealed >= 0) keep = mk !== DECK_STACK && (mk !== PILE_STACK || y === revealed || y === twin(revealed));
    if (keep && draw >= 0) {
      if (mk === PILE_STACK) keep = y === twin(draw);
      else if (mk === REVEAL) keep = childOf(y, draw) || s.nHidden[s.columnOf[y]] === 1;
    }
    if (keep) moves[base + k++] = m;
  }
  counts[d] = k;
  return draw;
}
