import type { Board } from '../core/board';
import { COLUMN_ROOM } from '../core/board-layout';
import { mulberry32 } from '../deal';

/**
 * A position's key for telling apart the positions along a line (short-line.ts, line-polish.ts) and of a game
 * (hint.ts's history): three 32-bit Zobrist hashes, 95 bits. Two positions could share one, but along a line of
 * a few thousand positions the chance is below 10^-20. The board search's visited set keys positions exactly
 * instead (board-code.ts), so that its verdicts are proofs.
 *
 * What it covers: each column's face-down count and its cards by face (the two copies of a card play alike, so
 * positions that differ only by which copy lies where are one), the stock and waste by card and where the waste ends
 * (their order never changes), each suit's foundations as the pair of heights, and the recycles when passes are
 * limited.
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

  /** Computes the key of the board as it is now. */
  of(board: Board): this {
    let a = 0;
    let b = 0;
    let c = 0;
    const add = (i: number) => {
      a ^= Z[3 * i];
      b ^= Z[3 * i + 1];
      c ^= Z[3 * i + 2];
    };
    for (let col = 0; col < board.columns; col++) {
      const slot = col * COLUMN_ROOM;
      add(AT_DOWN + slot + board.down[col]);
      for (let i = 0; i < board.len[col]; i++) add(AT_COLUMN + (slot + i) * FACES + (board.tab[slot + i] % FACES));
    }
    for (let i = 0; i < board.swLen; i++) add(AT_STOCK + board.sw[i]);
    add(AT_WASTE + board.waste);
    // Passes left matter only while they are limited: under unlimited passes one more recycle changes nothing.
    if (board.maxRecycles !== Number.POSITIVE_INFINITY) add(AT_RECYCLES + Math.min(board.recycles, 127));
    for (let suit = 0; suit < 4; suit++) {
      const first = board.found[suit * board.decks];
      const second = board.decks === 2 ? board.found[suit * 2 + 1] : 0;
      add(AT_HOME + suit * 196 + Math.max(first, second) * 14 + Math.min(first, second));
    }
    this.a = a >>> 1;
    this.b = b;
    this.c = c;
    return this;
  }
}
