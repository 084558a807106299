import { describe, expect, it } from 'vitest';
import { Board } from '../../engine/core/board';
import { DEFAULT_RULES, dealFromNumber, mulberry32, newGame, startState } from '../../engine';
import { onUntilShown } from '../../engine/fair/follow';
import { sampleOf, unknownsOf } from '../../engine/fair/unknowns';
import { makeOn } from '../../engine/play';

describe('a line won in every arrangement', () => {
  it('goes on along a winning line of one arrangement, and stops at the first move that shows an unseen card', () => {
    for (const n of [1, 4, 8]) {
      const game = newGame(dealFromNumber(n), { ...DEFAULT_RULES, draw: 3 });
      const start = startState(game).position;
      const u = unknownsOf(game, start, 'stock-known');
      const unknown = new Set(u.cards);
      const arrangement = sampleOf(u, mulberry32(n));
      const line = onUntilShown(arrangement, [], unknown, 100_000);
      expect(line.length).toBeGreaterThan(0);
      const board = Board.from(arrangement);
      const shown = line.map((m) => {
        const made = makeOn(board, m);
        if (!made.ok) throw new Error(made.message);
        return made.value.flipped !== -1 && unknown.has(made.value.flipped);
      });
      // Every move but the last shows nothing new; the last turns a face-down card up.
      expect(shown.slice(0, -1)).not.toContain(true);
      expect(shown.at(-1)).toBe(true);
    }
  });

  it('ends where the line itself shows an unseen card', () => {
    const game = newGame(dealFromNumber(1), { ...DEFAULT_RULES, draw: 3 });
    const start = startState(game).position;
    const u = unknownsOf(game, start, 'strict');
    // In the strict model the first draw shows three stock cards never seen.
    expect(onUntilShown(sampleOf(u, mulberry32(1)), [{ type: 'draw' }], new Set(u.cards), 100_000)).toEqual([
      { type: 'draw' },
    ]);
  });
});
