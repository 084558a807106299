import { RANK_OF as rankOf, SUIT_OF as suitOf } from '../cards';
import type { BoardLayout } from '../core/board-layout';
import { COLUMN_ROOM } from '../core/board-layout';

// Module-local copies for the inner loop (see engine/core/board.ts).
const [RANK_OF, SUIT_OF] = [rankOf, suitOf];

/**
 * The words of a code the visited set stores: 224 bits, the first word's top one clear, so 32 for suit bits past a
 * deal's 191. The longest code in the searches of deals #1..#30 (2 M nodes a deal, drawing one and three; 6 M on #1,
 * #6, #16) took 216: none went unrecorded. An eighth word would cost an eighth of the states the cap holds.
 */
export const CODE_WORDS = 7;
/**
 * The words the longest code can take: a crafted position may have deeper face-down piles and a longer stock than a
 * deal's, and runs need more suit bits than CODE_WORDS leave room for. Such a code is still exact, only not stored.
 */
export const MAX_CODE_WORDS = 12;

/** A visited set of codes for a search of `nodes` nodes at most: room for each, at a fill of a half. */
export const codeSetBytes = (nodes: number): number => nodes * CODE_WORDS * 4 * 2;

const FACES = 52;
/** A column's run as one number: 0 when the column is empty, else 1 + RUN_AT[base face] + length - 1. */
const RUN_AT = new Uint16Array(FACES);
for (let f = 1; f < FACES; f++) RUN_AT[f] = RUN_AT[f - 1] + RANK_OF[f - 1] + 1;
const RUNS = 1 + RUN_AT[FACES - 1] + RANK_OF[FACES - 1] + 1; // 365
/** Runs are written three columns to a number: 365^3 < 2^26. */
const RUNS_PER_GROUP = 3;
/** Foundations: each suit's pair of heights (higher, lower) as hi * (hi + 1) / 2 + lo < 105; 105^4 < 2^27. */
const HOME_PAIRS = 105;
const CARDS = 2 * FACES;
/**
 * By card (either copy): its face, the face of the other suit of its colour (clubs and spades, diamonds and hearts),
 * and which of the two it is.
 */
const FACE_OF = Uint8Array.from({ length: CARDS }, (_, x) => x % FACES);
const TWIN_OF = FACE_OF.map((f) => (3 - SUIT_OF[f]) * 13 + RANK_OF[f]);
const SUIT_BIT = FACE_OF.map((f) => SUIT_OF[f] >> 1);
/** By card: the number of the run it is the base of, less the run's length. */
const RUN_OF = Uint16Array.from(FACE_OF, (f) => RUN_AT[f]);

/** The bits that hold numbers below n. */
const bitsFor = (n: number): number => {
  let bits = 0;
  while (2 ** bits < n) bits++;
  return bits;
};
/** The bits of a group of 0 to 3 runs. */
const GROUP_BITS = [0, 1, 2, 3].map((n) => bitsFor(RUNS ** n));

/**
 * An exact code of a two-deck position, for the board search's visited set: two positions reached from the same
 * start share a code only when they play alike. Unlike a hash (board-key.ts), a code met again proves the
 * position met again, so an `unsolvable` verdict rests on positions, not on probabilities.
 *
 * What it holds, bit by bit from the first word's low end: each column's face-down count, in mixed radix under
 * the start's counts (those cards are the start's, in its order: 10! < 2^22 for a deal); each suit's foundations
 * as their pair of heights (which pile is which does not matter); which of the start's stock and waste cards are
 * left, one bit each (their order never changes), and where the waste ends; the recycles while passes are
 * limited; each column's face-up run as its base face and length (a run descends one rank a card and alternates
 * colour); then, for each run card above its base, which of the two suits of its colour it has, only while both
 * are still to be placed among the run cards above the bases. Those cards are known by face from the rest (every
 * card of the start not home, in the stock or face down), so once one suit of a rank and colour has run out the
 * others need no bit.
 *
 * Cards go by face (the two copies of a card play alike), like the hash it replaces, except the stock's, which
 * go by copy (so does the hash): which copy is left matters to the order the stock deals in.
 *
 * A deal's position takes at least 191 bits before the suit bits; a code longer than CODE_WORDS words does not
 * `fit`, and the search then treats the position as one the visited set has no room for.
 */
export class BoardCode {
  /** The code, MAX_CODE_WORDS words, the first below 2^31; words past `length` are 0. */
  readonly words = new Int32Array(MAX_CODE_WORDS + 1);
  /** How many words the code takes. */
  length = 0;
  /** Where each of the start's stock and waste cards stands there, by copy: its word of `stock`, and its bit there. */
  private readonly stockWord = new Uint8Array(CARDS);
  private readonly stockBit = new Int32Array(CARDS);
  private readonly stockCards: number;
  private readonly stock = new Int32Array(Math.ceil(CARDS / 32));
  private readonly downRadix: Uint8Array;
  private readonly downBits: number;
  private readonly recycleBits: number;
  private readonly wasteBits: number;
  private readonly count = new Uint8Array(FACES);
  private at = 0;

  /** For the positions reached from `start`, a two-deck board (its rules say whether passes are limited). */
  constructor(start: BoardLayout) {
    this.stockCards = start.swLen;
    this.wasteBits = bitsFor(start.swLen + 1);
    for (let i = 0; i < start.swLen; i++) {
      this.stockWord[start.sw[i]] = i >> 5;
      this.stockBit[start.sw[i]] = 1 << (i & 31);
    }
    this.downRadix = Uint8Array.from(start.down, (d) => d + 1);
    this.downBits = bitsFor(this.downRadix.reduce((p, r) => p * r, 1));
    const limited = start.maxRecycles !== Number.POSITIVE_INFINITY;
    this.recycleBits = limited ? bitsFor(start.maxRecycles + 1) : 0;
  }

  /** Whether the code fits the visited set's CODE_WORDS words. */
  get fits(): boolean {
    return this.length <= CODE_WORDS;
  }

  /** Computes the code of the board as it is now (a position reached from the start). */
  of(board: BoardLayout): this {
    // Words past the last code's length are 0 already.
    for (let i = 0; i < this.length; i++) this.words[i] = 0;
    // Bit 0 stays clear, and the first word is shifted down at the end: it then stays below 2^31.
    this.at = 1;
    let down = 0;
    for (let col = board.columns - 1; col >= 0; col--) down = down * this.downRadix[col] + board.down[col];
    this.putWide(down, this.downBits);
    let homes = 0;
    for (let suit = 3; suit >= 0; suit--) {
      const first = board.found[suit * 2];
      const second = board.found[suit * 2 + 1];
      const hi = Math.max(first, second);
      homes = homes * HOME_PAIRS + (hi * (hi + 1)) / 2 + Math.min(first, second);
    }
    this.put(homes, 27);
    this.putStock(board);
    this.putWide(board.recycles, this.recycleBits);
    this.putRuns(board);
    this.putSuits(board);
    this.words[0] >>>= 1;
    this.length = (this.at + 31) >> 5;
    return this;
  }

  /**
   * A 32-bit mix of the code: noise that differs from one position to the next, for the board search's shaken move
   * orders (board-restarts.ts). Not a key: two positions may share one.
   */
  salt(): number {
    let h = 0;
    for (let i = 0; i < this.length; i++) h = Math.imul(h ^ this.words[i], 0x9e3779b1) ^ (h >>> 15);
    return h;
  }

  /** Writes the code (MAX_CODE_WORDS words) to out[at..]: the search keeps its path's codes so. */
  copyTo(out: Int32Array, at: number): void {
    for (let i = 0; i < MAX_CODE_WORDS; i++) out[at + i] = this.words[i];
  }

  /** Whether the code is the one out[at..] holds (copyTo). */
  equals(out: Int32Array, at: number): boolean {
    for (let i = 0; i < MAX_CODE_WORDS; i++) if (this.words[i] !== out[at + i]) return false;
    return true;
  }

  private putStock(board: BoardLayout): void {
    const stock = this.stock;
    stock.fill(0);
    for (let i = 0; i < board.swLen; i++) stock[this.stockWord[board.sw[i]]] |= this.stockBit[board.sw[i]];
    for (let left = this.stockCards, i = 0; left > 0; left -= 32, i++) this.put(stock[i], Math.min(left, 32));
    this.put(board.waste, this.wasteBits);
  }

  private putRuns(board: BoardLayout): void {
    let group = 0;
    let inGroup = 0;
    for (let col = 0; col < board.columns; col++) {
      const n = board.len[col] - board.down[col];
      const run = n === 0 ? 0 : RUN_OF[board.tab[col * COLUMN_ROOM + board.down[col]]] + n;
      group = group * RUNS + run;
      if (++inGroup === RUNS_PER_GROUP || col === board.columns - 1) {
        this.put(group, GROUP_BITS[inGroup]);
        group = 0;
        inGroup = 0;
      }
    }
  }

  /** One bit for each run card above its base whose suit the cards left to place do not already tell. */
  private putSuits(board: BoardLayout): void {
    // Counts of the run cards above the bases by face, each taken back as its card is placed: 0 again at the end.
    const count = this.count;
    const { tab, len, down, columns } = board;
    for (let col = 0; col < columns; col++) {
      const end = col * COLUMN_ROOM + len[col];
      for (let i = col * COLUMN_ROOM + down[col] + 1; i < end; i++) count[FACE_OF[tab[i]]]++;
    }
    let bits = 0;
    let n = 0;
    for (let col = 0; col < columns; col++) {
      const end = col * COLUMN_ROOM + len[col];
      for (let i = col * COLUMN_ROOM + down[col] + 1; i < end; i++) {
        const x = tab[i];
        if (count[TWIN_OF[x]] > 0) {
          bits |= SUIT_BIT[x] << n;
          if (++n === 31) {
            this.put(bits, n);
            bits = 0;
            n = 0;
          }
        }
        count[FACE_OF[x]]--;
      }
    }
    this.put(bits, n);
  }

  /** Writes v in n bits (v < 2^n, n ≤ 32); past the last word they are dropped, and `length` tells. */
  private put(v: number, n: number): void {
    // No bits, no value: the recycles under unlimited passes, whatever their count.
    if (n === 0) return;
    const w = this.at >> 5;
    const b = this.at & 31;
    this.at += n;
    if (w >= MAX_CODE_WORDS) return;
    this.words[w] |= v << b;
    if (b + n > 32) this.words[w + 1] |= v >>> (32 - b);
  }

  /** As put, for v below 2^53. */
  private putWide(v: number, n: number): void {
    if (n <= 26) this.put(v, n);
    else {
      this.put(v % 2 ** 26, 26);
      this.put(Math.floor(v / 2 ** 26), n - 26);
    }
  }
}
