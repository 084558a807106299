import { Board } from '../core/board';
import { DRAW, moveA, moveB, moveKind, RECYCLE, TABLEAU_TABLEAU } from '../moves';
import type { Position } from '../position';

/**
 * noMovesLeft (analysis.ts) for a table the macro-move solver does not play (two decks), asked of the
 * board's single moves: nothing can go to a foundation or come back from one, no run can move to turn a
 * card over or empty a column, and no stock card that drawing brings up through the passes left can be
 * played. Drawing is played out on the board: at most two rounds of the stock, as a third deals as the second.
 */
export function boardStuck(p: Position): boolean {
  const board = Board.from(p);
  const out = new Uint16Array(256);
  const changes = (): boolean => {
    const n = board.generate(out);
    for (let i = 0; i < n; i++) {
      const m = out[i];
      const kind = moveKind(m);
      if (kind === DRAW || kind === RECYCLE) continue;
      if (kind !== TABLEAU_TABLEAU) return true;
      const from = moveA(m);
      const whole = board.runFits(from, moveB(m)) === board.len[from] - board.down[from];
      // A part of a run moves between two cards of the same rank and colour; a whole one turns a card over
      // or empties its column, unless a king-led run with nothing under it goes to another empty column.
      if (whole && (board.down[from] > 0 || board.len[moveB(m)] > 0)) return true;
    }
    return false;
  };
  const stockCards = board.swLen;
  for (let turn = 0; turn <= 2 * (stockCards + 1); turn++) {
    if (changes()) return false;
    if (board.swLen > board.waste) board.make(DRAW << 8);
    else if (board.waste > 0 && board.recycles < board.maxRecycles) board.make(RECYCLE << 8);
    else return true;
  }
  return true;
}
