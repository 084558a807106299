import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type Move, parseMoves } from '../../engine';
import { BoardSearch } from '../../engine/solver/board-search';
import { polishLine } from '../../engine/solver/line-polish';
import { shortenLine } from '../../engine/solver/short-line';
import { keysAlong } from '../support/board-keys';
import { start, wins } from '../support/spider-lines';

const recycles = (line: readonly Move[]): number => line.filter((m) => m.type === 'recycle').length;
const movesOf = (text: string): Move[] => {
  const moves = parseMoves(text, 10);
  if (!moves.ok) throw new Error(moves.message);
  return moves.value;
};

/**
 * The board search's winning lines for two deals as it found them (2026-12-06), kept here so that a change to
 * its order of moves leaves these examples as they are.
 */
const DEAL_38_DRAW_3 = movesOf(
  [
    '10>F 10>6 8>5 5>3 10>5 10>7 7>10 10>6 D D D D D W>F 4>F 4>1 5>4 D D D D D D D D D D D D R D D D D D',
    'D D D W>F D D D D D D D D R D D D D D D D D D W>F 2>F 5>F D D D D W>F D W>10 W>5 D D R D D D D D D D',
    'D D D D D D W>F W>5 D D R D D D D D D D D D D D D D W>1 5>1 2>6 9>2 D R D D W>F D D D D D D D D D',
    'W>F W>F 9>F 3>F 9>7 9>F 9>3 D D D R D D W>F D D D D D D D D D D D R D D W>F 5>F 7>5 7>8 7>8 7>5 D',
    'W>F 4>F D D D D D D D D W>F D W>5 10>5 10>F 10>F 4>F 1>F 9>1 9>7 6>9 9>2 8>9 8>10 10>5 R D D D D W>F',
    '5>F D D D D D W>F D D R D D D D D D D D W>7 W>2 8>2 8>F 8>F 4>F D D R D D D D D D D D D W>F 1>F 1>F',
    'D W>4 7>4 8>7 8>F 1>7 1>F 1>F W>F 2>3 2>F 2>F 5>F 3>2 3>F 3>F 2>F 2>F 6>3 6>F 6>1 6>F 3>9 6>2 4>5',
    '4>F 5>4 5>F 7>5 R D D D D D W>F D D D D R D D D D D W>F D D W>3 W>1 4>1 D R D W>4 W>F D D D D W>F D',
    'D W>4 9>4 R D W>F W>F D D D W>F 10>F 2>F 5>F W>F 2>F 1>F 2>F 1>F 2>F 1>F 2>F 1>F 2>F 2>F 2>F 3>F W>F',
    'W>3 W>F 2>F D D R D D W>F D W>F 1>F D W>1 5>1 5>F R D W>F 4>F 1>F 4>F 1>F 4>F 1>F 4>F 4>F D W>F 3>F',
    'D W>F 1>F 4>F 1>F 5>F 4>F 4>F 5>F R D W>F D W>F 1>F W>F W>F 1>F',
  ].join(' '),
);
const DEAL_13_DRAW_1 = movesOf(
  [
    '5>F 3>8 6>3 D D D D D D D D D D D D D D D D D W>F D D D D D D D D D D W>F 3>F D D D D D D D D D D',
    'W>F D D D D D D D W>F W>8 D D W>2 D D W>5 8>5 3>8 1>8 5>1 5>F 6>F 5>F 10>6 6>2 8>6 8>F 10>F 10>F 8>F',
    '6>F 6>3 8>6 8>F 8>5 D R D D D D D D D W>F D D D D W>F 7>F 7>F 8>F 9>7 7>8 4>9 4>5 D D D D D D D D D',
    'D D D D D D D D D D W>F D D D D D D D W>F 9>F 2>9 D W>F W>2 D W>2 D D W>2 2>8 4>2 3>4 4>5 4>F D R D',
    'D D D W>F D D D D D D D D D D D D D D D D D D D W>F D W>F D D W>F D D D D D D W>F 4>F 4>F D W>F W>5',
    '7>5 D R D D D D W>F W>F D D D D D W>F D W>F D D D D D W>F 6>F 7>6 7>F 6>7 D W>F W>9 W>3 W>4 10>4',
    '10>F 9>10 9>F 9>1 D D D D D D W>F D D W>F D W>8 D D W>1 7>2 10>6 10>F 6>10 R D D D W>F 4>F 3>F 4>F D',
    'D W>F 1>F D D D D D D D W>F D D R D D W>3 D W>3 D W>8 D W>4 D W>2 10>2 10>9 10>F 10>F 2>F 10>F D W>F',
    '4>F D D W>F W>1 5>9 9>8 9>F 1>F 8>9 8>F 8>F 2>1 2>F 8>F 1>2 1>F 1>F 8>F 8>F D W>F 3>F D W>3 2>1 FD>4',
    '3>4 3>F 1>2 FD>3 4>3 8>4 3>8 3>F 2>1 FD>3 4>3 4>F 1>2 FD>4 8>4 2>1 FC>8 1>2 FH>5 3>F 3>F 8>5 8>F 2>1',
    'FD>3 4>3 4>F 1>2 FD>4 3>4 5>3 4>5 4>F 2>1 FD>4 3>4 3>F 1>2 FD>3 5>3 2>1 FC>5 1>2 FH>6 4>F 4>F 5>6',
    '5>F 2>1 FD>4 3>4 3>F 1>2 FD>3 4>3 6>4 3>6 3>F 2>1 FD>3 4>3 4>F 1>2 FD>4 6>4 2>1 FC>6 1>2 FH>5 3>F',
    '3>F 6>5 2>1 5>6 4>5 6>4 5>6 1>2 6>5 4>6 FC>4 2>1 FD>3 4>F 4>F 5>3 6>5 3>6 5>3 6>5 1>2 5>6 3>5 FC>3',
    '2>1 FD>4 3>F 3>F 1>2 FC>4 2>1 FD>3 5>F 4>3 6>4 6>F FC>5 1>2 FH>6 3>F 4>6 5>3 3>4 6>3 3>5 4>3 3>6 4>F',
    'FC>3 2>1 FD>4 6>F 3>4 5>3 5>F FC>6 1>2 FH>5 4>F 2>1 3>4 6>5 4>3 FC>4 4>6 4>F 1>2 FD>4 3>4 3>F 2>1',
    'FD>3 5>3 6>5 FH>3 5>F 5>F 9>3 9>4 9>F 9>F 3>F 1>F 3>F 1>F 3>F 1>F 3>F 1>F 3>F 1>F 3>F 1>F 3>F 1>F',
    '3>F 1>F 3>F 1>F 3>F 1>F 1>F 4>F 4>F 4>F 6>F W>F 2>F 2>F 3>F 2>F 3>F 9>F',
  ].join(' '),
);

describe('polishing a winning line by its stock plays', () => {
  it.each([
    {
      what: 'deal #38 drawing three: stock cards played on the pass before the one that met them save 2 of 17 recycles, 364 moves to 337',
      n: 38,
      draw: 3 as const,
      line: DEAL_38_DRAW_3,
      before: [364, 17],
      after: [337, 15],
    },
    {
      what: 'deal #13 drawing one: the stock cards dealt past one played later go after it, saving a recycle of 5, 495 moves to 480',
      n: 13,
      draw: 1 as const,
      line: DEAL_13_DRAW_1,
      before: [495, 5],
      after: [480, 4],
    },
  ])('$what', ({ n, draw, line, before, after }) => {
    expect([line.length, recycles(line)]).toEqual(before);
    const polished = polishLine(start(n, draw), line, 10_000) as Move[];
    expect([polished.length, recycles(polished)]).toEqual(after);
    expect(wins(n, draw, polished)).toBe(true);
  });

  it("the solver's shortening does it too: deal #38 drawing three is shown going round the stock 15 times, not 17", () => {
    const short = shortenLine(start(38, 3), DEAL_38_DRAW_3);
    expect(recycles(short)).toBe(15);
    expect(wins(38, 3, short)).toBe(true);
  });

  it('a line that does not end won is left to the shortcuts: nothing to polish', () => {
    expect(polishLine(start(2, 1), DEAL_13_DRAW_1.slice(0, 40), 10_000)).toBe(null);
  });

  it('a polished winning line replays to won, is never longer than the line given, and holds no position twice', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 2, max: 40 }),
        fc.constantFrom(1 as const, 3 as const),
        fc.constantFrom(0, 300, 10_000),
        (n, draw, steps) => {
          const p = start(n, draw);
          const search = new BoardSearch(p, 1 << 20);
          fc.pre(search.run(5000) === 'solved');
          const line = search.line();
          const short = shortenLine(p, line, 1, steps * 20);
          expect(wins(n, draw, short)).toBe(true);
          expect(short.length).toBeLessThanOrEqual(line.length);
          const keys = keysAlong(p, short);
          expect(new Set(keys).size).toBe(keys.length);
          const polished = polishLine(p, line, steps) ?? line;
          expect(wins(n, draw, polished)).toBe(true);
          expect(polished.length).toBeLessThanOrEqual(line.length);
        },
      ),
      { numRuns: 16 },
    );
  });
});
