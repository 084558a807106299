import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DEFAULT_RULES, dealFromNumber, STATS_KEYS } from '../../engine';
import { parseDealLink } from '../../engine/link';
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
      line.replace('mx62q2o0', 'zzzzzzzzz'), // after the year 2200
      `${line} more`,
      42,
      null,
    ]) {
      expect(parsePastGame(bad), String(bad)).toBeNull();
    }
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
      'date,game and level,deal,rules,result,seconds,moves,score,hints,undos',
      '2026-12-02T12:00:00.000Z,hard,12345,draw=3 passes=unlimited f2t=1 scoring=standard,won,222,118,640,1,2',
      '2026-12-02T12:00:00.000Z,hard,"AS, 2S",draw=1,lost,222,118,640,1,2',
      '',
    ]);
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
    expect(tab.persistence.notice.value).not.toBeNull();
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
