import { safeOver } from '../assist';
import type { Board } from '../core/board';
import { COLUMN_ROOM } from '../core/board-layout';
import {
  DRAW,
  moveA,
  moveB,
  moveKind,
  RECYCLE,
  TABLEAU_FOUNDATION,
  TABLEAU_TABLEAU,
  WASTE_FOUNDATION,
  WASTE_TABLEAU,
} from '../moves';
import { reachableEnds } from './stock-reach';

/**
 * How the search weighs a stock card ahead of the waste's end (see MoveOrder.ordered): its score played home or
 * onto the table, less `draw` points for each draw it takes to reach, `most` at most.
 */
export interface StockOrder {
  readonly home: number;
  readonly table: number;
  readonly draw: number;
  readonly most: number;
}
/** The search's own. */
export const NEAR_FIRST: StockOrder = { home: 70, table: 45, draw: 6, most: 40 };
/**
 * A deck move in the search's move list: deal the stock to waste end w, then play the card on top there,
 * DECK | w << 4 | target (a column, or HOME for its foundation). The board's own moves stay below DECK.
 */
export const DECK = 0x8000;
export const HOME = 15;

/**
 * The order the board search (board-search.ts) tries a state's moves in: which it tries first, which it cuts, and
 * how a seed shakes them.
 */
export class MoveOrder {
  private readonly buffer = new Uint16Array(256);
  private readonly scores = new Int16Array(256);
  private readonly ends = new Uint8Array(128);

  /** `seed` and `stock`: see BoardSearch's. */
  constructor(
    private readonly board: Board,
    private readonly seed: number,
    private readonly stock: StockOrder,
  ) {}

  /** The most moves ordered writes. */
  get room(): number {
    return this.buffer.length;
  }

  /**
   * Writes the moves worth trying here at out[at..], most promising first (see BoardSearch's comment for the two
   * cuts), and returns how many. Equal scores keep the generator's order: the search is the same on
   * every run. With a seed, each score is four times its own plus noise drawn from the state's code, the move and
   * the seed (`salt`): odd seeds up to 7 points of the order's, enough to swap ties and near ties (which column's
   * card to turn over first, a waste card or a stock card), not a flip with a move that turns nothing; even seeds
   * up to 1,023 points, far beyond the order's own (5 to 90): the moves in a random order, the two cuts kept. See
   * board-restarts.ts for why.
   */
  ordered(out: Uint16Array, at: number, salt: number): number {
    const board = this.board;
    const n = board.generate(this.buffer);
    const scores = this.scores;
    let k = 0;
    const seed = this.seed;
    const shift = seed & 1 ? 27 : 20;
    const add = (m: number, own: number) => {
      const score = seed === 0 ? own : own * 4 + (Math.imul(salt ^ Math.imul(m + 1, 0x9e3779b1), 0xc2b2ae35) >>> shift);
      // Insertion: after every move scored as high or higher.
      let j = k++;
      for (; j > 0 && scores[j - 1] < score; j--) {
        scores[j] = scores[j - 1];
        out[at + j] = out[at + j - 1];
      }
      scores[j] = score;
      out[at + j] = m;
    };
    for (let i = 0; i < n; i++) {
      const m = this.buffer[i];
      if (moveKind(m) === TABLEAU_FOUNDATION && safeOver(board.found, board.top(moveA(m)), board.f2t)) {
        out[at] = m;
        return 1;
      }
      const score = this.score(m);
      if (score >= 0) add(m, score);
    }
    // The stock's cards, dealt to where each can be played. A card behind the waste's end (the stock turned over
    // again to reach it) waits for every move on the table but a run split to show no card for home and a card
    // back from home, and for the cards ahead of the end: a line then goes through the stock in order rather than
    // round and round. Measured deal by deal, 1,000,000 nodes a deal on #31..#130 (2,000,000 on #1..#30):
    // drawing one, 79 won against 72 (27 against 26), the lines of the deals both won 320 moves at the median
    // against 393, 22.5 M nodes in all against 30.8 M; drawing three, 72 won against 66 (26 against 24), 331
    // moves against 351, 30.8 M nodes against 35.9 M. It is another search: of the 100, 7 deals were won only
    // by the old order drawing one, 13 drawing three (and 14, 19 only by this one).
    // A card ahead of the end loses 6 points for each draw it takes to reach, 40 at most (NEAR_FIRST): the nearer
    // card first, as a player would, and the line draws less. Every deal of #1..#300 won at 2,000,000 nodes either
    // way (with restarts, solve.ts); drawing one, lines 279 moves at the median against 333 (p95 381 against 495),
    // 439,942 nodes in all against 745,433; drawing three, 336 against 352 (p95 647 against 659), 1,143,528 nodes
    // against 1,500,780. Scaled by the cards instead of the draws, drawing three's lines grew (370 at the median).
    const ends = reachableEnds(board, this.ends);
    const stock = this.stock;
    for (let i = 0; i < ends; i++) {
      const w = this.ends[i];
      const x = board.sw[w - 1];
      // Behind the waste's end: the stock turned over again to reach it.
      const round = w < board.waste;
      const far = round ? 0 : Math.min(stock.most, stock.draw * Math.ceil((w - board.waste) / board.draw));
      if (board.homeFor(x) >= 0) add(DECK | (w << 4) | HOME, round ? 20 : stock.home - far);
      for (let col = 0; col < board.columns; col++)
        if (board.accepts(col, x)) add(DECK | (w << 4) | col, round ? 15 : stock.table - far);
    }
    return k;
  }

  /** How promising a move looks; -1 for one not worth trying at all. */
  private score(m: number): number {
    const board = this.board;
    const from = moveA(m);
    switch (moveKind(m)) {
      case WASTE_FOUNDATION:
      case TABLEAU_FOUNDATION:
        return 90;
      case TABLEAU_TABLEAU: {
        const run = board.len[from] - board.down[from];
        const moved = board.runFits(from, moveB(m));
        if (moved < run) return this.exposesHome(from, moved) ? 30 : 10;
        if (board.down[from] > 0) return 80 + board.down[from];
        // A whole king-led run from a column with nothing under it, into an empty column: nothing changes.
        return board.len[moveB(m)] === 0 ? -1 : 40;
      }
      case WASTE_TABLEAU:
        return 50;
      case DRAW:
      case RECYCLE:
        return -1; // the stock is dealt by deck moves
      default:
        return 5; // a foundation card back onto the table
    }
  }

  /** Whether moving the top `moved` cards off column `from` leaves a card a foundation takes. */
  private exposesHome(from: number, moved: number): boolean {
    const board = this.board;
    return board.homeFor(board.tab[from * COLUMN_ROOM + board.len[from] - moved - 1]) >= 0;
  }
}
