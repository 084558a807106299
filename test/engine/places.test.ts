import { describe, expect, it } from 'vitest';
import { cardAt, formatCard, moveEnds, parseMove, type Position, type Source, targetsFor } from '../../engine';
import { placeOf } from '../../engine/place-of';
import { position } from '../support/build';

const move = (text: string) => {
  const m = parseMove(text);
  if (!m.ok) throw new Error(m.message);
  return m.value;
};
const named = (p: Position, s: Source) => {
  const c = cardAt(p, s);
  return c === -1 ? null : formatCard(c);
};

describe('the card at a place', () => {
  it('is the waste top, a foundation top, or a face-up card of a column; none face down or on an empty pile', () => {
    const p = position({
      foundations: [2, 0, 0, 0],
      columns: ['.. 9D 8S', '-', '..', '..', '..', '..', '..'],
      waste: 'KC QD',
    });
    const down = p.columns[0].down.length;
    expect(named(p, { pile: 'waste' })).toBe('QD');
    expect(named(p, { pile: 'foundation', suit: 0 })).toBe('2C');
    expect(named(p, { pile: 'foundation', suit: 1 })).toBeNull();
    expect(named(p, { pile: 'column', col: 0, index: down + 1 })).toBe('8S');
    expect(named(p, { pile: 'column', col: 0, index: down - 1 })).toBeNull();
    expect(named(p, { pile: 'column', col: 0, index: down + 2 })).toBeNull();
    expect(named(p, { pile: 'column', col: 1, index: 0 })).toBeNull();
  });
});

describe('where a card lies', () => {
  it('is its place face up in a column, on a foundation’s top or the waste’s; none face down, under another top or in the stock', () => {
    const p = position({
      foundations: [2, 0, 0, 0],
      columns: ['.. 9D 8S', '..', '..', '..', '..', '..', '..'],
      stock: '5H',
      waste: 'KC QD',
    });
    const card = (text: string) =>
      p.columns
        .flatMap((c) => [...c.down, ...c.up])
        .concat(p.stock, p.waste)
        .find((c) => formatCard(c) === text) ?? -1;
    const down = p.columns[0].down.length;
    expect(placeOf(p, card('8S'))).toEqual({ pile: 'column', col: 0, index: down + 1 });
    expect(placeOf(p, card('QD'))).toEqual({ pile: 'waste' });
    expect(placeOf(p, 1)).toEqual({ pile: 'foundation', suit: 0 }); // 2C, the clubs' top
    expect(placeOf(p, 0)).toBeNull(); // AC, under it
    expect(placeOf(p, card('KC'))).toBeNull(); // under the waste's top
    expect(placeOf(p, card('5H'))).toBeNull(); // in the stock
    expect(placeOf(p, p.columns[0].down[0])).toBeNull(); // face down
  });
});

describe('where a move takes hold and lets go', () => {
  it('a run moved between columns is taken by its first card, and goes to the column', () => {
    const p = position({ columns: ['.. 9D', '.. JH TS 9H 8S', '..', '..', '..', '..', '..'] });
    const base = p.columns[1].down.length;
    // 2>1 moves the 8S alone onto the 9D; the 9H stays.
    expect(moveEnds(p, move('2>1'))).toEqual({
      source: { pile: 'column', col: 1, index: base + 3 },
      target: { pile: 'column', col: 0 },
    });
  });

  it('a card sent home from a column is its top card; from the waste, the waste; back from a foundation, that foundation', () => {
    const p = position({
      foundations: [0, 2, 0, 0],
      columns: ['.. AH', '.. 3S', '..', '..', '..', '..', '..'],
      waste: '2H',
    });
    expect(moveEnds(p, move('1>F'))).toEqual({
      source: { pile: 'column', col: 0, index: p.columns[0].down.length },
      target: { pile: 'foundation' },
    });
    expect(moveEnds(p, move('W>2'))).toEqual({ source: { pile: 'waste' }, target: { pile: 'column', col: 1 } });
    expect(moveEnds(p, move('FD>2'))?.source).toEqual({ pile: 'foundation', suit: 1 });
  });

  it('a draw and a recycle take hold of no card', () => {
    const p = position({ columns: ['..', '..', '..', '..', '..', '..', '..'] });
    expect(moveEnds(p, { type: 'draw' })).toBeNull();
    expect(moveEnds(p, { type: 'recycle' })).toBeNull();
  });
});

describe('where a held card could go', () => {
  it('is its foundation and every column it may go on, and nowhere for a card that has no move', () => {
    // The 2C goes home on the AC, or onto either red three; the KS has no empty column to go to.
    const p = position({ foundations: [1, 0, 0, 0], columns: ['.. 2C', '.. 3H', '.. 3D', '.. KS', '..', '..', '..'] });
    const two = { pile: 'column', col: 0, index: p.columns[0].down.length } as const;
    expect(targetsFor(p, two)).toEqual(
      expect.arrayContaining([{ pile: 'foundation' }, { pile: 'column', col: 1 }, { pile: 'column', col: 2 }]),
    );
    expect(targetsFor(p, two)).toHaveLength(3);
    expect(targetsFor(p, { pile: 'column', col: 3, index: p.columns[3].down.length })).toEqual([]);
  });
});
