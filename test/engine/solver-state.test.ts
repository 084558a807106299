import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DEFAULT_RULES, dealFromNumber, initialPosition } from '../../engine';
import { generate } from '../../engine/solver/generate';
import { MAX_MOVES } from '../../engine/solver/macro';
import { SolverState } from '../../engine/solver/state';

/** What the search reads of a state: its key and the moves it would search from it. */
function seen(st: SolverState): string {
  const out = new Uint16Array(MAX_MOVES);
  const n = generate(st, out, 0, -1);
  return `${st.keyA()} ${st.keyB()} ${st.keyC()} | ${Array.from(out.subarray(0, n)).join(' ')}`;
}

/** A deal, a draw and the picks of a line of moves through it: the states a search may meet. */
const walks = [
  fc.integer({ min: 1, max: 100_000 }),
  fc.constantFrom(1 as const, 3 as const),
  fc.array(fc.nat(), { minLength: 1, maxLength: 80 }),
] as const;

describe("the solver's state", () => {
  it('unmaking a line of macro moves, last first, gives back at every step the key and moves it had', () => {
    fc.assert(
      fc.property(...walks, (number, draw, picks) => {
        const st = new SolverState(initialPosition(dealFromNumber(number), { ...DEFAULT_RULES, draw }));
        const out = new Uint16Array(MAX_MOVES);
        const before: string[] = [];
        const tokens: number[] = [];
        for (const pick of picks) {
          const n = generate(st, out, 0, -1);
          if (n === 0 || st.won) break;
          before.push(seen(st));
          tokens.push(st.make(out[pick % n]));
        }
        while (tokens.length > 0) {
          st.unmake(tokens.pop() as number);
          expect(seen(st)).toBe(before.pop());
        }
      }),
      { numRuns: 300 },
    );
  });

  it('the key worked out before a move is made is the key of the state the move leads to, whatever the passes', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 100_000 }),
        fc.constantFrom(1 as const, 3 as const),
        fc.constantFrom<'unlimited' | number>('unlimited', 1, 3, 8, 12),
        fc.array(fc.nat(), { minLength: 1, maxLength: 120 }),
        (number, draw, passes, picks) => {
          const rules = { ...DEFAULT_RULES, draw, passes };
          const st = new SolverState(initialPosition(dealFromNumber(number), rules));
          const out = new Uint16Array(MAX_MOVES);
          for (const pick of picks) {
            const n = generate(st, out, 0, -1, true);
            if (n === 0 || st.won) break;
            for (const m of out.subarray(0, n)) {
              st.keyAfter(m, st.keyA(), st.keyB(), st.keyC());
              const after = [st.afterA, st.afterB, st.afterC];
              const token = st.make(m);
              expect([st.keyA(), st.keyB(), st.keyC()]).toEqual(after);
              st.unmake(token);
            }
            st.make(out[pick % n]);
          }
        },
      ),
      { numRuns: 300 },
    );
  });

  it('a search that must decide gets the same moves, those that send a card home first and reveals after deck cards', () => {
    // Kind by kind, the order homeFirst asks for (macro.ts): tableau home, deck home, deck to tableau, reveal,
    // foundation back.
    const rank = [0, 3, 2, 1, 4];
    fc.assert(
      fc.property(...walks, (number, draw, picks) => {
        const st = new SolverState(initialPosition(dealFromNumber(number), { ...DEFAULT_RULES, draw }));
        const out = new Uint16Array(MAX_MOVES);
        const first = new Uint16Array(MAX_MOVES);
        for (const pick of picks) {
          st.homeFirst = false;
          const n = generate(st, out, 0, -1);
          st.homeFirst = true;
          const k = generate(st, first, 0, -1);
          const moves = Array.from(first.subarray(0, k));
          expect(moves.slice().sort()).toEqual(Array.from(out.subarray(0, n)).sort());
          const kinds = moves.map((m) => rank[(m >> 6) & 7]);
          expect(kinds).toEqual(kinds.slice().sort());
          if (n === 0 || st.won) break;
          st.make(out[pick % n]);
        }
      }),
      { numRuns: 300 },
    );
  });
});
