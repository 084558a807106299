import { SUIT_OF as suitOf } from '../cards';
import type { Board } from '../core/board';
import { COLUMN_ROOM } from '../core/board-layout';
import { mulberry32 } from '../deal';
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
import { dealTo } from './stock-reach';

// Module-local copies, as in core/board.ts: test runners and tsx turn each use of an imported binding into a
// property load on a module object, many times slower in an inner loop.
const [SUIT_OF, moveA, moveB, moveKind] = [suitOf, a, b, kind];
const [DRAW, RECYCLE, WASTE_FOUNDATION, WASTE_TABLEAU, TABLEAU_FOUNDATION, TABLEAU_TABLEAU, FOUNDATION_TABLEAU] = [
  draw,
  recycle,
  wasteFoundation,
  wasteTableau,
  tableauFoundation,
  tableauTableau,
  foundationTableau,
];

/**
 * A position's key for the board search's visited set: three 32-bit Zobrist hashes (95 bits: the visited set
 * takes the first word under 2^31). A two-deck position does not fit an exact key the way Klondike's does
 * (solver/state.ts), so two positions could share one: with ten million positions searched the chance of any
 * such meeting is about 10^-15, far below any other fault a verdict could have.
 *
 * What it covers: each column's face-down count and its cards by face (the two copies of a card play alike,
 * so positions that differ only by which copy lies where are one), the stock and waste by card and where the
 * waste ends (their order never changes), each suit's foundations as the pair of heights, and the recycles when passes are limited.
 */
const FACES = 52;
const CARDS = 104;
const COLUMN_SLOTS = 10 * COLUMN_ROOM;
/** Table offsets: column cards, face-down counts, stock and waste cards, the waste's end, foundations, recycles. */
const AT_COLUMN = 0;
const AT_DOWN = AT_COLUMN + COLUMN_SLOTS * FACES;
const AT_STOCK = AT_DOWN + COLUMN_SLOTS;
const AT_WASTE = AT_STOCK + CARDS;
const AT_HOME = AT_WASTE + CARDS + 1;
const AT_RECYCLES = AT_HOME + 4 * 14 * 14;
const SIZE = AT_RECYCLES + 128;

/**
 * The three hashes' tables, interleaved (entry i's three words at 3i, 3i + 1, 3i + 2): one cache line for an
 * entry rather than three. The values are the ones drawn for three tables one after another.
 */
const Z = (() => {
  const next = mulberry32(0x5eed);
  const z = new Int32Array(3 * SIZE);
  for (let word = 0; word < 3; word++) for (let i = 0; i < SIZE; i++) z[3 * i + word] = next() | 0;
  return z;
})();

export class BoardKey {
  a = 0;
  b = 0;
  c = 0;
  /** The change being made to the key (make, deal), the first word before its shift. */
  private x = 0;
  private y = 0;
  private z = 0;

  /** Computes the key of the board as it is now. */
  of(board: Board): this {
    this.x = this.y = this.z = 0;
    for (let col = 0; col < board.columns; col++) this.column(board, col);
    for (let i = 0; i < board.swLen; i++) this.add(AT_STOCK + board.sw[i]);
    this.end(board);
    for (let suit = 0; suit < 4; suit++) this.home(board, suit);
    this.a = this.x >>> 1;
    this.b = this.y;
    this.c = this.z;
    return this;
  }

  /** Takes the key stored at keys[at..at + 2] (a, b, c), as the key of the board as it is now. */
  load(keys: Int32Array, at: number): this {
    this.a = keys[at];
    this.b = keys[at + 1];
    this.c = keys[at + 2];
    return this;
  }

  /**
   * Plays move m on the board (board.make) and brings the key, the board's before it, along: what the move
   * changes (the cards it moves, where they were and where they land, a column's face-down count, a suit's
   * foundations, the waste's end and the card leaving it) is taken out before and put back after, so a move
   * costs its few cards rather than all 104. Returns make's token.
   */
  make(board: Board, m: number): number {
    const k = moveKind(m);
    const from = moveA(m);
    const to = moveB(m);
    // The suit whose foundations the move changes, read before the move: after it, its card is elsewhere.
    const suit =
      k === TABLEAU_FOUNDATION
        ? SUIT_OF[board.top(from)]
        : k === WASTE_FOUNDATION
          ? SUIT_OF[board.wasteTop()]
          : k === FOUNDATION_TABLEAU
            ? from
            : -1;
    const n = k === TABLEAU_TABLEAU ? board.runFits(from, to) : 1;
    this.x = this.y = this.z = 0;
    // A card leaving the waste leaves the stock and waste's cards.
    if (k === WASTE_FOUNDATION || k === WASTE_TABLEAU) this.add(AT_STOCK + board.wasteTop());
    this.parts(board, k, from, to, suit, n, true);
    const token = board.make(m);
    this.parts(board, k, from, to, suit, n, false);
    this.apply();
    return token;
  }

  /** Deals the stock to waste end w (stock-reach.ts's dealTo) and brings the key along. */
  deal(board: Board, w: number): void {
    this.x = this.y = this.z = 0;
    this.end(board);
    dealTo(board, w);
    this.end(board);
    this.apply();
  }

  /**
   * The parts of the key a move of kind k touches, as they are now (`before` the move, or after it): the top n
   * cards of column `from` while they are there, its face-down count, the top n of column `to` once they are
   * there, the suit's foundations and the waste's end.
   */
  private parts(board: Board, k: number, from: number, to: number, suit: number, n: number, before: boolean): void {
    if (k === TABLEAU_TABLEAU || k === TABLEAU_FOUNDATION) {
      this.add(AT_DOWN + from * COLUMN_ROOM + board.down[from]);
      if (before) this.cards(board, from, board.len[from] - n);
    }
    if (!before && (k === TABLEAU_TABLEAU || k === WASTE_TABLEAU || k === FOUNDATION_TABLEAU))
      this.cards(board, to, board.len[to] - n);
    if (suit >= 0) this.home(board, suit);
    if (k === DRAW || k === RECYCLE || k === WASTE_FOUNDATION || k === WASTE_TABLEAU) this.end(board);
  }

  private apply(): void {
    this.a ^= this.x >>> 1;
    this.b ^= this.y;
    this.c ^= this.z;
  }

  private add(i: number): void {
    this.x ^= Z[3 * i];
    this.y ^= Z[3 * i + 1];
    this.z ^= Z[3 * i + 2];
  }

  /** Column col: its face-down count and its cards by face. */
  private column(board: Board, col: number): void {
    this.add(AT_DOWN + col * COLUMN_ROOM + board.down[col]);
    this.cards(board, col, 0);
  }

  /** The cards of column col from place i (0 the bottom) to its top, by face. */
  private cards(board: Board, col: number, i: number): void {
    const slot = col * COLUMN_ROOM;
    const tab = board.tab;
    for (let n = board.len[col]; i < n; i++) this.add(AT_COLUMN + (slot + i) * FACES + (tab[slot + i] % FACES));
  }

  /** Where the waste ends, and the recycles: passes left matter only while they are limited. */
  private end(board: Board): void {
    this.add(AT_WASTE + board.waste);
    if (board.maxRecycles !== Number.POSITIVE_INFINITY) this.add(AT_RECYCLES + Math.min(board.recycles, 127));
  }

  /** A suit's foundations, as the pair of their heights. */
  private home(board: Board, suit: number): void {
    const first = board.found[suit * board.decks];
    const second = board.decks === 2 ? board.found[suit * 2 + 1] : 0;
    this.add(AT_HOME + suit * 196 + Math.max(first, second) * 14 + Math.min(first, second));
  }
}
