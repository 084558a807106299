import * as cards from '../cards';
import type { Position } from '../position';
import { maxRecycles } from '../rules';
import * as bits from './bits';

// Module-local copies for the inner loop (see engine/core/board.ts).
const { RANK_OF } = cards;
const { BIT_OF } = bits;
const KING = 12;

/**
 * Where the solver's cards are (SolverState's ground, state.ts): the face-up tableau cards as a set, each
 * column's dealt structure, the foundations' heights, stock and waste in one list; the rules it plays by; and
 * the steps a macro move is made of, each kept undoable (a card shown or hidden, a structure card turned up
 * or put back, a deck card taken or put back).
 */
export class StateCards {
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
  protected readonly hiddenRadix = new Float64Array(7);
  /** Σ nHidden[c] * hiddenRadix[c], kept up to date for the key; hiddenSpan is the product of the radices. */
  protected hiddenKey = 0;
  protected hiddenSpan = 1;
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
  protected show(x: number): void {
    const b = BIT_OF[x];
    if (b < 32) this.vl |= 1 << b;
    else this.vh |= 1 << (b - 32);
  }
  protected hide(x: number): void {
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
  protected leaveStructure(x: number): void {
    this.unlock(x);
    const c = this.columnOf[x];
    const n = --this.nHidden[c];
    this.hiddenKey -= this.hiddenRadix[c];
    if (n > 0) {
      this.show(this.structure[c * 20 + n - 1]);
      this.faceDown--;
    }
  }

  protected returnToStructure(x: number): void {
    const c = this.columnOf[x];
    const n = this.nHidden[c]++;
    this.hiddenKey += this.hiddenRadix[c];
    if (n > 0) {
      this.hide(this.structure[c * 20 + n - 1]);
      this.faceDown++;
    }
    this.lock(x);
  }

  protected isLocked(x: number): boolean {
    const b = BIT_OF[x];
    return b < 32 ? (this.ll & (1 << b)) !== 0 : (this.lh & (1 << (b - 32))) !== 0;
  }

  protected takeFromDeck(i: number): number {
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

  protected putBackInDeck(i: number, x: number): void {
    const deck = this.deck;
    for (let j = this.len; j > i; j--) deck[j] = deck[j - 1];
    deck[i] = x;
    this.len++;
    this.deckMask |= 1 << this.startIndex[x];
    this.flipDeckBit(x);
  }
}
