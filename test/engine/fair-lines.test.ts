import { describe, expect, it } from 'vitest';
import {
  DEFAULT_RULES,
  dealFromNumber,
  legalMoves,
  type Move,
  newGame,
  type Position,
  startState,
  step,
} from '../../engine';
import { fairLines } from '../../engine/fair/lines';
import { unknownsOf } from '../../engine/fair/unknowns';

const game = newGame(dealFromNumber(1), { ...DEFAULT_RULES, draw: 1 });
const start = startState(game).position;
const playedFrom = (p: Position, line: readonly Move[]) =>
  line.reduce((q, m) => {
    const s = step(q, m);
    if (!s.ok) throw new Error(s.message);
    return s.value.position;
  }, p);
const wastePlays = (p: Position) =>
  legalMoves(p).some((m) => m.type === 'waste-foundation' || m.type === 'waste-tableau');

describe('the lines a fair decision weighs', () => {
  it('with the stock known, drawing becomes one run of draws to each stock card that plays, and no other', () => {
    const unknown = new Set(unknownsOf(game, start, 'stock-known').cards);
    const runs = fairLines(game, start, unknown).filter((l) => l[0].type === 'draw');
    expect(runs.length).toBeGreaterThan(0);
    for (const run of runs) {
      expect(run.every((m) => m.type === 'draw' || m.type === 'recycle')).toBe(true);
      expect(wastePlays(playedFrom(start, run))).toBe(true);
    }
    // Every number of draws through the stock whose top card plays is one of the runs.
    const lengths = runs.map((r) => r.length);
    for (let k = 1; k <= start.stock.length; k++) {
      const drawn = playedFrom(
        start,
        Array.from({ length: k }, (): Move => ({ type: 'draw' })),
      );
      expect(lengths.includes(k)).toBe(wastePlays(drawn));
    }
  });

  it('in the strict model the runs stop at the first draw that shows a card not seen', () => {
    const unknown = new Set(unknownsOf(game, start, 'strict').cards);
    const runs = fairLines(game, start, unknown).filter((l) => l[0].type === 'draw');
    expect(runs).toEqual([[{ type: 'draw' }]]);
  });

  it('moves other than the stock are weighed one by one', () => {
    const unknown = new Set(unknownsOf(game, start, 'strict').cards);
    const others = fairLines(game, start, unknown).filter((l) => l[0].type !== 'draw');
    expect(others.every((l) => l.length === 1)).toBe(true);
  });
});
