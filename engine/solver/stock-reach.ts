import type { Board } from '../core/board';
import type { Move } from '../moves';

/**
 * The stock as the board search deals it: drawing and recycling only move the waste's end (the order never
 * changes), so the search goes straight to each waste end where a card could be played, as one step
 * (lonelybot's deck moves, for the single-move board). Each end is reached the first way drawing reaches
 * it, with the fewest recycles: under a pass limit that leaves the most passes.
 */

const DRAW: Move = { type: 'draw' };
const RECYCLE: Move = { type: 'recycle' };

/**
 * Calls `visit(waste, recycles)` for each state drawing reaches from the board's, in order, until it says
 * stop; `moves` (when given) holds the draws and recycles made so far.
 */
function deal(board: Board, visit: (waste: number, recycles: number) => boolean, moves?: Move[]): void {
  let waste = board.waste;
  let recycles = board.recycles;
  // Two rounds of the stock reach every end there is: a third deals as the second.
  for (let step = 0; step < 2 * (board.swLen + 2); step++) {
    if (board.swLen > waste) {
      waste += Math.min(board.draw, board.swLen - waste);
      moves?.push(DRAW);
    } else if (waste > 0 && recycles < board.maxRecycles) {
      waste = 0;
      recycles++;
      moves?.push(RECYCLE);
    } else return;
    if (visit(waste, recycles)) return;
  }
}

/** The waste ends drawing reaches from here, other than the present one, each once, in drawing order; how many. */
export function reachableEnds(board: Board, out: Uint8Array): number {
  let n = 0;
  const mark = ++stamp;
  met[board.waste] = mark;
  deal(board, (waste) => {
    if (waste > 0 && met[waste] !== mark) out[n++] = waste;
    met[waste] = mark;
    return false;
  });
  return n;
}

/** The ends met by the call under way (marked with its stamp): no allocation a call. */
const met = new Uint32Array(105);
let stamp = 0;

/** Draws (and recycles) to waste end w as drawing first reaches it; how many moves that took. */
export function dealTo(board: Board, w: number): number {
  let steps = 0;
  deal(board, (waste, recycles) => {
    steps++;
    if (waste !== w) return false;
    board.waste = waste;
    board.recycles = recycles;
    return true;
  });
  return steps;
}

/** The draws and recycles that bring the board's waste end to w, as dealTo does. */
export function movesTo(board: Board, w: number): Move[] {
  const moves: Move[] = [];
  deal(board, (waste) => waste === w, moves);
  return moves;
}
