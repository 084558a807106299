import { describe, expect, it } from 'vitest';
import { DEFAULT_RULES, dealFromNumber, type Game, type Move } from '../../engine';
import { SPIDER_KLONDIKE_SHAPE as SPIDER } from '../../engine/games';
import { hint } from '../../engine/solver/hint';
import { KeptLineTails } from '../../engine/solver/kept-line';
import { rulesOf, wins } from '../support/spider-lines';

/** Spider-Klondike deal n, drawing `draw`, with `moves` played. */
const spider = (n: number, draw: 1 | 3, moves: Move[] = []): Game => ({
  rules: rulesOf(draw),
  deal: dealFromNumber(n, SPIDER),
  moves,
  undone: [],
});
// Long, as the page's (time only): restarts beside the search (solve.ts), so the line comes at once.
const BUDGET = { maxNodes: 10_000_000 };

describe('the line a hint keeps, shortened while the hint is on show', () => {
  it.each([
    [5, 3],
    [2, 1],
  ] as const)('deal %i drawing %i: shorter, still starting with the moves the hint named, and winning', (n, draw) => {
    const game = spider(n, draw);
    const answer = hint(game, BUDGET);
    const kept = answer.memory?.line ?? [];
    const tails = KeptLineTails.of(game, answer);
    expect(tails?.memory).toBe(answer.memory);
    let shorter = tails?.step(2048) ?? null;
    for (let slices = 1; !shorter; slices++) {
      expect(slices).toBeLessThan(2000);
      shorter = tails?.step(2048) ?? null;
    }
    expect(shorter.base).toEqual(game.moves);
    expect(shorter.line.length).toBeLessThan(kept.length - 20);
    expect(shorter.line.slice(0, answer.hint.moves.length)).toEqual(kept.slice(0, answer.hint.moves.length));
    expect(wins(n, draw, shorter.line)).toBe(true);
  });

  it('is asked of a game under way as of the deal: from the position the hint was asked at', () => {
    const start = hint(spider(5, 3), BUDGET).memory?.line ?? [];
    const game = spider(5, 3, start.slice(0, 40));
    const answer = hint(game, BUDGET);
    const shorter = KeptLineTails.of(game, answer)?.step(Number.POSITIVE_INFINITY);
    expect(shorter?.base).toEqual(game.moves);
    expect(wins(5, 3, [...game.moves, ...(shorter?.line ?? [])])).toBe(true);
  });

  it('is not searched for Klondike, whose lines come short from its own search, nor without a line kept', () => {
    const klondike: Game = { rules: DEFAULT_RULES, deal: dealFromNumber(7), moves: [], undone: [] };
    expect(KeptLineTails.of(klondike, hint(klondike, BUDGET))).toBeNull();
    const game = spider(5, 3);
    expect(KeptLineTails.of(game, { ...hint(game, BUDGET), memory: undefined })).toBeNull();
  });
});
