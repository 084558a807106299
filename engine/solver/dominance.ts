import * as bits from './bits';
import { DECK_STACK, PILE_STACK, REVEAL, STACK_PILE } from './macro';
import type { SolverState } from './state';

const { ALT, BIT_OF, CARD_AT, KING_HI, lowestBit, popcount } = bits;
const KING = 12;

/** Bits of each suit, in lonelybot's suit order (clubs, spades, diamonds, hearts: two of each colour side by side). */
const SUIT_LO = new Int32Array(4);
const SUIT_HI = new Int32Array(4);
for (let c = 0; c < 52; c++) {
  const s = [0, 2, 3, 1][Math.floor(c / 13)]; // our C D H S → their C S D H
  const b = BIT_OF[c];
  if (b < 32) SUIT_LO[s] |= 1 << b;
  else SUIT_HI[s] |= 1 << (b - 32);
}
/** The lowest bit of every rank's nibble. */
const RANK_BITS = 0x11111111;

/**
 * Move generation with lonelybot's dominance cascade (src/state.rs,
 * gen_moves::<true>), for the rules it was built and cross-checked for:
 * foundation moves back allowed and unlimited passes. Beyond the safe-card
 * rules of SolverState.generate it (1) sends the lowest "redundant" card
 * home at once when three or more face-up cards could go home without
 * turning anything over; (2) in draw 3, takes the last stock card home at
 * once when it is safe and the deck is on its grid, else skips next-pass
 * cards; (3) when a redundant card exists, allows only moves that send the
 * lowest one home, build on it, or bring lower cards of the suits that cannot
 * go home back to the tableau. The authors validated this on millions of deals
 * and call its proof open; our verdicts are checked against theirs on the 400
 * shared reference deals.
 */
export function generateDominant(st: SolverState, out: Uint16Array, base: number, banned: number): number {
  const vl = st.vl;
  const vh = st.vh;
  const ll = st.ll;
  const lh = st.lh;
  const fl = vl & ~ll;
  const fh = vh & ~lh;
  const cl = fl << 4;
  const ch = (fh << 4) | (fl >>> 28);
  let ul = (vl | (vl >>> 1)) & (~(cl | (cl >>> 1)) | (~(vl ^ (vl >>> 1)) & (cl ^ (cl >>> 1)))) & ALT;
  let uh = (vh | (vh >>> 1)) & (~(ch | (ch >>> 1)) | (~(vh ^ (vh >>> 1)) & (ch ^ (ch >>> 1)))) & ALT;
  ul |= ul << 1;
  uh |= uh << 1;

  let nl = 0;
  let nh = 0;
  let dl = 0;
  let dh = 0;
  for (let s = 0; s < 4; s++) {
    if (st.found[s] === 13) continue;
    const x = s * 13 + st.found[s];
    const b = BIT_OF[x];
    const safe = st.safe(x);
    if (b < 32) {
      nl |= 1 << b;
      if (safe) dl |= 1 << b;
    } else {
      nh |= 1 << (b - 32);
      if (safe) dh |= 1 << (b - 32);
    }
  }
  let pl = ul & vl & nl;
  let ph = uh & vh & nh;
  if ((pl & dl) | (ph & dh)) {
    const bit = pl & dl ? lowestBit(pl & dl) : 32 + lowestBit(ph & dh);
    out[base] = (PILE_STACK << 6) | CARD_AT[bit];
    return 1;
  }
  // Redundant: could go home and would turn nothing over.
  const rl = pl & ~ll;
  const rh = ph & ~lh;
  const leastLo = rl & -rl;
  const leastHi = leastLo ? 0 : rh & -rh;
  if (popcount(rl) + popcount(rh) >= 3) {
    out[base] = (PILE_STACK << 6) | CARD_AT[leastLo ? lowestBit(leastLo) : 32 + lowestBit(leastHi)];
    return 1;
  }

  // The deck: draw 1 sends any safe card home at once; draw 3 only the last card, when the deck is on its grid.
  let thisPass = false;
  if (st.len > 0) {
    if (st.draw === 1) {
      for (let i = 0; i < st.len; i++) {
        const b = BIT_OF[st.deck[i]];
        if (b < 32 ? dl & (1 << b) : dh & (1 << (b - 32))) {
          out[base] = (i << 9) | (DECK_STACK << 6) | st.deck[i];
          return 1;
        }
      }
    } else {
      const last = st.deck[st.len - 1];
      const b = BIT_OF[last];
      if (b < 32 ? dl & (1 << b) : dh & (1 << (b - 32))) {
        if (st.cur % st.draw === 0 || st.cur === st.len) {
          out[base] = ((st.len - 1) << 9) | (DECK_STACK << 6) | last;
          return 1;
        }
        thisPass = true;
      }
    }
  }

  let sl = (ul >>> 4) | (uh << 28);
  let sh = uh >>> 4;
  if (popcount(vl & ll) + popcount(vh & lh) + popcount(vh & ~lh & KING_HI) < 7) sh |= KING_HI;
  // Foundation tops that have a place to land and are not safe.
  let tl = 0;
  let th = 0;
  for (let s = 0; s < 4; s++) {
    const h = st.found[s];
    if (h === 0) continue;
    const x = s * 13 + h - 1;
    const b = BIT_OF[x];
    if (st.safe(x)) continue;
    if (b < 32) tl |= 1 << b;
    else th |= 1 << (b - 32);
  }
  tl &= sl;
  th &= sh;
  let deckHome = true;

  if (leastLo | leastHi) {
    const pairL = pl & (pl >>> 1) & ALT;
    const pairH = ph & (ph >>> 1) & ALT;
    if (pairL | pairH) {
      // Both cards of a colour and rank can go home: send one home or build on them, nothing else.
      tl = 0;
      th = 0;
      pl = pairL | (pairL << 1);
      ph = pairH | (pairH << 1);
      deckHome = false;
      sl = (pl >>> 4) | (ph << 28);
      sh = ph >>> 4;
    } else {
      // The twin pair of the lowest redundant card.
      let al = (leastLo | (leastLo >>> 1)) & ALT;
      let ah = (leastHi | (leastHi >>> 1)) & ALT;
      al |= al << 1;
      ah |= ah << 1;
      // Redundant cards, and cards that could go home with the pair's children.
      const xl = rl | (vl & nl & (al << 4));
      const xh = rh | (vh & nh & ((ah << 4) | (al >>> 28)));
      const un0 = (xl & SUIT_LO[0]) === 0 && (xh & SUIT_HI[0]) === 0;
      const un1 = (xl & SUIT_LO[1]) === 0 && (xh & SUIT_HI[1]) === 0;
      const un2 = (xl & SUIT_LO[2]) === 0 && (xh & SUIT_HI[2]) === 0;
      const un3 = (xl & SUIT_LO[3]) === 0 && (xh & SUIT_HI[3]) === 0;
      deckHome = false;
      if ((un0 || un1) && (un2 || un3)) {
        let ql = ~ll & vl & nl;
        let qh = ~lh & vh & nh;
        ql |= ql >>> 1;
        qh |= qh >>> 1;
        const rankL = ((al >>> 2) | (ah << 30)) & RANK_BITS;
        const rankH = (ah >>> 2) & RANK_BITS;
        let triL = ql & rankL;
        let triH = qh & rankH;
        triL |= triL << 1;
        triH |= triH << 1;
        const filterL =
          (un0 ? SUIT_LO[1] : 0) | (un1 ? SUIT_LO[0] : 0) | (un2 ? SUIT_LO[3] : 0) | (un3 ? SUIT_LO[2] : 0);
        const filterH =
          (un0 ? SUIT_HI[1] : 0) | (un1 ? SUIT_HI[0] : 0) | (un2 ? SUIT_HI[3] : 0) | (un3 ? SUIT_HI[2] : 0);
        // Cards below the least: all of lo below it, or all of lo and hi below it.
        const belowL = leastLo ? leastLo - 1 : -1;
        const belowH = leastLo ? 0 : leastHi - 1;
        tl &= filterL & belowL & ~triL;
        th &= filterH & belowH & ~triH;
        pl = leastLo;
        ph = leastHi;
        const buildable = ((al << 2) & rl) | (((ah << 2) | (al >>> 30)) & rh);
        if (buildable) {
          sl = 0;
          sh = 0;
        } else {
          sl = (al >>> 4) | (ah << 28);
          sh = ah >>> 4;
        }
      } else {
        tl = 0;
        th = 0;
        pl = leastLo;
        ph = leastHi;
        sl = 0;
        sh = 0;
      }
    }
  }

  let k = base;
  // Reveals: surfaces with a landing place, but not a lone king at the bottom of its column.
  let rvl = vl & ll & sl;
  let rvh = vh & lh & sh;
  while (rvl | rvh) {
    const bit = rvl ? lowestBit(rvl) : 32 + lowestBit(rvh);
    if (bit < 32) rvl &= rvl - 1;
    else rvh &= rvh - 1;
    const x = CARD_AT[bit];
    if (x % 13 === KING && st.nHidden[st.columnOf[x]] === 1) continue;
    out[k++] = (REVEAL << 6) | x;
  }
  while (pl | ph) {
    const bit = pl ? lowestBit(pl) : 32 + lowestBit(ph);
    if (bit < 32) pl &= pl - 1;
    else ph &= ph - 1;
    const m = (PILE_STACK << 6) | CARD_AT[bit];
    if (m !== banned) out[k++] = m;
  }
  k = st.deckMoves(out, k, sl, sh, deckHome ? nl : 0, deckHome ? nh : 0, dl, dh, thisPass);
  while (tl | th) {
    const bit = tl ? lowestBit(tl) : 32 + lowestBit(th);
    if (bit < 32) tl &= tl - 1;
    else th &= th - 1;
    const m = (STACK_PILE << 6) | CARD_AT[bit];
    if (m !== banned) out[k++] = m;
  }
  return k - base;
}
