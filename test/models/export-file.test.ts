import { describe, expect, it } from 'vitest';
import { DEFAULT_RULES, dealFromNumber } from '../../engine';
import { formatExportFile, parseExportFile } from '../../models/export-file';
import { DEFAULT_SETTINGS } from '../../models/settings';
import { exportAll, importAll } from '../../models/transfer';
import type { App } from '../../models/app';
import { quickWin } from '../support/deals';
import { Browser, Clock, settle, type Tab } from '../support/world';

/** The parts of the page's app that export and import use, over a tab of the test world. */
function appOf(tab: Tab, settings = { ...DEFAULT_SETTINGS }): App {
  let data = settings;
  return {
    persistence: { value: tab.persistence },
    table: tab.table,
    settings: {
      data: {
        get value() {
          return data;
        },
      },
      update: (change: Partial<typeof data>) => {
        data = { ...data, ...change };
      },
    },
  } as unknown as App;
}

/** A browser whose tab lost one game of deal 5 and left deal 6 under way, two moves in. */
async function playedBrowser(device: string, clock: Clock) {
  const browser = new Browser(device, clock);
  const tab = await browser.open(dealFromNumber(5));
  tab.table.stock();
  tab.table.deal(dealFromNumber(6), 6, 'hard', { ...DEFAULT_RULES, draw: 3 });
  tab.table.stock();
  tab.table.stock();
  await settle();
  return { browser, tab };
}

describe('an export file', () => {
  it('is refused, saying why, when it is not ours, from another version, or damaged anywhere', async () => {
    const clock = new Clock();
    const { tab } = await playedBrowser('dev-a', clock);
    const good = JSON.parse(exportAll(appOf(tab)) as string);
    // The reason as a code (the page words it) and what the file has wrong, as the file names it.
    const why = (data: unknown) => {
      const r = parseExportFile(typeof data === 'string' ? data : JSON.stringify(data));
      return r.ok ? 'read' : `${r.code} ${r.message}`.trim();
    };
    expect(why(good)).toBe('read');
    expect(why('not json')).toBe('notJson');
    expect(why({ hello: 1 })).toBe('notOurs');
    expect(why({ ...good, version: 2 })).toBe('version 2');
    expect(why({ ...good, stats: 'lots' })).toBe('damaged stats');
    expect(why({ ...good, settings: { ...good.settings, theme: 'neon' } })).toBe('settings theme');
    expect(why({ ...good, settings: null })).toBe('settingsShape');
    const { theme: _, ...noTheme } = good.settings;
    expect(why({ ...good, settings: noTheme })).toBe('settings theme');
    expect(why({ ...good, stats: [{ device: 7 }] })).toMatch(/^stats device: /);
    expect(why({ ...good, history: ['g1 not a game'] })).toBe('history');
    expect(why({ ...good, table: { v: 2 } })).toBe('game v: not 1');
  });

  it('moves everything to another browser exactly; the same file twice changes nothing', async () => {
    const clock = new Clock();
    const a = await playedBrowser('dev-a', clock);
    const text = exportAll(appOf(a.tab, { ...DEFAULT_SETTINGS, theme: 'wine', leftHanded: true })) as string;
    expect(parseExportFile(text).ok).toBe(true);

    const b = new Browser('dev-b', clock);
    const tab = await b.open(dealFromNumber(9));
    const app = appOf(tab);
    const first = await importAll(app, text);
    expect(first).toEqual({ ok: true, value: { settings: true, devices: 1, games: 1, table: 'free' } });
    await settle();
    const seen = () => ({
      settings: app.settings.data.value,
      stats: tab.persistence.stats.value,
      history: tab.persistence.pastGames.value,
      table: tab.table.saved(),
    });
    const after = seen();
    expect(after.settings).toMatchObject({ theme: 'wine', leftHanded: true });
    expect(after.stats.normal).toMatchObject({ played: 1, won: 0 });
    expect(after.history).toEqual(a.tab.persistence.pastGames.value);
    expect(after.table.game).toEqual(a.tab.table.saved().game);
    expect(after.table.uid).toBe(a.tab.table.uid.value);

    expect(await importAll(app, text)).toEqual({
      ok: true,
      value: { settings: false, devices: 0, games: 0, table: 'none' },
    });
    await settle();
    expect(seen()).toEqual(after);
    // Nothing changes for a file refused: the game, the statistics, the history as they were.
    const damaged = text.replace('"history":[', '"history":["not a game",');
    expect(await importAll(app, damaged)).toEqual({ ok: false, code: 'history', message: '' });
    expect(seen()).toEqual(after);
  });

  it("is refused whole, saying where, for one value storage's readers would mend (a count, a level, a setting, the game's), and the good file then imports in full", async () => {
    const clock = new Clock();
    const a = await playedBrowser('dev-a', clock);
    const good = JSON.parse(exportAll(appOf(a.tab)) as string);
    const [own] = good.stats;
    const b = new Browser('dev-b', clock);
    const tab = await b.open(dealFromNumber(9));
    const app = appOf(tab);
    const seen = () => ({
      settings: app.settings.data.value,
      stats: tab.persistence.stats.value,
      history: tab.persistence.pastGames.value,
      table: tab.table.saved(),
    });
    const before = seen();
    const withNormal = (normal: unknown) =>
      JSON.stringify({ ...good, stats: [{ ...own, levels: { ...own.levels, normal } }] });
    const withTable = (change: object) => JSON.stringify({ ...good, table: { ...good.table, ...change } });
    const files = {
      // JSON reads 1e400 as Infinity, which storage's reader would mend to 0.
      beyondAnyNumber: withNormal({ ...own.levels.normal, played: 424242 }).replace('424242', '1e400'),
      notALevel: withNormal('garbage'),
      moreWonThanPlayed: withNormal({ ...own.levels.normal, won: 2 }),
      noStreak: withNormal({ ...own.levels.normal, currentStreak: undefined }),
      rulesCutShort: JSON.stringify({ ...good, settings: { ...good.settings, custom: { draw: 3 } } }),
      negativeTime: withTable({ elapsed: -5 }),
      countedAsText: withTable({ counted: 'yes' }),
      unknownLevel: withTable({ level: 'nightmare' }),
      brokenRace: withTable({ race: { kind: 'friend', seconds: 'soon', moves: 3 } }),
    };
    const refusals = Object.fromEntries(
      await Promise.all(
        Object.entries(files).map(async ([name, text]) => {
          const r = await importAll(app, text);
          return [name, r.ok ? 'imported' : `${r.code} ${r.message}`];
        }),
      ),
    );
    expect(refusals).toEqual({
      beyondAnyNumber: 'stats levels.normal.played',
      notALevel: 'stats levels.normal',
      moreWonThanPlayed: 'stats levels.normal.won',
      noStreak: 'stats levels.normal.currentStreak',
      rulesCutShort: 'settings custom.passes',
      negativeTime: 'game elapsed',
      countedAsText: 'game counted',
      unknownLevel: 'game level',
      brokenRace: 'game race',
    });
    await settle();
    expect(seen()).toEqual(before);

    expect(await importAll(app, JSON.stringify(good))).toEqual({
      ok: true,
      value: { settings: false, devices: 1, games: 1, table: 'free' },
    });
    await settle();
    expect(tab.persistence.stats.value.normal).toMatchObject({ played: 1, won: 0 });
  });

  it("keeps every game under way on a second import: the file's game waits while the table and the shelf hold one each", async () => {
    const clock = new Clock();
    const fromA = exportAll(appOf((await playedBrowser('dev-a', clock)).tab)) as string;
    const c = await playedBrowser('dev-c', clock);
    const fromC = exportAll(appOf(c.tab)) as string;
    const b = new Browser('dev-b', clock);
    const tab = await b.open(dealFromNumber(9));
    for (let i = 0; i < 5; i++) tab.table.stock();
    await settle();
    const ownGame = tab.table.saved();
    const app = appOf(tab);

    expect(await importAll(app, fromA)).toEqual({
      ok: true,
      value: { settings: false, devices: 1, games: 1, table: 'shelved' },
    });
    await settle();
    const gameOfA = tab.table.saved();
    expect(gameOfA.uid).not.toBe(ownGame.uid);
    expect(tab.persistence.shelf.value).toEqual(ownGame);

    // Both games under way stay where the player can go back to them; the rest of the file is taken in.
    expect(await importAll(app, fromC)).toEqual({
      ok: true,
      value: { settings: false, devices: 1, games: 1, table: 'taken' },
    });
    await settle();
    expect(tab.table.saved()).toEqual(gameOfA);
    expect(tab.persistence.shelf.value).toEqual(ownGame);

    // Once one of them is over (here this browser's own, resumed and left: a loss, by the player's word), the
    // same file again puts its game on the table and changes nothing else.
    tab.persistence.resumeShelf();
    expect(tab.table.uid.value).toBe(ownGame.uid);
    tab.table.deal(dealFromNumber(10), 10, 'normal', DEFAULT_RULES);
    expect(await importAll(app, fromC)).toEqual({
      ok: true,
      value: { settings: false, devices: 0, games: 0, table: 'free' },
    });
    await settle();
    expect(tab.table.uid.value).toBe(c.tab.table.uid.value);
    expect(tab.persistence.shelf.value?.uid).toBe(gameOfA.uid);
  });

  it('puts a won game from a file on the table as over: no loss counted after it, whatever its counted flag says', async () => {
    const clock = new Clock();
    const { deal, line } = quickWin();
    const winner = await new Browser('dev-a', clock).open(deal);
    for (const move of line) expect(winner.table.play(move)).toBe(true);
    const won = { ...winner.table.saved(), counted: false };
    winner.table.undo();
    // A win taken back by undo stands, as on the table where it was won.
    const wonThenUndone = { ...winner.table.saved(), counted: false };
    for (const table of [won, wonThenUndone]) {
      const text = formatExportFile({ settings: DEFAULT_SETTINGS, stats: [], history: [], table });
      const tab = await new Browser('dev-b', clock).open(dealFromNumber(9));
      expect(await importAll(appOf(tab), text)).toEqual({
        ok: true,
        value: { settings: false, devices: 0, games: 0, table: 'free' },
      });
      expect(tab.table.uid.value).toBe(won.uid);
      expect(tab.table.inProgress.value).toBe(false);
      tab.table.deal(dealFromNumber(10), 10, 'normal', DEFAULT_RULES);
      await settle();
      expect(tab.persistence.stats.value.normal).toMatchObject({ played: 0, won: 0 });
      expect(tab.persistence.pastGames.value).toEqual([]);
    }
  });
});
