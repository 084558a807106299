import type { Move } from '../moves';
import type { Position } from '../position';
import { BoardRestarts } from './board-restarts';
import { BoardSearch } from './board-search';
import { cannotWin } from './deadlock';
import { expandLine } from './expand';
import { ShorterTails } from './line-tails';
import { Search } from './search';
import { shortenLine } from './short-line';
import { SolverState } from './state';

export type Verdict = 'solved' | 'unsolvable' | 'unknown';

export interface Budget {
  /** Nodes (moves tried) at most: reproducible on every machine. */
  readonly maxNodes?: number;
  /** Wall time at most, measured with `now`; leave out for a reproducible search. */
  readonly maxMs?: number;
  /** The clock for maxMs and for the elapsed time reported (the engine never reads one itself). */
  readonly now?: () => number;
  /**
   * Peak memory for the visited sets (a draw-one search's share included, see Solver); past it, new states go
   * unrecorded and the search goes on, slower.
   */
  readonly maxTableBytes?: number;
  /**
   * Only the verdict is wanted: a solved search skips writing out its line, and says how long it is in
   * the solver's own moves (`depth`): the fair policy's samples.
   */
  readonly verdictOnly?: boolean;
  /**
   * False: a two-deck winning line comes as the board search found it, wandering, not shortened (short-line.ts):
   * a caller that tries several lines and keeps one (the hint) shortens only that one, within its own time.
   */
  readonly shorten?: boolean;
  /**
   * Two decks: restart in shaken orders beside the search's own (board-restarts.ts). By default only the long
   * searches do (allowed RELAX_FROM_NODES or more); the fair policy's short ones keep the one order they were
   * measured with.
   */
  readonly restarts?: boolean;
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
 * The share of the visited sets' memory cap the draw-one search (below) may take; the game's own search has the
 * rest. Past it the draw-one search is given up: it only ever shortens a proof of loss.
 */
const RELAXED_SHARE = 1 / 4;
/**
 * Searches allowed fewer nodes have no draw-one search beside them: the fair policy's (samples of up to 25,000
 * nodes, positions it knows whole at 1,000,000) are after a winning line within their allowance, and the draw-one
 * search would take half of it. Longer ones (the CLIs', bench:solver's, the page's hints and analysis, the race's
 * and the winning line's) are the ones that must decide: on deals #1..#300 at draw 3 their time fell from 37.3 s
 * to 15.0 s. They also try the moves that send a card home first (SolverState.homeFirst); the fair policy keeps
 * lonelybot's order, the one its games in bench:play were measured with.
 */
const RELAX_FROM_NODES = 2_000_000;
/**
 * Those long searches first spend this many nodes in lonelybot's order (a search of its own, in a small table).
 * Either order alone is slow on some won deals: drawing one, #2950 takes 11.1 M nodes home first and 60 in
 * lonelybot's order, and deal 3000002198 15.7 M against 103,000; on #1..#3000 home first needs 145 M nodes for the
 * won deals and lonelybot's order 245 M. This first look wins 2,357 of the 2,682 won deals, and the rest (the
 * lost deals among them) pay 20,000 nodes more: 424 M nodes in all against 494 M.
 */
const QUICK_NODES = 20_000;

/**
 * The memory cap for a search of `nodes` nodes at most: it stores at most as many states (three words each, at a
 * fill of a half), so its table is sized to them, as clearing a first table of 512 KB took longer than a search
 * of a few hundred nodes (the fair policy runs thousands a move).
 */
const tableBytes = (nodes: number, cap: number): number => Math.min(cap, Math.max(4096, nodes * 24));

/**
 * Decides a position with full knowledge of the face-down cards (the game
 * knows the deal): solved, with a line that replays to a win; unsolvable, only
 * when the whole search space was exhausted; or unknown when a budget ran out.
 * Klondike's table goes to the macro-move search (search.ts), a two-deck
 * table to the search over single moves (board-search.ts), which the long
 * searches run with restarts in shaken orders beside it (board-restarts.ts).
 */
export class Solver {
  /** Null when the position was proved lost before any search (deadlock.ts): no memory is taken for it. */
  private readonly search: Search | BoardSearch | BoardRestarts | null;
  /**
   * Drawing three, the same position drawn one at a time, searched alongside (a slice each in turn) while it
   * may yet prove the game lost. Every card that can come up in turns of three can come up one at a time
   * (one draw at a time reaches every waste size that three do, and every other move is the same), so a game
   * lost when drawing one is lost when drawing three; and the draw-one game is often far quicker to exhaust
   * (deal #185: 0.3 s against 15.7 s). Only searches allowed RELAX_FROM_NODES or more have it.
   */
  private relaxed: Search | null = null;
  /** The first look in lonelybot's order (QUICK_NODES), while it runs. */
  private quick: Search | null = null;
  /** Nodes of the first look, once given up, and whether its visited set had reached the cap. */
  private quickNodes = 0;
  private quickFull = false;
  /** Nodes of a draw-one search given up (it found a win, or outgrew its share of memory). */
  private relaxedNodes = 0;
  /** After a long search's win, the searches for shorter tails of its line (line-tails.ts), while they run. */
  private tails: ShorterTails | null = null;
  /** The game's own search's memory cap once the draw-one search is given up (it gets that one's share back). */
  private readonly widerBytes: number;
  private readonly started: number;

  /**
   * `previous`: a solver done with, whose memory this one may take over (Search.restart); it must not be used again.
   */
  constructor(
    readonly position: Position,
    private readonly budget: Budget = {},
    previous: Solver | null = null,
  ) {
    this.started = budget.now?.() ?? 0;
    const allowed = budget.maxNodes ?? Number.POSITIVE_INFINITY;
    const lost = allowed >= PROOF_FROM_NODES && cannotWin(position);
    const cap = budget.maxTableBytes ?? DEFAULT_TABLE_BYTES;
    const klondike = position.columns.length === 7;
    const long = allowed >= RELAX_FROM_NODES;
    const relax = !lost && klondike && long && position.rules.draw === 3;
    const relaxedBytes = relax ? Math.floor(cap * RELAXED_SHARE) : 0;
    this.widerBytes = tableBytes(allowed, cap);
    const bytes = Math.min(cap - relaxedBytes, this.widerBytes);
    if (lost) this.search = null;
    else if (!klondike)
      this.search = (budget.restarts ?? long) ? new BoardRestarts(position, bytes) : new BoardSearch(position, bytes);
    else {
      const state = new SolverState(position);
      state.homeFirst = long;
      const old = previous?.search;
      // Drawing three, the draw-one search shares the cap (VisitedSet's `lone`).
      const lone = !relax;
      this.search = old instanceof Search && old.restart(state, bytes, lone) ? old : new Search(state, bytes, lone);
    }
    if (long && this.search instanceof Search) {
      const state = new SolverState(position);
      this.quick = new Search(state, tableBytes(QUICK_NODES, cap), true);
    }
    if (relax) {
      const one = new SolverState({ ...position, rules: { ...position.rules, draw: 1 } });
      one.homeFirst = long;
      if (one.keyFits) this.relaxed = new Search(one, relaxedBytes);
    }
  }

  get nodes(): number {
    return (
      (this.search?.nodes ?? 0) +
      (this.relaxed?.nodes ?? 0) +
      this.relaxedNodes +
      (this.tails?.nodes ?? 0) +
      (this.quick?.nodes ?? 0) +
      this.quickNodes
    );
  }

  /**
   * Searches up to `nodes` more nodes (bounded by the budget) and returns the
   * result, or null when it should be called again: the worker uses this to
   * search in slices it can cancel between.
   */
  step(nodes = Number.POSITIVE_INFINITY): SolveResult | null {
    const { maxNodes = Number.POSITIVE_INFINITY } = this.budget;
    const search = this.search;
    if (!search) return this.result('unsolvable', []);
    if (this.tails) return this.shortened(nodes);
    const sliceEnd = this.nodes + nodes;
    const end = Math.min(maxNodes, sliceEnd);
    while (this.nodes < end) {
      const quick = this.quick;
      const running = quick ?? search;
      const slice = quick ? Math.min(SLICE, QUICK_NODES - quick.nodes) : SLICE;
      const status = running.run(Math.min(slice, end - this.nodes));
      if (status === 'solved' && this.budget.verdictOnly)
        return { ...this.result('solved', []), depth: running.line().length };
      // The tails have what is left of the slice, and go on in the next ones (maxNodes does not bound them).
      if (status === 'solved') return this.won(running, sliceEnd - this.nodes);
      if (status === 'unsolvable') return this.result('unsolvable', []);
      if (quick) {
        if (quick.nodes >= QUICK_NODES) {
          this.quickNodes = quick.nodes;
          this.quickFull = quick.visited.full;
          this.quick = null;
        }
      } else if (this.relaxedLost(search, end)) return this.result('unsolvable', []);
      if (this.timeUp()) return this.result('unknown', [], 'time');
    }
    return this.nodes >= maxNodes ? this.result('unknown', [], 'nodes') : null;
  }

  /**
   * Runs the draw-one search a slice (up to `end` nodes in all): has it proved the game lost? Once it is given
   * up, the game's own `search` gets its memory back.
   */
  private relaxedLost(search: Search | BoardSearch | BoardRestarts, end: number): boolean {
    const relaxed = this.relaxed;
    if (!relaxed || this.nodes >= end) return false;
    const status = relaxed.run(Math.min(SLICE, end - this.nodes));
    if (status === 'unsolvable') return true;
    if (status === 'solved' || relaxed.visited.full) {
      this.relaxedNodes += relaxed.nodes;
      this.relaxed = null;
      search.visited.widen(this.widerBytes);
    }
    return false;
  }

  /**
   * The result of a win: the line, the board search's (which wanders) shortened (short-line.ts) unless the budget
   * says not, and for a long search with its tails replaced by shorter ones while any is found (line-tails.ts),
   * searched `nodes` at a time like the search before it, and within the time left, though not within maxNodes:
   * the win is the verdict, the tails only its line. Null while the tails are being searched.
   */
  private won(search: Search | BoardSearch | BoardRestarts, nodes: number): SolveResult | null {
    if (search instanceof Search) return this.result('solved', expandLine(this.position, search.line()));
    if (this.budget.shorten === false) return this.result('solved', search.line());
    const line = shortenLine(this.position, search.line());
    if (!(search instanceof BoardRestarts)) return this.result('solved', line);
    this.tails = new ShorterTails(this.position, line);
    return this.shortened(nodes);
  }

  /** Searches the shorter tails up to `nodes` more nodes: the win's result once they are done, else null. */
  private shortened(nodes: number): SolveResult | null {
    const tails = this.tails as ShorterTails;
    return tails.run(nodes, () => !this.timeUp()) ? this.result('solved', tails.line) : null;
  }

  /** The budget's time is spent (never, without a time budget and a clock). */
  private timeUp(): boolean {
    const { maxMs, now } = this.budget;
    return maxMs !== undefined && now !== undefined && now() - this.started >= maxMs;
  }

  private result(verdict: Verdict, line: Move[], stopped?: SolveResult['stopped']): SolveResult {
    const ms = this.budget.now ? this.budget.now() - this.started : 0;
    const full = (this.search?.visited.full ?? false) || (this.quick?.visited.full ?? false) || this.quickFull;
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

/**
 * A winning line from p as a solver with `shorten: false` gave it, as it would have come otherwise: the board
 * search's (two decks) shortened, with `maxNodes` for the shortening (short-line.ts's own allowance unless given);
 * the macro-move search's (Klondike) as it is.
 */
export function shortLine(p: Position, line: readonly Move[], maxNodes?: number): Move[] {
  return p.columns.length === 7 ? [...line] : shortenLine(p, line, 1, maxNodes);
}

/** Solves in one go within the budget. */
export function solve(position: Position, budget: Budget = {}): SolveResult {
  const solver = new Solver(position, budget);
  for (;;) {
    const r = solver.step();
    if (r) return r;
  }
}
