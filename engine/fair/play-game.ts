import type { Deal } from '../deal';
import { advance, type Game, newGame, startState } from '../game';
import type { Move } from '../moves';
import type { Rules } from '../rules';
import { type FairBudget, fairMove } from './policy';

export interface FairGame {
  readonly won: boolean;
  /** The moves played, in the shared notation's terms: they replay from the deal. */
  readonly moves: readonly Move[];
  readonly nodes: number;
}

/** A game ends lost after this many moves (each move leads to a position the game has not been in, so it would end anyway). */
const MAX_MOVES = 2000;
/**
 * A game is given up after this many decisions in a row where no move won a single arrangement: the
 * policy would otherwise wander through positions it has not been in, which can take thousands of moves.
 */
const HOPELESS = 10;

/**
 * Plays a deal to its end with the fair policy: won, or lost when no move is left worth playing, every
 * arrangement of the unknown cards is proved lost, or no arrangement has been won for HOPELESS moves. Each
 * choice's line is played whole: a move, a run of draws, or once nothing is unknown the solver's winning line.
 */
export function playFair(deal: Deal, rules: Rules, budget: FairBudget): FairGame {
  let game: Game = newGame(deal, rules);
  let state = startState(game);
  let nodes = 0;
  let hopeless = 0;
  const play = (m: Move): boolean => {
    const r = advance(rules, state, m);
    if (!r.ok) return false;
    state = r.value.state;
    game = { ...game, moves: [...game.moves, m] };
    return true;
  };
  while (!state.won && game.moves.length < MAX_MOVES) {
    const choice = fairMove(game, state.position, budget);
    nodes += choice.nodes;
    if (!choice.move) break;
    hopeless = choice.wins === 0 && choice.kind === 'sampled' ? hopeless + 1 : 0;
    if (hopeless === HOPELESS) break;
    if (!choice.line.every(play)) break;
  }
  return { won: state.won, moves: game.moves, nodes };
}
