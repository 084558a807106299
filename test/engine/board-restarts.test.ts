import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DEFAULT_RULES, dealFromNumber, initialPosition, replay } from '../../engine';
import { SPIDER_KLONDIKE_SHAPE as SPIDER } from '../../engine/games';
import { BoardSearch } from '../../engine/solver/board-search';
import { solve } from '../../engine/solver/solve';

const TABLE = 64 * 2 ** 20;

describe('the long searches of two decks, with restarts in shaken orders', () => {
  it("win a deal the board search's own order is still searching after a million nodes, in a small part of that", () => {
    // Deal 13 drawing one (deal 1 was, unknown at 60 s, until the order played the nearer stock cards first).
    const p = initialPosition(dealFromNumber(13, SPIDER), DEFAULT_RULES);
    const own = new BoardSearch(p, TABLE);
    expect(own.run(1_000_000)).toBe('running');
    // The line as found: the nodes are the search's alone, not the shorter tails' after it (line-tails.ts).
    const r = solve(p, { maxNodes: 2_000_000, maxTableBytes: TABLE, shorten: false });
    expect(r.verdict).toBe('solved');
    expect(r.nodes).toBeLessThan(100_000);
    const end = replay({ rules: DEFAULT_RULES, deal: dealFromNumber(13, SPIDER), moves: r.line, undone: [] });
    expect(end.ok && end.value.won).toBe(true);
  });

  it("are the short searches' too when asked (the hint's refinements): deal 13 is won within 40,000 nodes", () => {
    const p = initialPosition(dealFromNumber(13, SPIDER), DEFAULT_RULES);
    const budget = { maxNodes: 40_000, maxTableBytes: TABLE };
    expect(solve(p, budget).verdict).toBe('unknown');
    expect(solve(p, { ...budget, restarts: true }).verdict).toBe('solved');
  });

  it('win random deals at both draws with a line that replays to won, the same line every time', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 300 }), fc.constantFrom(1 as const, 3 as const), (n, draw) => {
        const rules = { ...DEFAULT_RULES, draw };
        const deal = dealFromNumber(n, SPIDER);
        const budget = { maxNodes: 2_000_000, maxTableBytes: TABLE };
        const r = solve(initialPosition(deal, rules), budget);
        expect(r.verdict).toBe('solved');
        const end = replay({ rules, deal, moves: r.line, undone: [] });
        expect(end.ok && end.value.won).toBe(true);
        const again = solve(initialPosition(deal, rules), budget);
        expect([again.nodes, again.line]).toEqual([r.nodes, r.line]);
      }),
      { numRuns: 8 },
    );
  });
});
