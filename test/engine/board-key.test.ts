import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DEFAULT_RULES, dealFromNumber, initialPosition } from '../../engine';
import { Board } from '../../engine/core/board';
import { SPIDER_KLONDIKE_SHAPE as SPIDER } from '../../engine/games';
import { BoardKey } from '../../engine/solver/board-key';
import { reachableEnds } from '../../engine/solver/stock-reach';

const words = (k: BoardKey) => [k.a, k.b, k.c];

describe("the board search's key, brought along move by move", () => {
  it('is the key worked out afresh, after any moves and deals of the stock, on both tables and under any rules', () => {
    const rules = fc.record({
      draw: fc.constantFrom(1 as const, 3 as const),
      passes: fc.constantFrom('unlimited' as const, 1, 2),
      foundationToTableau: fc.boolean(),
    });
    // Each choice picks a move of the board's (or, past their count, a deal of the stock to an end it reaches).
    const choices = fc.array(fc.nat(), { minLength: 1, maxLength: 150 });
    fc.assert(
      fc.property(fc.nat(1_000_000), fc.boolean(), rules, choices, (n, spider, r, picks) => {
        const shape = spider ? SPIDER : undefined;
        const board = Board.from(initialPosition(dealFromNumber(n, shape), { ...DEFAULT_RULES, ...r }));
        const key = new BoardKey().of(board);
        const fresh = new BoardKey();
        const moves = new Uint16Array(256);
        const ends = new Uint8Array(128);
        let checked = 0;
        for (const pick of picks) {
          const count = board.generate(moves);
          const reach = reachableEnds(board, ends);
          if (count + reach === 0) break;
          const i = pick % (count + reach);
          if (i < count) key.make(board, moves[i]);
          else key.deal(board, ends[i - count]);
          expect(words(key)).toEqual(words(fresh.of(board)));
          checked++;
        }
        expect(checked).toBeGreaterThan(0);
      }),
      { numRuns: 200 },
    );
  });

  it('tells positions apart by the move made: two moves from one position give two keys', () => {
    const board = Board.from(initialPosition(dealFromNumber(1, SPIDER), DEFAULT_RULES));
    const start = new BoardKey().of(board);
    const moves = new Uint16Array(256);
    const n = board.generate(moves);
    const seen = new Set<string>([words(start).join()]);
    for (let i = 0; i < n; i++) {
      const key = new BoardKey().of(board);
      const token = key.make(board, moves[i]);
      seen.add(words(key).join());
      board.unmake(token);
    }
    expect(seen.size).toBe(n + 1);
  });
});
