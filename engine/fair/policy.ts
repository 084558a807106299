import type { Card } from '../cards';
import { mulberry32 } from '../deal';
import type { Game } from '../game';
import type { Move } from '../moves';
import { isWon } from '../play';
import type { Position } from '../position';
import { type Budget, type SolveResult, Solver } from '../solver/solve';
import { onUntilShown, playedOn } from './follow';
import { distinctLines, fairLines, stoodStill } from './lines';
import { type Entry, fresh, leaderOf, playoffLeaders, stillIn, weigh } from './race';
import { fairSteps } from './steps';
import { type Sight, sampleOf, type Unknowns, unknownsOf } from './unknowns';

export interface FairBudget {
  readonly sight: Sight;
  /** Arrangements of the unknown cards a line is weighed on at most (in rounds of ROUND). */
  readonly samples: number;
  /** Nodes the solver may spend on one arrangement after one line: a sample it cannot decide counts as lost. */
  readonly nodes: number;
  /** With the budget and what the player knows, the seed makes every decision. */
  readonly seed: number;
  /**
   * Nodes for the whole decision at most: past it, the weighing stops and the best line so far is played
   * (the page's hint keeps its answer prompt this way).
   */
  readonly maxNodes?: number;
  /** The visited set's cap for each solve (the page keeps a lower one). */
  readonly maxTableBytes?: number;
  /** Weigh steps that cannot be taken back (steps.ts) rather than single moves and runs of draws (lines.ts). */
  readonly steps?: boolean;
  /**
   * A second race for a close decision: the first race's leaders race again on `samples` fresh arrangements
   * at `nodes` each (FairSearch.startPlayoff). Absent: the first race decides.
   */
  readonly playoff?: RaceSize;
}

/** A race's size: arrangements a line is weighed on at most, and the solver's nodes for each. */
interface RaceSize {
  readonly samples: number;
  readonly nodes: number;
}

/**
 * A fair decision. sampled: the line that won the most arrangements (ties to the shortest winning lines);
 * certain: nothing is left unknown and `line` is a winning line from here; lost: nothing is unknown and the
 * solver proved no line wins, or every arrangement of every line was proved lost; none: no move changes
 * anything.
 */
export interface FairChoice {
  /** The line's first move, or null (lost, none). */
  readonly move: Move | null;
  readonly kind: 'sampled' | 'certain' | 'lost' | 'none';
  /** Arrangements the chosen line won, of `samples` weighed (certain: 1 of 1). */
  readonly wins: number;
  readonly samples: number;
  /** What to play: a move, or a run of draws (sampled); the whole winning line (certain). */
  readonly line: readonly Move[];
  readonly nodes: number;
}

/** Arrangements a round weighs each line still in the race on. */
const ROUND = 20;
/** A line won in every arrangement goes on along one's winning line, found within this many times `nodes`. */
const FOLLOW = 10;
/**
 * Nodes for the known position at least (nothing unknown: one solve decides the rest of the game, won or
 * lost). At a race's nodes, some positions were left undecided, and the game went on by rules of thumb,
 * deciding again and again, until the move cap: a deal still won with every card in sight was lost that way.
 */
const KNOWN_NODES = 1_000_000;
/** Moves in a row that may leave the solver's state as it was (a run moved to make room, then another). */
const STILL = 2;

/** The seed of a decision: the game's seed mixed with how far the game has got, which the player knows. */
const decisionSeed = (seed: number, played: number) => (seed ^ Math.imul(played + 1, 0x9e3779b1)) >>> 0;

/**
 * The fair move for a game, in slices (the worker steps it so that a newer request can cut in). Hindsight
 * optimisation raced: every worthwhile line (fairLines: a move, or a run of draws) is weighed on the same
 * arrangements of the unknown cards, each solved by the exact solver within `nodes`, ROUND arrangements a
 * round; after each round, a line that has won clearly fewer than the best leaves the race, and the race
 * ends when one line is left, the best has won every arrangement of two rounds, or `samples` were weighed.
 * Decisions that are close get the arrangements; obvious ones are quick. The line that won the most is
 * played, and among equals the one whose winning lines are shortest (in the solver's macro moves, to a
 * sure win); a line won in every arrangement goes on along one's winning line until something new shows
 * (follow.ts). Without those measures of progress, a position won in every arrangement left every move
 * equal, and the policy wandered (moving runs between columns, drawing round) for thousands of moves. A
 * race that ends close has a playoff when the budget asks for one (startPlayoff). When at most one card is
 * unknown the position is known: one solve decides it. Everything it reads is what the player has seen,
 * so the same visible game, seed and budget give the same decision whatever the face-down cards are.
 */
export class FairSearch {
  private readonly unknowns: Unknowns;
  private readonly unknown: ReadonlySet<Card>;
  private readonly entries: Entry[] = [];
  private readonly arrangements: Position[] = [];
  private readonly next: () => number = () => 0;
  private racing: Entry[] = [];
  /** Where the round is: the line in `racing`, and the arrangement. */
  private at = 0;
  private sample = 0;
  private solver: Solver | null = null;
  private allProved = true;
  private nodes = 0;
  private done: FairChoice | null = null;
  private readonly round: number;
  /** The race being run: the budget's first, then its playoff. */
  private race: RaceSize;
  /** The rules of thumb' first line: played when the known position cannot be decided within the budget. */
  private readonly guess: Move[] = [];

  constructor(
    game: Game,
    position: Position,
    private readonly budget: FairBudget,
  ) {
    this.round = Math.min(ROUND, budget.samples);
    this.race = budget;
    this.unknowns = unknownsOf(game, position, budget.sight);
    // A won game has nothing left to play (a card taken back from a foundation would be a move all the same).
    this.unknown = new Set(this.unknowns.cards);
    const lines = isWon(position)
      ? []
      : budget.steps && this.unknowns.cards.length > 1
        ? fairSteps(game, this.unknowns)
        : fairLines(game, position, this.unknown);
    if (lines.length === 0) {
      this.done = choice([], 'none', 0, 0);
      return;
    }
    this.guess = lines[0];
    // The unknown cards in card order: an arrangement that depends only on what the player has seen.
    const known = sampleOf(this.unknowns, () => 0);
    if (this.unknowns.cards.length <= 1) {
      this.solver = new Solver(known, this.solveBudget(Math.max(budget.nodes * this.round, KNOWN_NODES)));
      return;
    }
    this.next = mulberry32(decisionSeed(budget.seed, game.moves.length));
    this.entries = distinctLines(lines, known, stoodStill(game, STILL)).map(fresh);
    this.racing = this.entries.slice();
    this.startRound();
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
      else if (this.nodes >= cap) this.finish();
    }
    return this.done;
  }

  /** A solve's budget: its nodes, and the page's cap on the visited set when it has one. */
  private solveBudget(maxNodes: number): Budget {
    const { maxTableBytes } = this.budget;
    return maxTableBytes === undefined ? { maxNodes } : { maxNodes, maxTableBytes };
  }

  private settle(r: SolveResult): void {
    if (this.entries.length === 0) {
      this.settleKnown(r);
      return;
    }
    weigh(this.racing[this.at], r);
    if (r.verdict !== 'solved' && r.verdict !== 'unsolvable') this.allProved = false;
    if (++this.sample === this.arrangements.length) {
      this.sample = 0;
      this.at++;
    }
    if (this.at < this.racing.length) this.startSolve();
    else this.endRound();
  }

  /** The known position: its winning line, or proof that none wins, or (budget spent) the rules of thumb' line. */
  private settleKnown(r: SolveResult): void {
    const made =
      r.verdict === 'solved'
        ? choice(r.line, 'certain', 1, 1)
        : r.verdict === 'unsolvable'
          ? choice([], 'lost', 0, 1)
          : choice(this.guess, 'sampled', 0, 0);
    this.done = { ...made, nodes: this.nodes };
  }

  private startRound(): void {
    const fresh = Array.from({ length: this.round }, () => sampleOf(this.unknowns, this.next));
    this.arrangements.splice(0, this.arrangements.length, ...fresh);
    this.at = 0;
    this.sample = 0;
    this.startSolve();
  }

  private startSolve(): void {
    const e = this.racing[this.at];
    const p = playedOn(this.arrangements[this.sample], e.line);
    this.solver = new Solver(p, { ...this.solveBudget(this.race.nodes), verdictOnly: true }, this.solver);
  }

  private endRound(): void {
    const best = leaderOf(this.racing);
    const n = best.weighed;
    this.racing = stillIn(this.racing, best);
    // Settled: one line left; or two rounds in, the best has won every arrangement (the rest is the tie-break's)
    // or none (nothing tells the lines apart); or the arrangements are spent.
    const clear = n >= 2 * this.round && (best.wins === n || best.wins === 0);
    const settled = this.racing.length === 1 || clear || n + this.round > this.race.samples;
    if (!settled) this.startRound();
    else if (clear || !this.startPlayoff()) this.finish();
  }

  /**
   * A race that ended close is run again between its leaders (PLAYOFF_LINES at most), on fresh arrangements
   * with more nodes each. At the first race's nodes, 44% of the arrangements at the start of ten deals went
   * undecided, and count as lost. On four moves that lost games (the line played lost with every card in
   * sight; another line would have won), the first race ranked the losing line first each time, and 400
   * arrangements at 3,000 nodes ranked a winning line first each time: the lines were a few arrangements in
   * a hundred apart (race.ts picks the leaders). Whether a playoff starts: the budget has one, this race
   * is not it, and two lines are left for it.
   */
  private startPlayoff(): boolean {
    const { playoff } = this.budget;
    if (!playoff || this.race === playoff) return false;
    const leaders = playoffLeaders(this.racing);
    if (leaders.length < 2) return false;
    this.race = playoff;
    this.racing = leaders.map((e) => fresh(e.line));
    this.startRound();
    return true;
  }

  private finish(): void {
    if (this.entries.length === 0) {
      this.done = { ...choice(this.guess, 'sampled', 0, 0), nodes: this.nodes };
      return;
    }
    const best = leaderOf(this.racing);
    const lost = best.weighed > 0 && best.wins === 0 && this.allProved;
    const sure = best.weighed > 0 && best.wins === best.weighed;
    // The round's arrangements the line was weighed on (fewer than the round's when the node cap cut it short).
    const inRound = ((best.weighed - 1) % this.round) + 1;
    const line = lost
      ? []
      : sure
        ? onUntilShown(this.arrangements.slice(0, inRound), best.line, this.unknown, FOLLOW * this.race.nodes)
        : best.line;
    this.done = { ...choice(line, lost ? 'lost' : 'sampled', best.wins, best.weighed), nodes: this.nodes };
  }
}

const choice = (line: readonly Move[], kind: FairChoice['kind'], wins: number, samples: number): FairChoice => ({
  move: line[0] ?? null,
  kind,
  wins,
  samples,
  line,
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
