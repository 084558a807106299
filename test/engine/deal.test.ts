import { describe, expect, it } from 'vitest';
import { dealFromNumber, formatDeal, mulberry32, parseCard, parseDeal } from '../../engine';
import { parseDealLine } from '../../engine/links/share';

describe('deal numbers', () => {
  it('mulberry32 produces the published stream for seed 0', () => {
    // 1144304738 / 2^32 = 0.26642920868471265, the first value usually quoted for mulberry32(0).
    const next = mulberry32(0);
    expect([next(), next(), next()]).toEqual([1144304738, 1416247, 958946056]);
  });

  // Deal #N is the same deal forever, on every device: these strings were written
  // by dealFromNumber when the deal scheme was fixed; a change to the PRNG, the
  // shuffle or the dealing order breaks them.
  it.each([
    [
      0,
      '5S | QS JD | KH 7C 6D | 2C 3S 4C QH | KS KC 5D 7H 7S | 5H TH 8H AH 9C 2D | 6H 9H 6C 4D JS AS 9S | 3C TC 8S TS 2S 7D 9D 6S 4S 2H 3D JH 5C JC QD 8D 4H 3H KD TD 8C QC AC AD',
    ],
    [
      1,
      'QD | 6S 3S | JD 7C 9H | JC 4H QC 9C | 5S TH 4C 2D 7S | 6H TD JS 5C KH 8C | QS 2S 8H 2H 5H 9D 4D | KC 2C JH QH KD 9S 3C 5D AS TC 3D 6C 8D 7D 4S 6D KS 3H AD 8S TS AH AC 7H',
    ],
    [
      4294967295,
      '8H | 2C QC | 7S TS AH | 2D TD QS 9C | 4D 3D QH 6S AC | JS 7D 5H 5S 9S AS | 8D 5D 3S JC 7C 3C 9H | QD JD KH 4H KC 5C 4C 7H 2H 6D 3H AD 8C JH 4S 6C 9D 6H KD 2S KS TH TC 8S',
    ],
  ])('deal #%i is pinned', (n, text) => {
    expect(formatDeal(dealFromNumber(n))).toBe(text);
  });

  it('a deal number deals 7 columns of 1..7 cards and 24 stock cards, all 52 different', () => {
    for (const n of [0, 7, 123456, 4294967295]) {
      const d = dealFromNumber(n);
      expect(d.columns.map((c) => c.length)).toEqual([1, 2, 3, 4, 5, 6, 7]);
      expect(d.stock).toHaveLength(24);
      expect(new Set([...d.columns.flat(), ...d.stock]).size).toBe(52);
    }
  });

  it('different numbers give different deals', () => {
    const seen = new Set(Array.from({ length: 500 }, (_, n) => formatDeal(dealFromNumber(n))));
    expect(seen.size).toBe(500);
  });
});

describe('the shared deal format', () => {
  const text =
    '4D | TH 6D | 4S 9S KH | TD 7C 9C TC | AC AH 2S 2C 8D | AS 8S 4C 9H 5C 3D | 6S JS 4H 7D QC JD JC | QD 3C 5H 6H 7H AD 3H 6C 5S 7S TS 3S KS JH KD QS 2H 8H KC 5D QH 2D 8C 9D';

  it('round-trips a deal', () => {
    const d = parseDeal(text);
    expect(d.ok && formatDeal(d.value)).toBe(text);
  });

  it('lists each column bottom (face down) to top and the stock first drawn first', () => {
    const d = parseDeal(text);
    if (!d.ok) throw new Error(d.message);
    expect(d.value.columns[1]).toEqual([parseCard('TH'), parseCard('6D')]);
    expect(d.value.stock[0]).toBe(parseCard('QD'));
  });

  it('reads a line with an id', () => {
    const r = parseDealLine(`SD0001 | ${text}`);
    expect(r.ok && r.value.id).toBe('SD0001');
  });

  it.each([
    ['a missing field', text.split(' | ').slice(1).join(' | '), 'fields'],
    ['a column of the wrong size', text.replace('4D |', '4D 5D |'), 'column-size'],
    ['a short stock', text.replace(/ 9D$/, ''), 'stock-size'],
    ['an unknown card', text.replace('4D', '1D'), 'bad-card'],
    ['a duplicate card', text.replace('4D', 'TH'), 'duplicate-card'],
  ])('refuses %s with an error code', (_, bad, code) => {
    const r = parseDeal(bad);
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect(r.code).toBe(code);
      expect(r.message.length).toBeGreaterThan(10);
    }
  });

  it('shows back only a readable piece of a bad card, however long', () => {
    const r = parseDeal(text.replace('4D', 'X'.repeat(300_000)));
    expect(r.ok ? '' : r.message).toMatch(/^"X{24}…" is not a card/);
    expect(r.ok ? 0 : r.message.length).toBeLessThan(100);
  });
});
