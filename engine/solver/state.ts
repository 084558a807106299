import * as cards from '../cards';
import { DECK_STACK, PILE_STACK, REVEAL, STACK_PILE } from './macro';
import { StateCards } from './state-cards';

// Module-local copies for the inner loop (see engine/core/board.ts).
const { SUIT_OF } = cards;
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
 * search, make and unmake play them here (on the cards as StateCards holds them, state-cards.ts), and the key
 * names the state.
 */
export class SolverState extends StateCards {
  /** keyAfter's answer. */
  afterA = 0;
  afterB = 0;
  afterC = 0;

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
