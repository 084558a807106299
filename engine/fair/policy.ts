import { mulberry32 } from '../deal';
import type { Game } from '../game';
import type { Move } from '../moves';
import { isWon, step } from '../play';
import type { Position } from '../position';
import { rankedMoves } from '../solver/hint';
import { type SolveResult, Solver } from '../solver/solve';
import { type Sight, sampleOf, type Unknowns, unknownsOf } from './unknowns';

export interface FairBudget {
  readonly sight: Sight;
  /** Arrangements of the unknown cards each move is weighed on. */
  readonly samples: number;
  /** Nodes the solver may spend on one arrangement after one move: a sample it cannot decide counts as lost. */
  readonly nodes: number;
  /** With the budget and what the player knows, the seed makes every decision. */
  readonly seed: number;
  /**
   * Nodes for the whole decision at most: past it, the moves not weighed yet are dropped and the best of
   * those weighed is played (the page's hint keeps its answer prompt this way).
   */
  readonly maxNodes?: number;
  /** The visited set's cap for each solve (the page keeps a lower one). */
  readonly maxTableBytes?: number;
}

/** The play CLI's and bench:play's budget unless told otherwise (measured: see bench:play). */
export const FAIR_PLAY = { samples: 30, nodes: 1000 } as const;

/**
 * A fair decision. sampled: the move that won the most arrangements (ties to the rules of thumb'
 * order); certain: nothing is left unknown and `line` is a winning line from here; lost: nothing is unknown
 * and the solver proved no line wins, or every arrangement of every move was proved lost; none: no move
 * changes anything.
 */
export interface FairChoice {
  readonly move: Move | null;
  readonly kind: 'sampled' | 'certain' | 'lost' | 'none';
  /** Arrangements the chosen move won, of `samples` weighed (certain: 1 of 1). */
  readonly wins: number;
  readonly samples: number;
  readonly line: readonly Move[];
  readonly nodes: number;
}

/** The seed of a decision: the game's seed mixed with how far the game has got, which the player knows. */
const decisionSeed = (seed: number, played: number) => (seed ^ Math.imul(played + 1, 0x9e3779b1)) >>> 0;

/**
 * The fair move for a game, in slices (the worker steps it so that a newer request can cut in). Hindsight
 * optimisation: every worthwhile move (rankedMoves, idle ones last) is weighed on the same `samples`
 * arrangements of the unknown cards, each solved by the exact solver within `nodes`; the move that wins the
 * most is played. A move is dropped as soon as it can no longer beat the best so far, and the weighing ends
 * early when a move wins every arrangement. When at most one card is unknown the position is known: one
 * solve decides it. Everything it reads is what the player has seen, so the same visible game, seed and
 * budget give the same decision whatever the face-down cards are.
 */
export class FairSearch {
  private readonly unknowns: Unknowns;
  private readonly candidates: { move: Move; samples: Position[] }[] = [];
  private solver: Solver | null = null;
  private candidate = 0;
  private sample = 0;
  private wins = 0;
  private best = -1;
  private bestWins = -1;
  private allProved = true;
  private nodes = 0;
  private done: FairChoice | null = null;
  /** The rules of thumb' first move: played when the known position cannot be decided within the budget. */
  private readonly guess: Move | null = null;

  constructor(
    game: Game,
    position: Position,
    private readonly budget: FairBudget,
  ) {
    this.unknowns = unknownsOf(game, position, budget.sight);
    // A won game has nothing left to play (a card taken back from a foundation would be a move all the same).
    const moves = isWon(position) ? [] : rankedMoves(game, position, true);
    if (moves.length === 0) {
      this.done = choice(null, 'none', 0, 0);
      return;
    }
    this.guess = moves[0].move;
    if (this.unknowns.cards.length <= 1) {
      this.solver = new Solver(
        sampleOf(this.unknowns, () => 0),
        this.solveBudget(budget.nodes * budget.samples),
      );
      return;
    }
    const next = mulberry32(decisionSeed(budget.seed, game.moves.length));
    const arrangements = Array.from({ length: budget.samples }, () => sampleOf(this.unknowns, next));
    for (const s of moves) {
      const after = arrangements.map((a) => step(a, s.move)).flatMap((r) => (r.ok ? [r.value.position] : []));
      this.candidates.push({ move: s.move, samples: after });
    }
    this.next();
  }

  /** Searches up to `nodes` more nodes; the choice, or null to be called again. */
  step(nodes = Number.POSITIVE_INFINITY): FairChoice | null {
    let left = nodes;
    const cap = this.budget.maxNodes ?? Number.POSITIVE_INFINITY;
    while (!this.done && left > 0) {
      const solver = this.solver as Solver;
      const before = solver.nodes;
      const r = solver.step(Math.min(left, cap - this.nodes));
      left -= solver.nodes - before;
      this.nodes += solver.nodes - before;
      if (r) this.settle(r);
      else if (this.nodes >= cap) this.stopWeighing();
    }
    return this.done;
  }

  private solveBudget(maxNodes: number) {
    const { maxTableBytes } = this.budget;
    return maxTableBytes === undefined ? { maxNodes } : { maxNodes, maxTableBytes };
  }

  private settle(r: SolveResult): void {
    if (this.candidates.length === 0) {
      // The known position: its line, or proof that none wins, or (budget spent) the rules of thumb' move.
      const made =
        r.verdict === 'solved'
          ? { ...choice(r.line[0], 'certain', 1, 1), line: r.line }
          : r.verdict === 'unsolvable'
            ? choice(null, 'lost', 0, 1)
            : choice(this.guess, 'sampled', 0, 0);
      this.done = { ...made, nodes: this.nodes };
      return;
    }
    if (r.verdict === 'solved') this.wins++;
    else if (r.verdict !== 'unsolvable') this.allProved = false;
    this.sample++;
    const count = this.candidates[this.candidate].samples.length;
    const left = count - this.sample;
    if (left === 0 || this.wins + left <= this.bestWins) {
      if (this.wins > this.bestWins) {
        this.bestWins = this.wins;
        this.best = this.candidate;
      }
      if (this.bestWins === count) this.candidate = this.candidates.length;
      else this.candidate++;
      this.sample = 0;
      this.wins = 0;
    }
    this.next();
  }

  /** The decision's budget is spent: the move weighed now and those not weighed yet are dropped. */
  private stopWeighing(): void {
    if (this.candidates.length === 0) {
      this.done = { ...choice(this.guess, 'sampled', 0, 0), nodes: this.nodes };
      return;
    }
    this.candidate = this.candidates.length;
    this.allProved = false;
    this.next();
  }

  /** Starts the next solve, or ends the weighing. */
  private next(): void {
    const c = this.candidates[this.candidate];
    if (c && this.sample < c.samples.length) {
      this.solver = new Solver(c.samples[this.sample], this.solveBudget(this.budget.nodes));
      return;
    }
    if (c) {
      this.candidate++;
      this.sample = 0;
      this.next();
      return;
    }
    // The best move was weighed on every arrangement (a move is dropped only once it cannot beat the best).
    const found = this.best >= 0;
    const best = this.candidates[found ? this.best : 0];
    const lost = found && this.bestWins === 0 && this.allProved;
    const weighed = found ? this.budget.samples : 0;
    const made = choice(lost ? null : best.move, lost ? 'lost' : 'sampled', Math.max(this.bestWins, 0), weighed);
    this.done = { ...made, nodes: this.nodes };
  }
}

const choice = (move: Move | null, kind: FairChoice['kind'], wins: number, samples: number): FairChoice => ({
  move,
  kind,
  wins,
  samples,
  line: move ? [move] : [],
  nodes: 0,
});

/** The fair move in one go. */
export function fairMove(game: Game, position: Position, budget: FairBudget): FairChoice {
  const search = new FairSearch(game, position, budget);
  for (;;) {
    const r = search.step();
    if (r) return r;
  }
}
