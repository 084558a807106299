import { RANK_OF as rankOf, RED_OF as redOf, SUIT_OF as suitOf } from '../cards';
import type { Column, Position } from '../position';
import { maxRecycles, type Rules } from '../rules';

// Module-local copies: a bundler keeps imported bindings as they are, but test runners and tsx turn each use
// into a property load on a module object, which made the search's inner loops many times slower there than in
// the built extension (board.ts keeps its own for the same reason).
const [RANK_OF, RED_OF, SUIT_OF] = [rankOf, redOf, suitOf];

/** Room per column: a dealt column never holds more than 9 face-down cards under a 13-card run; crafted positions may hold up to 19. */
export const COLUMN_ROOM = 32;
const KING = 12;

/**
 * A position held in typed arrays, and what can be read of it: Board (board.ts) plays moves on it. Loaded from
 * a Position and written back to one. It holds Klondike's table (seven columns, one deck) and Spider-Klondike's
 * (ten columns, two decks, eight foundations: two a suit, either taking a card that fits).
 *
 * Layout: column c holds tab[c * 32 .. c * 32 + len[c]), the first down[c] of
 * them face down. Stock and waste share one array: the waste is sw[0, waste)
 * bottom to top and the stock is sw[waste, swLen) in drawing order, so a draw
 * only moves the boundary and a recycle only resets it (the order is kept).
 * Foundation pile p (suit p / decks) holds found[p] cards, home[p * 13 ..] bottom to top.
 */
export class BoardLayout {
  readonly columns: number;
  readonly decks: number;
  readonly tab: Uint8Array;
  readonly len: Uint8Array;
  readonly down: Uint8Array;
  readonly sw: Uint8Array;
  swLen = 0;
  waste = 0;
  readonly found: Uint8Array;
  readonly home: Uint8Array;
  recycles = 0;
  draw = 1;
  maxRecycles = 0;
  f2t = true;

  constructor(columns: number, decks: number) {
    this.columns = columns;
    this.decks = decks;
    this.tab = new Uint8Array(columns * COLUMN_ROOM);
    this.len = new Uint8Array(columns);
    this.down = new Uint8Array(columns);
    this.sw = new Uint8Array(52 * decks);
    this.found = new Uint8Array(4 * decks);
    this.home = new Uint8Array(4 * decks * 13);
  }

  /** Loads a position of this board's shape (as many columns and foundations). */
  load(p: Position): this {
    this.setRules(p.rules);
    for (let c = 0; c < this.columns; c++) {
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
    for (let f = 0; f < this.found.length; f++) {
      this.found[f] = p.foundations[f];
      const suit = (f / this.decks) | 0;
      for (let r = 0; r < p.foundations[f]; r++) this.home[f * 13 + r] = p.homes?.[f][r] ?? suit * 13 + r;
    }
    this.recycles = p.recycles;
    return this;
  }

  setRules(rules: Rules): void {
    this.draw = rules.draw;
    this.maxRecycles = maxRecycles(rules);
    this.f2t = rules.foundationToTableau;
  }

  /** The waste's fan: its top cards as the player sees them (the last `draw`), bottom to top. */
  fan(): Uint8Array {
    return this.sw.subarray(Math.max(0, this.waste - this.draw), this.waste);
  }

  toPosition(rules: Rules): Position {
    const columns: Column[] = [];
    for (let c = 0; c < this.columns; c++) {
      const base = c * COLUMN_ROOM;
      columns.push({
        down: listOf(this.tab, base, base + this.down[c]),
        up: listOf(this.tab, base + this.down[c], base + this.len[c]),
      });
    }
    const p: Position = {
      rules,
      columns,
      stock: listOf(this.sw, this.waste, this.swLen),
      waste: listOf(this.sw, 0, this.waste),
      foundations: listOf(this.found, 0, this.found.length),
      recycles: this.recycles,
    };
    if (this.decks === 1) return p;
    const homes = Array.from(this.found, (n, f) => listOf(this.home, f * 13, f * 13 + n));
    return { ...p, homes };
  }

  /** The top card of column c, or -1 when it is empty. Tops are always face up. */
  top(c: number): number {
    return this.len[c] === 0 ? -1 : this.tab[c * COLUMN_ROOM + this.len[c] - 1];
  }

  wasteTop(): number {
    return this.waste === 0 ? -1 : this.sw[this.waste - 1];
  }

  /** The foundation pile that takes card x (the first of its suit that does), or -1. */
  homeFor(x: number): number {
    const first = SUIT_OF[x] * this.decks;
    for (let f = first; f < first + this.decks; f++) if (this.found[f] === RANK_OF[x]) return f;
    return -1;
  }

  /** The top card of foundation pile f, or -1 when it is empty. */
  homeTop(f: number): number {
    return this.found[f] === 0 ? -1 : this.home[f * 13 + this.found[f] - 1];
  }

  /** The foundation pile of `suit` whose top goes on column c (the first that does), or -1. */
  homeFitting(suit: number, c: number): number {
    const t = this.top(c);
    for (let f = suit * this.decks; f < (suit + 1) * this.decks; f++) {
      if (this.found[f] > 0 && this.fitsTop(t, this.home[f * 13 + this.found[f] - 1])) return f;
    }
    return -1;
  }

  /** Can card x (not yet in column c) be put on column c? */
  accepts(c: number, x: number): boolean {
    return this.fitsTop(this.top(c), x);
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

  /** Can card x go on a column whose top is t (-1: empty)? */
  protected fitsTop(t: number, x: number): boolean {
    return t < 0 ? RANK_OF[x] === KING : RANK_OF[x] + 1 === RANK_OF[t] && RED_OF[x] !== RED_OF[t];
  }
}

/**
 * Cards [from, to) of a typed array as a list. A plain loop: Array.from over a subarray (a new view, then the
 * iterator protocol) was a tenth of the fair policy's time, which makes a position for every sample it solves.
 */
function listOf(a: Uint8Array, from: number, to: number): number[] {
  const out: number[] = [];
  for (let i = from; i < to; i++) out.push(a[i]);
  return out;
}
