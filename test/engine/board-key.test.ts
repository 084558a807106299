import { describe, expect, it } from 'vitest';
import { Board } from '../../engine/core/board';
import { BoardKey } from '../../engine/solver/board-key';
import { start } from '../support/spider-lines';

const text = (k: BoardKey) => `${k.a} ${k.b} ${k.c}`;

describe('the key that tells positions along a line apart', () => {
  it('gives each move from one position a key of its own, and the position back its key when the move is undone', () => {
    const board = Board.from(start(1, 1));
    const key = new BoardKey();
    const startKey = text(key.of(board));
    const moves = new Uint16Array(256);
    const n = board.generate(moves);
    const seen = new Set<string>([startKey]);
    for (let i = 0; i < n; i++) {
      const token = board.make(moves[i]);
      seen.add(text(key.of(board)));
      board.unmake(token);
      expect(text(key.of(board))).toBe(startKey);
    }
    expect(n).toBeGreaterThan(5);
    expect(seen.size).toBe(n + 1);
  });
});
