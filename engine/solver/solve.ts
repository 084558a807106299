import type { Move } from '../moves';
import type { Position } from '../position';
import { BoardSearch } from './board-search';
import { cannotWin } from './deadlock';
import { expandLine } from './expand';
import { Search } from './search';
import { SolverState } from './state';

export type Verdict = 'solved' | 'unsolvable' | 'unknown';

export interface Budget {
  /** Nodes (moves tried) at most: reproducible on every machine. */
  readonly maxNodes?: number;
  /** Wall time at most, measured with `now`; leave out for a reproducible search. */
  readonly maxMs?: number;
  /** The clock for maxMs and for the elapsed time reported (the engine never reads one itself). */
  readonly now?: () => number;
  /** Peak memory for the visited set; past it, new states go unrecorded and the search goes on, slower. */
  readonly maxTableBytes?: number;
  /**
   * Only the verdict is wanted: a solved search skips writing out its line, and says how long it is in
   * the solver's own moves (`depth`): the fair policy's samples.
   */
  readonly verdictOnly?: boolean;
}

export interface SolveResult {
  readonly verdict: Verdict;
  /** The whole winning line from the position in the shared notation (solved only). */
  readonly line: readonly Move[];
  readonly nodes: number;
  readonly ms: number;
  /** Why the answer is unknown: the node or the time budget ran out. */
  readonly stopped?: 'nodes' | 'time';
  /** With `verdictOnly`, the winning line's length in the solver's own (macro) moves, to a sure win. */
  readonly depth?: number;
  /** The visited set reached its memory cap during the search. */
  readonly tableFull?: boolean;
}

/** With Node's own ~60 MB, a long solve peaks under 256 MB (issue 3). */
export const DEFAULT_TABLE_BYTES = 176 * 1024 * 1024;
const SLICE = 4096;
/**
 * The proof of loss (deadlock.ts) is tried only by searches allowed this many nodes or more. It costs tens of
 * microseconds, about as much as a search of a few hundred nodes: the fair policy's thousands of small
 * sample searches a move spent a tenth of their time on it (deals #1..#3, draw 3, stock known: the same games,
 * 8-16% slower; on #1..#500 as many won with it as without), while a long search it spares is worth seconds.
 */
const PROOF_FROM_NODES = 100_000;

/**
 * Decides a position with full knowledge of the face-down cards (the game
 * knows the deal): solved, with a line that replays to a win; unsolvable, only
 * when the whole search space was exhausted; or unknown when a budget ran out.
 * Klondike's table goes to the macro-move search (search.ts), a two-deck
 * table to the search over single moves (board-search.ts).
 */
export class Solver {
  /** Null when the position was proved lost before any search (deadlock.ts): no memory is taken for it. */
  private readonly search: Search | BoardSearch | null;
  private readonly started: number;

  /** `previous`: a solver done with, whose memory this one may take over (Search.restart); it must not be used again. */
  constructor(
    readonly position: Position,
    private readonly budget: Budget = {},
    previous: Solver | null = null,
  ) {
    this.started = budget.now?.() ?? 0;
    const lost = (budget.maxNodes ?? Number.POSITIVE_INFINITY) >= PROOF_FROM_NODES && cannotWin(position);
    // A search of few nodes stores at most as many states (three words each, at a fill of a half): its
    // table is sized to them, as clearing a first table of 512 KB took longer than a search of a few
    // hundred nodes (the fair policy runs thousands a move).
    const cap = budget.maxTableBytes ?? DEFAULT_TABLE_BYTES;
    const bytes = budget.maxNodes === undefined ? cap : Math.min(cap, Math.max(4096, budget.maxNodes * 24));
    if (lost) this.search = null;
    else if (position.columns.length !== 7) this.search = new BoardSearch(position, bytes);
    else {
      const state = new SolverState(position);
      const old = previous?.search;
      this.search = old instanceof Search && old.restart(state, bytes) ? old : new Search(state, bytes);
    }
  }

  get nodes(): number {
    return this.search?.nodes ?? 0;
  }

  /**
   * Searches up to `nodes` more nodes (bounded by the budget) and returns the
   * result, or null when it should be called again: the worker uses this to
   * search in slices it can cancel between.
   */
  step(nodes = Number.POSITIVE_INFINITY): SolveResult | null {
    const { maxNodes = Number.POSITIVE_INFINITY, maxMs, now } = this.budget;
    const search = this.search;
    if (!search) return this.result('unsolvable', []);
    const end = Math.min(maxNodes, search.nodes + nodes);
    while (search.nodes < end) {
      const status = search.run(Math.min(SLICE, end - search.nodes));
      if (status === 'solved' && this.budget.verdictOnly)
        return { ...this.result('solved', []), depth: search.line().length };
      if (status === 'solved') return this.result('solved', this.line(search));
      if (status === 'unsolvable') return this.result('unsolvable', []);
      if (maxMs !== undefined && now && now() - this.started >= maxMs) return this.result('unknown', [], 'time');
    }
    return search.nodes >= maxNodes ? this.result('unknown', [], 'nodes') : null;
  }

  private line(search: Search | BoardSearch): Move[] {
    return search instanceof BoardSearch ? search.line() : expandLine(this.position, search.line());
  }

  private result(verdict: Verdict, line: Move[], stopped?: SolveResult['stopped']): SolveResult {
    const ms = this.budget.now ? this.budget.now() - this.started : 0;
    const full = this.search?.visited.full ?? false;
    return {
      verdict,
      line,
      nodes: this.nodes,
      ms,
      ...(stopped ? { stopped } : {}),
      ...(full ? { tableFull: true } : {}),
    };
  }
}

/** Solves in one go within the budget. */
export function solve(position: Position, budget: Budget = {}): SolveResult {
  const solver = new Solver(position, budget);
  for (;;) {
    const r = solver.step();
    if (r) return r;
  }
}
