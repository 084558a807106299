import * as bits from './bits';
import { generateDominant } from './dominance';
import { PILE_STACK, STACK_PILE } from './macro';
import type { SolverState } from './state';
import { safe, survey } from './survey';
import { writeDeckMoves, writeEach, writeLowest, writeReveals, writeSafeDeckCard } from './writers';

// Module-local copy for the inner loop (see engine/core/board.ts).
const { BIT_OF } = bits;

/**
 * Writes the moves to search from state st into out from index `base` and
 * returns their count. `banned` is the move that would undo the last one
 * (kind << 6 | card), or -1. With `raw`, every macro move, dominance rules
 * left out. Under the rules lonelybot's dominance cascade holds for
 * (st.dominant), that generator (dominance.ts) answers unless `raw`.
 * Order: reveals, tableau to foundation, deck to tableau, deck to foundation,
 * foundation to tableau (lonelybot's order, lowest cards first).
 */
export function generate(st: SolverState, out: Uint16Array, base: number, banned: number, raw = false): number {
  if (st.dominant && !raw) return generateDominant(st, out, base, banned);
  const sets = survey(st);
  const { sl, sh, nl, nh, pl, ph } = sets;
  // raw: every macro move, without the dominance rules below (noMovesLeft needs them all).
  const dl = raw ? 0 : sets.dl;
  const dh = raw ? 0 : sets.dh;
  // A safe card on the tableau goes home at once: no other move can be better (dominance).
  if (writeLowest(out, base, PILE_STACK, pl & dl, ph & dh)) return 1;
  // Draw 1: a safe stock card goes home at once, unless reaching it costs a recycle the rules count.
  if (st.draw === 1 && writeSafeDeckCard(st, out, base, dl, dh)) return 1;

  // Reveals: surfaces (face-up structure cards) with a place to land.
  let k = writeReveals(st, out, base, st.vl & st.ll & sl, st.vh & st.lh & sh);
  k = writeEach(out, k, PILE_STACK, pl, ph, banned);
  k = writeDeckMoves(st, out, k, sl, sh, nl, nh, dl, dh, false);
  if (st.f2t) {
    // Foundation tops with a place to land, suit by suit; a safe one stays home (unless raw).
    for (let s = 0; s < 4; s++) {
      const h = st.found[s];
      if (h === 0) continue;
      const x = s * 13 + h - 1;
      const b = BIT_OF[x];
      if (!(b < 32 ? sl & (1 << b) : sh & (1 << (b - 32))) || (!raw && safe(st, x))) continue;
      const m = (STACK_PILE << 6) | x;
      if (m !== banned) out[k++] = m;
    }
  }
  return k - base;
}
