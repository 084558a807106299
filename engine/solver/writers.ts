import * as cards from '../cards';
import * as bits from './bits';
import { DECK_PILE, DECK_STACK, REVEAL } from './macro';
import type { SolverState } from './state';

// Module-local copies for the inner loop (see engine/core/board.ts).
const { RANK_OF } = cards;
const { BIT_OF, CARD_AT, lowestBit, popcount } = bits;
const KING = 12;

/*
 * What both move generators (generate.ts, dominance.ts) write: each writer
 * puts moves into `out` from index k (or base) and returns the next free
 * index (or the count written). Sets are two words, lo and hi (bits.ts).
 */

/** The move of `kind` for the lowest card of the set, at out[base]: 1, or 0 when the set is empty. */
export function writeLowest(out: Uint16Array, base: number, kind: number, lo: number, hi: number): number {
  if ((lo | hi) === 0) return 0;
  out[base] = (kind << 6) | CARD_AT[lo ? lowestBit(lo) : 32 + lowestBit(hi)];
  return 1;
}

/** The move of `kind` for each card of the set, lowest first, but not `banned`. */
export function writeEach(out: Uint16Array, k: number, kind: number, lo: number, hi: number, banned: number): number {
  while (lo | hi) {
    const bit = lo ? lowestBit(lo) : 32 + lowestBit(hi);
    if (bit < 32) lo &= lo - 1;
    else hi &= hi - 1;
    const m = (kind << 6) | CARD_AT[bit];
    if (m !== banned) out[k++] = m;
  }
  return k;
}

/** Reveals of the surfaces in the set, but not of a king alone in its column: moving it turns nothing up. */
export function writeReveals(st: SolverState, out: Uint16Array, k: number, lo: number, hi: number): number {
  while (lo | hi) {
    const bit = lo ? lowestBit(lo) : 32 + lowestBit(hi);
    if (bit < 32) lo &= lo - 1;
    else hi &= hi - 1;
    const x = CARD_AT[bit];
    if (RANK_OF[x] === KING && st.nHidden[st.columnOf[x]] === 1) continue;
    out[k++] = (REVEAL << 6) | x;
  }
  return k;
}

/**
 * Draw 1: the first deck card of the set (dl, dh: safe to send home) goes home
 * at out[base]: 1, or 0 when there is none. With unlimited passes any deck
 * card counts; under a pass limit only the waste top, as drawing on to a later
 * card would bury the waste top until a recycle the rules count.
 */
export function writeSafeDeckCard(st: SolverState, out: Uint16Array, base: number, dl: number, dh: number): number {
  if (((st.dkl & dl) | (st.dkh & dh)) === 0) return 0;
  for (let i = st.unlimited ? 0 : st.cur - 1; i < (st.unlimited ? st.len : st.cur); i++) {
    if (i < 0) continue;
    const x = st.deck[i];
    const b = BIT_OF[x];
    if (b < 32 ? dl & (1 << b) : dh & (1 << (b - 32))) {
      out[base] = (i << 9) | (DECK_STACK << 6) | x;
      return 1;
    }
  }
  return 0;
}

/** The deck indices one generation reaches, in order (each deck card at most once). */
const reached = new Uint8Array(52);

/**
 * Deck cards reachable this pass, then (if a recycle is left and not
 * `thisPass`) after one: onto the tableau where the slot set (sl, sh) allows
 * (never a card that could go home safely: dl, dh), and home where the
 * next-card set (nl, nh) allows.
 */
export function writeDeckMoves(
  st: SolverState,
  out: Uint16Array,
  k: number,
  sl: number,
  sh: number,
  nl: number,
  nh: number,
  dl: number,
  dh: number,
  thisPass: boolean,
): number {
  // A card that could go home safely never goes to the tableau instead.
  const tl = sl & ~dl;
  const th = sh & ~dh;
  const cl = st.dkl & (tl | nl);
  const ch = st.dkh & (th | nh);
  if ((cl | ch) === 0) return k;
  if (st.draw === 1 && !thisPass && st.recycles < st.maxRecycles)
    return writeAnyDeckCard(st, out, k, cl, ch, tl, th, nl, nh);
  const n = reachDeck(st, thisPass);
  for (let j = 0; j < n; j++) {
    const i = reached[j];
    k = writeDeckCard(out, k, i, st.deck[i], tl, th, nl, nh);
  }
  return k;
}

/**
 * Draw 1 with a recycle at hand reaches every deck card, so only the cards some move wants are looked at (a
 * few, against up to 24 in the deck), in deck order as reachDeck lists them. The deck keeps its starting
 * order as cards leave it, so a card's index is the count of starting cards before it that remain.
 */
function writeAnyDeckCard(
  st: SolverState,
  out: Uint16Array,
  k: number,
  cl: number,
  ch: number,
  tl: number,
  th: number,
  nl: number,
  nh: number,
): number {
  let at = 0;
  while (cl | ch) {
    const bit = cl ? lowestBit(cl) : 32 + lowestBit(ch);
    if (bit < 32) cl &= cl - 1;
    else ch &= ch - 1;
    at |= 1 << st.startIndex[CARD_AT[bit]];
  }
  while (at) {
    const start = lowestBit(at);
    at &= at - 1;
    k = writeDeckCard(out, k, popcount(st.deckMask & ((1 << start) - 1)), st.startCard[start], tl, th, nl, nh);
  }
  return k;
}

/** Deck card x, at deck index i: onto the tableau where the set (tl, th) allows, home where (nl, nh) does. */
function writeDeckCard(
  out: Uint16Array,
  k: number,
  i: number,
  x: number,
  tl: number,
  th: number,
  nl: number,
  nh: number,
): number {
  const b = BIT_OF[x];
  const lo = b < 32;
  const bit = lo ? 1 << b : 1 << (b - 32);
  if ((lo ? tl : th) & bit) out[k++] = (i << 9) | (DECK_PILE << 6) | x;
  if ((lo ? nl : nh) & bit) out[k++] = (i << 9) | (DECK_STACK << 6) | x;
  return k;
}

/** Puts the deck indices a move can take into `reached` (this pass first, then after a recycle); returns how many. */
function reachDeck(st: SolverState, thisPass: boolean): number {
  const len = st.len;
  if (len === 0) return 0;
  const step = st.draw;
  const cur = st.cur;
  const recycle = !thisPass && st.recycles < st.maxRecycles;
  let n = 0;
  if (step === 1 && recycle) {
    // Draw 1 with a recycle at hand: every card can be reached.
    for (let i = 0; i < len; i++) reached[n++] = i;
    return n;
  }
  // This pass: the waste top, every draw-th card after it, and the last card.
  for (let i = cur === 0 ? step - 1 : cur - 1; i < len - 1; i += step) reached[n++] = i;
  reached[n++] = len - 1;
  if (!recycle) return n;
  // After a recycle: the grid from the start, less what this pass reaches already (positions from the
  // waste top on that share its grid, which is all of them when the waste size is on the grid).
  const onGrid = cur % step === 0;
  for (let j = step - 1; j < len - 1; j += step) {
    if (j < cur - 1 || !onGrid) reached[n++] = j;
  }
  return n;
}
