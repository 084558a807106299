import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatMoves, legalMoves, type Move, type Position, step } from '../../engine';
import { Board } from '../../engine/core/board';
import { BoardSearch } from '../../engine/solver/board-search';
import { keyText } from '../../engine/solver/ranked-moves';
import { cutLoops, shortenLine } from '../../engine/solver/short-line';
import { solve } from '../../engine/solver/solve';
import { keysAlong } from '../support/board-keys';
import { start, wins } from '../support/spider-lines';

/** Plays a line from p with the game's own rules: where it ends, or null at a move it refuses. */
function end(p: Position, line: readonly Move[]): Position | null {
  let at = p;
  for (const m of line) {
    const s = step(at, m);
    if (!s.ok) return null;
    at = s.value.position;
  }
  return at;
}

const endKey = (p: Position, line: readonly Move[]): string | null => {
  const q = end(p, line);
  return q && keyText(Board.from(q));
};

/** The board search's own line for a Spider-Klondike deal: the path it stood on when it won, not shortened. */
function searchLine(n: number, draw: 1 | 3): { p: Position; line: Move[] } {
  const p = start(n, draw);
  const search = new BoardSearch(p, 1 << 24);
  expect(search.run(1_000_000)).toBe('solved');
  return { p, line: search.line() };
}

/** Draws one at a time round the whole stock and back to where the waste ended: a loop of the line. */
function stockRound(p: Position): Move[] {
  const cards = p.stock.length + p.waste.length;
  if (cards === 0) return [];
  const draw: Move = { type: 'draw' };
  return [
    ...Array.from({ length: p.stock.length }, () => draw),
    { type: 'recycle' },
    ...Array.from({ length: p.waste.length }, () => draw),
  ];
}

/** Random play from a deal: each choice picks among the legal moves, often going back and forth. */
const walkArb = fc.record({
  deal: fc.nat({ max: 0xffffffff }),
  draw: fc.constantFrom(1 as const, 3 as const),
  choices: fc.array(fc.nat(), { minLength: 1, maxLength: 120 }),
});

function walk({ deal, draw, choices }: { deal: number; draw: 1 | 3; choices: number[] }) {
  const p = start(deal, draw);
  const line: Move[] = [];
  let at = p;
  for (const choice of choices) {
    const legal = legalMoves(at);
    if (legal.length === 0) break;
    const move = legal[choice % legal.length];
    line.push(move);
    at = (step(at, move) as { ok: true; value: { position: Position } }).value.position;
  }
  return { p, line };
}

describe('shortening a line', () => {
  it('cuts "the 2♦ back from its foundation onto the 3♣" when "the 2♦ to its foundation" follows at once', () => {
    const { p, line } = searchLine(2, 1);
    // The first point of the line where a foundation card can come back to the table.
    let at = p;
    let k = 0;
    let back: Move | undefined;
    for (; k < line.length; k++) {
      back = legalMoves(at).find((m) => m.type === 'foundation-tableau');
      if (back) break;
      at = (step(at, line[k]) as { ok: true; value: { position: Position } }).value.position;
    }
    expect(back?.type).toBe('foundation-tableau');
    const to = (back as Extract<Move, { type: 'foundation-tableau' }>).to;
    const wasted: Move[] = [
      ...line.slice(0, k),
      back as Move,
      { type: 'tableau-foundation', from: to },
      ...line.slice(k),
    ];
    expect(wins(2, 1, wasted)).toBe(true);
    expect(formatMoves(cutLoops(p, wasted))).toBe(formatMoves(cutLoops(p, line)));
    expect(cutLoops(p, wasted).length).toBeLessThanOrEqual(line.length);
  });

  it('a line that went round the stock for nothing is cut back to the line without the round', () => {
    fc.assert(
      fc.property(fc.constantFrom(2, 3, 5), fc.nat(), (n, at) => {
        const { p, line } = searchLine(n, 1);
        const k = at % line.length;
        const here = end(p, line.slice(0, k)) as Position;
        const round = stockRound(here);
        const wasted = [...line.slice(0, k), ...round, ...line.slice(k)];
        expect(wins(n, 1, wasted)).toBe(true);
        expect(cutLoops(p, wasted).length).toBeLessThanOrEqual(line.length);
        const short = shortenLine(p, wasted);
        expect(wins(n, 1, short)).toBe(true);
        expect(short.length).toBeLessThanOrEqual(line.length);
      }),
      { numRuns: 12 },
    );
  });

  it('a shortened winning line replays to won, is never longer than the line it came from, and holds no position twice', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(2, 3, 11),
        fc.constantFrom(1 as const, 3 as const),
        fc.constantFrom(1, 2),
        (n, draw, reach) => {
          const { p, line } = searchLine(n, draw);
          const short = shortenLine(p, line, reach, 20_000);
          expect(wins(n, draw, short)).toBe(true);
          expect(short.length).toBeLessThanOrEqual(line.length);
          const keys = keysAlong(p, short);
          expect(new Set(keys).size).toBe(keys.length);
        },
      ),
      { numRuns: 10 },
    );
  });

  it('any line, cut or shortened, plays legally to where it ended, no longer, never twice in a position', () => {
    fc.assert(
      fc.property(walkArb, fc.constantFrom(0, 50, 5000), (w, nodes) => {
        const { p, line } = walk(w);
        for (const cut of [cutLoops(p, line), shortenLine(p, line, 2, nodes)]) {
          expect(cut.length).toBeLessThanOrEqual(line.length);
          expect(endKey(p, cut)).toBe(endKey(p, line));
          const keys = keysAlong(p, cut);
          expect(new Set(keys).size).toBe(keys.length);
        }
      }),
      { numRuns: 60 },
    );
  });

  it('a line with no loop and no shorter way is left as it is', () => {
    const p = start(2, 1);
    const line: Move[] = [{ type: 'draw' }, { type: 'draw' }];
    expect(cutLoops(p, line)).toEqual(line);
    expect(shortenLine(p, line)).toEqual(line);
  });
});

describe("the solver's Spider-Klondike lines", () => {
  it("are shortened: deal #59 drawing one, 10,647 moves on the search's path when it won, is shown in a few hundred", () => {
    const { p, line } = searchLine(59, 1);
    expect(line.length).toBeGreaterThan(10_000);
    const r = solve(p, { maxNodes: 2_000_000 });
    expect(r.verdict).toBe('solved');
    expect(r.line.length).toBeLessThan(1000);
    expect(wins(59, 1, r.line)).toBe(true);
  });
});
