import { describe, expect, it } from 'vitest';
import { type Col, DEFAULT_RULES, type Deal, formatCard, type Source, KLONDIKE } from '../../engine';
import { createTable } from '../../models/game';
import type { TableModel } from '../../models/table-model';
import { freshTable } from '../../models/saved-table';
import { createGestures } from '../../models/gestures';
import { craftDeal } from '../support/deals';

function setUp(deal: Deal, autoCollect = true) {
  const table = createTable(freshTable(deal, null, 'normal', DEFAULT_RULES), {
    variant: KLONDIKE,
    autoCollect: () => autoCollect,
    onResult: () => {},
    onSave: () => {},
  });
  return { table, gestures: createGestures(table) };
}

const top = (deal: Deal, col: number) => deal.columns[col].length - 1;
const at = (col: Col, index: number): Source => ({ pile: 'column', col, index });

describe('taps and double taps', () => {
  // Column 1: the ace of hearts; column 2: the 2 of hearts; column 3: the 3 of hearts; column 4: the 4 of spades.
  const hearts = craftDeal([['AH'], ['2H'], ['3H'], ['4S']]);

  it('a tap plays the card’s best move, and auto-collect sends the cards nothing needs home with it', () => {
    const { table, gestures } = setUp(hearts);
    expect(gestures.press({ source: at(0, 0), x: 10, y: 10, time: 0 })).toBe(true);
    // The ace went home, and the 2H followed on its own; the 3H could still be wanted by a black 2.
    expect(table.position.value.foundations).toEqual([0, 0, 2, 0]);
    expect(table.game.value.moves).toHaveLength(2);
  });

  /** The ace home (the 2H follows it), then a tap on the 3H, which puts it on the 4S: home is not yet safe. */
  function threeOnFour() {
    const set = setUp(hearts);
    set.gestures.press({ source: at(0, 0), x: 10, y: 10, time: 0 });
    set.gestures.press({ source: at(2, top(hearts, 2)), x: 200, y: 40, time: 1000 });
    expect(set.table.position.value.columns[3].up.map(formatCard)).toEqual(['4S', '3H']);
    return set;
  }

  /** The 3H went home from column 3, as if it had never been put on the 4S. */
  function expectThreeHomeInstead(table: TableModel) {
    expect(table.position.value.foundations).toEqual([0, 0, 3, 0]);
    expect(table.position.value.columns[3].up.map(formatCard)).toEqual(['4S']);
    expect(table.game.value.moves.map((m) => m.type)).toEqual([
      'tableau-foundation',
      'tableau-foundation',
      'tableau-foundation',
    ]);
  }

  it('a tap on a card that is not safe to send home moves it to a column; a quick second tap on it there sends it home instead', () => {
    const { table, gestures } = threeOnFour();
    // The second tap lands on the same card, now on column 4.
    gestures.press({ source: at(3, top(hearts, 3) + 1), x: 300, y: 60, time: 1200 });
    expectThreeHomeInstead(table);
  });

  it('a slow second tap is just another tap', () => {
    const { table, gestures } = threeOnFour();
    gestures.press({ source: at(3, top(hearts, 3) + 1), x: 300, y: 60, time: 2000 });
    // Two taps, two moves: 3H onto 4S, then (nothing else takes it) home; the first is not taken back.
    expect(table.game.value.moves.map((m) => m.type)).toEqual([
      'tableau-foundation',
      'tableau-foundation',
      'tableau-tableau',
      'tableau-foundation',
    ]);
  });

  it('a quick second press at the same place is a double tap on the first card: it goes home from where it was, whatever is under the pointer now', () => {
    const { table, gestures } = threeOnFour();
    // The 3H left from under the pointer: the second press lands on the card it uncovered.
    expect(gestures.press({ source: at(2, top(hearts, 2) - 1), x: 203, y: 44, time: 1200 })).toBe(true);
    expectThreeHomeInstead(table);
  });

  it('a double tap on a card the first tap sent home sends nothing more: the card the waste shows next stays', () => {
    // The ace of diamonds drawn onto the 2 of diamonds; auto-collect off, so the two stays in the waste.
    const { table, gestures } = setUp(craftDeal([], ['2D', 'AD']), false);
    table.stock();
    table.stock();
    expect(table.position.value.waste.slice(-2).map(formatCard)).toEqual(['2D', 'AD']);
    gestures.press({ source: { pile: 'waste' }, x: 100, y: 10, time: 5000 });
    expect(table.position.value.foundations).toEqual([0, 1, 0, 0]);
    const revision = table.revision.value;
    gestures.press({ source: { pile: 'waste' }, x: 100, y: 10, time: 5200 });
    expect(table.revision.value).toBe(revision);
    expect(table.position.value.foundations).toEqual([0, 1, 0, 0]);
    expect(formatCard(table.position.value.waste[table.position.value.waste.length - 1])).toBe('2D');
  });

  it('a double tap after the first tap’s move was taken back sends the card under the pointer home', () => {
    const { table, gestures } = setUp(craftDeal([], ['2D', 'AD']), false);
    table.stock();
    table.stock();
    gestures.press({ source: { pile: 'waste' }, x: 100, y: 10, time: 5000 });
    table.undo();
    gestures.press({ source: { pile: 'waste' }, x: 100, y: 10, time: 5200 });
    expect(table.position.value.foundations).toEqual([0, 1, 0, 0]);
    expect(table.game.value.moves.map((m) => m.type)).toEqual(['draw', 'draw', 'waste-foundation']);
  });

  it('a tap on a card with no move changes nothing and is refused', () => {
    const { table, gestures } = setUp(hearts);
    const before = table.game.value;
    // The 4S: no red 5 face up, no foundation to go to.
    expect(gestures.press({ source: at(3, top(hearts, 3)), x: 10, y: 10, time: 0 })).toBe(false);
    expect(table.game.value).toBe(before);
  });
});
