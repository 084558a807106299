import { describe, expect, it } from 'vitest';
import { DEFAULT_RULES, dealFromNumber, initialPosition, type Position, replay, type Rules } from '../../engine';
import { SPIDER_KLONDIKE_SHAPE as SPIDER } from '../../engine/games';
import { noMovesLeft } from '../../engine/solver/analysis';
import { hint } from '../../engine/solver/hint';
import { solve } from '../../engine/solver/solve';
import { spiderWins } from '../support/fixtures';

const HEARTS = 26;
const SECOND = 52;
const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);

/**
 * Every card home but the second deck's hearts from the 2: the 2 to the queen face down in column 1 under
 * the king. Without cards back from the foundations nothing can take the queen once the king moves off it.
 */
function heartsBuried(rules: Rules): Position {
  const homes = range(0, 7).map((f) => {
    const suit = f >> 1;
    const deck = f & 1;
    if (suit !== 2) return range(0, 12).map((r) => suit * 13 + r + deck * SECOND);
    return deck === 0 ? range(HEARTS, HEARTS + 12) : [HEARTS + SECOND];
  });
  const columns = range(0, 9).map((c) =>
    c === 0
      ? { down: range(HEARTS + 1, HEARTS + 11).map((x) => x + SECOND), up: [HEARTS + 12 + SECOND] }
      : { down: [], up: [] },
  );
  return { rules, columns, stock: [], waste: [], foundations: homes.map((h) => h.length), homes, recycles: 0 };
}

describe('the solver on two decks', () => {
  it('wins deals the independent implementation won, with a line that replays to a win', () => {
    for (const w of spiderWins(1).slice(0, 2)) {
      const deal = dealFromNumber(w.n, SPIDER);
      const r = solve(initialPosition(deal, DEFAULT_RULES), { maxNodes: 3_000_000 });
      expect(r.verdict, w.id).toBe('solved');
      const end = replay({ rules: DEFAULT_RULES, deal, moves: r.line, undone: [] });
      expect(end.ok && end.value.won, w.id).toBe(true);
    }
  });

  it('proves a position lost when nothing can ever free a buried card', () => {
    const r = solve(heartsBuried({ ...DEFAULT_RULES, foundationToTableau: false }), { maxNodes: 100_000 });
    expect(r.verdict).toBe('unsolvable');
  });

  it('finds the way out of the same position when foundation cards may come back to the table', () => {
    const p = heartsBuried(DEFAULT_RULES);
    const r = solve(p, { maxNodes: 2_000_000 });
    expect(r.verdict).toBe('solved');
    expect(r.line.some((m) => m.type === 'foundation-tableau')).toBe(true);
  });
});

describe('no moves left, on two decks', () => {
  it('holds when only a lone king could shuffle between empty columns', () => {
    const p = heartsBuried({ ...DEFAULT_RULES, foundationToTableau: false });
    // The king can still move off the queen: that turns a card over, so there is a move.
    expect(noMovesLeft(p)).toBe(false);
    const kingMoved: Position = {
      ...p,
      columns: p.columns.map((c, i) =>
        i === 0 ? { down: c.down.slice(0, -1), up: c.down.slice(-1) } : i === 1 ? { down: [], up: p.columns[0].up } : c,
      ),
    };
    expect(noMovesLeft(kingMoved)).toBe(true);
    expect(noMovesLeft({ ...kingMoved, rules: DEFAULT_RULES })).toBe(false);
  });

  it('does not hold while a stock card the passes left bring up can be played', () => {
    const deal = dealFromNumber(9002, SPIDER);
    expect(noMovesLeft(initialPosition(deal, DEFAULT_RULES))).toBe(false);
  });
});

describe('hints on two decks', () => {
  it('the hint is the first move of a winning line when the search finds one', () => {
    const w = spiderWins(1)[0];
    const game = { rules: DEFAULT_RULES, deal: dealFromNumber(w.n, SPIDER), moves: [], undone: [] };
    const answer = hint(game, { maxNodes: 3_000_000 });
    expect(answer.hint.kind).toBe('winning');
    expect(answer.hint.move).not.toBeNull();
    expect(answer.hint.why).not.toBe('');
  });
});
