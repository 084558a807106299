import { describe, expect, it } from 'vitest';
import { type Failure, type Move, parseDeal, parseMove, parseRules, step } from '../../engine';
import { expandMoves } from '../../engine/compact';
import { SPIDER_KLONDIKE_SHAPE } from '../../engine/games';
import { parseDealLine } from '../../engine/links/share';
import { dealWords, moveFaultWords, movesUnreadWords, rulesWords } from '../../models/fault-words';
import { type Layout, position } from '../support/build';

// The page words the engine's failures from their code and values; in English, word for word what the
// engine's own message says (the CLIs print that one). Each code is met here through the engine itself.

const failure = (r: { ok: boolean }): Failure => {
  if (r.ok) throw new Error('expected a failure');
  return r as Failure;
};

const AROUND = ['..', '..', '..', '..', '..'];

/** A move of `layout`'s position that the rules refuse. */
const refused = (layout: Layout, move: string | Move): Failure => {
  const m = typeof move === 'string' ? parseMove(move) : { ok: true as const, value: move };
  if (!m.ok) throw new Error(m.message);
  return failure(step(position(layout), m.value));
};

describe('why a move cannot be played, as the engine says it', () => {
  it.each<[string, Layout, string | Move]>([
    ['not a move', { columns: ['..', ...AROUND, '-'] }, { type: 'tableau-tableau', from: 9, to: 0 }],
    ['the stock is empty', { columns: ['..', ...AROUND, '-'] }, 'D'],
    ['the stock is not empty', { columns: ['..', ...AROUND, '-'], stock: 'AS' }, 'R'],
    ['nothing to recycle', { columns: ['..', ...AROUND, '-'] }, 'R'],
    ['no passes left', { rules: { passes: 1 }, columns: ['..', ...AROUND, '-'], waste: 'AS' }, 'R'],
    ['the waste is empty', { columns: ['..', ...AROUND, '-'] }, 'W>F'],
    ['a column is empty', { columns: ['..', ...AROUND, '-'] }, '7>F'],
    ['a foundation needs a card first', { columns: ['.. 2H', ...AROUND, '-'] }, '1>F'],
    ['only a king fills an empty column', { columns: ['..', ...AROUND, '-'], waste: 'QH' }, 'W>7'],
    ['one rank lower', { columns: ['.. 8S', ...AROUND, '-'], waste: '9H' }, 'W>1'],
    ['colours alternate', { columns: ['.. 8D', ...AROUND, '-'], waste: '7H' }, 'W>1'],
    ['no card of a run fits', { columns: ['.. 8D', '.. 5C', '..', '..', '..', '..', '-'] }, '2>1'],
    ['no king-led run for an empty column', { columns: ['..', '.. 5C', '..', '..', '..', '..', '-'] }, '2>7'],
    ['the foundation is empty', { columns: ['..', ...AROUND, '-'] }, 'FH>1'],
    [
      'no cards back from the foundations',
      { rules: { foundationToTableau: false }, columns: ['..', ...AROUND, '-'] },
      'FH>1',
    ],
  ])('%s', (_, layout, move) => {
    const f = refused(layout, move);
    expect(moveFaultWords(f)).toBe(f.message);
  });
});

describe('why a deal, rules or moves do not read, as the engine says it', () => {
  const deal = 'AC 2C | 3C 4C 5C | | | | | | ';
  it.each<[string, Failure]>([
    ['fields', failure(parseDeal('AH KS'))],
    ['a column of the wrong size', failure(parseDeal(deal))],
    [
      'a card twice',
      failure(
        parseDeal('AC | AC 2C | 3C 4C 5C | 6C 7C 8C 9C | TC JC QC KC AD | 2D 3D 4D 5D 6D 7D | 8D 9D TD JD QD KD AH | '),
      ),
    ],
    ['a card three times (two decks)', failure(parseDeal('AC | AC AC | | | | | | | | | ', SPIDER_KLONDIKE_SHAPE))],
    ['not a card', failure(parseDeal('1C | 3C 4C | | | | | | '))],
    ['a deal line without its id', failure(parseDealLine('AC'))],
  ])('%s', (_, f) => {
    expect(dealWords(f)).toBe(f.message);
    expect(f.values ?? []).not.toContain(undefined);
  });

  it('rules: not an object, an unknown option, a bad value', () => {
    for (const f of [failure(parseRules(3)), failure(parseRules({ colour: 1 })), failure(parseRules({ draw: 2 }))])
      expect(rulesWords(f)).toBe(f.message);
  });

  it('moves: the first code that is not a move', () => {
    const f = failure(expandMoves('A"'));
    expect(movesUnreadWords(f)).toBe(f.message);
  });
});

describe('each of the engine’s reasons is met above', () => {
  it('every code of a deal that does not read', () => {
    const codes = ['AH KS', 'AC 2C | 3C 4C 5C | | | | | | ', '1C | 3C 4C | | | | | | '].map(
      (d) => failure(parseDeal(d)).code,
    );
    codes.push(failure(parseDeal('AC | AC AC | | | | | | | | | ', SPIDER_KLONDIKE_SHAPE)).code);
    expect(codes).toEqual(['fields', 'column-size', 'bad-card', 'duplicate-card']);
  });
});
