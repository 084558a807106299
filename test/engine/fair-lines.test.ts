import { describe, expect, it } from 'vitest';
import {
  DEFAULT_RULES,
  dealFromNumber,
  type Game,
  legalMoves,
  type Move,
  newGame,
  parseDeal,
  parseMoves,
  type Position,
  startState,
  step,
} from '../../engine';
import { fairMove } from '../../engine/fair';
import { distinctLines, fairLines, stoodStill } from '../../engine/fair/lines';
import { unknownsOf } from '../../engine/fair/unknowns';
import { SPIDER_KLONDIKE_SHAPE } from '../../engine/games';
import { solve } from '../../engine/solver/solve';
import { gameAfter, position as layout } from '../support/build';

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

const moves = (text: string): Move[] => {
  const m = parseMoves(text);
  if (!m.ok) throw new Error(m.message);
  return m.value;
};

describe('lines that change nothing the solver sees', () => {
  // A king with its queen heads column 1 and may move to either empty column; 5♦ onto 6♠ turns a card up.
  const p = layout({ columns: ['KS QH', '.. 5D', '.. 6S', '..', '-', '-', '..'] });
  const [toFive, toSix, fiveOnSix] = moves('1>5 1>6 2>3').map((m) => [m]);

  it('are weighed once when they lead to the same state: the king to either empty column', () => {
    expect(distinctLines([toFive, toSix, fiveOnSix], p, false)).toEqual([toFive, fiveOnSix]);
  });

  it('are not weighed once the game has stood still, unless nothing else is left', () => {
    expect(distinctLines([toFive, toSix, fiveOnSix], p, true)).toEqual([fiveOnSix]);
    expect(distinctLines([toFive, toSix], p, true)).toEqual([toFive]);
  });

  // Column 1 a king alone, column 2 a queen over one face-down card, column 3 the other black king.
  const cards = [...'CDHS'].flatMap((s) => [...'A23456789TJQK'].map((r) => `${r}${s}`));
  const fixed = ['KS', '2C QH', '3C 4C KC'];
  const rest = cards.filter((c) => !fixed.join(' ').split(' ').includes(c));
  // Columns 4 to 7 and the stock: the other cards in order.
  const ends = [0, 4, 9, 15, 22, 46];
  const parts = ends.slice(1).map((end, i) => rest.slice(ends[i], end).join(' '));
  const deal = parseDeal([...fixed, ...parts].join(' | '));
  if (!deal.ok) throw new Error(deal.message);
  const gameOf = (text: string): Game => gameAfter(deal.value, DEFAULT_RULES, moves(text)).game;

  it("a two-deck table, which the solver's state does not hold, has every line weighed and gets its move", () => {
    // Spider-Klondike's 49-card stock is more than the state takes: reading it there would throw.
    const spider = newGame(dealFromNumber(1, SPIDER_KLONDIKE_SHAPE), DEFAULT_RULES);
    const choice = fairMove(spider, startState(spider).position, { sight: 'strict', samples: 4, nodes: 200, seed: 1 });
    expect(choice.kind).toBe('sampled');
    expect(legalMoves(startState(spider).position)).toContainEqual(choice.move);
  });

  it('a game stands still while its moves only carry a run between twin parents', () => {
    // The queen onto the spade king turns a card up; onto the club king and back changes nothing.
    expect(stoodStill(gameOf('2>1 1>3 3>1'), 2)).toBe(true);
    expect(stoodStill(gameOf('2>1 1>3 3>1'), 3)).toBe(false);
    expect(stoodStill(gameOf('2>1 1>3'), 2)).toBe(false);
    expect(stoodStill(gameOf('2>1'), 2)).toBe(false);
  });
});
