import type { Move } from '../moves';
import type { Position } from '../position';
import { BoardSearch, type StockOrder } from './board-search';
import { codeSetBytes } from './board-code';
import { shortenLine } from './short-line';

/**
 * A shorter winning line for a two-deck position, from searches in other stock orders. The board search's line
 * is the path it stood on when it won: how often it goes round the stock, and so how many draws the line holds,
 * follows from the order it tried the stock cards in, and no reordering of the line afterwards undoes that
 * (line-polish.ts). Searches weighing the stock another way win many deals at once with lines shorter or longer
 * by dozens of moves, and which order is shortest changes from deal to deal: so the long searches (solve.ts) try
 * each of LINE_ORDERS for up to ORDER_NODES nodes after their win, and keep the shortest line.
 *
 * Chosen on deals #1..#100, one at a time, each the order that took the median of the shortest lines down most
 * (twelve orders measured, 20,000 nodes each): drawing one 279 moves, then 252, 248, 244, 241; drawing three
 * (its own line where it won at 20,000 nodes) 362, then 310, 298, 291, 289.
 */
const LINE_ORDERS: readonly StockOrder[] = [
  { home: 100, table: 90, draw: 16, most: 80 },
  { home: 70, table: 45, draw: 14, most: 40 },
  { home: 70, table: 45, draw: 10, most: 40 },
  { home: 100, table: 90, draw: 12, most: 80 },
];

/** Nodes each order may take: most of the wins come in a few hundred; past this one the order gives way. */
const ORDER_NODES = 20_000;

/**
 * The shortest of `line` (a winning line from p, shortened) and the lines the searches in LINE_ORDERS win,
 * shortened, with the nodes those searches took. `more()` is asked before each search: false stops there (the
 * caller's time is up).
 */
export function shortestLine(p: Position, line: readonly Move[], more: () => boolean): { line: Move[]; nodes: number } {
  let best: readonly Move[] = line;
  let nodes = 0;
  for (const order of LINE_ORDERS) {
    if (!more()) break;
    const search = new BoardSearch(p, codeSetBytes(ORDER_NODES), 0, order);
    const status = search.run(ORDER_NODES);
    nodes += search.nodes;
    if (status !== 'solved') continue;
    const other = shortenLine(p, search.line());
    if (other.length < best.length) best = other;
  }
  return { line: [...best], nodes };
}
