import type { Board } from './board';

/**
 * Counts the distinct move sequences of exactly `depth` moves from the board
 * (sequences that end early, with no legal move, are not counted), like chess
 * perft. Pins move generation: any change to it changes these counts.
 */
export function perft(board: Board, depth: number): number {
  if (depth === 0) return 1;
  const moves = new Uint16Array(128);
  const n = board.generate(moves);
  if (depth === 1) return n;
  let total = 0;
  for (let i = 0; i < n; i++) {
    const token = board.make(moves[i]);
    total += perft(board, depth - 1);
    board.unmake(token);
  }
  return total;
}
