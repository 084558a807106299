import type { Move, Position } from '../../engine';
import { Board } from '../../engine/core/board';
import { encodeMove } from '../../engine/moves';
import { keyText } from '../../engine/solver/ranked-moves';

/** The keys (board-key.ts) of the positions a line goes through from p, the first included. */
export function keysAlong(p: Position, line: readonly Move[]): string[] {
  const board = Board.from(p);
  const keys = [keyText(board)];
  for (const m of line) {
    board.make(encodeMove(m));
    keys.push(keyText(board));
  }
  return keys;
}
