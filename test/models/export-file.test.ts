import { describe, expect, it } from 'vitest';
import { DEFAULT_RULES, dealFromNumber } from '../../engine';
import { parseExportFile } from '../../models/export-file';
import { DEFAULT_SETTINGS } from '../../models/settings';
import { exportAll, importAll } from '../../models/transfer';
import type { App } from '../../models/app';
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
    expect(first).toEqual({ ok: true, value: { devices: 1, games: 1, table: true, shelved: false } });
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
      value: { devices: 0, games: 0, table: false, shelved: false },
    });
    await settle();
    expect(seen()).toEqual(after);
    // Nothing changes for a file refused: the game, the statistics, the history as they were.
    const damaged = text.replace('"history":[', '"history":["not a game",');
    expect(await importAll(app, damaged)).toEqual({ ok: false, code: 'history', message: '' });
    expect(seen()).toEqual(after);
  });
});
