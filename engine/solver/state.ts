import * as cards from '../cards';
import type { Position } from '../position';
import { maxRecycles } from '../rules';
import * as bits from './bits';
import { DECK_STACK, PILE_STACK, REVEAL, STACK_PILE } from './macro';

// Module-local copies for the inner loop (see engine/core/board.ts).
const { RANK_OF, SUIT_OF } = cards;
const { BIT_OF } = bits;
const KING = 12;
/** What one more card home in each suit adds to keyA: the foundation heights are its four base-14 digits. */
const POW14 = [1, 14, 196, 2744];
/** keyA's place value of the structure left (above the four foundation digits: 14^4). */
const STRUCTURE = 38416;

/**
 * The game the solver searches, after lonelybot (README, "The hint engine"):
 * face-up tableau cards are a set, not columns. A card on the tableau either
 * belongs to a column's dealt structure (its face-down cards and the face-up
 * "surface" card on them) or is "placed" on a card one rank up of the other
 * colour (or is a king heading a column). Moving a placed run only trades one
 * twin parent for the other (8♠ for 8♣), which leaves this state unchanged, so
 * the search never does it; the expansion (expand.ts) does it when a real move
 * needs it. Five macro moves remain (macro.ts); generate.ts picks the ones to
 * search, make and unmake play them here, and the key names the state.
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
  /** The cards in stock and waste as a card set (two words, bits.ts): the deck writers' quick "none of these". */
  dkl = 0;
  dkh = 0;
  readonly startIndex = new Int8Array(52).fill(-1);
  /** The deck's cards by their starting index. */
  readonly startCard = new Uint8Array(24);
  draw = 1;
  recycles = 0;
  maxRecycles = 0;
  unlimited = true;
  f2t = true;
  /** Generate moves with lonelybot's full dominance cascade (dominance.ts): only for the rules it holds for. */
  dominant = false;
  /**
   * Generate the moves that send a card home first (dominance.ts): the order for searches that must decide,
   * set by Solver; they also look ahead (Search.lookAhead). Others keep lonelybot's order.
   */
  homeFirst = false;
  /** keyAfter's answer. */
  afterA = 0;
  afterB = 0;
  afterC = 0;

  constructor(p: Position) {
    this.draw = p.rules.draw;
    this.maxRecycles = maxRecycles(p.rules);
    this.unlimited = this.maxRecycles === Number.POSITIVE_INFINITY;
    this.recycles = p.recycles;
    this.f2t = p.rules.foundationToTableau;
    this.dominant = this.f2t && this.unlimited;
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
      this.startCard[i] = x;
      this.flipDeckBit(x);
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

  /** Is deck index i reachable this pass, without a recycle? */
  forward(i: number): boolean {
    const from = this.cur - 1;
    return i >= from && ((i - from) % this.draw === 0 || i === this.len - 1) && i >= 0;
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
    this.flipDeckBit(x);
    return x;
  }

  private flipDeckBit(x: number): void {
    const b = BIT_OF[x];
    if (b < 32) this.dkl ^= 1 << b;
    else this.dkh ^= 1 << (b - 32);
  }

  private putBackInDeck(i: number, x: number): void {
    const deck = this.deck;
    for (let j = this.len; j > i; j--) deck[j] = deck[j - 1];
    deck[i] = x;
    this.len++;
    this.deckMask |= 1 << this.startIndex[x];
    this.flipDeckBit(x);
  }

  /**
   * Plays a move from generate (generate.ts); returns the token unmake needs:
   * the move in bits 0-13, the waste size before it in bits 14-18, bit 19 set
   * when a deck move cost a recycle, bit 20 set when a tableau card going home
   * turned a card up.
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
    return f[0] + 14 * f[1] + 196 * f[2] + 2744 * f[3] + STRUCTURE * this.hiddenKey;
  }

  keyB(): number {
    return this.deckKey(this.deckMask, this.cur, this.len, this.recycles);
  }

  private deckKey(mask: number, cur: number, len: number, recycles: number): number {
    const pure = this.unlimited && (cur % this.draw === 0 || cur === len);
    const small = !this.unlimited && this.maxRecycles <= 7;
    return mask | ((pure ? 31 : cur) << 24) | (small ? recycles << 29 : 0);
  }

  keyC(): number {
    return this.unlimited ? 0 : this.recycles;
  }

  /**
   * The key of the state move m leads to, from this state's key (a, b, c), without playing it: into afterA,
   * afterB and afterC. The search looks a child up before making its move, so a state it has seen costs no
   * make and unmake (make's changes to the key, worked out here as they are made there).
   */
  keyAfter(m: number, a: number, b: number, c: number): void {
    const x = m & 63;
    const kind = (m >> 6) & 7;
    const home = POW14[SUIT_OF[x]];
    this.afterB = b;
    this.afterC = c;
    if (kind === PILE_STACK) this.afterA = a + home - (this.isLocked(x) ? this.structureStep(x) : 0);
    else if (kind === REVEAL) this.afterA = a - this.structureStep(x);
    else if (kind === STACK_PILE) this.afterA = a - home;
    else {
      const i = m >> 9;
      const recycles = this.recycles + (this.forward(i) ? 0 : 1);
      this.afterA = kind === DECK_STACK ? a + home : a;
      this.afterB = this.deckKey(this.deckMask & ~(1 << this.startIndex[x]), i, this.len - 1, recycles);
      this.afterC = this.unlimited ? 0 : recycles;
    }
  }

  /** What keyA loses when card x leaves its column's structure. */
  private structureStep(x: number): number {
    return STRUCTURE * this.hiddenRadix[this.columnOf[x]];
  }

  get keyWords(): 2 | 3 {
    return this.unlimited || this.maxRecycles <= 7 ? 2 : 3;
  }

  /** Dealt positions always fit (14^4 × 8! < 2^31); crafted ones with deep face-down piles may not. */
  get keyFits(): boolean {
    return STRUCTURE * this.hiddenSpan < 2 ** 31;
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
