import * as cards from '../cards';
import type { Position } from '../position';
import { maxRecycles } from '../rules';
import * as bits from './bits';
import { generateDominant } from './dominance';
import { DECK_PILE, DECK_STACK, PILE_STACK, REVEAL, STACK_PILE } from './macro';

export * from './macro';

// Module-local copies for the inner loop (see engine/core/board.ts).
const { RANK_OF, SUIT_OF } = cards;
const { ALT, BIT_OF, CARD_AT, KING_HI, lowestBit, popcount } = bits;
const KING = 12;

/** Switch for measuring the dominance cascade's effect (bench); on in play. */
export const DOMINANCE = { enabled: true };

/**
 * The game the solver searches, after lonelybot (docs/method.md): face-up
 * tableau cards are a set, not columns. A card on the tableau either belongs to
 * a column's dealt structure (its face-down cards and the face-up "surface"
 * card on them) or is "placed" on a card one rank up of the other colour (or
 * is a king heading a column). Moving a placed run only trades one twin
 * parent for the other (8♠ for 8♣), which leaves this state unchanged, so the
 * search never does it; the expansion (expand.ts) does it when a real move
 * needs it. Five macro moves remain (macro.ts).
 */
export class SolverState {
  /** Face-up tableau cards (two-word set). */
  vl = 0;
  vh = 0;
  /** Structure cards: face-down cards and each column's surface. */
  ll = 0;
  lh = 0;
  readonly found = new Uint8Array(4);
  foundTotal = 0;
  /** Column c's dealt structure bottom to top in structure[c * 20 ..]; nHidden[c] of them remain (surface included). */
  readonly structure = new Uint8Array(7 * 20);
  readonly nHidden = new Uint8Array(7);
  readonly columnOf = new Int8Array(52).fill(-1);
  /** Face-down cards left. */
  faceDown = 0;
  private readonly hiddenRadix = new Float64Array(7);
  /** Σ nHidden[c] * hiddenRadix[c], kept up to date for the key; hiddenSpan is the product of the radices. */
  private hiddenKey = 0;
  private hiddenSpan = 1;
  /** Stock and waste in one list (waste deck[0, cur), stock deck[cur, len)), as in the engine's Board. */
  readonly deck = new Uint8Array(52);
  len = 0;
  cur = 0;
  /** Which of the starting deck cards remain, by their starting index. */
  deckMask = 0;
  readonly startIndex = new Int8Array(52).fill(-1);
  draw = 1;
  recycles = 0;
  maxRecycles = 0;
  unlimited = true;
  f2t = true;
  /** Use lonelybot's full dominance cascade (dominance.ts): only for the rules it holds for. */
  dominant = false;

  constructor(p: Position) {
    this.draw = p.rules.draw;
    this.maxRecycles = maxRecycles(p.rules);
    this.unlimited = this.maxRecycles === Number.POSITIVE_INFINITY;
    this.recycles = p.recycles;
    this.f2t = p.rules.foundationToTableau;
    this.dominant = this.f2t && this.unlimited && DOMINANCE.enabled;
    let radix = 1;
    for (let c = 0; c < 7; c++) {
      const { down, up } = p.columns[c];
      const cards = down.length > 0 || (up.length > 0 && RANK_OF[up[0]] !== KING) ? [...down, up[0]] : [];
      if (cards.length > 20) throw new Error('solver: column too deep');
      cards.forEach((x, i) => {
        this.structure[c * 20 + i] = x;
        this.columnOf[x] = c;
        this.lock(x);
      });
      this.nHidden[c] = cards.length;
      this.hiddenKey += cards.length * radix;
      this.faceDown += down.length;
      this.hiddenRadix[c] = radix;
      radix *= cards.length + 1;
      this.hiddenSpan = radix;
      for (const x of up) this.show(x);
    }
    for (let s = 0; s < 4; s++) this.found[s] = p.foundations[s];
    this.foundTotal = p.foundations.reduce((a, b) => a + b, 0);
    const deck = [...p.waste, ...p.stock];
    if (deck.length > 24) throw new Error('solver: more than 24 stock and waste cards');
    deck.forEach((x, i) => {
      this.deck[i] = x;
      this.startIndex[x] = i;
    });
    this.len = deck.length;
    this.cur = p.waste.length;
    this.deckMask = deck.length === 0 ? 0 : (2 ** deck.length - 1) | 0;
  }

  private lock(x: number): void {
    const b = BIT_OF[x];
    if (b < 32) this.ll |= 1 << b;
    else this.lh |= 1 << (b - 32);
  }
  private unlock(x: number): void {
    const b = BIT_OF[x];
    if (b < 32) this.ll &= ~(1 << b);
    else this.lh &= ~(1 << (b - 32));
  }
  private show(x: number): void {
    const b = BIT_OF[x];
    if (b < 32) this.vl |= 1 << b;
    else this.vh |= 1 << (b - 32);
  }
  private hide(x: number): void {
    const b = BIT_OF[x];
    if (b < 32) this.vl &= ~(1 << b);
    else this.vh &= ~(1 << (b - 32));
  }

  get won(): boolean {
    return this.foundTotal === 52;
  }

  /** Every card face up and at most one in stock and waste: the rest plays itself (see expand.ts). */
  get sureWin(): boolean {
    return this.faceDown === 0 && this.len <= 1;
  }

  /**
   * Is card x (rank r) one no tableau card can ever need? Aces and twos always;
   * otherwise, with foundation-to-tableau moves allowed, when both foundations
   * of the other colour hold at least r - 1 cards and the twin suit's at least
   * r - 2 (Blake & Gent 2026, as in lonelybot src/stack.rs); without them, when
   * both other-colour foundations hold at least r.
   */
  safe(x: number): boolean {
    const r = RANK_OF[x];
    if (r <= 1) return true;
    const s = SUIT_OF[x];
    const f = this.found;
    // suits 0 clubs, 1 diamonds, 2 hearts, 3 spades: the other colour of clubs is diamonds and hearts, and so on.
    const red = s === 1 || s === 2;
    const opp = red ? Math.min(f[0], f[3]) : Math.min(f[1], f[2]);
    if (!this.f2t) return opp >= r;
    const twin = s === 0 ? f[3] : s === 3 ? f[0] : s === 1 ? f[2] : f[1];
    return opp >= r - 1 && twin >= r - 2;
  }

  /** Is deck index i reachable this pass, without a recycle? */
  forward(i: number): boolean {
    const from = this.cur - 1;
    return i >= from && ((i - from) % this.draw === 0 || i === this.len - 1) && i >= 0;
  }

  /**
   * Writes the moves to search into out from index `base` and returns their
   * count. `banned` is the move that would undo the last one (kind << 6 |
   * card), or -1. With `raw`, every macro move, dominance rules left out.
   * Order: reveals, tableau to foundation, deck to tableau, deck to foundation,
   * foundation to tableau (lonelybot's order, lowest cards first).
   */
  generate(out: Uint16Array, base: number, banned: number, raw = false): number {
    if (this.dominant && !raw) return generateDominant(this, out, base, banned);
    const vl = this.vl;
    const vh = this.vh;
    const ll = this.ll;
    const lh = this.lh;
    // Uncovered twin pairs: more face-up cards of the pair than placed children covering them.
    const fl = vl & ~ll;
    const fh = vh & ~lh;
    const cl = fl << 4;
    const ch = (fh << 4) | (fl >>> 28);
    let ul = (vl | (vl >>> 1)) & (~(cl | (cl >>> 1)) | (~(vl ^ (vl >>> 1)) & (cl ^ (cl >>> 1)))) & ALT;
    let uh = (vh | (vh >>> 1)) & (~(ch | (ch >>> 1)) | (~(vh ^ (vh >>> 1)) & (ch ^ (ch >>> 1)))) & ALT;
    ul |= ul << 1;
    uh |= uh << 1;
    // Cards with a place to land: a parent pair uncovered, or a king and a free column.
    const sl = (ul >>> 4) | (uh << 28);
    let sh = uh >>> 4;
    if (popcount(vl & ll) + popcount(vh & lh) + popcount(vh & ~lh & KING_HI) < 7) sh |= KING_HI;

    // Next card of each suit, and which of them are safe to send home.
    let nl = 0;
    let nh = 0;
    let dl = 0;
    let dh = 0;
    for (let s = 0; s < 4; s++) {
      if (this.found[s] === 13) continue;
      const x = s * 13 + this.found[s];
      const b = BIT_OF[x];
      const safe = this.safe(x);
      if (b < 32) {
        nl |= 1 << b;
        if (safe) dl |= 1 << b;
      } else {
        nh |= 1 << (b - 32);
        if (safe) dh |= 1 << (b - 32);
      }
    }
    const pl = ul & vl & nl;
    const ph = uh & vh & nh;

    // raw: every macro move, without the dominance rules below (noMovesLeft needs them all).
    if (raw) {
      dl = 0;
      dh = 0;
    }
    // A safe card on the tableau goes home at once: no other move can be better (dominance).
    if ((pl & dl) | (ph & dh)) {
      const bit = pl & dl ? lowestBit(pl & dl) : 32 + lowestBit(ph & dh);
      out[base] = (PILE_STACK << 6) | CARD_AT[bit];
      return 1;
    }
    // Draw 1: a safe stock card goes home at once, unless reaching it costs a recycle the rules count.
    if (this.draw === 1 && this.len > 0) {
      for (let i = this.unlimited ? 0 : this.cur - 1; i < (this.unlimited ? this.len : this.cur); i++) {
        if (i < 0) continue;
        const x = this.deck[i];
        const b = BIT_OF[x];
        if (b < 32 ? dl & (1 << b) : dh & (1 << (b - 32))) {
          out[base] = (i << 9) | (DECK_STACK << 6) | x;
          return 1;
        }
      }
    }

    let k = base;
    // Reveals: surfaces with a landing place, but not a lone king at the bottom of its column.
    let rl = vl & ll & sl;
    let rh = vh & lh & sh;
    while (rl | rh) {
      const bit = rl ? lowestBit(rl) : 32 + lowestBit(rh);
      if (bit < 32) rl &= rl - 1;
      else rh &= rh - 1;
      const x = CARD_AT[bit];
      if (RANK_OF[x] === KING && this.nHidden[this.columnOf[x]] === 1) continue;
      out[k++] = (REVEAL << 6) | x;
    }
    let ql = pl;
    let qh = ph;
    while (ql | qh) {
      const bit = ql ? lowestBit(ql) : 32 + lowestBit(qh);
      if (bit < 32) ql &= ql - 1;
      else qh &= qh - 1;
      const m = (PILE_STACK << 6) | CARD_AT[bit];
      if (m !== banned) out[k++] = m;
    }
    k = this.deckMoves(out, k, sl, sh, nl, nh, dl, dh);
    if (this.f2t) {
      for (let s = 0; s < 4; s++) {
        const h = this.found[s];
        if (h === 0) continue;
        const x = s * 13 + h - 1;
        const b = BIT_OF[x];
        if (!(b < 32 ? sl & (1 << b) : sh & (1 << (b - 32))) || (!raw && this.safe(x))) continue;
        const m = (STACK_PILE << 6) | x;
        if (m !== banned) out[k++] = m;
      }
    }
    return k - base;
  }

  /**
   * Deck cards reachable this pass, then (if a recycle is left and not
   * `thisPass`) after one: onto the tableau where the slot masks allow (never
   * a card that could go home safely), and home where the next-card masks
   * allow.
   */
  deckMoves(
    out: Uint16Array,
    k: number,
    sl: number,
    sh: number,
    nl: number,
    nh: number,
    dl: number,
    dh: number,
    thisPass = false,
  ): number {
    const len = this.len;
    if (len === 0) return k;
    const step = this.draw;
    const cur = this.cur;
    const recycle = !thisPass && this.recycles < this.maxRecycles;
    if (step === 1 && recycle) {
      // Draw 1 with a recycle at hand: every card can be reached.
      for (let i = 0; i < len; i++) k = this.deckMove(out, k, i, sl, sh, nl, nh, dl, dh);
      return k;
    }
    // This pass: the waste top, every draw-th card after it, and the last card.
    for (let i = cur === 0 ? step - 1 : cur - 1; i < len - 1; i += step)
      k = this.deckMove(out, k, i, sl, sh, nl, nh, dl, dh);
    k = this.deckMove(out, k, len - 1, sl, sh, nl, nh, dl, dh);
    if (!recycle) return k;
    // After a recycle: the grid from the start, less what this pass reaches already (positions from the
    // waste top on that share its grid, which is all of them when the waste size is on the grid).
    const onGrid = cur % step === 0;
    for (let j = step - 1; j < len - 1; j += step) {
      if (j < cur - 1 || !onGrid) k = this.deckMove(out, k, j, sl, sh, nl, nh, dl, dh);
    }
    return k;
  }

  private deckMove(
    out: Uint16Array,
    k: number,
    i: number,
    sl: number,
    sh: number,
    nl: number,
    nh: number,
    dl: number,
    dh: number,
  ): number {
    const x = this.deck[i];
    const b = BIT_OF[x];
    const lo = b < 32;
    const bit = lo ? 1 << b : 1 << (b - 32);
    // A card that could go home safely never goes to the tableau instead.
    if ((lo ? sl : sh) & bit && !((lo ? dl : dh) & bit)) out[k++] = (i << 9) | (DECK_PILE << 6) | x;
    if ((lo ? nl : nh) & bit) out[k++] = (i << 9) | (DECK_STACK << 6) | x;
    return k;
  }

  /**
   * Turns the top structure card of column c up after the card above it left
   * the structure (went home, or became a placed card).
   */
  private leaveStructure(x: number): void {
    this.unlock(x);
    const c = this.columnOf[x];
    const n = --this.nHidden[c];
    this.hiddenKey -= this.hiddenRadix[c];
    if (n > 0) {
      this.show(this.structure[c * 20 + n - 1]);
      this.faceDown--;
    }
  }

  private returnToStructure(x: number): void {
    const c = this.columnOf[x];
    const n = this.nHidden[c]++;
    this.hiddenKey += this.hiddenRadix[c];
    if (n > 0) {
      this.hide(this.structure[c * 20 + n - 1]);
      this.faceDown++;
    }
    this.lock(x);
  }

  private isLocked(x: number): boolean {
    const b = BIT_OF[x];
    return b < 32 ? (this.ll & (1 << b)) !== 0 : (this.lh & (1 << (b - 32))) !== 0;
  }

  private takeFromDeck(i: number): number {
    const deck = this.deck;
    const x = deck[i];
    // A plain loop: copyWithin's call costs more than moving a few bytes.
    for (let j = i + 1; j < this.len; j++) deck[j - 1] = deck[j];
    this.len--;
    this.deckMask &= ~(1 << this.startIndex[x]);
    return x;
  }

  private putBackInDeck(i: number, x: number): void {
    const deck = this.deck;
    for (let j = this.len; j > i; j--) deck[j] = deck[j - 1];
    deck[i] = x;
    this.len++;
    this.deckMask |= 1 << this.startIndex[x];
  }

  /**
   * Plays a move from generate; returns the token unmake needs: the move in
   * bits 0-13, the waste size before it in bits 14-18, bit 19 set when a deck
   * move cost a recycle, bit 20 set when a tableau card going home turned a
   * card up.
   */
  make(m: number): number {
    const x = m & 63;
    switch ((m >> 6) & 7) {
      case PILE_STACK: {
        this.hide(x);
        this.found[SUIT_OF[x]]++;
        this.foundTotal++;
        if (!this.isLocked(x)) return m;
        this.leaveStructure(x);
        return m | (1 << 20);
      }
      case REVEAL:
        this.leaveStructure(x);
        return m;
      case STACK_PILE:
        this.found[SUIT_OF[x]]--;
        this.foundTotal--;
        this.show(x);
        return m;
      default: {
        const i = m >> 9;
        const cur = this.cur;
        const recycled = this.forward(i) ? 0 : 1;
        this.takeFromDeck(i);
        this.cur = i;
        this.recycles += recycled;
        if (((m >> 6) & 7) === DECK_STACK) {
          this.found[SUIT_OF[x]]++;
          this.foundTotal++;
        } else this.show(x);
        return m | (cur << 14) | (recycled << 19);
      }
    }
  }

  unmake(token: number): void {
    const x = token & 63;
    switch ((token >> 6) & 7) {
      case PILE_STACK:
        if (token & (1 << 20)) this.returnToStructure(x);
        this.found[SUIT_OF[x]]--;
        this.foundTotal--;
        this.show(x);
        return;
      case REVEAL:
        this.returnToStructure(x);
        return;
      case STACK_PILE:
        this.hide(x);
        this.found[SUIT_OF[x]]++;
        this.foundTotal++;
        return;
      default: {
        const i = (token >> 9) & 31;
        if (((token >> 6) & 7) === DECK_STACK) {
          this.found[SUIT_OF[x]]--;
          this.foundTotal--;
        } else this.hide(x);
        this.putBackInDeck(i, x);
        this.cur = (token >> 14) & 31;
        this.recycles -= (token >> 19) & 1;
      }
    }
  }

  /**
   * The state's key: a = foundation heights and the structure left in each
   * column, in mixed radix; b = which starting deck cards remain, the waste
   * size, and recycles used when at most 7 are allowed; c = recycles used when
   * more are allowed (keyWords is then 3). Face-up cards are whatever the rest
   * leaves, so they need no bits. With unlimited passes, every waste size on
   * the draw grid (a multiple of the draw, or the whole deck) reaches the same
   * cards, so they share one key (lonelybot src/deck.rs).
   */
  keyA(): number {
    const f = this.found;
    return f[0] + 14 * f[1] + 196 * f[2] + 2744 * f[3] + 38416 * this.hiddenKey;
  }

  keyB(): number {
    const pure = this.unlimited && (this.cur % this.draw === 0 || this.cur === this.len);
    const small = !this.unlimited && this.maxRecycles <= 7;
    return this.deckMask | ((pure ? 31 : this.cur) << 24) | (small ? this.recycles << 29 : 0);
  }

  keyC(): number {
    return this.unlimited ? 0 : this.recycles;
  }

  get keyWords(): 2 | 3 {
    return this.unlimited || this.maxRecycles <= 7 ? 2 : 3;
  }

  /** Dealt positions always fit (14^4 × 8! < 2^31); crafted ones with deep face-down piles may not. */
  get keyFits(): boolean {
    return 38416 * this.hiddenSpan < 2 ** 31;
  }

  /** The move that would take move m straight back (kind << 6 | card), or -1. */
  reverseOf(token: number): number {
    const x = token & 63;
    const kind = (token >> 6) & 7;
    if (kind === PILE_STACK && !(token & (1 << 20))) return (STACK_PILE << 6) | x;
    if (kind === STACK_PILE) return (PILE_STACK << 6) | x;
    return -1;
  }
}
