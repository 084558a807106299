import { RANK_OF as rankOf, RED_OF as redOf, SUIT_OF as suitOf } from '../cards';
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
import type { Column, Position } from '../position';
import { maxRecycles, type Rules } from '../rules';

// Module-local copies: a bundler keeps imported bindings as they are, but test runners and tsx turn each use
// into a property load on a module object, which made this inner loop many times slower there than in the
// built extension. Named imports, not a namespace: a namespace object would keep every export of cards.ts
// and moves.ts in the new tab's first-paint script.
const [RANK_OF, RED_OF, SUIT_OF] = [rankOf, redOf, suitOf];
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

/** Room per column: a dealt column never holds more than 6 face-down cards under a 13-card run; crafted positions may hold up to 19. */
export const COLUMN_ROOM = 32;
const KING = 12;

/**
 * The mutable make/unmake core behind the plain-data API and the solver's
 * inner loop: typed arrays, no allocation per move. A Board is loaded from a
 * Position and written back to one; in between it is only touched through
 * generate/make/unmake, which keep it a legal Klondike position.
 *
 * Layout: column c holds tab[c * 32 .. c * 32 + len[c]), the first down[c] of
 * them face down. Stock and waste share one array: the waste is sw[0, waste)
 * bottom to top and the stock is sw[waste, swLen) in drawing order, so a draw
 * only moves the boundary and a recycle only resets it (the order is kept).
 */
export class Board {
  readonly tab = new Uint8Array(7 * COLUMN_ROOM);
  readonly len = new Uint8Array(7);
  readonly down = new Uint8Array(7);
  readonly sw = new Uint8Array(52);
  swLen = 0;
  waste = 0;
  readonly found = new Uint8Array(4);
  recycles = 0;
  draw = 1;
  maxRecycles = 0;
  f2t = true;
  /** Scratch for generate: each column's top card, -1 when empty. */
  private readonly tops = new Int8Array(7);

  static from(p: Position): Board {
    return new Board().load(p);
  }

  load(p: Position): this {
    this.setRules(p.rules);
    for (let c = 0; c < 7; c++) {
      const col = p.columns[c];
      let n = 0;
      for (const x of col.down) this.tab[c * COLUMN_ROOM + n++] = x;
      for (const x of col.up) this.tab[c * COLUMN_ROOM + n++] = x;
      this.len[c] = n;
      this.down[c] = col.down.length;
    }
    let n = 0;
    for (const x of p.waste) this.sw[n++] = x;
    this.waste = n;
    for (const x of p.stock) this.sw[n++] = x;
    this.swLen = n;
    for (let s = 0; s < 4; s++) this.found[s] = p.foundations[s];
    this.recycles = p.recycles;
    return this;
  }

  setRules(rules: Rules): void {
    this.draw = rules.draw;
    this.maxRecycles = maxRecycles(rules);
    this.f2t = rules.foundationToTableau;
  }

  toPosition(rules: Rules): Position {
    const columns: Column[] = [];
    for (let c = 0; c < 7; c++) {
      const base = c * COLUMN_ROOM;
      columns.push({
        down: Array.from(this.tab.subarray(base, base + this.down[c])),
        up: Array.from(this.tab.subarray(base + this.down[c], base + this.len[c])),
      });
    }
    return {
      rules,
      columns,
      stock: Array.from(this.sw.subarray(this.waste, this.swLen)),
      waste: Array.from(this.sw.subarray(0, this.waste)),
      foundations: Array.from(this.found),
      recycles: this.recycles,
    };
  }

  /** The top card of column c, or -1 when it is empty. Tops are always face up. */
  top(c: number): number {
    return this.len[c] === 0 ? -1 : this.tab[c * COLUMN_ROOM + this.len[c] - 1];
  }

  wasteTop(): number {
    return this.waste === 0 ? -1 : this.sw[this.waste - 1];
  }

  /** Can card x (not yet in column c) be put on column c? */
  accepts(c: number, x: number): boolean {
    if (this.len[c] === 0) return RANK_OF[x] === KING;
    const t = this.tab[c * COLUMN_ROOM + this.len[c] - 1];
    return RANK_OF[x] + 1 === RANK_OF[t] && RED_OF[x] !== RED_OF[t];
  }

  /**
   * How many cards of column `from`'s face-up run move onto column `to`, or 0.
   * The run descends by one rank a card, so the one card that can fit is found
   * by arithmetic, not by a scan.
   */
  runFits(from: number, to: number): number {
    const n = this.len[from];
    const d = this.down[from];
    if (n === d) return 0;
    const base = from * COLUMN_ROOM;
    if (this.len[to] === 0) return RANK_OF[this.tab[base + d]] === KING ? n - d : 0;
    const t = this.tab[to * COLUMN_ROOM + this.len[to] - 1];
    const want = RANK_OF[t] - 1;
    const topRank = RANK_OF[this.tab[base + n - 1]];
    const baseRank = RANK_OF[this.tab[base + d]];
    if (want < topRank || want > baseRank) return 0;
    const count = want - topRank + 1;
    return RED_OF[this.tab[base + n - count]] !== RED_OF[t] ? count : 0;
  }

  /**
   * Writes every legal move into `out` from index 0 and returns how many there
   * are. The solver's inner loop: it reads each column's top once and decides
   * run fits by rank arithmetic (a face-up run descends one rank a card and
   * alternates colour, so the card of rank r in it has the base's colour when
   * base rank - r is even).
   */
  generate(out: Uint16Array): number {
    const { tab, len, down, found } = this;
    const tops = this.tops;
    let k = 0;
    for (let c = 0; c < 7; c++) {
      const t = len[c] === 0 ? -1 : tab[c * COLUMN_ROOM + len[c] - 1];
      tops[c] = t;
      if (t >= 0 && found[SUIT_OF[t]] === RANK_OF[t]) out[k++] = (TABLEAU_FOUNDATION << 6) | (c << 3);
    }
    const wt = this.waste === 0 ? -1 : this.sw[this.waste - 1];
    if (wt >= 0 && found[SUIT_OF[wt]] === RANK_OF[wt]) out[k++] = WASTE_FOUNDATION << 6;
    for (let from = 0; from < 7; from++) {
      const n = len[from];
      const d = down[from];
      if (n === d) continue;
      const baseCard = tab[from * COLUMN_ROOM + d];
      const baseRank = RANK_OF[baseCard];
      const baseRed = RED_OF[baseCard];
      const topRank = RANK_OF[tops[from]];
      // A king-led run can go to an empty column; pointless when nothing is under it, but legal.
      const kingLed = baseRank === KING;
      for (let to = 0; to < 7; to++) {
        if (to === from) continue;
        const t = tops[to];
        if (t < 0) {
          if (kingLed) out[k++] = (TABLEAU_TABLEAU << 6) | (from << 3) | to;
          continue;
        }
        const want = RANK_OF[t] - 1;
        if (want < topRank || want > baseRank) continue;
        if ((baseRed ^ ((baseRank - want) & 1)) !== RED_OF[t]) out[k++] = (TABLEAU_TABLEAU << 6) | (from << 3) | to;
      }
    }
    if (wt >= 0) {
      for (let to = 0; to < 7; to++) if (this.fitsTop(tops[to], wt)) out[k++] = (WASTE_TABLEAU << 6) | to;
    }
    if (this.f2t) {
      for (let s = 0; s < 4; s++) {
        if (found[s] === 0) continue;
        const x = s * 13 + found[s] - 1;
        for (let to = 0; to < 7; to++)
          if (this.fitsTop(tops[to], x)) out[k++] = (FOUNDATION_TABLEAU << 6) | (s << 3) | to;
      }
    }
    if (this.swLen > this.waste) out[k++] = DRAW << 6;
    else if (this.waste > 0 && this.recycles < this.maxRecycles) out[k++] = RECYCLE << 6;
    return k;
  }

  /** Can card x go on a column whose top is t (-1: empty)? */
  private fitsTop(t: number, x: number): boolean {
    return t < 0 ? RANK_OF[x] === KING : RANK_OF[x] + 1 === RANK_OF[t] && RED_OF[x] !== RED_OF[t];
  }

  /** Removes the top n cards of column c and turns up a face-down card left on top; returns 1 if it did. */
  private take(c: number, n: number): number {
    const len = (this.len[c] -= n);
    if (len > 0 && this.down[c] === len) {
      this.down[c] = len - 1;
      return 1;
    }
    return 0;
  }

  private push(c: number, x: number): void {
    this.tab[c * COLUMN_ROOM + this.len[c]++] = x;
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
   * needs: the move in bits 0-8; in bits 9-13 the cards drawn or moved, or the
   * suit of a card sent to a foundation; bit 14 set when a face-down card was
   * turned up.
   */
  make(m: number): number {
    const a = moveA(m);
    const b = moveB(m);
    switch (moveKind(m)) {
      case DRAW: {
        const n = Math.min(this.draw, this.swLen - this.waste);
        this.waste += n;
        return m | (n << 9);
      }
      case RECYCLE:
        this.waste = 0;
        this.recycles++;
        return m;
      case WASTE_FOUNDATION: {
        const s = SUIT_OF[this.popWaste()];
        this.found[s]++;
        return m | (s << 9);
      }
      case WASTE_TABLEAU:
        this.push(b, this.popWaste());
        return m;
      case TABLEAU_FOUNDATION: {
        const s = SUIT_OF[this.tab[a * COLUMN_ROOM + this.len[a] - 1]];
        this.found[s]++;
        return m | (s << 9) | (this.take(a, 1) << 14);
      }
      case TABLEAU_TABLEAU: {
        const n = this.runFits(a, b);
        const src = a * COLUMN_ROOM + this.len[a] - n;
        this.tab.copyWithin(b * COLUMN_ROOM + this.len[b], src, src + n);
        this.len[b] += n;
        return m | (n << 9) | (this.take(a, n) << 14);
      }
      default:
        this.push(b, a * 13 + --this.found[a]);
        return m;
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
    const n = (token >> 9) & 31;
    if (token & (1 << 14)) this.down[a]++;
    switch (moveKind(token & 511)) {
      case DRAW:
        this.waste -= n;
        return;
      case RECYCLE:
        this.waste = this.swLen;
        this.recycles--;
        return;
      case WASTE_FOUNDATION:
        this.pushWaste(n * 13 + --this.found[n]);
        return;
      case WASTE_TABLEAU:
        this.pushWaste(this.tab[b * COLUMN_ROOM + --this.len[b]]);
        return;
      case TABLEAU_FOUNDATION:
        this.push(a, n * 13 + --this.found[n]);
        return;
      case TABLEAU_TABLEAU: {
        const src = b * COLUMN_ROOM + this.len[b] - n;
        this.tab.copyWithin(a * COLUMN_ROOM + this.len[a], src, src + n);
        this.len[a] += n;
        this.len[b] -= n;
        return;
      }
      default:
        this.len[b]--;
        this.found[a]++;
        return;
    }
  }
}
