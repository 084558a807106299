import { describe, expect, it } from 'vitest';
import {
  DEFAULT_RULES,
  dealFromNumber,
  formatPosition,
  initialPosition,
  parsePosition,
  parseRules,
} from '../../engine';
import { play } from '../support/build';

const START = initialPosition(dealFromNumber(1), DEFAULT_RULES);

describe('the position text format', () => {
  it('writes face-down cards in lower case, the stock in drawing order and the waste bottom to top', () => {
    const p = play(START, 'D D');
    expect(formatPosition(p)).toBe(
      'd1 p- f+ t- standard | 0 0 0 0 | QD | 6s 3S | jd 7c 9H | jc 4h qc 9C | 5s th 4c 2d 7S | 6h td js 5c kh 8C | qs 2s 8h 2h 5h 9d 4D | JH QH KD 9S 3C 5D AS TC 3D 6C 8D 7D 4S 6D KS 3H AD 8S TS AH AC 7H | KC 2C | 0',
    );
  });

  it('round-trips rules, foundations, empty piles and the recycle count', () => {
    const text = 'd3 p3 f- t+ vegas+cumulative | 13 13 12 11 | KH | KS | - | - | - | - | - | - | QS | 2';
    const p = parsePosition(text);
    expect(p.ok && formatPosition(p.value)).toBe(text);
    expect(p.ok && p.value.rules).toEqual({
      draw: 3,
      passes: 3,
      foundationToTableau: false,
      thoughtful: true,
      scoring: 'vegas',
      standardTimed: false,
      vegasCumulative: true,
    });
  });

  it.each([
    ['a missing field', 'd1 p- f+ t- standard | 0 0 0 0 | KH', 'fields'],
    ['an unknown scoring system', 'd1 p- f+ t- golf | 13 13 12 12 | KH | KS | - | - | - | - | - | - | - | 0', 'rules'],
    ['draw 2', 'd2 p- f+ t- standard | 13 13 12 12 | KH | KS | - | - | - | - | - | - | - | 0', 'rules'],
    [
      'a foundation over 13',
      'd1 p- f+ t- standard | 14 13 12 12 | KH | KS | - | - | - | - | - | - | - | 0',
      'foundations',
    ],
    ['a card twice', 'd1 p- f+ t- standard | 13 13 12 12 | KH | KH | - | - | - | - | - | - | - | 0', 'cards'],
    ['a missing card', 'd1 p- f+ t- standard | 13 13 12 12 | KH | - | - | - | - | - | - | - | - | 0', 'cards'],
    ['a face-down top card', 'd1 p- f+ t- standard | 13 13 12 12 | kh | KS | - | - | - | - | - | - | - | 0', 'column'],
    [
      'a face-down card in the stock',
      'd1 p- f+ t- standard | 13 13 12 12 | KH | - | - | - | - | - | - | ks | - | 0',
      'card',
    ],
    ['a broken run', 'd1 p- f+ t- standard | 13 13 11 12 | KH KS | QH | - | - | - | - | - | - | - | 0', 'column'],
    [
      'more recycles than the passes allow',
      'd1 p2 f+ t- standard | 13 13 12 12 | KH | KS | - | - | - | - | - | - | - | 2',
      'recycles',
    ],
    [
      'a token that is not a card',
      'd1 p- f+ t- standard | 13 13 12 12 | KH | K♠ | - | - | - | - | - | - | - | 0',
      'card',
    ],
  ])('refuses %s', (_, text, code) => {
    const r = parsePosition(text);
    expect(r.ok ? 'parsed' : r.code).toBe(code);
  });

  it('is refused, not thrown on, for any garbage', () => {
    for (const junk of ['', '|||||||||||', 'd1 p- f+ t- standard'.repeat(3), '\u0000'.repeat(12)]) {
      expect(parsePosition(junk).ok).toBe(false);
    }
  });
});

describe('rules from untrusted data', () => {
  it('fills missing options with defaults', () => {
    const r = parseRules({ draw: 3 });
    expect(r.ok && r.value).toEqual({ ...DEFAULT_RULES, draw: 3 });
  });

  it.each([
    [null, 'not-object'],
    [[], 'not-object'],
    [{ speed: 'fast' }, 'unknown-option'],
    [{ draw: 2 }, 'bad-value'],
    [{ passes: 0 }, 'bad-value'],
    [{ passes: 2.5 }, 'bad-value'],
    [{ scoring: 'golf' }, 'bad-value'],
    [{ thoughtful: 'yes' }, 'bad-value'],
  ])('refuses %j with %s', (input, code) => {
    const r = parseRules(input);
    expect(r.ok ? 'parsed' : r.code).toBe(code);
  });
});
