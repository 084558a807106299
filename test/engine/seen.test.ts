import { describe, expect, it } from 'vitest';
import { DEFAULT_RULES, dealFromNumber, formatCard, newGame, parseMoves } from '../../engine';
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
