import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_RULES,
  dealFromNumber,
  formatPosition,
  type Game,
  initialPosition,
  isWon,
  legalMoves,
  parseMoves,
  type Position,
  replay,
  type Rules,
  step,
} from '../../engine';
import { Board } from '../../engine/core/board';
import { SPIDER_KLONDIKE_SHAPE as SPIDER } from '../../engine/games';
import { noMovesLeft } from '../../engine/solver/analysis';
import { BoardSearch } from '../../engine/solver/board-search';
import { hint } from '../../engine/solver/hint';
import { cutLoops, shortenLine } from '../../engine/solver/short-line';
import { solve } from '../../engine/solver/solve';
import { dealTo, movesTo, reachableEnds } from '../../engine/solver/stock-reach';
import { keysAlong } from '../support/board-keys';
import { spiderWins } from '../support/fixtures';

const HEARTS = 26;
const SECOND = 52;
const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);

/** Deal n of the two-deck table by the default rules (drawing one), `played` in: the game, and where it stands. */
function spiderGameAfter(n: number, played: string): { game: Game; position: Position } {
  const moves = parseMoves(played, SPIDER.columns);
  expect(moves.ok).toBe(true);
  const game = {
    rules: DEFAULT_RULES,
    deal: dealFromNumber(n, SPIDER),
    moves: moves.ok ? moves.value : [],
    undone: [],
  };
  const at = replay(game);
  return { game, position: at.ok ? at.value.position : initialPosition(game.deal, game.rules) };
}

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

describe("the board search's move order", () => {
  it("drawing one, plays a card this round of the stock brings up before one behind the waste's end", () => {
    // Deal 2, 61 moves in: the 2 of a suit could go home after a recycle, a card on column 3 two draws away.
    const { position } = spiderGameAfter(
      2,
      '7>F 5>1 5>F 8>F 8>1 8>F D D D D D D D D D D D D D W>F D D D D D D D D D D D D W>F 1>F D D W>F D D D D D D D D W>F D W>F 7>F D W>F D D D D D D D D D W>F',
    );
    const search = new BoardSearch(position, 1 << 16);
    search.run(1);
    expect(search.line().map((m) => (m.type === 'waste-tableau' ? `W>${m.to + 1}` : m.type))).toEqual([
      'draw',
      'draw',
      'W>3',
    ]);
  });
});

/**
 * An endgame of the two-deck table: the cards `left[f]` from the top of each foundation f (clubs, clubs,
 * diamonds, …) are out, shuffled by `order` and dealt by `place` to the columns (face down but the top card)
 * or to the stock (place 10).
 */
function endgame(rules: Rules, left: readonly number[], order: readonly number[], place: readonly number[]): Position {
  const homes = left.map((n, f) => range(0, 12 - n).map((r) => (f >> 1) * 13 + r + (f & 1) * SECOND));
  const out = left.flatMap((n, f) => range(13 - n, 12).map((r) => (f >> 1) * 13 + r + (f & 1) * SECOND));
  const shuffled = out.map((c, i) => ({ c, k: order[i] })).sort((a, b) => a.k - b.k);
  const piles: number[][] = Array.from({ length: 11 }, () => []);
  for (const [i, { c }] of shuffled.entries()) piles[place[i]].push(c);
  const columns = piles.slice(0, 10).map((p) => ({ down: p.slice(0, -1), up: p.slice(-1) }));
  return { rules, columns, stock: piles[10], waste: [], foundations: homes.map((h) => h.length), homes, recycles: 0 };
}

/** Whether any sequence of legal moves wins from p: every position reached, by the game's own rules. */
function exhaustive(p: Position, most = 200_000): { won: boolean; positions: number } {
  // Under unlimited passes the count of recycles changes nothing a move can do.
  const key = (q: Position) => formatPosition(q.rules.passes === 'unlimited' ? { ...q, recycles: 0 } : q);
  const seen = new Set([key(p)]);
  const stack = [p];
  for (let q = stack.pop(); q; q = stack.pop()) {
    if (isWon(q)) return { won: true, positions: seen.size };
    for (const m of legalMoves(q)) {
      const s = step(q, m);
      if (!s.ok || seen.has(key(s.value.position))) continue;
      if (seen.size >= most) return { won: false, positions: Number.POSITIVE_INFINITY };
      seen.add(key(s.value.position));
      stack.push(s.value.position);
    }
  }
  return { won: false, positions: seen.size };
}

describe("the board search's verdicts", () => {
  it('agree with an exhaustive search of small endgames, and a line found replays to won', () => {
    const rulesArb = fc.record({
      draw: fc.constantFrom(1 as const, 3 as const),
      passes: fc.constantFrom('unlimited' as const, 1, 2),
      // Cards back from the foundations would bring every card of the two decks into the endgame: too many
      // positions to visit them all.
      foundationToTableau: fc.constant(false),
    });
    const leftArb = fc
      .array(fc.nat(3), { minLength: 8, maxLength: 8 })
      .filter((l) => l.reduce((a, b) => a + b, 0) >= 2 && l.reduce((a, b) => a + b, 0) <= 6);
    const cards = fc.array(fc.nat(), { minLength: 24, maxLength: 24 });
    // The cards in three columns, face down under one another, and the stock: lost endgames come up beside won ones.
    const places = fc.array(fc.constantFrom(0, 1, 2, 10), { minLength: 24, maxLength: 24 });
    const verdicts = new Set<string>();
    fc.assert(
      fc.property(rulesArb, leftArb, cards, places, (r, left, order, place) => {
        const p = endgame({ ...DEFAULT_RULES, ...r }, left, order, place);
        const truth = exhaustive(p);
        expect(truth.positions).toBeLessThan(200_000);
        const found = solve(p, { maxNodes: 2_000_000 });
        verdicts.add(found.verdict);
        expect(found.verdict).toBe(truth.won ? 'solved' : 'unsolvable');
        expect(
          isWon(
            found.line.reduce((q, m) => (step(q, m) as { ok: true; value: { position: Position } }).value.position, p),
          ),
        ).toBe(truth.won);
      }),
      { numRuns: 40 },
    );
    // The sample holds both kinds of endgame, won and lost.
    expect([...verdicts].sort()).toEqual(['solved', 'unsolvable']);
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
  /** Deal 9006 from its start: its search's line, loops cut, is 325 moves, and shortening takes it to 278. */
  const deal9006 = (): Game => ({ rules: DEFAULT_RULES, deal: dealFromNumber(9006, SPIDER), moves: [], undone: [] });

  it('the hint is the first move of a winning line when the search finds one', () => {
    const game = deal9006();
    const answer = hint(game, { maxNodes: 3_000_000 });
    expect(answer.hint.kind).toBe('winning');
    expect(legalMoves(initialPosition(game.deal, game.rules))).toContainEqual(answer.hint.move);
    expect(answer.hint.why.kind).not.toBe('unreadable');
  });

  it('never offers a move its winning line takes back at once (a card back from its foundation, then home again)', () => {
    // Deal 2 drawing one, six moves in: the line found starts by drawing, and the first move tried instead, the
    // 2♦ back onto column 1, wins only by sending the 2♦ home again first.
    const { game, position } = spiderGameAfter(2, '7>F 5>1 5>F 8>F 8>1 8>F');
    const answer = hint(game, { maxNodes: 300_000 });
    expect(answer.hint.kind).toBe('winning');
    const keys = keysAlong(position, answer.memory?.line ?? []);
    expect(keys.length).toBeGreaterThan(100);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('spends no more time on shortening its line than the hint has left: with none left, only loops are cut', () => {
    const game = deal9006();
    const p = initialPosition(game.deal, game.rules);
    const found = solve(p, { maxNodes: 3_000_000, shorten: false }).line;
    expect(found[0].type).not.toBe('draw');
    // The hint's clock reads 0 as it begins and 1,500 ms from then on: its search (a few hundred nodes) runs in
    // no time by the search's own clock, and the whole 1,500 ms is spent when the line is found.
    let reads = 0;
    const answer = hint(game, { maxMs: 1500, now: () => (reads++ === 0 ? 0 : 1500) });
    expect(answer.memory?.line).toEqual(cutLoops(p, found));
    // Shortening, given time, would have taken the line shorter still.
    expect(shortenLine(p, found).length).toBeLessThan(cutLoops(p, found).length);
  });
});

describe('dealing the stock in one step', () => {
  /** Column cards do not matter here: a stock of seven cards, the waste's end at `waste`. */
  const board = (draw: 1 | 3, passes: number | 'unlimited', waste: number, recycles = 0) => {
    const p = initialPosition(dealFromNumber(1, SPIDER), { ...DEFAULT_RULES, draw, passes });
    const cards = p.stock.slice(0, 7);
    return Board.from({ ...p, waste: cards.slice(0, waste), stock: cards.slice(waste), recycles });
  };
  const ends = (b: Board) => {
    const out = new Uint8Array(16);
    return Array.from(out.subarray(0, reachableEnds(b, out)));
  };

  it('reaches the ends drawing three at a time reaches, this round and the next', () => {
    expect(ends(board(3, 'unlimited', 0))).toEqual([3, 6, 7]);
    // From the 3: on to 6 and 7, then round again to 3's place, already on the table: 3 is where we are.
    expect(ends(board(3, 'unlimited', 3))).toEqual([6, 7]);
    // From the 4 (a card played from the waste since): the next round deals 3, 6, 7 again.
    expect(ends(board(3, 'unlimited', 4))).toEqual([7, 3, 6]);
  });

  it('reaches no further round when no pass is left', () => {
    expect(ends(board(3, 1, 4))).toEqual([7]);
    expect(ends(board(1, 2, 5, 1))).toEqual([6, 7]);
  });

  it('deals to an end with the draws and recycles that reach it', () => {
    const b = board(3, 'unlimited', 4);
    expect(movesTo(b, 6).map((m) => m.type)).toEqual(['draw', 'recycle', 'draw', 'draw']);
    dealTo(b, 6);
    expect([b.waste, b.recycles]).toEqual([6, 1]);
  });
});
