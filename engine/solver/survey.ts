import * as cards from '../cards';
import * as bits from './bits';
import type { SolverState } from './state';

// Module-local copies for the inner loop (see engine/core/board.ts).
const { RANK_OF, SUIT_OF } = cards;
const { ALT, BIT_OF, KING_HI, popcount } = bits;

/**
 * The card sets both move generators (generate.ts, dominance.ts) start from,
 * each in two words (lo, hi: see bits.ts).
 */
class Survey {
  /** Cards with a place to land: a parent pair uncovered, or a king and a free column. */
  sl = 0;
  sh = 0;
  /** The next card of each suit. */
  nl = 0;
  nh = 0;
  /** Those of the next cards that are safe to send home. */
  dl = 0;
  dh = 0;
  /** Face-up tableau cards that can go home: next of their suit, their twin pair uncovered. */
  pl = 0;
  ph = 0;
}

/** Filled in place on every call: generation runs for every state searched and must not allocate. */
const sets = new Survey();

/** The card sets of state st (the one Survey, refilled: read it before the next call). */
export function survey(st: SolverState): Survey {
  const vl = st.vl;
  const vh = st.vh;
  const ll = st.ll;
  const lh = st.lh;
  // Uncovered twin pairs (both bits): more face-up cards of the pair than placed children covering them.
  const fl = vl & ~ll;
  const fh = vh & ~lh;
  const cl = fl << 4;
  const ch = (fh << 4) | (fl >>> 28);
  let ul = (vl | (vl >>> 1)) & (~(cl | (cl >>> 1)) | (~(vl ^ (vl >>> 1)) & (cl ^ (cl >>> 1)))) & ALT;
  let uh = (vh | (vh >>> 1)) & (~(ch | (ch >>> 1)) | (~(vh ^ (vh >>> 1)) & (ch ^ (ch >>> 1)))) & ALT;
  ul |= ul << 1;
  uh |= uh << 1;
  // The cards one rank below an uncovered pair (4 bits down) can land on it; a king needs a column that no
  // surface or king heads.
  let sh = uh >>> 4;
  if (popcount(vl & ll) + popcount(vh & lh) + popcount(vh & ~lh & KING_HI) < 7) sh |= KING_HI;

  let nl = 0;
  let nh = 0;
  let dl = 0;
  let dh = 0;
  for (let s = 0; s < 4; s++) {
    if (st.found[s] === 13) continue;
    const x = s * 13 + st.found[s];
    const b = BIT_OF[x];
    const home = safe(st, x);
    if (b < 32) {
      nl |= 1 << b;
      if (home) dl |= 1 << b;
    } else {
      nh |= 1 << (b - 32);
      if (home) dh |= 1 << (b - 32);
    }
  }
  sets.sl = (ul >>> 4) | (uh << 28);
  sets.sh = sh;
  sets.nl = nl;
  sets.nh = nh;
  sets.dl = dl;
  sets.dh = dh;
  sets.pl = ul & vl & nl;
  sets.ph = uh & vh & nh;
  return sets;
}

/**
 * Is card x (rank r) one no tableau card can ever need? Aces and twos always;
 * otherwise, with foundation-to-tableau moves allowed, when both foundations
 * of the other colour hold at least r - 1 cards and the twin suit's at least
 * r - 2 (Blake & Gent 2026, as in lonelybot src/stack.rs); without them, when
 * both other-colour foundations hold at least r.
 */
export function safe(st: SolverState, x: number): boolean {
  const r = RANK_OF[x];
  if (r <= 1) return true;
  const s = SUIT_OF[x];
  const f = st.found;
  // suits 0 clubs, 1 diamonds, 2 hearts, 3 spades: the other colour of clubs is diamonds and hearts, and so on.
  const red = s === 1 || s === 2;
  const opp = red ? Math.min(f[0], f[3]) : Math.min(f[1], f[2]);
  if (!st.f2t) return opp >= r;
  const twin = s === 0 ? f[3] : s === 3 ? f[0] : s === 1 ? f[2] : f[1];
  return opp >= r - 1 && twin >= r - 2;
}
