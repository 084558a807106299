import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_RULES,
  dealFromNumber,
  formatDeal,
  formatMoves,
  initialPosition,
  legalMoves,
  parseMoves,
  type Move,
  type Rules,
  SCORING_SYSTEMS,
  step,
} from '../../engine';
import { compactMoves } from '../../engine/compact';
import { SPIDER_KLONDIKE_SHAPE } from '../../engine/games';
import { formatChallengeLink } from '../../engine/links/challenge';
import { formatDealLink } from '../../engine/links/deal-link';
import { parseDealLink } from '../../engine/links/link';
import { formatPacked, readPacked } from '../../engine/links/packed';
import { solve } from '../../engine/solver';

const rules = fc.record<Rules>({
  draw: fc.constantFrom(1, 3),
  passes: fc.oneof(fc.constant('unlimited' as const), fc.integer({ min: 1, max: 99 })),
  foundationToTableau: fc.boolean(),
  thoughtful: fc.boolean(),
  scoring: fc.constantFrom(...SCORING_SYSTEMS),
  standardTimed: fc.boolean(),
  vegasCumulative: fc.constant(false),
});

/** A game: a deal of either game (by number, or spelled out), rules, and legal moves picked at random. */
const game = fc
  .record({
    spider: fc.boolean(),
    number: fc.integer({ min: 0, max: 0xffffffff }),
    numbered: fc.boolean(),
    rules,
    picks: fc.array(fc.tuple(fc.nat(), fc.boolean()), { maxLength: 80 }),
    kind: fc.constantFrom('g' as const, 'c' as const),
    seconds: fc.integer({ min: 1, max: 86_400 }),
  })
  .map(({ spider, number, numbered, rules, picks, kind, seconds }) => {
    const deal = dealFromNumber(number, spider ? SPIDER_KLONDIKE_SHAPE : undefined);
    const moves: Move[] = [];
    let auto = '';
    let p = initialPosition(deal, rules);
    for (const [pick, byItself] of picks) {
      const legal = legalMoves(p);
      if (legal.length === 0) break;
      const m = legal[pick % legal.length];
      const s = step(p, m);
      if (!s.ok) throw new Error(s.message);
      moves.push(m);
      // Auto-collect sends cards home: any card home may have gone by itself.
      auto += byItself && (m.type === 'tableau-foundation' || m.type === 'waste-foundation') ? '1' : '0';
      p = s.value.position;
    }
    return {
      kind,
      deal,
      dealNumber: numbered ? number : null,
      rules,
      seconds: kind === 'c' ? seconds : 0,
      moves,
      auto,
    };
  });

describe('a packed link', () => {
  it('reads back the deal, the rules, the time, the moves and which were automatic it was made of', () => {
    fc.assert(
      fc.property(game, (g) => {
        const link = formatPacked(g);
        expect(link).toMatch(/^#k=[gc][\w-]+$/);
        const back = readPacked((link as string).slice('#k='.length));
        if (!back.ok) throw new Error(back.message);
        const { deal, ...rest } = back.value;
        expect(formatDeal(deal)).toBe(formatDeal(g.deal));
        expect(rest).toEqual({ ...g, deal: undefined });
      }),
      { numRuns: 150 },
    );
  });

  it('is refused, never thrown on, whatever text follows k=, or whatever letter of a real one is changed', () => {
    const made = formatPacked({
      kind: 'g',
      deal: dealFromNumber(13),
      dealNumber: 13,
      rules: DEFAULT_RULES,
      seconds: 0,
      moves: [{ type: 'draw' }, { type: 'draw' }],
      auto: '00',
    }) as string;
    fc.assert(
      fc.property(fc.string({ maxLength: 60 }), fc.nat(), fc.nat(63), (text, at, letter) => {
        const r = parseDealLink(`#k=${text}`);
        expect(r.ok ? 'read' : r.code).toMatch(/^(read|deal|challenge|moves)$/);
        const i = '#k=g'.length + (at % (made.length - '#k=g'.length));
        const other = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_'[letter];
        const changed = made.slice(0, i) + other + made.slice(i + 1);
        expect(parseDealLink(changed).ok).toBe(changed === made);
      }),
    );
  });

  it('is not made of a move marked automatic that the page never plays for the player: the readable link is', () => {
    const g = { deal: dealFromNumber(13), rules: DEFAULT_RULES, moves: [{ type: 'draw' } as const] };
    expect(formatPacked({ ...g, kind: 'g', dealNumber: 13, seconds: 0, auto: '1' })).toBeNull();
    expect(formatChallengeLink({ ...g, dealNumber: 13, seconds: 5, auto: '1' })).toMatch(/^#deal=13&.*&race=5\./);
  });
});

describe('a packed link made today', () => {
  // Deal 13's first 24 moves, as formatPacked wrote them on 2026-12-06. Its moves are numbered among the legal
  // moves sorted by their codes, so a change in the order the move generator lists moves (the solver's to make)
  // cannot turn it into another game: were it to, this link would no longer read back as these moves.
  const LINK = '#k=gRuju11hoGEAAAB-qQFhXm';
  const MOVES = 'D D D D D D D D D W>F D D D D D D D D D D W>F D W>F 4>6';
  const AUTO = '000000000100000000001010';

  it('opens tomorrow as the same game, its automatic moves said', () => {
    const back = readPacked(LINK.slice('#k='.length));
    if (!back.ok) throw new Error(back.message);
    expect(back.value).toMatchObject({ kind: 'g', dealNumber: 13, rules: DEFAULT_RULES, auto: AUTO });
    expect(formatMoves(back.value.moves)).toBe(MOVES);
  });

  it('is written today as it was then', () => {
    const moves = parseMoves(MOVES);
    if (!moves.ok) throw new Error(moves.message);
    const g = { kind: 'g', deal: dealFromNumber(13), dealNumber: 13, rules: DEFAULT_RULES, seconds: 0 } as const;
    expect(formatPacked({ ...g, moves: moves.value, auto: AUTO })).toBe(LINK);
  });
});

describe('a link made before links were packed', () => {
  it('still opens as the game it carried, its automatic moves said', () => {
    const r = parseDealLink('#deal=13&draw=1&passes=unlimited&f2t=1&scoring=standard&moves=!!!!!&auto=48');
    expect(r).toMatchObject({ ok: true, value: { dealNumber: 13, rules: DEFAULT_RULES } });
    expect(r.ok && r.value.played).toEqual({ moves: Array(5).fill({ type: 'draw' }), auto: '01001' });
  });
});

describe('how long a challenge is', () => {
  // Real wins, the solver's lines: deal 19 at draw 3 (111 moves), deals 1 and 24 at draw 1 (194 and 204 moves).
  const wins = [
    [19, { ...DEFAULT_RULES, draw: 3 }],
    [1, DEFAULT_RULES],
    [24, DEFAULT_RULES],
  ] as const;

  it.each(wins)('of deal %i is under a third of the readable one, and prints both lengths', (n, r) => {
    const deal = dealFromNumber(n);
    const line = solve(initialPosition(deal, r)).line;
    const won = { deal, dealNumber: n, rules: r, moves: line, seconds: 222 };
    const packed = formatChallengeLink(won);
    const readable = `${formatDealLink(deal, n, r)}&line=${encodeURIComponent(compactMoves(line))}&race=222.xxxxxx`;
    console.log(`a ${line.length}-move win: ${packed.length} characters packed, ${readable.length} readable`);
    expect(parseDealLink(packed)).toMatchObject({ ok: true, value: { challenge: { moves: line.length } } });
    expect(packed.length).toBeLessThan(readable.length / 3);
  });
});
