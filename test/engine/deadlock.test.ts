import { describe, expect, it } from 'vitest';
import { DEFAULT_RULES, dealFromNumber, formatCard, initialPosition, parseMoves, type Rules, step } from '../../engine';
import { cannotWin } from '../../engine/solver/deadlock';
import { Search } from '../../engine/solver/search';
import { DEFAULT_TABLE_BYTES, solve } from '../../engine/solver/solve';
import { SolverState } from '../../engine/solver/state';
import { cards, position } from '../support/build';
import { reference, references } from '../support/fixtures';

/**
 * A position of column 1 as written (face-down cards in lower case), every other card in the stock: the stock's
 * first cards as given, then the rest in the deck's order.
 */
function onlyColumn(column: string, stockFirst = '', draw: 1 | 3 = 1) {
  const first = cards(stockFirst);
  const used = new Set([...cards(column.toUpperCase()), ...first]);
  const stock = [...first, ...Array.from({ length: 52 }, (_, c) => c).filter((c) => !used.has(c))];
  const columns = [column, '-', '-', '-', '-', '-', '-'];
  return position({ rules: { draw }, columns, stock: stock.map(formatCard).join(' ') });
}

describe('proving a game lost without a search', () => {
  it('a card that must leave before its own suit can go home, and has nowhere else to go, is never freed', () => {
    // The 5♥ cannot go home before the 4♥ under it, and both black sixes it could go onto are under the 4♥.
    expect(cannotWin(onlyColumn('6s 6c 4h 5H'))).toBe(true);
  });

  it('one open card of the rank above and the other colour is a way out', () => {
    expect(cannotWin(onlyColumn('6s 4h 5H'))).toBe(false);
  });

  it('a face-up card leaves with the run it lies on', () => {
    // The 4♥ has nowhere of its own to go, but the 5♠ under it can carry it onto the 6♥ in the stock.
    expect(cannotWin(onlyColumn('6d 5c 3h 5S 4H'))).toBe(false);
    // With both red sixes buried too, the run cannot move and the 3♥ under it never goes home.
    expect(cannotWin(onlyColumn('6d 6h 5c 3h 5S 4H'))).toBe(true);
  });

  it('three at a time from a full stock, a card comes up only at the end of a turn, or once a card near it went', () => {
    // The 5♥ can go only onto the black sixes, first and second in the stock; the 6♥ after them needs the 5♥ home
    // or a black seven, and both lie under the 4♥: nothing before either six, or just after, ever goes.
    expect(cannotWin(onlyColumn('7s 7c 4h 5H', '6S 6C 6H', 3))).toBe(true);
    // The 6♣ third ends a turn; and one at a time, every card comes up.
    expect(cannotWin(onlyColumn('7s 7c 4h 5H', '6S 6H 6C', 3))).toBe(false);
    expect(cannotWin(onlyColumn('7s 7c 4h 5H', '6S 6C 6H', 1))).toBe(false);
  });

  it('a king leaves for an empty column', () => {
    // The K♥ cannot go home before the Q♥ under it, and has no card to go onto; six columns stand empty.
    expect(cannotWin(onlyColumn('qh KH'))).toBe(false);
  });
});

for (const draw of [1, 3] as const) {
  const rules: Rules = { ...DEFAULT_RULES, draw };

  describe(`never calls a game lost that is won, draw ${draw}`, () => {
    it('no position along the reference winning lines of the shared deals (test/fixtures/shared-deals)', () => {
      let positions = 0;
      for (const r of references(draw).filter((x) => x.verdict === 'solvable')) {
        const moves = parseMoves(r.solution);
        if (!moves.ok) throw new Error(moves.message);
        let p = initialPosition(r.deal, rules);
        for (const m of moves.value) {
          expect(cannotWin(p) ? `${r.id} lost after ${positions}` : 'open').toBe('open');
          const s = step(p, m);
          if (!s.ok) throw new Error(s.message);
          p = s.value.position;
          positions++;
        }
      }
      expect(positions).toBeGreaterThan(10_000);
    });
  });
}

describe('what it calls lost, the whole search proves lost', () => {
  // The counts are this check's own on deals #1..#300; the search below confirms each deal it names.
  for (const [draw, count] of [
    [1, 9],
    [3, 23],
  ] as const) {
    it(`deals #1..#300 at draw ${draw}: the ${count} it calls lost are each searched to the end`, {
      timeout: 120_000,
    }, () => {
      const rules: Rules = { ...DEFAULT_RULES, draw };
      const lost = Array.from({ length: 300 }, (_, i) => i + 1).filter((n) =>
        cannotWin(initialPosition(dealFromNumber(n), rules)),
      );
      expect(lost.length).toBe(count);
      for (const n of lost) {
        // The search alone, without asking the check first (as Solver does).
        const search = new Search(new SolverState(initialPosition(dealFromNumber(n), rules)), DEFAULT_TABLE_BYTES);
        expect(`#${n} ${search.run(Number.POSITIVE_INFINITY)}`).toBe(`#${n} unsolvable`);
      }
    });
  }
});

describe('the solver asks first', () => {
  it('a deal proved lost is answered unsolvable before a node is searched (SD0024, which took millions)', () => {
    const r = reference(1, 'SD0024');
    expect(r.verdict).toBe('unsolvable');
    const result = solve(initialPosition(r.deal, DEFAULT_RULES));
    expect([result.verdict, result.nodes]).toEqual(['unsolvable', 0]);
  });

  it('a search of few nodes skips the proof: it would cost more than the search it could spare', () => {
    const deal = reference(1, 'SD0024').deal;
    const small = solve(initialPosition(deal, DEFAULT_RULES), { maxNodes: 5_000 });
    expect([small.verdict, small.nodes]).toEqual(['unknown', 5_000]);
    const large = solve(initialPosition(deal, DEFAULT_RULES), { maxNodes: 100_000 });
    expect([large.verdict, large.nodes]).toEqual(['unsolvable', 0]);
  });
});
