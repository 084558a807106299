import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DEFAULT_RULES, dealFromNumber, initialPosition } from '../../engine';
import { BIT_OF } from '../../engine/solver/bits';
import { generate } from '../../engine/solver/generate';
import { DECK_PILE, DECK_STACK, MAX_MOVES } from '../../engine/solver/macro';
import { SolverState } from '../../engine/solver/state';
import { writeDeckMoves } from '../../engine/solver/writers';

const has = (lo: number, hi: number, card: number): boolean => {
  const b = BIT_OF[card];
  return b < 32 ? (lo & (1 << b)) !== 0 : (hi & (1 << (b - 32))) !== 0;
};

/** Card sets of any kind, in the two words of bits.ts (52 cards: hi has 20 bits). */
const set = fc.tuple(fc.integer(), fc.integer({ min: 0, max: 0xfffff }));

describe('deck moves, drawing one with a recycle at hand', () => {
  it('reach every deck card: in deck order, each at its index, onto the tableau where it fits and is not safe home, home where it is next', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 100_000 }),
        fc.constantFrom<'unlimited' | number>('unlimited', 3),
        fc.array(fc.nat(), { maxLength: 60 }),
        set,
        set,
        set,
        (number, passes, picks, [sl, sh], [nl, nh], [dl, dh]) => {
          const st = new SolverState(initialPosition(dealFromNumber(number), { ...DEFAULT_RULES, draw: 1, passes }));
          const out = new Uint16Array(MAX_MOVES);
          // Wander along a line, so that the deck has lost cards (its indices have moved) and passes are used.
          for (const pick of picks) {
            const n = generate(st, out, 0, -1);
            if (n === 0 || st.won) break;
            st.make(out[pick % n]);
          }
          if (st.recycles >= st.maxRecycles) return;
          const expected: number[] = [];
          for (let i = 0; i < st.len; i++) {
            const x = st.deck[i];
            if (has(sl & ~dl, sh & ~dh, x)) expected.push((i << 9) | (DECK_PILE << 6) | x);
            if (has(nl, nh, x)) expected.push((i << 9) | (DECK_STACK << 6) | x);
          }
          const k = writeDeckMoves(st, out, 0, sl, sh, nl, nh, dl, dh, false);
          expect(Array.from(out.subarray(0, k))).toEqual(expected);
        },
      ),
      { numRuns: 400 },
    );
  });
});
