import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DEFAULT_RULES, dealFromNumber, encodeGame, legalMoves, newGame, play, startState } from '../../engine';
import { compactGame, expandGame } from '../../engine/compact';

describe('the compact game encoding (for storage.sync)', () => {
  it('round-trips random games, numbered or spelled-out deals, with undone moves, in one character a move', () => {
    fc.assert(
      fc.property(
        fc.nat({ max: 0xffffffff }),
        fc.array(fc.nat(), { maxLength: 120 }),
        fc.nat({ max: 5 }),
        fc.boolean(),
        fc.constantFrom(DEFAULT_RULES, {
          ...DEFAULT_RULES,
          draw: 3 as const,
          passes: 3,
          scoring: 'vegas' as const,
          vegasCumulative: true,
        }),
        (n, choices, undo, numbered, rules) => {
          let g = newGame(dealFromNumber(n), rules);
          let s = startState(g);
          for (const c of choices) {
            const legal = legalMoves(s.position);
            if (legal.length === 0) break;
            const r = play(g, s, legal[c % legal.length]);
            if (!r.ok) throw new Error(r.message);
            g = r.value.game;
            s = r.value.state;
          }
          const k = Math.min(undo, g.moves.length);
          g = {
            ...g,
            moves: g.moves.slice(0, g.moves.length - k),
            undone: g.moves.slice(g.moves.length - k).reverse(),
          };
          const record = encodeGame(g);
          const text = compactGame(record, numbered ? n : null, g.deal);
          const back = expandGame(text);
          expect(back.ok && back.value.record).toEqual(record);
          expect(back.ok && back.value.dealNumber).toBe(numbered ? n : null);
          expect(text.length).toBeLessThan(90 + g.moves.length + g.undone.length);
          expect(JSON.stringify(text).length).toBe(text.length + 2); // nothing to escape
        },
      ),
      { numRuns: 100 },
    );
  });

  it.each([
    [42, 'fields'],
    ['1uf:standard|#1|', 'fields'],
    ['9uf:standard|#1||', 'rules'],
    ['1uf:golf|#1||', 'rules'],
    ['1uf:standard|#99999999999||', 'deal'],
    ['1uf:standard|abc||', 'deal'],
    ['1uf:standard|#1|~~~~|', 'moves'],
  ])('refuses %j (%s)', (text, code) => {
    const r = expandGame(text);
    expect(r.ok ? 'ok' : r.code).toBe(code);
  });

  it('refuses moves that do not replay from the deal', () => {
    const g = newGame(dealFromNumber(3), DEFAULT_RULES);
    const text = compactGame(encodeGame(g), 3, g.deal);
    // "R" (recycle) on a full stock: its code is the second letter of the alphabet.
    const r = expandGame(`${text.slice(0, -1)}#|`);
    expect(r.ok ? 'ok' : r.code).toBe('illegal');
  });
});
