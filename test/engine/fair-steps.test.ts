import { describe, expect, it } from 'vitest';
import {
  DEFAULT_RULES,
  dealFromNumber,
  type Game,
  type Move,
  newGame,
  type Position,
  type Rules,
  startState,
  step,
} from '../../engine';
import { fairSteps } from '../../engine/fair/steps';
import { type Sight, unknownsOf } from '../../engine/fair/unknowns';
import { solve } from '../../engine/solver/solve';
import { gameAfter } from '../support/build';

const DRAW3: Rules = { ...DEFAULT_RULES, draw: 3 };

/** The steps from a game's position, and the cards the player cannot place. */
function stepsOf(game: Game, position: Position, sight: Sight) {
  const u = unknownsOf(game, position, sight);
  return { lines: fairSteps(game, u), unknown: new Set(u.cards) };
}

/** Each move of the line made from the position: whether it turned a card up. */
function flips(p: Position, line: readonly Move[]): boolean[] {
  const out: boolean[] = [];
  let q = p;
  for (const m of line) {
    const s = step(q, m);
    if (!s.ok) throw new Error(s.message);
    out.push(s.value.flipped !== -1);
    q = s.value.position;
  }
  return out;
}

/** Deal #1 at draw 3 some way in: the first `n` moves of the given line. */
const after = (n: number, line: readonly Move[]) => gameAfter(1, DRAW3, line.slice(0, n));

describe('the steps a fair decision weighs', () => {
  const game = newGame(dealFromNumber(1), DRAW3);
  const start = startState(game).position;

  it('each is legal from the position, and turns a card up at most once: with its last move', () => {
    for (const sight of ['stock-known', 'strict'] as const) {
      const { lines } = stepsOf(game, start, sight);
      expect(lines.length).toBeGreaterThan(0);
      for (const line of lines) expect(flips(start, line).slice(0, -1)).not.toContain(true);
    }
  });

  it('are the same for two deals that differ only in where cards the player has not seen lie', () => {
    // Deal #1's ninth stock card is an ace: three draws of three bring it up to go home.
    const deal = dealFromNumber(1);
    const columns = deal.columns.map((c) => c.slice());
    const stock = deal.stock.slice();
    [columns[6][0], stock[8]] = [stock[8], columns[6][0]];
    const other = newGame({ columns, stock }, DRAW3);
    for (const sight of ['stock-known', 'strict'] as const) {
      const swappedSteps = stepsOf(other, startState(other).position, sight).lines;
      const same = JSON.stringify(swappedSteps) === JSON.stringify(stepsOf(game, start, sight).lines);
      // With the stock known, the ace's place is known: there, and only there, the steps differ.
      expect(same).toBe(sight === 'strict');
    }
  });

  it('with the stock known, each commits to something: no line is draws alone', () => {
    const { lines } = stepsOf(game, start, 'stock-known');
    for (const line of lines) expect(line.every((m) => m.type === 'draw' || m.type === 'recycle')).toBe(false);
    // A stock card that plays is a step of its own: drawn to and played.
    expect(lines.some((l) => l[0].type === 'draw' && l.at(-1)?.type.startsWith('waste-'))).toBe(true);
  });

  it('in the strict model a stock card never seen is not played by name: the stock is drawn until one shows', () => {
    const { lines, unknown } = stepsOf(game, start, 'strict');
    const drawn = lines.filter((l) => l[0].type === 'draw');
    // Nothing in the stock has shown yet: the one way into it is the first draw, which shows unseen cards.
    expect(drawn).toEqual([[{ type: 'draw' }]]);
    expect(unknown.has(start.stock[0])).toBe(true);
  });

  it('later in a game, a card taken back from a foundation only leads to a step, and never ends a line', () => {
    // Deal #1 at draw 3 some way along the solver's winning line: cards are home, and some may come back.
    const won = solve(start, { maxNodes: 1_000_000 });
    expect(won.verdict).toBe('solved');
    const { game: g, position } = after(won.line.length >> 1, won.line);
    expect(position.foundations.some((h) => h > 0)).toBe(true);
    const { lines } = stepsOf(g, position, 'stock-known');
    expect(lines.length).toBeGreaterThan(0);
    for (const line of lines) {
      expect(line.at(-1)?.type).not.toBe('foundation-tableau');
      expect(flips(position, line).slice(0, -1)).not.toContain(true);
    }
  });
});
