import { Board } from '../core/board';
import { encodeMove, type Move } from '../moves';
import type { Position } from '../position';
import { codeSetBytes } from './board-code';
import { NEAR_FIRST, type StockOrder } from './board-order';
import { BoardSearch } from './board-search';
import { shortenLine } from './short-line';

/**
 * A shorter winning line for a two-deck position, from searches that must beat it. The board search's line is
 * the path it stood on when it won: how often it goes round the stock, and so how many draws the line holds,
 * follows from the order it tried the stock cards in, and no reordering of the line afterwards undoes that
 * (line-polish.ts). So from positions all along the line, short searches in several stock orders and shaken
 * orders look for a way to the win in fewer moves than the line's own from there (BoardSearch's `limit`); each
 * one found replaces the line's tail, and the sweeps go on while they gain.
 *
 * Measured on deals #1..#40, their lines shortened (short-line.ts): drawing three, 285 moves at the median
 * with the four stock orders searched from the first position only (20,000 nodes each, the way before), 230 with
 * these sweeps (0.66 M nodes a deal at the median, 1.4 M at most); drawing one 249 against 226. Searches of 500
 * nodes from 40 points gained more than searches of 1,000 from 40 (238) or 5,000 from 20 (244) for the nodes: most
 * shorter tails are found in a hundred or two, or not at all.
 */

/** The stock orders tried: the search's own, and four others that each won many deals with shorter lines. */
const ORDERS: readonly StockOrder[] = [
  NEAR_FIRST,
  { home: 100, table: 90, draw: 16, most: 80 },
  { home: 70, table: 45, draw: 14, most: 40 },
  { home: 70, table: 45, draw: 10, most: 40 },
  { home: 100, table: 90, draw: 12, most: 80 },
];
/** Each order as it is, then shaken near ties (BoardSearch's odd seeds). */
const SEEDS = [0, 1, 3, 5];
/** The points along the line a sweep searches from, evenly spaced from the first position. */
const POINTS = 40;
/** Nodes a search may take: a shorter tail is mostly found in a few hundred. */
const TAIL_NODES = 500;
/** Sweeps at most: the third rarely gains, the fifth never did. */
const SWEEPS = 5;
/** Nodes at most for all the sweeps (1.4 M was the most on #1..#40). */
export const LINE_NODES = 2_000_000;

/**
 * A winning line from a position (shortened) whose tails are replaced by shorter ones while any is found. It
 * searches a little at a time (run), so the page's worker still answers a newer request within a slice.
 */
export class ShorterTails {
  /** The shortest line so far: the one given until a shorter tail is found. */
  line: Move[];
  nodes = 0;
  done = false;
  private readonly searches: Generator<void, void>;

  constructor(
    private readonly position: Position,
    line: readonly Move[],
  ) {
    this.line = [...line];
    this.searches = this.sweeps();
  }

  /**
   * Searches on for `budget` more nodes or a little over (a search at a time, TAIL_NODES at most); true once
   * done: a sweep gained nothing, LINE_NODES are spent, or `more()`, asked before each search, said stop.
   */
  run(budget: number, more: () => boolean): boolean {
    const stop = this.nodes + budget;
    while (!this.done && this.nodes < stop)
      this.done = this.nodes + TAIL_NODES > LINE_NODES || !more() || this.searches.next().done === true;
    return this.done;
  }

  /** The sweeps, one search a step. */
  private *sweeps(): Generator<void, void> {
    const p = this.position;
    for (let sweep = 0, gained = true; gained && sweep < SWEEPS; sweep++) {
      gained = false;
      // One walk along the line: a tail replaced past the point searched leaves the moves up to it as they were.
      const board = Board.from(p);
      let at = 0;
      for (let point = 0; point < POINTS; point++) {
        // Never back: a shorter tail found at the last point may bring this one's share of the line behind it.
        const i = Math.max(at, Math.floor((this.line.length * point) / POINTS));
        for (; at < i; at++) board.make(encodeMove(this.line[at]));
        const from = board.toPosition(p.rules);
        for (const order of ORDERS)
          for (const seed of SEEDS) {
            const search = new BoardSearch(from, codeSetBytes(TAIL_NODES), seed, order, this.line.length - i - 1);
            const status = search.run(TAIL_NODES);
            this.nodes += search.nodes;
            if (status === 'solved') {
              const tail = shortenLine(from, search.line());
              if (i + tail.length < this.line.length) {
                this.line = [...this.line.slice(0, i), ...tail];
                gained = true;
              }
            }
            yield;
          }
      }
    }
  }
}
