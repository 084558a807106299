import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  advance,
  type Card,
  DEFAULT_RULES,
  type Deal,
  dealFromNumber,
  formatMove,
  formatMoves,
  type Game,
  newGame,
  replay,
  type Rules,
  startState,
} from '../../engine';
import { type FairBudget, fairMove, playFair } from '../../engine/fair';

const DRAW3: Rules = { ...DEFAULT_RULES, draw: 3 };

/**
 * The fair decisions along a game, each as text (the line chosen, and the arrangements it won of those weighed),
 * until one of `watch` shows face up: in the waste's fan or turned up in a column.
 */
function decisionsUntilShown(deal: Deal, rules: Rules, budget: FairBudget, watch: readonly Card[]): string[] {
  let game: Game = newGame(deal, rules);
  let state = startState(game);
  const out: string[] = [];
  for (let i = 0; i < 200 && !state.won; i++) {
    const choice = fairMove(game, state.position, budget);
    out.push(`${choice.kind} ${formatMoves(choice.line) || '-'} ${choice.wins}/${choice.samples}`);
    if (!choice.move) break;
    const r = advance(rules, state, choice.move);
    if (!r.ok) throw new Error(r.message);
    state = r.value.state;
    game = { ...game, moves: [...game.moves, choice.move] };
    const shown = [...state.position.waste.slice(-rules.draw), ...state.position.columns.flatMap((c) => c.up)];
    if (watch.some((c) => shown.includes(c))) break;
  }
  return out;
}

const swapped = (deal: Deal, a: [number, number], b: [number, number] | 'stock', stockAt = 0): Deal => {
  const columns = deal.columns.map((c) => c.slice());
  const stock = deal.stock.slice();
  const x = columns[a[0]][a[1]];
  if (b === 'stock') {
    columns[a[0]][a[1]] = stock[stockAt];
    stock[stockAt] = x;
  } else {
    columns[a[0]][a[1]] = columns[b[0]][b[1]];
    columns[b[0]][b[1]] = x;
  }
  return { columns, stock };
};

const small = (sight: FairBudget['sight'], steps = false, playoff = false): FairBudget => ({
  sight,
  samples: 4,
  nodes: 300,
  seed: 7,
  ...(steps ? { steps } : {}),
  ...(playoff ? { playoff: { samples: 4, nodes: 600 } } : {}),
});

describe('fair hints see only what the player has seen', () => {
  it('two deals that differ in where two face-down cards lie get the same decisions until one of them turns up', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 5000 }),
        fc.integer({ min: 1, max: 6 }),
        fc.integer({ min: 1, max: 6 }),
        fc.nat(),
        fc.nat(),
        fc.constantFrom<FairBudget['sight']>('strict', 'stock-known'),
        fc.boolean(),
        fc.boolean(),
        (n, a, b, i, j, sight, steps, playoff) => {
          fc.pre(a !== b);
          const deal = dealFromNumber(n);
          const at: [number, number] = [a, i % a];
          const to: [number, number] = [b, j % b];
          const other = swapped(deal, at, to);
          const watch = [deal.columns[a][at[1]], deal.columns[b][to[1]]];
          const seen = decisionsUntilShown(deal, DRAW3, small(sight, steps, playoff), watch);
          expect(decisionsUntilShown(other, DRAW3, small(sight, steps, playoff), watch)).toEqual(seen);
          expect(seen.length).toBeGreaterThan(0);
        },
      ),
      { numRuns: 10, seed: 42 },
    );
  });

  it('in the strict model, a face-down card and any stock card never shown can trade places unnoticed', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 5000 }),
        fc.integer({ min: 1, max: 6 }),
        fc.nat(),
        fc.integer({ min: 0, max: 23 }),
        fc.boolean(),
        fc.boolean(),
        (n, a, i, k, steps, playoff) => {
          const deal = dealFromNumber(n);
          const at: [number, number] = [a, i % a];
          const other = swapped(deal, at, 'stock', k);
          const watch = [deal.columns[a][at[1]], deal.stock[k]];
          const seen = decisionsUntilShown(deal, DRAW3, small('strict', steps, playoff), watch);
          expect(decisionsUntilShown(other, DRAW3, small('strict', steps, playoff), watch)).toEqual(seen);
        },
      ),
      { numRuns: 10, seed: 42 },
    );
  });

  // Deal #11: the stock's last card is the last a first pass shows. Deal #1: its ninth stock card is an ace,
  // which three draws of three bring up to go home (a policy that peeked could plan it).
  it.each([
    [11, 23, false],
    [11, 23, true],
    [1, 8, false],
    [1, 8, true],
  ])(
    'in the strict model, deal #%i: the bottom of column 7 and stock card %i are as unknown as each other (steps: %s)',
    (n, k, steps) => {
      const deal = dealFromNumber(n);
      const other = swapped(deal, [6, 0], 'stock', k);
      const watch = [deal.columns[6][0], deal.stock[k]];
      const seen = decisionsUntilShown(deal, DRAW3, small('strict', steps), watch);
      expect(decisionsUntilShown(other, DRAW3, small('strict', steps), watch)).toEqual(seen);
      expect(seen.length).toBeGreaterThan(0);
    },
  );

  it('knowing the stock changes what the policy does: stock-known and strict play the same deal differently', () => {
    const deal = dealFromNumber(11);
    const strict = playFair(deal, DRAW3, small('strict'));
    const known = playFair(deal, DRAW3, small('stock-known'));
    expect(strict.moves.map(formatMove)).not.toEqual(known.moves.map(formatMove));
  });
});

describe('a fair game', () => {
  it('is a legal game played to its end: won, or no move left worth playing', () => {
    for (const n of [1, 2, 3]) {
      const game = playFair(dealFromNumber(n), DRAW3, small('strict'));
      const state = replay({ ...newGame(dealFromNumber(n), DRAW3), moves: game.moves });
      expect(state).toMatchObject({ ok: true, value: { won: game.won } });
    }
  });

  it('the same deal, seed and budget play the same game', () => {
    const deal = dealFromNumber(4);
    const a = playFair(deal, DRAW3, small('stock-known'));
    expect(playFair(deal, DRAW3, small('stock-known')).moves).toEqual(a.moves);
  });

  it('once nothing is unknown, the choice is certain and comes with a winning line', () => {
    // Thoughtful play shows the face-down cards; with the stock known, nothing is left to guess.
    const rules: Rules = { ...DRAW3, thoughtful: true };
    const game = newGame(dealFromNumber(1), rules);
    const choice = fairMove(game, startState(game).position, small('stock-known'));
    expect(choice.kind).toBe('certain');
    const won = replay({ ...game, moves: choice.line });
    expect(won.ok && won.value.won).toBe(true);
  });
});
