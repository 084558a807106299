import type { Card } from '../cards';
import { formatDeal } from '../deal';
import {
  type DrawingSentence,
  describeDrawing,
  describeMove,
  type FairDrawingSentence,
  type MoveSentence,
} from '../describe';
import { type Game, replay } from '../game';
import { formatMove, type Move } from '../moves';
import { type Step, step } from '../play';
import type { Position } from '../position';
import { rulesKey } from '../rules-key';
import { seenCards } from '../seen';
import { isStockMove, stockRun } from '../stock-run';
import { rankedMoves } from './ranked-moves';
import { cutLoops } from './short-line';
import { type Budget, Solver, shortLine } from './solve';

export type HintKind = 'winning' | 'heuristic' | 'fair' | 'none';

/**
 * Why the hint, as plain data the page words (models/move-words.ts): the move and what it is for, what a run
 * of draws brings up, or one of the hint's own reasons: draw, though nothing on the table is worth moving yet
 * (idle) or because the way to a win goes through a card still in the stock (hidden), or (a fair hint's)
 * because no move on the table does better; no move changes anything; a fair hint's: no move wins, as far as
 * what the player has seen tells; the game is won; the game cannot be read (the engine's own message, for
 * the curious).
 */
export type HintWhy =
  | MoveSentence
  | DrawingSentence
  | FairDrawingSentence
  | { readonly kind: 'draw-idle' | 'draw-hidden' | 'draw-fair' | 'no-change' | 'fair-lost' | 'won' }
  | { readonly kind: 'unreadable'; readonly message: string };

export interface Hint {
  /** The move to play, or null when there is none worth playing. */
  readonly move: Move | null;
  /**
   * winning: the first move of a line the solver checked wins; heuristic: the best guess (both see the
   * face-down cards, like a referee); fair: the fair policy's move, from what the player has seen only
   * (engine/fair); none: no move.
   */
  readonly kind: HintKind;
  /** Why, for the player; it names only cards the player has seen. */
  readonly why: HintWhy;
  /**
   * What "Show me" plays: the move, or a run of draws up to the card the line needs when the player has
   * seen that card ("Draw until the 7♣ comes up").
   */
  readonly moves: readonly Move[];
  /** For such a run, the card it draws to (Show me draws until that card is on the waste), else null. */
  readonly until: Card | null;
  /** A fair hint's move: how likely it is to win from here (engine/fair). */
  readonly chance?: Chance;
}

/**
 * The arrangements of the cards the player has not seen that the move won, of those weighed (samples 0: it
 * was not weighed, the budget ran out first); sure: nothing is left unseen, and the move starts a winning line.
 */
export interface Chance {
  readonly wins: number;
  readonly samples: number;
  readonly sure: boolean;
}

/** A winning line kept between hints: following it, the next hint needs no search. */
export interface HintMemory {
  readonly game: string;
  readonly base: readonly Move[];
  readonly line: readonly Move[];
}

const gameId = (g: Game) => `${rulesKey(g.rules)} ${formatDeal(g.deal)}`;
const same = (a: Move, b: Move) => formatMove(a) === formatMove(b);

/** The rest of a remembered winning line, if the game has only followed it since. */
function remembered(game: Game, memory: HintMemory | undefined): Move[] | null {
  if (!memory || memory.game !== gameId(game) || game.moves.length < memory.base.length) return null;
  for (let i = 0; i < memory.base.length; i++) if (!same(game.moves[i], memory.base[i])) return null;
  const played = game.moves.length - memory.base.length;
  if (played >= memory.line.length) return null;
  for (let i = 0; i < played; i++) if (!same(game.moves[memory.base.length + i], memory.line[i])) return null;
  return memory.line.slice(played);
}

/** Whether the game has only followed the remembered line since it was kept, with moves of it left to play. */
export const follows = (game: Game, memory: HintMemory | undefined): boolean => remembered(game, memory) !== null;

/**
 * The hint for a game: the first move of a winning line when the solver finds
 * one within the budget (or the player is following the last one), otherwise
 * the best heuristic move, which never takes back the last move nor returns
 * the game to a position it has been in.
 */
export function hint(game: Game, budget: Budget, memory?: HintMemory): HintAnswer {
  const search = new HintSearch(game, budget, memory);
  for (;;) {
    const answer = search.step();
    if (answer) return answer;
  }
}

export interface HintAnswer {
  readonly hint: Hint;
  /** The winning line to pass to the next hint, when there is one. */
  readonly memory?: HintMemory;
  readonly nodes: number;
}

/** Nodes a refinement may spend on each candidate, and how many candidates it tries. */
const REFINE_NODES = 40_000;
const REFINE_TRIES = 4;
/**
 * Nodes the shortening of the line kept (short-line.ts) may spend a millisecond of the hint's time left: it
 * runs about a million a second here, so at 200 the hint ends within its time, shortening included.
 */
const SHORTEN_NODES_A_MS = 200;

/**
 * A hint computed in slices (the worker steps it so that a newer request can
 * cut in). When the winning line found starts by drawing, the hint first tries
 * the most promising tableau moves (by the heuristic's order) and keeps one
 * that still leaves the game winnable: "Draw from the stock" is true but tells
 * a player little when a card could be turned over instead.
 */
export class HintSearch {
  private solver: Solver | null = null;
  private readonly done: HintAnswer | null = null;
  private readonly position: Position | null = null;
  private found: { line: readonly Move[]; nodes: number } | null = null;
  private candidates: Step[] = [];
  private nodes = 0;
  /** When the hint began, by the budget's clock: the refinements spend what is left of its time. */
  private readonly started: number;

  constructor(
    private readonly game: Game,
    private readonly budget: Budget,
    memory?: HintMemory,
  ) {
    this.started = budget.now?.() ?? 0;
    const state = replay(game);
    if (!state.ok) {
      this.done = none({ kind: 'unreadable', message: state.message });
      return;
    }
    const p = state.value.position;
    this.position = p;
    if (state.value.won) {
      this.done = none({ kind: 'won' });
      return;
    }
    const rest = remembered(game, memory);
    if (rest) {
      this.done = { hint: winningHint(game, p, rest), memory, nodes: 0 };
      return;
    }
    // The lines come as found: only the one the hint keeps is shortened (see shortened).
    this.solver = new Solver(p, { ...budget, shorten: false });
  }

  /** Searches up to `nodes` more nodes; the answer, or null to be called again. */
  step(nodes = Number.POSITIVE_INFINITY): HintAnswer | null {
    if (this.done) return this.done;
    const p = this.position as Position;
    const r = (this.solver as Solver).step(nodes);
    if (!r) return null;
    this.nodes += r.nodes;
    if (!this.found) {
      if (r.verdict !== 'solved' || r.line.length === 0) return this.guess(p);
      this.found = { line: r.line, nodes: r.nodes };
      const first = r.line[0].type;
      if (first !== 'draw' && first !== 'recycle') return this.winning(p, this.shortened(p, r.line));
      this.candidates = rankedMoves(this.game, p).filter((s) => s.move.type !== 'draw' && s.move.type !== 'recycle');
      this.candidates = this.candidates.slice(0, REFINE_TRIES);
    } else {
      const chosen = this.candidates.shift() as Step;
      // A line from the move tried that starts by taking it back (the 2♦ back onto the 3♣, then home again) is
      // no line through that move: cut at the loop, it no longer starts with it, and the next is tried.
      const line = r.verdict === 'solved' ? cutLoops(p, [chosen.move, ...this.shortened(chosen.position, r.line)]) : [];
      if (line.length > 0 && same(line[0], chosen.move)) return this.winning(p, line);
    }
    const next = this.candidates[0];
    if (!next) return this.winning(p, this.shortened(p, this.found.line));
    // With restarts: in one order, a refinement that went wrong early spent its whole allowance (drawing three
    // on Spider-Klondike, the four of them were most of the slow hints' time).
    const budget = { ...this.budget, maxMs: this.left(), maxNodes: REFINE_NODES, shorten: false, restarts: true };
    this.solver = new Solver(next.position, budget);
    return null;
  }

  /** What is left of the hint's time, ms (undefined without a clock or a time budget). */
  private left(): number | undefined {
    const { maxMs, now } = this.budget;
    return maxMs === undefined || !now ? maxMs : Math.max(0, maxMs - (now() - this.started));
  }

  /** A winning line from q as a search found it, shortened within what is left of the hint's time. */
  private shortened(q: Position, line: readonly Move[]): Move[] {
    const left = this.left();
    return shortLine(q, line, left === undefined ? undefined : Math.floor(left * SHORTEN_NODES_A_MS));
  }

  private winning(p: Position, line: readonly Move[]): HintAnswer {
    const memory: HintMemory = { game: gameId(this.game), base: this.game.moves.slice(), line };
    return { hint: winningHint(this.game, p, line), memory, nodes: this.nodes };
  }

  private guess(p: Position): HintAnswer {
    const best = rankedMoves(this.game, p)[0];
    if (!best) return { ...none({ kind: 'no-change' }), nodes: this.nodes };
    const why: HintWhy = best.move.type === 'draw' ? { kind: 'draw-idle' } : describeMove(p, best);
    return { hint: { move: best.move, kind: 'heuristic', why, moves: [best.move], until: null }, nodes: this.nodes };
  }
}

const none = (why: HintWhy): HintAnswer => ({
  hint: { move: null, kind: 'none', why, moves: [], until: null },
  nodes: 0,
});

/**
 * The hint for a winning line from `p`: its first move and why. A line that starts by drawing says what
 * the drawing is for: the card it brings up and where that goes, when the player has seen that card.
 */
function winningHint(game: Game, p: Position, line: readonly Move[]): Hint {
  const first = line[0];
  if (!isStockMove(first)) {
    const s = step(p, first);
    // The line's first move is legal (the solver played it): the unreadable case is for a broken line only.
    const why: HintWhy = s.ok ? describeMove(p, s.value) : { kind: 'unreadable', message: s.message };
    return { move: first, kind: 'winning', why, moves: [first], until: null };
  }
  const { run, recycles, after: q } = stockRun(p, line);
  const next = line[run.length];
  const then = next && (next.type === 'waste-foundation' || next.type === 'waste-tableau') ? step(q, next) : null;
  if (then?.ok && seenCards(game).has(then.value.cards[0])) {
    const why = describeDrawing(run.length - recycles, recycles, then.value);
    return { move: first, kind: 'winning', why, moves: run, until: then.value.cards[0] };
  }
  // The card the line is drawing for has not shown yet: say what the drawing is for, not which card it is.
  const why: HintWhy = first.type === 'draw' ? { kind: 'draw-hidden' } : { kind: 'recycle' };
  return { move: first, kind: 'winning', why, moves: [first], until: null };
}
