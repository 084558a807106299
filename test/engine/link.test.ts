import { describe, expect, it } from 'vitest';
import {
  DEFAULT_RULES,
  dealFromNumber,
  formatDeal,
  formatDealLink,
  initialPosition,
  legalMoves,
  levelForRules,
  type Move,
  parseMoves,
  rulesForLevel,
  step,
} from '../../engine';
import { compactMoves } from '../../engine/compact';
import { SPIDER_KLONDIKE_SHAPE } from '../../engine/games';
import { parseDealLink } from '../../engine/links/link';
import { parseDealRequest, sharedDeal, sharedGame } from '../../engine/links/share';

const vegas = rulesForLevel('vegas', DEFAULT_RULES);
const hard = rulesForLevel('hard', DEFAULT_RULES);

describe('deal links', () => {
  it('name a deal by number with the whole rules, and read back the same rules', () => {
    const link = formatDealLink(dealFromNumber(42), 42, vegas);
    expect(link).toBe('#deal=42&draw=3&passes=3&f2t=1&scoring=vegas');
    const back = parseDealLink(link);
    expect(back.ok && back.value.dealNumber).toBe(42);
    expect(back.ok && back.value.rules).toEqual(vegas);
  });

  it('spell the rules out for Normal too, so a friend on another level plays the same game', () => {
    const normal = rulesForLevel('normal', DEFAULT_RULES);
    const back = parseDealLink(formatDealLink(dealFromNumber(7), 7, normal));
    expect(back.ok && back.value.rules).toEqual(normal);
    expect(formatDealLink(dealFromNumber(7), 7, normal)).toContain('draw=1');
  });

  it('carry the timed option and thoughtful play, and leave the Vegas bankroll to the player', () => {
    const rules = { ...DEFAULT_RULES, standardTimed: true, thoughtful: true, foundationToTableau: false };
    const link = formatDealLink(dealFromNumber(3), 3, rules);
    expect(link).toBe('#deal=3&draw=1&passes=unlimited&f2t=0&scoring=standard&timed=1&thoughtful=1');
    const back = parseDealLink(link);
    expect(back.ok && back.value.rules).toEqual(rules);
    const cumulative = formatDealLink(dealFromNumber(3), 3, { ...vegas, vegasCumulative: true });
    expect(cumulative).toBe(formatDealLink(dealFromNumber(3), 3, vegas));
  });

  it('spell out a deal that has no number', () => {
    const deal = dealFromNumber(9);
    const back = parseDealLink(formatDealLink(deal, null, DEFAULT_RULES));
    expect(back.ok && formatDeal(back.value.deal)).toBe(formatDeal(deal));
    expect(back.ok && back.value.dealNumber).toBeNull();
  });

  it('leave the rules to the player when they name none (#deal=N)', () => {
    const back = parseDealLink('#deal=5');
    expect(back.ok && back.value.rules).toBeNull();
  });

  it.each([
    ['', 'no-deal'],
    ['#', 'no-deal'],
    ['#deal=4294967296', 'deal'],
    ['#deal=AH%20KS', 'deal'],
    ['#deal=%E0%A4%A', 'deal'],
    ['#deal=5&draw=2', 'rules'],
    ['#deal=5&passes=0', 'rules'],
    ['#deal=5&f2t=maybe', 'rules'],
    ['#deal=5&scoring=golf', 'rules'],
    ['#deal=5&vegasCumulative=1', 'rules'],
    ['#deal=5&colour=red', 'rules'],
  ])('refuse %j with %s', (hash, code) => {
    const r = parseDealLink(hash);
    expect(r.ok ? 'ok' : r.code).toBe(code);
  });

  it.each(['__proto__', 'constructor', 'toString', 'hasOwnProperty'])(
    'refuse %s, a name every object inherits, as an option of its own name, not one looked up through it',
    (name) => {
      expect(parseDealLink(`#deal=1&${name}=1`)).toEqual({
        ok: false,
        code: 'rules',
        message: `the link's "${name}" is not an option of the game`,
        reason: { why: 'option', text: name },
      });
    },
  );

  it('show back only a readable piece of an unknown option', () => {
    const r = parseDealLink(`#deal=5&${'x'.repeat(5000)}=1`);
    expect(!r.ok && r.message.length).toBeLessThan(80);
  });
});

describe('a shared deal', () => {
  it('is a line saying which deal and rules it is, which "Play a specific deal" reads back whole', () => {
    // What the line says is the page's, in its language (test/components/share-words.test.ts); the link ends it.
    const shared = sharedDeal(dealFromNumber(12345), 12345, vegas);
    expect(shared).toEqual({
      game: 'klondike',
      dealNumber: 12345,
      rules: vegas,
      link: '#deal=12345&draw=3&passes=3&f2t=1&scoring=vegas',
    });
    const back = parseDealRequest(`Klondike deal #12345, draw 3, 3 passes, Vegas scoring: ${shared.link}`);
    expect(back.ok && back.value.dealNumber).toBe(12345);
    expect(back.ok && back.value.rules).toEqual(vegas);
  });

  it('may be a link from any install, Chrome or Firefox', () => {
    for (const origin of [
      'chrome-extension://afcokfdfdhifcoajijgnfeaalfjbkpcd',
      'chrome-extension://bmnlcjabgnpnenekpadlanbbkooimhnj',
      'moz-extension://4b0f7e2c-86a3-4d8e-9c61-7d2b5f0e8a11',
    ]) {
      const back = parseDealRequest(`  ${origin}/newtab.html#deal=77&draw=3&passes=unlimited&f2t=1&scoring=standard `);
      expect(back.ok && back.value.dealNumber).toBe(77);
      expect(back.ok && back.value.rules).toEqual(hard);
    }
  });

  it('may be a deal number, or a deal spelled out with or without its id', () => {
    expect(parseDealRequest(' 42 ')).toMatchObject({ ok: true, value: { dealNumber: 42, rules: null } });
    const deal = dealFromNumber(8);
    for (const text of [formatDeal(deal), `SD0042 | ${formatDeal(deal)}`]) {
      const back = parseDealRequest(text);
      expect(back.ok && formatDeal(back.value.deal)).toBe(formatDeal(deal));
      expect(back.ok && back.value.dealNumber).toBeNull();
    }
  });

  it.each([
    ['', 'no-deal'],
    ['4294967296', 'deal'],
    ['-3', 'deal'],
    ['AH KS', 'deal'],
    ['Klondike deal #5, draw 3: #deal=5&draw=4', 'rules'],
  ])('refuses %j with %s', (text, code) => {
    const r = parseDealRequest(text);
    expect(r.ok ? 'ok' : r.code).toBe(code);
  });
});

describe('the level of a shared game', () => {
  it('is the level whose rules it plays by, whatever the Vegas bankroll, else Custom', () => {
    expect(levelForRules(rulesForLevel('normal', DEFAULT_RULES))).toBe('normal');
    expect(levelForRules(hard)).toBe('hard');
    expect(levelForRules(vegas)).toBe('vegas');
    expect(levelForRules({ ...vegas, vegasCumulative: true })).toBe('vegas');
    expect(levelForRules({ ...hard, passes: 3 })).toBe('custom');
    expect(levelForRules({ ...DEFAULT_RULES, thoughtful: true })).toBe('custom');
  });
});

describe('a game link', () => {
  // Five draws from deal 13's stock under draw 1; the second and fifth marked automatic (the bits are carried as they come).
  const rules = { ...DEFAULT_RULES };
  const moves = parseMovesOrThrow('D D D D D');
  const game = { deal: dealFromNumber(13), rules, moves, undone: [] };

  it('carries the deal, the rules, the moves and which were automatic, and reads back the same', () => {
    const shared = sharedGame(game, 13, '01001');
    // The player's moves: the two played for them are not counted.
    expect(shared).toMatchObject({ game: 'klondike', dealNumber: 13, rules, moves: 3 });
    expect(shared.link).toMatch(/^#deal=13&draw=1&passes=unlimited&f2t=1&scoring=standard&moves=[^&]+&auto=48$/);
    const read = parseDealRequest(
      `Klondike deal #13, draw 1, unlimited passes, standard scoring, 5 moves in: ${shared.link}`,
    );
    expect(read.ok && read.value.played).toEqual({ moves, auto: '01001' });
    expect(read.ok && read.value.rules).toEqual(rules);
  });

  it('is refused, saying why, when its moves do not read, cannot be played, or their automatic bits are missing', () => {
    const { link } = sharedGame(game, 13, '01001');
    const why = (hash: string) => {
      const r = parseDealLink(hash);
      return r.ok ? 'read' : `${r.code}: ${r.message}`;
    };
    expect(why(link)).toBe('read');
    expect(why(link.replace(/&auto=[0-9a-f]*/, '&auto=4'))).toBe(
      'moves: the link does not say which of its moves were automatic',
    );
    expect(why(link.replace(/&auto=[0-9a-f]*/, ''))).toBe(
      'moves: the link does not say which of its moves were automatic',
    );
    expect(why('#deal=13&moves=!')).toBe('moves: a game link names the rules its moves were played under');
    expect(why('#deal=13&draw=1&moves=%22&auto=0')).toMatch(/^moves: the link's moves do not read: /);
    expect(why(`${link}&race=123`)).toBe('moves: a link is a challenge or a game under way, not both');
    expect(why(link.replace(/&auto=([0-9a-f]*)/, (_, a: string) => `&auto=${a.toUpperCase()}`))).toBe('read');
    // A recycle first: the stock is not empty.
    const recycle = compactMoves(parseMovesOrThrow('R'));
    expect(why(`#deal=13&draw=1&moves=${encodeURIComponent(recycle)}&auto=0`)).toMatch(
      /^moves: the link's moves cannot be played: /,
    );
  });
});

describe('a Spider-Klondike game link', () => {
  // Moves of ten columns and two decks: each the first legal move that reaches past column 7 when one
  // does (the notation's columns 8 to 10), else the first legal move.
  const deal = dealFromNumber(7, SPIDER_KLONDIKE_SHAPE);
  const moves: Move[] = [];
  let p = initialPosition(deal, DEFAULT_RULES);
  for (let i = 0; i < 12; i++) {
    const legal = legalMoves(p);
    const far = (m: Move) => ('from' in m && m.from >= 7) || ('to' in m && m.to >= 7);
    const m = legal.find(far) ?? legal[0];
    const s = step(p, m);
    if (!s.ok) throw new Error(s.message);
    moves.push(m);
    p = s.value.position;
  }
  const game = { deal, rules: DEFAULT_RULES, moves, undone: [] };

  it('names its game, and reads back the same two-deck deal and the same moves, columns 8 to 10 included', () => {
    expect(moves.some((m) => ('from' in m && m.from >= 7) || ('to' in m && m.to >= 7))).toBe(true);
    const shared = sharedGame(game, 7, '0'.repeat(moves.length));
    expect(shared).toMatchObject({ game: 'spider-klondike', dealNumber: 7, moves: moves.length });
    expect(shared.link).toMatch(/^#k=g[\w-]+$/);
    const read = parseDealRequest(`A game to continue: ${shared.link}`);
    if (!read.ok) throw new Error(read.message);
    expect(formatDeal(read.value.deal)).toBe(formatDeal(deal));
    expect(read.value.played).toEqual({ moves, auto: '0'.repeat(moves.length) });
  });

  // The same game's link as the readable format of old wrote it (the packed one has no game to take out).
  const readable =
    '#deal=7&game=spider-klondike&draw=1&passes=unlimited&f2t=1&scoring=standard&moves=Jy1%3ECK9B9B9B&auto=000';

  it('is refused when its moves are read as Klondike’s, seven columns (the game named is what makes them legal)', () => {
    const read = parseDealLink(readable);
    expect(read.ok && read.value.played).toEqual({ moves, auto: '0'.repeat(moves.length) });
    expect(parseDealLink(readable.replace('&game=spider-klondike', '')).ok).toBe(false);
  });
});

function parseMovesOrThrow(text: string) {
  const m = parseMoves(text);
  if (!m.ok) throw new Error(m.message);
  return m.value;
}
