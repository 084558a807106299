import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { shortestLine } from '../../engine/solver/line-orders';
import { shortLine, solve } from '../../engine/solver/solve';
import { start, wins } from '../support/spider-lines';

const TABLE = 64 * 2 ** 20;

/** A Spider-Klondike deal's start, and the long search's line as it found it, then shortened. */
function found(n: number, draw: 1 | 3) {
  const p = start(n, draw);
  const r = solve(p, { maxNodes: 2_000_000, maxTableBytes: TABLE, shorten: false });
  expect(r.verdict).toBe('solved');
  return { p, line: shortLine(p, r.line) };
}

describe('the lines of other stock orders', () => {
  it('deal 2 drawing one: the search found 328 moves, 323 shortened, and an order that plays the stock otherwise 252', () => {
    const { p, line } = found(2, 1);
    expect(line.length).toBe(323);
    const shortest = shortestLine(p, line, () => true);
    expect(shortest.line.length).toBe(252);
    expect(wins(2, 1, shortest.line)).toBe(true);
    expect(shortest.nodes).toBeGreaterThan(0);
    // The long searches' own line is that one.
    expect(solve(p, { maxNodes: 2_000_000, maxTableBytes: TABLE }).line).toEqual(shortest.line);
  });

  it('keep the line given when no order wins a shorter one (deal 3 drawing one)', () => {
    const { p, line } = found(3, 1);
    expect(shortestLine(p, line, () => true).line).toEqual(line);
  });

  it('try no order once the time is up', () => {
    const { p, line } = found(2, 1);
    expect(shortestLine(p, line, () => false)).toEqual({ line, nodes: 0 });
  });

  it('give a line that replays to won and is never longer than the one given, at both draws', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 300 }), fc.constantFrom(1 as const, 3 as const), (n, draw) => {
        const { p, line } = found(n, draw);
        const shortest = shortestLine(p, line, () => true).line;
        expect(shortest.length).toBeLessThanOrEqual(line.length);
        expect(wins(n, draw, shortest)).toBe(true);
      }),
      { numRuns: 12 },
    );
  });
});
