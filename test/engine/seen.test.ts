import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_RULES,
  dealFromNumber,
  formatCard,
  type Game,
  homeTop,
  KLONDIKE_SHAPE,
  legalMoves,
  newGame,
  parseMoves,
  replay,
} from '../../engine';
import { SPIDER_KLONDIKE_SHAPE } from '../../engine/games';
import { seenCards } from '../../engine/seen';

const deal = dealFromNumber(12);
const names = (cards: Iterable<number>) => new Set([...cards].map(formatCard));

describe('the cards a player has seen', () => {
  it('are the face-up cards at the deal: the seven column tops', () => {
    const seen = seenCards(newGame(deal, DEFAULT_RULES));
    expect(names(seen)).toEqual(names(deal.columns.map((c) => c[c.length - 1])));
  });

  it('at draw three, take in the three cards each draw fans out, and no card still in the stock', () => {
    const moves = parseMoves('D');
    if (!moves.ok) throw new Error(moves.message);
    const seen = seenCards({ ...newGame(deal, { ...DEFAULT_RULES, draw: 3 }), moves: moves.value });
    for (const c of deal.stock.slice(0, 3)) expect(seen.has(c)).toBe(true);
    for (const c of deal.stock.slice(3)) expect(seen.has(c)).toBe(false);
  });

  it('in thoughtful play, take in the columns’ face-down cards from the start, not the stock', () => {
    const seen = seenCards(newGame(deal, { ...DEFAULT_RULES, thoughtful: true }));
    expect(names(seen)).toEqual(names(deal.columns.flat()));
  });
});

describe('the cards a player has seen, along random games of either table', () => {
  /** The plain statement: every card any position of the game showed (face-up cards, the waste's fan, foundation tops). */
  function shownAlong(game: Game): Set<number> {
    const seen = new Set<number>();
    for (let i = 0; i <= game.moves.length; i++) {
      const s = replay(game, i);
      if (!s.ok) break;
      const p = s.value.position;
      for (const c of p.columns) for (const x of [...c.up, ...(p.rules.thoughtful ? c.down : [])]) seen.add(x);
      for (const x of p.waste.slice(-p.rules.draw)) seen.add(x);
      p.foundations.forEach((_, f) => {
        const top = homeTop(p, f);
        if (top >= 0) seen.add(top);
      });
    }
    return seen;
  }

  it('are every card some position of the game showed', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(KLONDIKE_SHAPE, SPIDER_KLONDIKE_SHAPE),
        fc.nat(),
        fc.constantFrom(1 as const, 3 as const),
        fc.boolean(),
        fc.array(fc.nat(), { maxLength: 80 }),
        (shape, n, draw, thoughtful, choices) => {
          const rules = { ...DEFAULT_RULES, draw, thoughtful };
          let game: Game = newGame(dealFromNumber(n, shape), rules);
          for (const c of choices) {
            const s = replay(game);
            if (!s.ok) throw new Error(s.message);
            const legal = legalMoves(s.value.position);
            if (legal.length === 0) break;
            game = { ...game, moves: [...game.moves, legal[c % legal.length]] };
          }
          expect(seenCards(game)).toEqual(shownAlong(game));
        },
      ),
      { numRuns: 40 },
    );
  });
});
