import { describe, expect, it } from 'vitest';
import {
  DEFAULT_RULES,
  dealFromNumber,
  legalMoves,
  type Move,
  newGame,
  parseMoves,
  type Position,
  startState,
  step,
} from '../../engine';
import { fairLines } from '../../engine/fair/lines';
import { unknownsOf } from '../../engine/fair/unknowns';
import { solve } from '../../engine/solver/solve';
import { gameAfter } from '../support/build';

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

  it('a game that has been round in circles still has lines: every legal move, even back to where it was', () => {
    // Deal #32 as the fair policy once played it (draw 3, stock known): every move from here leads back to a
    // position the game has been in, and no waste card plays in a turn of the stock, yet the deal is won.
    const line = parseMoves(
      'D D D D D D D W>5 W>F D R D D D D D D D 6>5 W>5 D R D D D D D D W>F 3>4 5>3 5>F 5>F 3>F 2>F 2>F W>2 5>1 D R D D D FC>3 D D D D R D D W>5 W>6 D D D D D R D D D D 5>7 3>F D W>6 D R D D D W>F 3>F 1>F 3>F D D W>5 7>5 D R D D D FH>1 FS>3 1>F D D R D FH>1 3>F',
    );
    if (!line.ok) throw new Error(line.message);
    const { game: played, position } = gameAfter(32, { ...DEFAULT_RULES, draw: 3 }, line.value);
    expect(solve(position, { maxNodes: 100_000 }).verdict).toBe('solved');
    const unknown = new Set(unknownsOf(played, position, 'stock-known').cards);
    expect(fairLines(played, position, unknown)).toEqual(legalMoves(position).map((m) => [m]));
  });
});
