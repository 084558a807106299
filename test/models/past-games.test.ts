import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DEFAULT_RULES, dealFromNumber, STATS_KEYS } from '../../engine';
import { parseDealLink } from '../../engine/links/link';
import {
  formatPastGame,
  MAX_PAST_GAMES,
  mergePastGames,
  type PastGame,
  parsePastGame,
  pastGamesCsv,
} from '../../models/past-games';
import { Browser, Clock, settle } from '../support/world';

const NOON = Date.UTC(2026, 11, 2, 12);
/** The bounds a game's time is kept within. */
const Y1970 = 0;
const Y2200 = Date.UTC(2200, 0, 1);

/** Reads CSV as RFC 4180 writes it (as a spreadsheet does): rows of cells, a quoted cell's "" one quote. */
function readCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quoted && c === '"' && text[i + 1] === '"') {
      cell += '"';
      i++;
    } else if (c === '"') quoted = !quoted;
    else if (quoted) cell += c;
    else if (c === ',') {
      row.push(cell);
      cell = '';
    } else if (c === '\r' && text[i + 1] === '\n') {
      rows.push([...row, cell]);
      row = [];
      cell = '';
      i++;
    } else cell += c;
  }
  return rows;
}

/** What a cell starting as a formula would (OWASP's list: =, +, -, @, tab, carriage return). */
const FORMULA = /^[=+\-@\t\r]/;

const game = (over: Partial<PastGame> = {}): PastGame => ({
  uid: 'g1',
  at: NOON,
  level: 'hard',
  won: true,
  seconds: 222,
  moves: 118,
  score: 640,
  hints: 1,
  undos: 2,
  link: '#deal=12345&draw=3&passes=unlimited&f2t=1&scoring=standard',
  ...over,
});

const pastGame = fc.record({
  uid: fc.stringMatching(/^[\w-]{1,40}$/),
  at: fc.integer({ min: 0, max: 7_258_118_400_000 }),
  level: fc.constantFrom(...STATS_KEYS),
  won: fc.boolean(),
  seconds: fc.nat(359_999),
  moves: fc.nat(100_000),
  score: fc.integer({ min: -1_000_000, max: 1_000_000 }),
  hints: fc.nat(10_000),
  undos: fc.nat(10_000),
  link: fc.nat().map((n) => `#deal=${n}&draw=1&passes=unlimited&f2t=1&scoring=standard`),
});

describe('a game in the history', () => {
  it('is one line that reads back as it was written', () => {
    expect(formatPastGame(game())).toBe(
      'g1 mx62q2o0 hard W 222 118 640 1 2 #deal=12345&draw=3&passes=unlimited&f2t=1&scoring=standard',
    );
    fc.assert(
      fc.property(pastGame, (g) => {
        expect(parsePastGame(formatPastGame(g))).toEqual(g);
      }),
    );
  });

  it('does not read from a line that is damaged or out of bounds', () => {
    const line = formatPastGame(game());
    for (const bad of [
      line.replace(' hard ', ' impossible '),
      line.replace(' W ', ' D '),
      line.replace(' 222 ', ' -222 '),
      line.replace(' 222 ', ' 1000000001 '), // beyond the longest game counted
      line.replace('#deal=12345', '#deal=%E0%A4%A'), // not a link's encoding
      line.replace('#deal=', 'deal='),
      `${line} more`,
      42,
      null,
    ]) {
      expect(parsePastGame(bad), String(bad)).toBeNull();
    }
  });

  it('does not read a line whose link our link reader refuses, as a formula planted for the spreadsheet', () => {
    const line = formatPastGame(game());
    for (const link of [
      '#deal=%3DHYPERLINK(%22https%3A%2F%2Fevil.example%2F%22%2C%22Play%22)',
      '#deal=%2B1%2B1&draw=3',
      '#deal=-2%2B3',
      '#deal=@SUM(1%2C2)',
      '#deal=12345&draw=3&%3DCMD()=1', // an option that is none of the game's
      '#deal=12345&draw=4', // rules that are not rules
    ]) {
      expect(parsePastGame(line.replace(game().link, link)), link).toBeNull();
    }
  });

  it('reads a line whose time is before 1970 or after 2200, its time kept at the nearer bound', () => {
    const line = formatPastGame(game());
    const at = (when: number) => parsePastGame(line.replace(NOON.toString(36), when.toString(36)))?.at;
    expect(at(Date.UTC(2300, 5, 1))).toBe(Y2200);
    expect(at(Date.UTC(1969, 5, 1))).toBe(Y1970);
    expect(parsePastGame(line.replace(NOON.toString(36), 'zzzzzzzzzzz'))?.at).toBe(Y2200);
    // Any time a clock can say (JavaScript's dates reach 8.64e15 ms either side of 1970): the game reads back.
    fc.assert(
      fc.property(pastGame, fc.integer({ min: -8.64e15, max: 8.64e15 }), (g, when) => {
        expect(parsePastGame(formatPastGame({ ...g, at: when }))).toEqual({
          ...g,
          at: Math.min(Math.max(when, Y1970), Y2200),
        });
      }),
    );
  });

  it('histories merge with each game once, newest first, and the last 500 kept', () => {
    const older = game({ uid: 'a', at: NOON - 1000 });
    const newer = game({ uid: 'b', at: NOON });
    expect(mergePastGames([older], [newer, older]).map((g) => g.uid)).toEqual(['b', 'a']);
    const many = Array.from({ length: 600 }, (_, i) => game({ uid: `g${i}`, at: NOON + i }));
    const kept = mergePastGames(many, []);
    expect(kept).toHaveLength(MAX_PAST_GAMES);
    expect(kept[0].uid).toBe('g599');
    expect(kept.at(-1)?.uid).toBe('g100');
  });

  it('is a CSV row: its date in UTC, the deal and the rules apart, the figures as counted', () => {
    const byCards = game({ won: false, link: `#deal=${encodeURIComponent('AS, 2S')}&draw=1` });
    expect(pastGamesCsv([game(), byCards]).split('\r\n')).toEqual([
      'date,game and level,deal,rules,result,seconds,moves,score,hints,undos,mode,against,pace,their seconds,their moves,cards home,their cards home,end',
      '2026-12-02T12:00:00.000Z,hard,12345,draw=3 passes=unlimited f2t=1 scoring=standard,won,222,118,640,1,2,klondike,,,,,,,',
      '2026-12-02T12:00:00.000Z,hard,"AS, 2S",draw=1,lost,222,118,640,1,2,klondike,,,,,,,',
      '',
    ]);
  });

  it('is a CSV row no spreadsheet evaluates: a text cell that would be a formula starts with a quote', () => {
    const planted = game({
      score: -52,
      link: `#deal=${encodeURIComponent('=HYPERLINK("https://evil.example/","Play")')}&@SUM(1)`,
    });
    expect(pastGamesCsv([planted]).split('\r\n')[1]).toBe(
      `2026-12-02T12:00:00.000Z,hard,"'=HYPERLINK(""https://evil.example/"",""Play"")",'@SUM(1),won,222,118,-52,1,2,klondike,,,,,,,`,
    );
    // Whatever the deal and the rules say, once decoded: each reads back as it was, behind a quote if need be.
    const text = fc
      .tuple(fc.constantFrom('', '=', '+', '-', '@', '\t', '\r', '\r\n=', ' =', '"'), fc.string())
      .map(([start, rest]) => start + rest);
    fc.assert(
      fc.property(text, text, (deal, rules) => {
        const rulesText = rules.replaceAll('&', '');
        const [head, row, end, ...more] = readCsv(
          pastGamesCsv([game({ link: `#deal=${encodeURIComponent(deal)}&${rulesText}` })]),
        );
        expect([head.length, row.length, end, more]).toEqual([18, 18, undefined, []]);
        expect(row.filter((cell) => FORMULA.test(cell))).toEqual([]);
        const shown = (s: string) => (FORMULA.test(s) ? `'${s}` : s);
        expect([row[2], row[3]]).toEqual([shown(deal), shown(rulesText)]);
      }),
    );
  });
});

describe('the history in a browser', () => {
  it('keeps each game that ends, with when, the deal and rules, the moves and the undos; a new tab reads it', async () => {
    const clock = new Clock();
    const browser = new Browser('dev-a', clock);
    const tab = await browser.open(dealFromNumber(5));
    tab.table.stock();
    tab.table.undo();
    tab.table.stock();
    clock.now = NOON;
    tab.table.deal(dealFromNumber(6), 6, 'normal', DEFAULT_RULES);
    await settle();
    const [kept] = tab.persistence.pastGames.value;
    expect(kept).toMatchObject({ at: NOON, level: 'normal', won: false, moves: 1, undos: 1, hints: 0 });
    const link = parseDealLink(kept.link);
    expect(link.ok && link.value.deal).toEqual(dealFromNumber(5));
    expect(link.ok && link.value.rules).toEqual(DEFAULT_RULES);
    const other = await browser.open();
    expect(other.persistence.pastGames.value).toEqual([kept]);
    // The statistics synced count the game, without the history's fields: sync has no room for them.
    await clock.advance(120_000);
    const synced = JSON.stringify(await browser.sync.getAll('stats:'));
    expect(synced).toContain(kept.uid);
    expect(synced).not.toContain('#deal=');
    expect(synced).not.toContain('undos');
  });

  it('sets aside a stored history with a damaged line, keeps the games that read, and tells the player', async () => {
    const clock = new Clock();
    const browser = new Browser('dev-a', clock);
    const good = formatPastGame(game());
    await browser.local.set({ history: [good, 'g2 not a game'] });
    const tab = await browser.open();
    expect(tab.persistence.pastGames.value).toEqual([game()]);
    expect(await browser.local.get('history')).toEqual([good]);
    expect(await browser.local.get('refused:history')).toMatchObject({ raw: [good, 'g2 not a game'] });
    expect(tab.persistence.notice.value).toContain('could not be read and was set aside');
  });

  it('keeps the games of a page whose clock says 2300 or 1969: a new tab reads them, at 2200 or 1970', async () => {
    for (const [clockSays, kept] of [
      [Date.UTC(2300, 5, 1), Y2200],
      [Date.UTC(1969, 5, 1), Y1970],
    ]) {
      const clock = new Clock();
      const browser = new Browser('dev-a', clock);
      const tab = await browser.open(dealFromNumber(5));
      tab.table.stock();
      clock.now = clockSays;
      tab.table.deal(dealFromNumber(6), 6, 'normal', DEFAULT_RULES);
      await settle();
      expect(
        tab.persistence.pastGames.value.map((g) => g.at),
        String(clockSays),
      ).toEqual([kept]);
      const other = await browser.open();
      expect(other.persistence.pastGames.value, String(clockSays)).toEqual(tab.persistence.pastGames.value);
      expect(await browser.local.get('refused:history')).toBeUndefined();
      expect(pastGamesCsv(other.persistence.pastGames.value).split('\r\n')[1]).toMatch(new Date(kept).toISOString());
    }
  });

  it('keeps the games of a stored history one of whose lines is not text, and sets the copy aside', async () => {
    const browser = new Browser('dev-a', new Clock());
    const [a, b] = [game({ uid: 'a', at: NOON }), game({ uid: 'b', at: NOON - 1000 })];
    const raw = [formatPastGame(a), 42, null, { line: 'x' }, formatPastGame(b)];
    await browser.local.set({ history: raw });
    const tab = await browser.open();
    expect(tab.persistence.pastGames.value).toEqual([a, b]);
    expect(await browser.local.get('history')).toEqual([formatPastGame(a), formatPastGame(b)]);
    expect(await browser.local.get('refused:history')).toMatchObject({ raw });
  });

  it('keeps the newest games of a stored history longer than any version writes', async () => {
    const browser = new Browser('dev-a', new Clock());
    const lines = Array.from({ length: MAX_PAST_GAMES * 4 + 1 }, (_, i) =>
      formatPastGame(game({ uid: `g${i}`, at: NOON - i })),
    );
    await browser.local.set({ history: lines });
    const tab = await browser.open();
    expect(tab.persistence.pastGames.value).toHaveLength(MAX_PAST_GAMES);
    expect(tab.persistence.pastGames.value[0]).toEqual(game({ uid: 'g0', at: NOON }));
    expect(await browser.local.get('history')).toEqual(lines.slice(0, MAX_PAST_GAMES));
  });

  it('sets aside a stored line whose link is a formula, keeps the others, and exports no formula', async () => {
    const browser = new Browser('dev-a', new Clock());
    const good = game({ uid: 'a' });
    const planted = formatPastGame(game({ uid: 'b', link: '#deal=%3DHYPERLINK(%22https%3A%2F%2Fevil.example%2F%22)' }));
    await browser.local.set({ history: [planted, formatPastGame(good)] });
    const tab = await browser.open();
    expect(tab.persistence.pastGames.value).toEqual([good]);
    expect(await browser.local.get('history')).toEqual([formatPastGame(good)]);
    expect(await browser.local.get('refused:history')).toMatchObject({ raw: [planted, formatPastGame(good)] });
    expect(pastGamesCsv(tab.persistence.pastGames.value)).not.toContain('HYPERLINK');
  });

  it('two tabs ending games at the same moment both keep theirs', async () => {
    const clock = new Clock();
    const browser = new Browser('dev-a', clock);
    const [one, two] = [await browser.open(), await browser.open()];
    // Two games end in two tabs before either hears of the other's write.
    const ended = (uid: string) =>
      ({ uid, level: 'normal', won: true, seconds: 60, score: 0, hints: 0, link: '#deal=3' }) as const;
    browser.local.hold();
    one.persistence.onResult(ended('x'));
    two.persistence.onResult(ended('y'));
    await settle();
    browser.local.release();
    await settle();
    await clock.advance(1000);
    const uids = (games: readonly (PastGame | null)[]) => games.map((g) => g?.uid).sort();
    const stored = ((await browser.local.get('history')) as string[]).map(parsePastGame);
    expect(uids(stored)).toEqual(['x', 'y']);
    expect(uids(one.persistence.pastGames.value)).toEqual(['x', 'y']);
    expect(uids(two.persistence.pastGames.value)).toEqual(['x', 'y']);
  });
});
