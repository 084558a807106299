import { describe, expect, it } from 'vitest';
import {
  canAutoComplete,
  DEFAULT_RULES,
  dealFromNumber,
  formatCard,
  hasNoLegalMove,
  initialPosition,
  isWon,
  parseCard,
  parseMove,
  step,
} from '../../engine';
import { cards, legal, play, position, refusal } from '../support/build';

const up = (p: ReturnType<typeof position>, col: number) => p.columns[col].up.map(formatCard).join(' ');

describe('the deal', () => {
  it('deals seven columns of 1..7 cards with only the top card face up, and a 24-card stock', () => {
    const p = initialPosition(dealFromNumber(42), DEFAULT_RULES);
    expect(p.columns.map((c) => c.down.length)).toEqual([0, 1, 2, 3, 4, 5, 6]);
    expect(p.columns.map((c) => c.up.length)).toEqual([1, 1, 1, 1, 1, 1, 1]);
    expect(p.stock).toHaveLength(24);
    expect(p.waste).toHaveLength(0);
    expect(p.foundations).toEqual([0, 0, 0, 0]);
  });
});

describe('building on the tableau', () => {
  const p = position({ columns: ['.. 9S', '.. 8H', '.. 8C', '.. 7S', '.. 7D', '-', '..'], foundations: [1, 1, 1, 1] });

  it('a card goes on the next rank up of the other colour', () => {
    expect(refusal(p, '2>1')).toBe('legal');
    expect(up(play(p, '2>1'), 0)).toBe('9S 8H');
  });

  it('a card does not go on the same colour', () => {
    expect(refusal(p, '3>1')).toBe('no-run-fits');
  });

  it('a card does not go on a card that is not exactly one rank higher', () => {
    expect(refusal(p, '4>1')).toBe('no-run-fits');
  });

  it('a run moves as a whole onto a card that takes its base', () => {
    const q = play(p, '2>1 4>1');
    expect(up(q, 0)).toBe('9S 8H 7S');
    const r = position({ columns: ['.. TD', '.. 9S 8H 7S', '-', '..', '..', '..', '..'] });
    expect(up(play(r, '2>1'), 0)).toBe('TD 9S 8H 7S');
  });

  it('part of a run moves when a card inside it fits the target', () => {
    const r = position({ columns: ['.. 9D', '.. JH TS 9H 8S', '-', '..', '..', '..', '..'] });
    const q = play(r, '2>1');
    expect(up(q, 0)).toBe('9D 8S');
    expect(up(q, 1)).toBe('JH TS 9H');
  });

  it('only a king goes to an empty column', () => {
    const r = position({
      columns: ['.. QH', '-', '.. KS QH', '..', '..', '..', '..'].map((c, i) => (i === 2 ? '.. KS QD' : c)),
      waste: 'KC',
    });
    expect(refusal(r, '1>2')).toBe('no-run-fits');
    expect(refusal(r, 'W>2')).toBe('legal');
    expect(refusal(r, '3>2')).toBe('legal');
    expect(up(play(r, '3>2'), 1)).toBe('KS QD');
  });

  it('a non-king card of the waste does not go to an empty column', () => {
    const r = position({ columns: ['..', '-', '..', '..', '..', '..', '..'], waste: 'QC' });
    expect(refusal(r, 'W>2')).toBe('only-king-on-empty');
  });

  it('a face-down card left on top of a column is turned up automatically', () => {
    const r = position({ columns: ['.. 9S', 'ah 3c 8H', '..', '..', '..', '..', '..'] });
    const q = play(r, '2>1');
    expect(q.columns[1].down.map(formatCard)).toEqual(['AH']);
    expect(up(q, 1)).toBe('3C');
  });

  it('moving from a column onto itself is not a move', () => {
    expect(parseMove('3>3').ok).toBe(false);
  });
});

describe('foundations', () => {
  it('start with an ace', () => {
    const p = position({ columns: ['.. AD', '.. 2C', '..', '..', '..', '..', '..'] });
    expect(refusal(p, '1>F')).toBe('legal');
    expect(refusal(p, '2>F')).toBe('not-next-on-foundation');
  });

  it('build up by suit, one card at a time', () => {
    const p = position({ columns: ['.. 3D', '.. 2H', '..', '..', '..', '..', '..'], foundations: [0, 2, 1, 0] });
    expect(refusal(p, '1>F')).toBe('legal');
    expect(play(p, '1>F').foundations).toEqual([0, 3, 1, 0]);
    expect(refusal(p, '2>F')).toBe('legal');
    const q = position({ columns: ['.. 4D', '..', '..', '..', '..', '..', '..'], foundations: [0, 2, 0, 0] });
    expect(refusal(q, '1>F')).toBe('not-next-on-foundation');
  });

  it('take only the top card of a column', () => {
    const p = position({ columns: ['.. 2C AH', '..', '..', '..', '..', '..', '..'], foundations: [1, 0, 0, 0] });
    expect(refusal(p, '1>F')).toBe('legal');
    expect(play(p, '1>F').foundations).toEqual([1, 0, 1, 0]);
  });

  it('take the top card of the waste', () => {
    const p = position({
      columns: ['..', '..', '..', '..', '..', '..', '..'],
      waste: 'AS 2C',
      foundations: [1, 0, 0, 0],
    });
    expect(refusal(p, 'W>F')).toBe('legal');
    expect(play(p, 'W>F').waste).toEqual(cards('AS'));
  });

  it('give their top card back to a column when the rules allow it', () => {
    const p = position({ columns: ['.. 8S', '..', '-', '..', '..', '..', '..'], foundations: [0, 7, 13, 0] });
    expect(refusal(p, 'FD>1')).toBe('legal');
    const q = play(p, 'FD>1');
    expect(up(q, 0)).toBe('8S 7D');
    expect(q.foundations).toEqual([0, 6, 13, 0]);
    expect(refusal(p, 'FH>3')).toBe('legal'); // the king of hearts to the empty column
    expect(refusal(p, 'FD>3')).toBe('only-king-on-empty');
    expect(refusal(p, 'FC>1')).toBe('foundation-empty');
  });

  it('keep their cards when foundation-to-tableau moves are off', () => {
    const p = position({
      rules: { foundationToTableau: false },
      columns: ['.. 8S', '..', '..', '..', '..', '..', '..'],
      foundations: [0, 7, 0, 0],
    });
    expect(refusal(p, 'FD>1')).toBe('foundation-to-tableau-off');
    expect(legal(p)).not.toContain('FD>1');
  });
});

describe('stock and waste', () => {
  const stock = 'AC 2C 3C 4C 5C 6C 7C';
  const cols = ['..', '..', '..', '..', '..', '..', '..'];

  it('draw 1 turns one card onto the waste', () => {
    const p = play(position({ columns: cols, stock }), 'D');
    expect(p.waste).toEqual(cards('AC'));
    expect(p.stock).toEqual(cards('2C 3C 4C 5C 6C 7C'));
  });

  it('draw 3 turns three cards, and the third is the one in play', () => {
    const p = play(position({ rules: { draw: 3 }, columns: cols, stock }), 'D');
    expect(p.waste).toEqual(cards('AC 2C 3C'));
    expect(refusal(p, 'W>F')).toBe('not-next-on-foundation'); // 3C is on top, not the ace
  });

  it('draw 3 turns the cards that are left when fewer than three remain', () => {
    const p = play(position({ rules: { draw: 3 }, columns: cols, stock }), 'D D D');
    expect(p.waste).toEqual(cards(stock));
    expect(p.stock).toEqual([]);
  });

  it('only the top waste card plays; the one beneath plays once it is uncovered', () => {
    const p = play(position({ rules: { draw: 3 }, columns: cols, stock: '2C AC 3D' }), 'D');
    expect(refusal(p, 'W>F')).toBe('not-next-on-foundation');
    const q = position({ columns: cols, waste: 'AC 2D', foundations: [0, 1, 0, 0] });
    expect(play(q, 'W>F W>F').foundations).toEqual([1, 2, 0, 0]);
  });

  it('drawing from an empty stock is illegal', () => {
    expect(refusal(position({ columns: cols, waste: 'AC' }), 'D')).toBe('stock-empty');
  });

  it('recycling turns the waste back into the stock in the same order', () => {
    const p = play(position({ columns: cols, stock: '9C 8C 7C' }), 'D D D R');
    expect(p.stock).toEqual(cards('9C 8C 7C'));
    expect(p.waste).toEqual([]);
    expect(p.recycles).toBe(1);
    expect(play(p, 'D').waste).toEqual(cards('9C'));
  });

  it('recycling is illegal while the stock holds cards, or when the waste is empty too', () => {
    expect(refusal(play(position({ columns: cols, stock: '9C 8C' }), 'D'), 'R')).toBe('stock-not-empty');
    expect(refusal(position({ columns: cols }), 'R')).toBe('nothing-to-recycle');
  });

  it.each([
    [1, 0],
    [2, 1],
    [3, 2],
  ])('a limit of %i passes allows %i recycles', (passes, recycles) => {
    let p = position({ rules: { passes }, columns: cols, stock: '9C' });
    for (let i = 0; i < recycles; i++) p = play(p, 'D R');
    p = play(p, 'D');
    expect(refusal(p, 'R')).toBe('no-passes-left');
    expect(legal(p)).not.toContain('R');
  });

  it('unlimited passes always allow a recycle', () => {
    let p = position({ columns: cols, stock: '9C' });
    for (let i = 0; i < 200; i++) p = play(p, 'D R');
    expect(p.recycles).toBe(200);
  });
});

describe('the end of a game', () => {
  it('is won when all 52 cards are on the foundations', () => {
    const p = position({ columns: ['KS', '-', '-', '-', '-', '-', '-'], foundations: [13, 13, 13, 12] });
    expect(isWon(p)).toBe(false);
    expect(isWon(play(p, '1>F'))).toBe(true);
  });

  it('can be completed automatically once every card is face up, stock and waste or not, when the rest is mechanical', () => {
    const p = position({ columns: ['KS QH', 'KH QS', '-', '-', '-', '-', '-'], foundations: [13, 13, 11, 11] });
    expect(canAutoComplete(p)).toBe(true);
    const q = position({
      columns: ['KS QH', 'KH', '-', '-', '-', '-', '-'],
      waste: 'QS',
      foundations: [13, 13, 11, 11],
    });
    expect(canAutoComplete(q)).toBe(true);
    // The jack of spades face down under the king of hearts.
    const hidden = position({
      columns: ['KS QH', '.. KH', '-', '-', '-', '-', '-'],
      waste: 'QS',
      foundations: [13, 13, 11, 10],
    });
    expect(canAutoComplete(hidden)).toBe(false);
  });

  it('has no legal move when nothing fits and stock and waste are spent', () => {
    const p = position({
      rules: { passes: 1 },
      columns: ['.. 5H', '.. 5D', '.. 9H', '.. 9D', '.. 3H', '.. 3D', '.. JC'],
      waste: '2H',
    });
    expect(hasNoLegalMove(p)).toBe(true);
    expect(legal(p)).toEqual([]);
  });
});

describe('thoughtful solitaire', () => {
  it('shows every card but plays by the same rules', () => {
    const deal = dealFromNumber(9);
    const a = initialPosition(deal, DEFAULT_RULES);
    const b = initialPosition(deal, { ...DEFAULT_RULES, thoughtful: true });
    expect(legal(b)).toEqual(legal(a));
  });
});

describe('bad moves', () => {
  it('an illegal move is refused with a reason, and the position is unchanged', () => {
    const p = initialPosition(dealFromNumber(3), DEFAULT_RULES);
    const before = JSON.stringify(p);
    const r = step(p, { type: 'tableau-tableau', from: 0, to: 0 });
    expect(r.ok).toBe(false);
    expect(JSON.stringify(p)).toBe(before);
  });

  it('a malformed move object is refused, not thrown on', () => {
    const p = initialPosition(dealFromNumber(3), DEFAULT_RULES);
    for (const bad of [
      { type: 'teleport' },
      { type: 'waste-tableau', to: 9 },
      { type: 'tableau-foundation', from: -1 },
      { type: 'foundation-tableau', suit: 7, to: 0 },
    ]) {
      const r = step(p, bad as never);
      expect(r).toMatchObject({ ok: false, code: 'bad-move' });
    }
    expect(parseCard('ZZ')).toBe(-1);
  });
});
