import { RANK_OF as rankOf, RED_OF as redOf } from '../cards';
import {
  DRAW as draw,
  FOUNDATION_TABLEAU as foundationTableau,
  moveA as a,
  moveB as b,
  moveKind as kind,
  RECYCLE as recycle,
  TABLEAU_FOUNDATION as tableauFoundation,
  TABLEAU_TABLEAU as tableauTableau,
  WASTE_FOUNDATION as wasteFoundation,
  WASTE_TABLEAU as wasteTableau,
} from '../moves';
import type { Position } from '../position';
import { BoardLayout, COLUMN_ROOM } from './board-layout';

// Module-local copies: a bundler keeps imported bindings as they are, but test runners and tsx turn each use
// into a property load on a module object, which made this inner loop many times slower there than in the
// built extension. Named imports, not a namespace: a namespace object would keep every export of cards.ts
// and moves.ts in the new tab's first-paint script.
const [RANK_OF, RED_OF] = [rankOf, redOf];
const [DRAW, RECYCLE, WASTE_FOUNDATION, WASTE_TABLEAU, TABLEAU_FOUNDATION, TABLEAU_TABLEAU, FOUNDATION_TABLEAU] = [
  draw,
  recycle,
  wasteFoundation,
  wasteTableau,
  tableauFoundation,
  tableauTableau,
  foundationTableau,
];
const [moveA, moveB, moveKind] = [a, b, kind];

const KING = 12;
/** Token bits (see make): cards drawn or moved, the foundation pile, a card turned up. */
const COUNT_SHIFT = 11;
const PILE_SHIFT = 16;
const FLIPPED = 1 << 19;

/**
 * The mutable make/unmake core behind the plain-data API: no allocation per move. A Board is a position held
 * as BoardLayout holds it (board-layout.ts), touched in between loading and writing back only through
 * generate/make/unmake, which keep it a legal position. It plays Klondike's rules on Klondike's table and on
 * Spider-Klondike's.
 */
export class Board extends BoardLayout {
  /** Scratch for generate: each column's top card, -1 when empty. */
  private readonly tops: Int8Array;

  constructor(columns = 7, decks = 1) {
    super(columns, decks);
    this.tops = new Int8Array(columns);
  }

  static from(p: Position): Board {
    return new Board(p.columns.length, p.foundations.length / 4).load(p);
  }

  /**
   * Writes every legal move into `out` from index 0 and returns how many there
   * are. It reads each column's top once and decides run fits by rank
   * arithmetic (a face-up run descends one rank a card and alternates colour,
   * so the card of rank r in it has the base's colour when base rank - r is
   * even). A move the notation names once is written once (two foundations of
   * a suit whose tops both fit a column are one `FH>2`).
   */
  generate(out: Uint16Array): number {
    const { tab, len, down, found, columns, decks } = this;
    const tops = this.tops;
    let k = 0;
    for (let c = 0; c < columns; c++) {
      const t = len[c] === 0 ? -1 : tab[c * COLUMN_ROOM + len[c] - 1];
      tops[c] = t;
      if (t >= 0 && this.homeFor(t) >= 0) out[k++] = (TABLEAU_FOUNDATION << 8) | (c << 4);
    }
    const wt = this.waste === 0 ? -1 : this.sw[this.waste - 1];
    if (wt >= 0 && this.homeFor(wt) >= 0) out[k++] = WASTE_FOUNDATION << 8;
    for (let from = 0; from < columns; from++) {
      const n = len[from];
      const d = down[from];
      if (n === d) continue;
      const baseCard = tab[from * COLUMN_ROOM + d];
      const baseRank = RANK_OF[baseCard];
      const baseRed = RED_OF[baseCard];
      const topRank = RANK_OF[tops[from]];
      // A king-led run can go to an empty column; pointless when nothing is under it, but legal.
      const kingLed = baseRank === KING;
      for (let to = 0; to < columns; to++) {
        if (to === from) continue;
        const t = tops[to];
        if (t < 0) {
          if (kingLed) out[k++] = (TABLEAU_TABLEAU << 8) | (from << 4) | to;
          continue;
        }
        const want = RANK_OF[t] - 1;
        if (want < topRank || want > baseRank) continue;
        if ((baseRed ^ ((baseRank - want) & 1)) !== RED_OF[t]) out[k++] = (TABLEAU_TABLEAU << 8) | (from << 4) | to;
      }
    }
    if (wt >= 0) {
      for (let to = 0; to < columns; to++) if (this.fitsTop(tops[to], wt)) out[k++] = (WASTE_TABLEAU << 8) | to;
    }
    if (this.f2t) {
      for (let f = 0; f < found.length; f++) {
        // The second pile of a suit at the first's height offers the same card: the same move.
        if (found[f] === 0 || (f % decks === 1 && found[f] === found[f - 1])) continue;
        const x = this.home[f * 13 + found[f] - 1];
        const suit = (f / decks) | 0;
        for (let to = 0; to < columns; to++)
          if (this.fitsTop(tops[to], x)) out[k++] = (FOUNDATION_TABLEAU << 8) | (suit << 4) | to;
      }
    }
    if (this.swLen > this.waste) out[k++] = DRAW << 8;
    else if (this.waste > 0 && this.recycles < this.maxRecycles) out[k++] = RECYCLE << 8;
    return k;
  }

  /** Removes the top n cards of column c and turns up a face-down card left on top; returns FLIPPED if it did. */
  private take(c: number, n: number): number {
    const len = (this.len[c] -= n);
    if (len > 0 && this.down[c] === len) {
      this.down[c] = len - 1;
      return FLIPPED;
    }
    return 0;
  }

  private push(c: number, x: number): void {
    this.tab[c * COLUMN_ROOM + this.len[c]++] = x;
  }

  /** Puts card x on foundation pile f. */
  private toHome(f: number, x: number): number {
    this.home[f * 13 + this.found[f]++] = x;
    return f << PILE_SHIFT;
  }

  /** Removes the waste top (the stock above it slides down one place). */
  private popWaste(): number {
    const x = this.sw[this.waste - 1];
    this.sw.copyWithin(this.waste - 1, this.waste, this.swLen);
    this.waste--;
    this.swLen--;
    return x;
  }

  /**
   * Plays a legal move (as generate writes it) and returns the token unmake
   * needs: the move in bits 0-10; in bits 11-15 the cards drawn or moved; in
   * bits 16-18 the foundation pile a card went to or came from; bit 19 set
   * when a face-down card was turned up.
   */
  make(m: number): number {
    const a = moveA(m);
    const b = moveB(m);
    switch (moveKind(m)) {
      case DRAW: {
        const n = Math.min(this.draw, this.swLen - this.waste);
        this.waste += n;
        return m | (n << COUNT_SHIFT);
      }
      case RECYCLE:
        this.waste = 0;
        this.recycles++;
        return m;
      case WASTE_FOUNDATION: {
        const x = this.popWaste();
        return m | this.toHome(this.homeFor(x), x);
      }
      case WASTE_TABLEAU:
        this.push(b, this.popWaste());
        return m;
      case TABLEAU_FOUNDATION: {
        const x = this.tab[a * COLUMN_ROOM + this.len[a] - 1];
        const pile = this.toHome(this.homeFor(x), x);
        return m | pile | this.take(a, 1);
      }
      case TABLEAU_TABLEAU: {
        const n = this.runFits(a, b);
        const src = a * COLUMN_ROOM + this.len[a] - n;
        this.tab.copyWithin(b * COLUMN_ROOM + this.len[b], src, src + n);
        this.len[b] += n;
        return m | (n << COUNT_SHIFT) | this.take(a, n);
      }
      default: {
        const f = this.homeFitting(a, b);
        this.push(b, this.home[f * 13 + --this.found[f]]);
        return m | (f << PILE_SHIFT);
      }
    }
  }

  /** Puts x back on top of the waste. */
  private pushWaste(x: number): void {
    this.sw.copyWithin(this.waste + 1, this.waste, this.swLen);
    this.sw[this.waste++] = x;
    this.swLen++;
  }

  /** Takes back the move `make` returned `token` for: the board is exactly as it was. */
  unmake(token: number): void {
    const a = moveA(token);
    const b = moveB(token);
    const n = (token >> COUNT_SHIFT) & 31;
    const f = (token >> PILE_SHIFT) & 7;
    if (token & FLIPPED) this.down[a]++;
    switch (moveKind(token)) {
      case DRAW:
        this.waste -= n;
        return;
      case RECYCLE:
        this.waste = this.swLen;
        this.recycles--;
        return;
      case WASTE_FOUNDATION:
        this.pushWaste(this.home[f * 13 + --this.found[f]]);
        return;
      case WASTE_TABLEAU:
        this.pushWaste(this.tab[b * COLUMN_ROOM + --this.len[b]]);
        return;
      case TABLEAU_FOUNDATION:
        this.push(a, this.home[f * 13 + --this.found[f]]);
        return;
      case TABLEAU_TABLEAU: {
        const src = b * COLUMN_ROOM + this.len[b] - n;
        this.tab.copyWithin(a * COLUMN_ROOM + this.len[a], src, src + n);
        this.len[a] += n;
        this.len[b] -= n;
        return;
      }
      default:
        // The card goes back on its pile: written again, as a card of the other deck may have been put there since.
        this.toHome(f, this.tab[b * COLUMN_ROOM + --this.len[b]]);
        return;
    }
  }

  /** Whether the move `make` returned `token` for turned up a face-down card. */
  static flipped(token: number): boolean {
    return (token & FLIPPED) !== 0;
  }
}
