import { Board } from '../core/board';
import { DRAW, moveA, moveB, moveKind, RECYCLE, TABLEAU_TABLEAU } from '../moves';
import type { Position } from '../position';
import { reachableEnds } from './stock-reach';

/**
 * noMovesLeft (analysis.ts) for a table the macro-move solver does not play (two decks), asked of the
 * board's single moves: nothing can go to a foundation or come back from one, no run can move to turn a
 * card over or empty a column, and no stock card that drawing brings up through the passes left can be
 * played. Drawing changes only the waste's top, so the table is asked once and then each card drawing
 * can bring to the top (stock-reach.ts, as the search deals it).
 */
export function boardStuck(p: Position): boolean {
  const board = Board.from(p);
  const out = new Uint16Array(256);
  const n = board.generate(out);
  for (let i = 0; i < n; i++) {
    const m = out[i];
    const kind = moveKind(m);
    if (kind === DRAW || kind === RECYCLE) continue;
    if (kind !== TABLEAU_TABLEAU) return false;
    const from = moveA(m);
    const whole = board.runFits(from, moveB(m)) === board.len[from] - board.down[from];
    // A part of a run moves between two cards of the same rank and colour; a whole one turns a card over
    // or empties its column, unless a king-led run with nothing under it goes to another empty column.
    if (whole && (board.down[from] > 0 || board.len[moveB(m)] > 0)) return false;
  }
  const ends = new Uint8Array(128);
  const reached = reachableEnds(board, ends);
  for (let i = 0; i < reached; i++) {
    const x = board.sw[ends[i] - 1];
    if (board.homeFor(x) >= 0) return false;
    for (let col = 0; col < board.columns; col++) if (board.accepts(col, x)) return false;
  }
  return true;
}
