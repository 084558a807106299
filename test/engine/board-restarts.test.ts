import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { BoardSearch } from '../../engine/solver/board-search';
import { solve } from '../../engine/solver/solve';
import { start, wins } from '../support/spider-lines';

const TABLE = 64 * 2 ** 20;

describe('the long searches of two decks, with restarts in shaken orders', () => {
  it("win a deal the board search's own order is still searching after a million nodes, in a small part of that", () => {
    // Deal 13 drawing one (deal 1 was, unknown at 60 s, until the order played the nearer stock cards first).
    const p = start(13, 1);
    const own = new BoardSearch(p, TABLE);
    expect(own.run(1_000_000)).toBe('running');
    // The line as found: the nodes are the search's alone, not the shorter tails' after it (line-tails.ts).
    const r = solve(p, { maxNodes: 2_000_000, maxTableBytes: TABLE, shorten: false });
    expect(r.verdict).toBe('solved');
    expect(r.nodes).toBeLessThan(100_000);
    expect(wins(13, 1, r.line)).toBe(true);
  });

  it("are the short searches' too when asked (the hint's refinements): deal 13 is won within 40,000 nodes", () => {
    const p = start(13, 1);
    const budget = { maxNodes: 40_000, maxTableBytes: TABLE };
    expect(solve(p, budget).verdict).toBe('unknown');
    expect(solve(p, { ...budget, restarts: true }).verdict).toBe('solved');
  });

  it('win random deals at both draws with a line that replays to won, the same line every time', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 300 }), fc.constantFrom(1 as const, 3 as const), (n, draw) => {
        const budget = { maxNodes: 2_000_000, maxTableBytes: TABLE };
        const r = solve(start(n, draw), budget);
        expect(r.verdict).toBe('solved');
        expect(wins(n, draw, r.line)).toBe(true);
        const again = solve(start(n, draw), budget);
        expect([again.nodes, again.line]).toEqual([r.nodes, r.line]);
      }),
      { numRuns: 8 },
    );
  });
});
