import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_RULES,
  dealFromNumber,
  encodeGame,
  KLONDIKE_SHAPE,
  legalMoves,
  newGame,
  play,
  startState,
} from '../../engine';
import { compactGame, expandGame } from '../../engine/compact';
import { SPIDER_KLONDIKE_SHAPE as SPIDER } from '../../engine/games';

describe('the compact game encoding (for storage.sync)', () => {
  it('round-trips random games of either table, numbered or spelled-out deals, with undone moves', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(KLONDIKE_SHAPE, SPIDER),
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
        (shape, n, choices, undo, numbered, rules) => {
          let g = newGame(dealFromNumber(n, shape), rules);
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
          // One letter a move on Klondike's table; at most two on Spider-Klondike's, with a deal twice as long.
          const moves = g.moves.length + g.undone.length;
          expect(text.length).toBeLessThan(shape === SPIDER ? 150 + 2 * moves : 90 + moves);
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
    ['1uf:standard|S=ABC||', 'deal'],
    ['1uf:standard|S#1|D~|', 'moves'],
    ['1uf:standard|S#1|~|', 'moves'],
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

describe('Spider-Klondike in the compact encoding', () => {
  it('marks its deal and spells a dealt-out one as 104 faces, each of the two decks in turn', () => {
    const deal = dealFromNumber(7, SPIDER);
    const record = encodeGame(newGame(deal, DEFAULT_RULES));
    expect(compactGame(record, 7, deal).split('|')[1]).toBe('S#7');
    const spelled = compactGame(record, null, deal).split('|')[1];
    expect(spelled).toMatch(/^S=.{104}$/);
    const back = expandGame(compactGame(record, null, deal));
    expect(back.ok && back.value.record.deal).toBe(record.deal);
  });
});
