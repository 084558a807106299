import type { Move } from '../moves';
import type { Position } from '../position';
import { codeSetBytes } from './board-code';
import { BoardSearch } from './board-search';
import type { SearchStatus } from './search';
import type { VisitedSet } from './visited';

/**
 * Measured at the hint positions of bench:solver (every 25 moves along the winning lines of #1..#30 as the
 * search found them before the restarts; drawing three: 307 of them), and on the deals of BoardRestarts's
 * comment. Restarts in shaken orders only (BoardSearch's odd seeds), half and half: 10.3 M nodes at the hint
 * positions drawing three, p95 173,472; three quarters to the first search: 8.5 M, p95 156,006 (but the deals
 * 3.1 M nodes against 1.7 M).
 * Every other restart in a random order (the even seeds), half and half: 1.2 M, p95 10,345, most 489,959
 * (drawing one: 147,492 nodes in all, most 10,445, against 2.1 M and 497,121), and those deals 0.7 M and
 * 1.5 M. A quarter to the first search did better still on wins (0.9 M at the hint positions drawing three), but
 * the first search is the one that proves a large lost position: it keeps half.
 */
const FIRST_SHARE = 1 / 2;
const UNIT = 1000;

/** Term i (from 1) of Luby's sequence: 1 1 2 1 1 2 4 1 1 2 1 1 2 4 8 ... */
function luby(i: number): number {
  for (let k = 1; ; k++) {
    const end = 2 ** k - 1;
    if (i === end) return 2 ** (k - 1);
    if (i < end) return luby(i - 2 ** (k - 1) + 1);
  }
}

/**
 * The board search (board-search.ts) with restarts, for the long searches (solve.ts): its own order, searched to
 * the end, and beside it short searches in shaken orders (BoardSearch's seed), each allowed UNIT nodes times the
 * next term of Luby's sequence (1 1 2 1 1 2 4 1 1 2 ...), a fresh seed each, until one wins.
 *
 * Why: the board search's time is all or nothing. Measured deal by deal on Spider-Klondike #1..#100, 1,000,000
 * nodes a deal: drawing one, its own order won 81 (69 in under 1,000 nodes: a line with hardly a step back) and
 * the other 19 not at all; two shaken orders won 84 and 81, again mostly at once or not at all, on other deals,
 * and the three together won 97. A search that goes wrong early stays in the subtree it went wrong in; a fresh
 * order starts elsewhere. With the restarts (2,000,000 nodes a deal), every deal of #1..#300 was won at both
 * draws: drawing one in 745,433 nodes in all, 129,696 at most (#1, #6 and #16, unknown after 60 s before, in
 * 2,213, 6,472 and 2,196), drawing three in 1,500,780, 94,175 at most (its own order alone: 77 of #1..#100).
 * Since then the own order plays the nearer stock cards first, and the searches key positions exactly
 * (board-code.ts, whose salt shakes the orders): every deal of #1..#300 still won, drawing one in 519,144 nodes
 * in all, 67,988 at most, drawing three in 1,718,338, 210,972 at most.
 *
 * The search in its own order keeps the verdicts complete: any search that runs out of moves (the first, or a
 * restart within its allowance) proves the position lost, since each is complete over the same position. It has
 * FIRST_SHARE of every run's nodes and goes first; the restarts have the rest.
 */
export class BoardRestarts {
  status: SearchStatus;
  private readonly first: BoardSearch;
  private restart: BoardSearch | null = null;
  private allowed = 0;
  private seeds = 0;
  /** Nodes of the restarts given up. */
  private spent = 0;
  private won: BoardSearch | null = null;

  constructor(
    private readonly position: Position,
    maxBytes: number,
  ) {
    this.first = new BoardSearch(position, maxBytes);
    this.status = this.first.status;
    if (this.status === 'solved') this.won = this.first;
  }

  /** The first search's visited set: the one that may reach the memory cap. */
  get visited(): VisitedSet {
    return this.first.visited;
  }

  get nodes(): number {
    return this.first.nodes + this.spent + (this.restart?.nodes ?? 0);
  }

  /** The winning line (as the search that won found it), once solved. */
  line(): Move[] {
    return (this.won ?? this.first).line();
  }

  /**
   * Searches up to `budget` more nodes, FIRST_SHARE of them in the first search, then the rest in restarts; returns
   * the status.
   */
  run(budget: number): SearchStatus {
    if (this.status !== 'running') return this.status;
    const first = Math.ceil(budget * FIRST_SHARE);
    if (this.settled(this.first, this.first.run(first))) return this.status;
    let left = budget - first;
    while (left > 0) {
      if (!this.restart) {
        this.seeds++;
        this.allowed = UNIT * luby(this.seeds);
        this.restart = new BoardSearch(this.position, codeSetBytes(this.allowed), this.seeds);
      }
      const search = this.restart;
      const before = search.nodes;
      const status = search.run(Math.min(left, this.allowed - before));
      left -= search.nodes - before;
      if (this.settled(search, status)) return this.status;
      if (search.nodes >= this.allowed) {
        this.spent += search.nodes;
        this.restart = null;
      }
    }
    return this.status;
  }

  /** Whether search's status decides the position (it won, or proved it lost); keeps it if so. */
  private settled(search: BoardSearch, status: SearchStatus): boolean {
    if (status === 'running') return false;
    this.status = status;
    if (status === 'solved') this.won = search;
    return true;
  }
}
