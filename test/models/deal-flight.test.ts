import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DEFAULT_RULES, dealFromNumber, KLONDIKE, legalMoves } from '../../engine';
import { SPIDER_KLONDIKE_SHAPE } from '../../engine/games';
import { DEAL_MS, dealFlies, dealPlan } from '../../models/deal-flight';
import { createTable } from '../../models/game';
import { freshTable, type SavedTable } from '../../models/saved-table';
import type { TableModel } from '../../models/table-model';

const tableFrom = (start: SavedTable): TableModel =>
  createTable(start, {
    variant: KLONDIKE,
    autoCollect: () => false,
    onResult: () => {},
    onSave: () => {},
    newUid: () => 'test',
  });

const NORMAL = 1;
const OFF = 0;
const flies = (table: TableModel, motion = NORMAL) => dealFlies(table.change.value, table.game.value, motion);

describe('when a deal flies', () => {
  it('a game dealt on the page flies from the stock, in Klondike and in Spider-Klondike alike', () => {
    const table = tableFrom(freshTable(dealFromNumber(1), 1, 'normal', DEFAULT_RULES));
    table.deal(dealFromNumber(2), 2, 'normal', DEFAULT_RULES);
    expect(flies(table)).toBe(true);
    table.deal(dealFromNumber(3, SPIDER_KLONDIKE_SHAPE), 3, 'normal', DEFAULT_RULES);
    expect(flies(table)).toBe(true);
  });

  it('a race dealt on the page flies too', () => {
    const table = tableFrom(freshTable(dealFromNumber(1), 1, 'normal', DEFAULT_RULES));
    table.deal(dealFromNumber(4), 4, 'normal', DEFAULT_RULES, { kind: 'friend', seconds: 100, moves: 90 });
    expect(table.race.value).not.toBeNull();
    expect(flies(table)).toBe(true);
  });

  it('no deal flies under reduced motion or Motion: Off (motion 0)', () => {
    const table = tableFrom(freshTable(dealFromNumber(1), 1, 'normal', DEFAULT_RULES));
    table.deal(dealFromNumber(2), 2, 'normal', DEFAULT_RULES);
    expect(flies(table, OFF)).toBe(false);
  });

  it('a saved game reopened on a new tab does not fly, nor a newer copy of a game from another tab', () => {
    const saved = freshTable(dealFromNumber(5), 5, 'normal', DEFAULT_RULES);
    const table = tableFrom(saved);
    expect(flies(table)).toBe(false);
    table.load(freshTable(dealFromNumber(6), 6, 'normal', DEFAULT_RULES, 0, 'other'));
    expect(table.change.value?.note).toBe('updated');
    expect(flies(table)).toBe(false);
  });

  it('the first move after a deal ends it: nothing flies again', () => {
    const table = tableFrom(freshTable(dealFromNumber(1), 1, 'normal', DEFAULT_RULES));
    table.deal(dealFromNumber(2), 2, 'normal', DEFAULT_RULES);
    expect(table.stock()).toBe(true);
    expect(flies(table)).toBe(false);
  });

  it('a game link opened with its moves played (someone else’s game, not a deal) does not fly', () => {
    const table = tableFrom(freshTable(dealFromNumber(1), 1, 'normal', DEFAULT_RULES));
    const deal = dealFromNumber(7);
    const [first] = legalMoves(tableFrom(freshTable(deal, 7, 'normal', DEFAULT_RULES)).position.value);
    table.deal(deal, 7, 'normal', DEFAULT_RULES, null, { moves: [first], auto: '0' });
    expect(table.game.value.moves).toHaveLength(1);
    expect(flies(table)).toBe(false);
  });
});

describe('how a deal flies', () => {
  const KLONDIKE_HEIGHTS = [1, 2, 3, 4, 5, 6, 7];

  it('deals a row at a time, left to right, as a dealer lays Klondike’s tableau, in 600 ms at most', () => {
    const plan = dealPlan(KLONDIKE_HEIGHTS, NORMAL);
    expect(plan.slice(0, 9).map(({ col, index }) => [col, index])).toEqual([
      [0, 0],
      [1, 0],
      [2, 0],
      [3, 0],
      [4, 0],
      [5, 0],
      [6, 0],
      [1, 1],
      [2, 1],
    ]);
    expect(plan.at(-1)).toMatchObject({ col: 6, index: 6 });
    expect(Math.max(...plan.map((f) => f.delay + f.duration))).toBeCloseTo(DEAL_MS);
  });

  it('Spider-Klondike’s 55 cards land in the same 600 ms; Fast lands in half of it, Slow no later than Normal', () => {
    const heights = dealFromNumber(9, SPIDER_KLONDIKE_SHAPE).columns.map((c) => c.length);
    const end = (motion: number) => Math.max(...dealPlan(heights, motion).map((f) => f.delay + f.duration));
    expect(dealPlan(heights, NORMAL)).toHaveLength(55);
    expect(end(NORMAL)).toBeCloseTo(600);
    expect(end(0.5)).toBeCloseTo(300);
    expect(end(2)).toBeCloseTo(600);
  });

  it('every card of any tableau flies once, its column’s cards in order, each row before the next, all within the time', () => {
    fc.assert(
      fc.property(
        fc.array(fc.nat({ max: 20 }), { minLength: 1, maxLength: 12 }),
        fc.constantFrom(0.5, 1, 2),
        (heights, motion) => {
          const plan = dealPlan(heights, motion);
          const cards = heights.flatMap((h, col) => Array.from({ length: h }, (_, index) => `${col}:${index}`));
          expect(plan.map((f) => `${f.col}:${f.index}`).sort()).toEqual(cards.sort());
          for (let i = 1; i < plan.length; i++) {
            expect(plan[i].delay).toBeGreaterThan(plan[i - 1].delay);
            expect(plan[i].index).toBeGreaterThanOrEqual(plan[i - 1].index);
          }
          for (const f of plan) expect(f.delay + f.duration).toBeLessThanOrEqual(DEAL_MS * Math.min(1, motion) + 1e-9);
        },
      ),
    );
  });
});
