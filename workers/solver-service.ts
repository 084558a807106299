import { compactMoves } from '../engine/compact';
import { type FairBudget, FairSearch, fairHint } from '../engine/fair';
import { decodeGame, type Game, type GameRecord, parseRules, type Position, replay, type Rules } from '../engine';
import {
  type Budget,
  greedyLine,
  type Hint,
  type HintMemory,
  follows,
  HintSearch,
  KeptLineTails,
  nextWinnableDeal,
  noMovesLeft,
  type SolveResult,
  Solver,
  type Winnable,
} from '../engine/solver';

/**
 * The hint engine as the worker serves it. Requests come in lanes (hint, fair or not; analysis; race; line;
 * deals; kept); a newer request in a lane cancels the older one. Searches run in slices of a few milliseconds
 * with a yield to the event loop between them, so a new request or a cancel is seen within one slice, and the
 * background lanes (deals: verification; kept: a kept line's shortening) only run while the others are idle,
 * running beside each other.
 * Every answer names the request it is for.
 */
export type Lane = 'hint' | 'analysis' | 'deals' | 'race' | 'line' | 'kept';

export type Answer<T> =
  | { readonly id: number; readonly status: 'done'; readonly value: T }
  | { readonly id: number; readonly status: 'cancelled' }
  | { readonly id: number; readonly status: 'error'; readonly message: string };

export interface BudgetData {
  readonly nodes?: number;
  readonly ms?: number;
}

/** A fair hint's budget, as the page sets it: the worker adds what the player may know and the visited set's cap. */
export type FairHintBudget = Pick<FairBudget, 'samples' | 'nodes' | 'maxNodes' | 'seed' | 'playoff'>;

/** The visited set's cap for every search the page asks for (the engine's default is for the CLIs). */
const PAGE_TABLE_BYTES = 64 * 1024 * 1024;

export interface HintValue {
  readonly hint: Hint;
  readonly nodes: number;
}

export interface AnalysisValue {
  /** Nothing changes anything any more. */
  readonly noMovesLeft: boolean;
  /** Can the game still be won (the engine sees the face-down cards); `no` is a proof. */
  readonly winnable: Winnable;
  /** When lost: how many undos bring it back to a winnable position (null: none, or not found within budget). */
  readonly rewind: number | null;
  /** Lost from the deal: the position the game started from is proved unwinnable, so no play could have won it. */
  readonly dealLost: boolean;
}

/**
 * Yields one macrotask, so queued messages (new requests, cancels) run. In a
 * browser worker a MessageChannel message, which timers do not clamp; under
 * Node (tests, benchmarks) setImmediate, because Node drains a port's messages
 * in one go and a search that keeps posting would starve everything else.
 */
const immediate = (globalThis as { setImmediate?: (f: () => void) => void }).setImmediate;
const yieldTask: () => Promise<void> = immediate
  ? () => new Promise((resolve) => immediate(resolve))
  : (() => {
      const channel = new MessageChannel();
      const waiting: (() => void)[] = [];
      channel.port1.onmessage = () => waiting.shift()?.();
      return () =>
        new Promise<void>((resolve) => {
          waiting.push(resolve);
          channel.port2.postMessage(0);
        });
    })();

/** The lanes that only run while no request of the other lanes does (they only prepare for later); see giveWay. */
const BACKGROUND: ReadonlySet<Lane> = new Set<Lane>(['deals', 'kept']);

export class SolverService {
  private readonly latest: Record<Lane, number> = { hint: -1, analysis: -1, deals: -1, race: -1, line: -1, kept: -1 };
  /** The requests running in lanes not in the background (BACKGROUND): the background lanes give way to them. */
  private foreground = 0;
  private memory: HintMemory | undefined;
  /**
   * The line a shortening replaced (shortenKept): a player quick with Show me may have followed it past the moves
   * its hint named before the shorter one came, and goes on along it.
   */
  private replaced: HintMemory | undefined;
  /** The shorter tails of the line the last hint kept (two decks), until they are searched (shortenKept). */
  private kept: KeptLineTails | null = null;

  constructor(
    private readonly now: () => number = () => performance.now(),
    /** Wall time a slice may take before yielding. */
    private readonly sliceMs = 8,
  ) {}

  /** Drops whatever the lane is doing (the answer it was working on comes back cancelled). */
  cancel(lane: Lane): void {
    this.latest[lane] = Number.NaN;
  }

  async hint(id: number, record: GameRecord, budget: BudgetData): Promise<Answer<HintValue>> {
    return this.run('hint', id, async (live) => {
      const game = this.game(record);
      // The line kept, or the one its shortening replaced if the game went on along that one instead.
      const remembered =
        this.replaced && !follows(game, this.memory) && follows(game, this.replaced) ? this.replaced : this.memory;
      const search = new HintSearch(game, this.budget(budget), remembered);
      for (;;) {
        const answer = this.slice(() => search.step(2048));
        if (answer) {
          if (answer.memory && answer.memory !== remembered) {
            this.memory = answer.memory;
            this.replaced = undefined;
            this.kept = KeptLineTails.of(game, answer);
          }
          return { hint: answer.hint, nodes: answer.nodes };
        }
        if (!(await live())) return null;
      }
    });
  }

  /**
   * Shortens the line the last hint kept (two decks: engine KeptLineTails), so that the next hints (Show me)
   * follow a short line: asked for once a hint is on show. Its own lane, in the background: it gives way to the
   * requests of the lanes not in it, not to the deals' (it only makes later hints better); a newer hint's line
   * drops it. The kept line's length once shortened, 0 when there was none to shorten.
   */
  async shortenKept(id: number): Promise<Answer<number>> {
    return this.run('kept', id, async (live) => {
      const job = this.kept;
      if (!job) return 0;
      for (;;) {
        if (!(await this.giveWay(live))) return null;
        if (this.kept !== job) return null;
        const memory = this.slice(() => job.step(2048));
        if (memory) {
          // Still the job kept (checked above, no await since), so job.memory is this.memory: hint() sets both.
          this.kept = null;
          this.replaced = job.memory;
          this.memory = memory;
          return memory.line.length;
        }
        if (!(await live())) return null;
      }
    });
  }

  /**
   * A fair hint (engine/fair): the move the fair policy picks from what the player has seen, in the hint's
   * lane, so that it cancels and is cancelled by either kind of hint. Strict sight always: the stock cards
   * never shown are as unknown to the player as the face-down ones.
   */
  async fairHint(id: number, record: GameRecord, budget: FairHintBudget): Promise<Answer<HintValue>> {
    return this.run('hint', id, async (live) => {
      const game = this.game(record);
      const state = replay(game);
      if (!state.ok) throw new Error(state.message);
      const { position } = state.value;
      const search = new FairSearch(game, position, { ...budget, sight: 'strict', maxTableBytes: PAGE_TABLE_BYTES });
      for (;;) {
        const choice = this.slice(() => search.step(2048));
        if (choice) return { hint: fairHint(game, position, choice), nodes: choice.nodes };
        if (!(await live())) return null;
      }
    });
  }

  async analyze(id: number, record: GameRecord, budget: BudgetData): Promise<Answer<AnalysisValue>> {
    return this.run('analysis', id, async (live) => {
      const game = this.game(record);
      const state = replay(game);
      if (!state.ok) throw new Error(state.message);
      const stuck = noMovesLeft(state.value.position);
      const now = await this.solve(state.value.position, budget, live);
      if (!now) return null;
      const winnable: Winnable = now.verdict === 'solved' ? 'yes' : now.verdict === 'unsolvable' ? 'no' : 'unknown';
      if (winnable !== 'no') {
        return { noMovesLeft: stuck, winnable, rewind: winnable === 'yes' ? 0 : null, dealLost: false };
      }
      const rewind = await this.rewind(game, budget, live);
      if (rewind === undefined) return null;
      return { noMovesLeft: stuck, winnable, rewind: rewind === 'deal' ? null : rewind, dealLost: rewind === 'deal' };
    });
  }

  /**
   * The computer's moves in a race from the game's position (compact text, engine/compact.ts): the search's
   * winning line within the budget, else its greedy line (engine greedyLine); and whether they win.
   */
  async raceLine(
    id: number,
    record: GameRecord,
    budget: BudgetData,
    maxLine: number,
    lane: 'race' | 'line' = 'race',
  ): Promise<Answer<{ line: string; wins: boolean }>> {
    return this.run(lane, id, async (live) => {
      const game = this.game(record);
      const state = replay(game);
      if (!state.ok) throw new Error(state.message);
      const solved = await this.solve(state.value.position, budget, live);
      if (!solved) return null;
      const columns = game.deal.columns.length;
      const line = compactMoves(solved.line, columns);
      // A search's line can run very long on two decks: past what a race keeps, the greedy line plays instead.
      if (solved.verdict === 'solved' && line.length <= maxLine) return { line, wins: true };
      const greedy = greedyLine(game, state.value.position);
      return { line: compactMoves(greedy.moves, columns), wins: greedy.wins };
    });
  }

  /** The first winnable deal number from `from` on, verified by node budget (the same on every device). */
  async findWinnableDeal(id: number, from: number, rules: Rules, nodesPerDeal: number, tries = 50) {
    return this.run('deals', id, async (live) => {
      const r = parseRules(rules);
      if (!r.ok) throw new Error(r.message);
      for (let i = 0; i < tries; i++) {
        // One deal per turn: a verification is bounded by nodesPerDeal, and the foreground lanes go first.
        if (!(await this.giveWay(live))) return null;
        const n = nextWinnableDeal((from + i) >>> 0, r.value, nodesPerDeal, 1);
        if (n !== null) return n;
        if (!(await live())) return null;
      }
      return -1;
    });
  }

  /**
   * Waits while a request of a lane not in the background runs; false when cancelled meanwhile. The background
   * lanes do not wait for each other: each waiting while the other runs, neither would ever run again.
   */
  private async giveWay(live: () => Promise<boolean>): Promise<boolean> {
    while (this.foreground > 0) if (!(await live())) return false;
    return true;
  }

  private game(record: GameRecord): Game {
    const g = decodeGame(record);
    if (!g.ok) throw new Error(g.message);
    return g.value;
  }

  private budget(b: BudgetData): Budget {
    return { maxNodes: b.nodes, maxMs: b.ms, now: this.now, maxTableBytes: PAGE_TABLE_BYTES };
  }

  /** Runs `step` repeatedly for up to one slice of wall time; its answer, or null. */
  private slice<T>(step: () => T | null): T | null {
    const end = this.now() + this.sliceMs;
    do {
      const r = step();
      if (r) return r;
    } while (this.now() < end);
    return null;
  }

  private async solve(p: Position, budget: BudgetData, live: () => Promise<boolean>): Promise<SolveResult | null> {
    const solver = new Solver(p, this.budget(budget));
    for (;;) {
      const r = this.slice(() => solver.step(2048));
      if (r) return r;
      if (!(await live())) return null;
    }
  }

  /**
   * Binary search for the last winnable position (see engine lastWinnablePoint): the undos back to it, 'deal'
   * when the deal itself is proved lost, null when not found within budget; undefined when cancelled.
   */
  private async rewind(
    game: Game,
    budget: BudgetData,
    live: () => Promise<boolean>,
  ): Promise<number | 'deal' | null | undefined> {
    const at = async (i: number) => {
      const s = replay(game, i);
      if (!s.ok) return 'unknown';
      const r = await this.solve(s.value.position, budget, live);
      return r === null ? null : r.verdict;
    };
    let lo = 0;
    let hi = game.moves.length;
    // At move 0 the position is the deal, already proved lost by the caller.
    const start = game.moves.length === 0 ? 'unsolvable' : await at(0);
    if (start === null) return undefined;
    if (start === 'unsolvable') return 'deal';
    if (start !== 'solved') return null;
    while (hi - lo > 1) {
      const mid = (lo + hi) >> 1;
      const v = await at(mid);
      if (v === null) return undefined;
      if (v === 'unknown') return null;
      if (v === 'solved') lo = mid;
      else hi = mid;
    }
    return game.moves.length - lo;
  }

  private async run<T>(
    lane: Lane,
    id: number,
    work: (live: () => Promise<boolean>) => Promise<T | null>,
  ): Promise<Answer<T>> {
    this.latest[lane] = id;
    const foreground = !BACKGROUND.has(lane);
    if (foreground) this.foreground++;
    // Yields, then says whether this request is still the lane's newest.
    const live = async () => {
      await yieldTask();
      return this.latest[lane] === id;
    };
    try {
      const value = await work(live);
      return value === null || this.latest[lane] !== id ? { id, status: 'cancelled' } : { id, status: 'done', value };
    } catch (e) {
      return { id, status: 'error', message: e instanceof Error ? e.message : String(e) };
    } finally {
      if (foreground) this.foreground--;
    }
  }
}
