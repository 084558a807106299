import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { NEAR_FIRST } from '../../engine/solver/board-order';
import { BoardSearch } from '../../engine/solver/board-search';
import { LINE_NODES, ShorterTails } from '../../engine/solver/line-tails';
import { Solver, shortLine, solve } from '../../engine/solver/solve';
import type { Move, Position } from '../../engine';
import { rulesOf, start, wins } from '../support/spider-lines';

const TABLE = 64 * 2 ** 20;

/** A Spider-Klondike deal's start, and the long search's line as it found it, then shortened. */
function found(n: number, draw: 1 | 3) {
  const p = start(n, draw);
  const r = solve(p, { maxNodes: 2_000_000, maxTableBytes: TABLE, shorten: false });
  expect(r.verdict).toBe('solved');
  return { p, line: shortLine(p, r.line) };
}

/** The tails searched to the end in one go, `more()` asked before each search. */
function shortestLine(p: Position, line: readonly Move[], more: () => boolean) {
  const tails = new ShorterTails(p, line);
  expect(tails.run(Number.POSITIVE_INFINITY, more)).toBe(true);
  return { line: tails.line, nodes: tails.nodes };
}

describe('a board search with a limit', () => {
  it('wins only in as many moves as the limit allows, draws and recycles counted', () => {
    const { p, line } = found(2, 3);
    const limited = new BoardSearch(p, TABLE, 0, NEAR_FIRST, line.length - 20);
    expect(limited.run(1_000_000)).toBe('solved');
    const won = limited.line();
    expect(won.length).toBeLessThanOrEqual(line.length - 20);
    expect(wins(2, 3, won)).toBe(true);
  });

  it.each([
    ['drawing one, three passes', 3, 1, 3],
    ['drawing three, passes unlimited', 2, 3, 'unlimited'],
  ] as const)('counts each deal of the stock as the draws and recycles its line writes, %s', (_, n, draw, passes) => {
    // At the length of its own line a limited search prunes nothing on that line's way: the same line.
    const p = { ...start(n, draw), rules: { ...rulesOf(draw), passes } };
    const own = new BoardSearch(p, TABLE);
    expect(own.run(100_000)).toBe('solved');
    const line = own.line();
    expect(line.filter((m) => m.type === 'recycle').length).toBeGreaterThan(1);
    const limited = new BoardSearch(p, TABLE, 0, NEAR_FIRST, line.length);
    expect(limited.run(100_000)).toBe('solved');
    expect(limited.line()).toEqual(line);
  });

  it('finds nothing under the fewest moves a win could take: every card home, the stock drawn three at a time', () => {
    // 104 cards to send home and 49 in the stock: 104 + 17 moves at the least.
    const p = start(2, 3);
    expect(new BoardSearch(p, TABLE, 0, NEAR_FIRST, 104 + 17 - 1).run(100_000)).toBe('unsolvable');
  });
});

describe('the shorter tails of a winning line', () => {
  it('take deal 2 drawing one from the 323 moves the search found, shortened, to 233', () => {
    const { p, line } = found(2, 1);
    expect(line.length).toBe(323);
    const shortest = shortestLine(p, line, () => true);
    expect(shortest.line.length).toBe(233);
    expect(wins(2, 1, shortest.line)).toBe(true);
    expect(shortest.nodes).toBeGreaterThan(0);
    expect(shortest.nodes).toBeLessThanOrEqual(LINE_NODES);
    // The long searches' own line is that one.
    expect(solve(p, { maxNodes: 2_000_000, maxTableBytes: TABLE }).line).toEqual(shortest.line);
  });

  it('search nothing once the time is up', () => {
    const { p, line } = found(2, 1);
    expect(shortestLine(p, line, () => false)).toEqual({ line, nodes: 0 });
  });

  it("are not searched by a solver whose time is up at the win: the search's line, shortened", () => {
    const p = start(2, 1);
    const found = solve(p, { maxNodes: 2_000_000, maxTableBytes: TABLE, shorten: false });
    // The clock strikes the budget's second as the search wins, before the first tail search.
    let solver: Solver | null = null;
    const now = () => ((solver?.nodes ?? 0) >= found.nodes ? 1000 : 0);
    solver = new Solver(p, { maxNodes: 2_000_000, maxTableBytes: TABLE, maxMs: 1000, now });
    const r = solver.step();
    expect(r?.verdict).toBe('solved');
    expect(r?.nodes).toBe(found.nodes);
    expect(r?.line).toEqual(shortLine(p, found.line));
  });

  it('stop with the shortest line so far when the time runs out part way', () => {
    const { p, line } = found(5, 3);
    let asked = 0;
    const partway = shortestLine(p, line, () => ++asked <= 100);
    const whole = shortestLine(p, line, () => true);
    expect(partway.nodes).toBeLessThan(whole.nodes);
    expect(partway.line.length).toBeLessThanOrEqual(line.length);
    expect(partway.line.length).toBeGreaterThanOrEqual(whole.line.length);
    expect(wins(5, 3, partway.line)).toBe(true);
  });

  it("are searched a slice at a time, as the page's worker asks, to the same line as in one go", () => {
    const { p, line } = found(5, 3);
    const sliced = new ShorterTails(p, line);
    let slices = 0;
    while (!sliced.run(2048, () => true)) slices++;
    expect(slices).toBeGreaterThan(100);
    expect(sliced.line).toEqual(shortestLine(p, line, () => true).line);
    // And so by the solver, whose step() gives nothing until they are done.
    const solver = new Solver(p, { maxNodes: 2_000_000, maxTableBytes: TABLE });
    let r = solver.step(2048);
    for (; r === null; r = solver.step(2048)) {}
    expect(r.verdict).toBe('solved');
    expect(r.line).toEqual(sliced.line);
    expect(r.line).toEqual(solve(p, { maxNodes: 2_000_000, maxTableBytes: TABLE }).line);
  });

  it('give a line that replays to won and is never longer than the one given, at both draws', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 300 }), fc.constantFrom(1 as const, 3 as const), (n, draw) => {
        const { p, line } = found(n, draw);
        const shortest = shortestLine(p, line, () => true).line;
        expect(shortest.length).toBeLessThanOrEqual(line.length);
        expect(wins(n, draw, shortest)).toBe(true);
      }),
      { numRuns: 8 },
    );
  });
});
