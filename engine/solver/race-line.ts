import type { Game } from '../game';
import type { Move } from '../moves';
import { isWon } from '../play';
import type { Position } from '../position';
import { rankedMoves } from './ranked-moves';

/** The moves the computer plays in a race, and whether they win. */
export interface RaceLine {
  readonly moves: readonly Move[];
  readonly wins: boolean;
}

/** A computer with no winning line gives up after this many moves (a greedy line that goes round in circles). */
const MAX_GREEDY_MOVES = 600;

/**
 * The computer's line in a race when the search found no win within its budget (else it plays the search's
 * line): move by move, the best-scored move (the hint engine's ranking, which never goes back to a position
 * met before), until none is left. From the game's position p.
 */
export function greedyLine(game: Game, p: Position): RaceLine {
  const moves: Move[] = [];
  let at = p;
  while (!isWon(at) && moves.length < MAX_GREEDY_MOVES) {
    const [best] = rankedMoves({ ...game, moves: [...game.moves, ...moves] }, at);
    if (!best) break;
    moves.push(best.move);
    at = best.position;
  }
  return { moves, wins: isWon(at) };
}
