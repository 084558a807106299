import { type Remote, wrap } from 'comlink';
import { encodeGame, type Game, type Rules } from '../engine';
import type {
  AnalysisValue,
  Answer,
  BudgetData,
  FairHintBudget,
  HintValue,
  Lane,
  SolverService,
} from '../workers/solver-service';

/** An answer the UI can use, with the revision of the game it is about. */
export interface Fresh<T> {
  readonly revision: number;
  readonly value: T;
}

/**
 * The UI's typed handle on the hint engine. Every request carries a fresh id
 * and the revision of the game it is about; an answer that is not for the
 * newest request of its lane is dropped (null), so a slow answer about an old
 * position can never overwrite a newer one.
 */
export class SolverClient {
  private nextId = 1;
  private readonly newest: Record<Lane, number> = { hint: 0, analysis: 0, deals: 0, race: 0, line: 0, kept: 0 };

  constructor(private readonly remote: Remote<SolverService>) {}

  hint(game: Game, revision: number, budget: BudgetData): Promise<Fresh<HintValue> | null> {
    const id = this.issue('hint');
    return this.settle('hint', id, revision, this.remote.hint(id, encodeGame(game), budget));
  }

  /** A fair hint (from what the player has seen only), in the same lane: a newer hint of either kind drops it. */
  fairHint(game: Game, revision: number, budget: FairHintBudget): Promise<Fresh<HintValue> | null> {
    const id = this.issue('hint');
    return this.settle('hint', id, revision, this.remote.fairHint(id, encodeGame(game), budget));
  }

  /**
   * Has the worker shorten the line the last hint kept (two decks), while nothing else is asked: the next hints
   * follow the shorter line. Its length once shortened (0: no line to shorten); null when dropped.
   */
  shortenKept(): Promise<number | null> {
    const id = this.issue('kept');
    return this.settle('kept', id, 0, this.remote.shortenKept(id)).then((a) => a?.value ?? null);
  }

  analyze(game: Game, revision: number, budget: BudgetData): Promise<Fresh<AnalysisValue> | null> {
    const id = this.issue('analysis');
    return this.settle('analysis', id, revision, this.remote.analyze(id, encodeGame(game), budget));
  }

  /** The computer's moves in a race from the game's position (compact text, at most `maxLine` long), and whether they win. */
  raceLine(
    game: Game,
    revision: number,
    budget: BudgetData,
    maxLine: number,
  ): Promise<Fresh<{ line: string; wins: boolean }> | null> {
    const id = this.issue('race');
    return this.settle('race', id, revision, this.remote.raceLine(id, encodeGame(game), budget, maxLine));
  }

  /** A winning line from the game's position to show (a lost game's, from its deal): a lane of its own. */
  line(game: Game, budget: BudgetData): Promise<Fresh<{ line: string; wins: boolean }> | null> {
    const id = this.issue('line');
    return this.settle('line', id, 0, this.remote.raceLine(id, encodeGame(game), budget, 1e6, 'line'));
  }

  /** The first deal from `from` on that the engine proves winnable within `nodesPerDeal` nodes each (-1: none in `tries`). */
  findWinnableDeal(from: number, rules: Rules, nodesPerDeal: number, tries = 50): Promise<number | null> {
    const id = this.issue('deals');
    return this.settle('deals', id, 0, this.remote.findWinnableDeal(id, from, rules, nodesPerDeal, tries)).then((a) =>
      a === null || a.value < 0 ? null : a.value,
    );
  }

  /** Stops the lane's current search; its answer will be dropped. */
  cancel(lane: Lane): void {
    this.newest[lane] = this.nextId++;
    void this.remote.cancel(lane);
  }

  private issue(lane: Lane): number {
    const id = this.nextId++;
    this.newest[lane] = id;
    return id;
  }

  private async settle<T>(
    lane: Lane,
    id: number,
    revision: number,
    answer: Promise<Answer<T>>,
  ): Promise<Fresh<T> | null> {
    const a = await answer;
    if (a.id !== id || this.newest[lane] !== id) return null; // stale: a newer request was made since
    if (a.status === 'error') throw new Error(a.message);
    return a.status === 'done' ? { revision, value: a.value } : null;
  }
}

/** Starts the worker (module worker, bundled by WXT/Vite) and wraps it. */
export function startSolver(): { client: SolverClient; worker: Worker } {
  const worker = new Worker(new URL('../workers/solver.worker.ts', import.meta.url), { type: 'module' });
  return { client: new SolverClient(wrap<SolverService>(worker)), worker };
}
