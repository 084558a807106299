/**
 * Records written as a damaged or hostile device would write them: our own results are never lost, and our
 * own next writes always pass our own checks, whatever is in storage.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DEFAULT_RULES, dealFromNumber, encodeGame, newGame } from '../../engine';
import { compactGame, expandGame } from '../../engine/compact';
import { SYNC_GAP_MS } from '../../models/persist/sync-writer';
import { DEFAULT_SETTINGS } from '../../models/settings';
import { MAX_COUNT, MAX_SECONDS } from '../../engine';
import { KEYS } from '../../models/storage/records';
import { parseDeviceStats } from '../../models/storage/device-stats';
import { parseLocalTable } from '../../models/storage/local-table';
import { parseSyncGame } from '../../models/storage/sync-game';
import { parseSyncSettings } from '../../models/storage/settings-record';
import { MAX_REV } from '../../models/sync/clock';
import { Browser, Clock, settle, type Tab } from '../support/world';
import { orNull } from '../../models/storage/read';

const ME = 'dev-mine00';
const OTHER = 'dev-other0';
const mine = `${KEYS.syncStats}${ME}`;

/** A device's statistics record as our own code writes it, with `played` losses at Normal. */
function statsRecord(device: string, played: number, n: number, extra: Record<string, unknown> = {}) {
  const level = { played, won: 0, currentStreak: 0, bestStreak: 0, bestTime: null, bestScore: null, cleanWins: 0 };
  return { device, levels: { normal: level }, recent: [], resets: {}, n, ...extra };
}

const deal = dealFromNumber(777);
const gameRecord = (n: number) => ({
  rev: { n, d: `${OTHER}/t0` },
  uid: 'their-game',
  level: 'normal',
  elapsed: 3,
  ended: false,
  carry: 0,
  g: compactGame(encodeGame(newGame(deal, DEFAULT_RULES)), 777, deal),
});

/** Plays a move and leaves the game for another: one loss counted. Lets the sync copy be written. */
async function loseOne(b: Browser, clock: Clock) {
  const tab = await b.open();
  tab.table.stock();
  tab.table.deal(dealFromNumber(3), 3, 'normal', DEFAULT_RULES);
  await settle();
  await clock.advance(SYNC_GAP_MS);
  return tab;
}

/**
 * Every record this browser keeps passes its own parser, and is this browser's: the game on the table, our
 * counters under our id. The game's copy in sync reads too (ours, or another browser's good copy left there).
 */
async function ownRecordsParse(b: Browser, tab: Tab) {
  expect(orNull(parseLocalTable(await b.local.get(KEYS.table)))?.table.uid, 'local table').toBe(tab.table.uid.value);
  const counted = orNull(parseDeviceStats(await b.local.get(KEYS.stats)));
  expect(counted?.device, 'local stats').toBe(ME);
  expect(orNull(parseDeviceStats(await b.sync.get(mine)))?.n, 'own stats in sync').toBe(counted?.n);
  expect(parseSyncGame(await b.sync.get(KEYS.syncGame)).ok, 'sync game').toBe(true);
}

describe('revisions from another device', () => {
  it('past the largest allowed are refused: our own records stay readable, our results counted', async () => {
    const clock = new Clock();
    const b = new Browser(ME, clock);
    b.sync.apply({
      [`${KEYS.syncStats}${OTHER}`]: statsRecord(OTHER, 1, Number.MAX_SAFE_INTEGER, {
        resets: { hard: Number.MAX_SAFE_INTEGER },
      }),
      [KEYS.syncGame]: gameRecord(Number.MAX_SAFE_INTEGER),
    });
    const tab = await loseOne(b, clock);
    await ownRecordsParse(b, tab);
    expect(tab.persistence.stats.value.normal.played).toBe(1);
    // A new tab (a reload) reads the same figures back.
    const again = await b.open();
    expect(again.persistence.stats.value.normal.played).toBe(1);
  });

  it('far past anything seen (more than 2^32 ahead), even within the largest allowed, are not taken', async () => {
    const clock = new Clock();
    const b = new Browser(ME, clock);
    b.sync.apply({ [`${KEYS.syncStats}${OTHER}`]: statsRecord(OTHER, 2, MAX_REV, { resets: { normal: MAX_REV } }) });
    const tab = await loseOne(b, clock);
    await ownRecordsParse(b, tab);
    expect(tab.persistence.stats.value.normal.played).toBe(1);
    expect(tab.persistence.rev.n).toBeLessThan(100);
  });

  it('within reach are taken, and our next change comes after them', async () => {
    const clock = new Clock();
    const b = new Browser(ME, clock);
    b.sync.apply({ [`${KEYS.syncStats}${OTHER}`]: statsRecord(OTHER, 2, 1_000_000) });
    const tab = await loseOne(b, clock);
    await ownRecordsParse(b, tab);
    expect(tab.persistence.stats.value.normal.played).toBe(3);
    expect(tab.persistence.rev.n).toBeGreaterThan(1_000_000);
  });
});

describe('a game taken from sync at the bounds', () => {
  it('keeps its time within them as the clock runs, so our own records still read back', async () => {
    const clock = new Clock();
    const b = new Browser(ME, clock);
    b.sync.apply({ [KEYS.syncGame]: { ...gameRecord(9), elapsed: MAX_SECONDS } });
    const tab = await b.open();
    expect(tab.table.uid.value).toBe('their-game');
    tab.table.stock();
    tab.table.tick();
    expect(tab.table.elapsed.value).toBe(MAX_SECONDS);
    tab.table.deal(dealFromNumber(3), 3, 'normal', DEFAULT_RULES);
    await clock.advance(SYNC_GAP_MS);
    await ownRecordsParse(b, tab);
  });
});

describe('storage.sync refusing every write', () => {
  it('is tried again one write at a time, backing off, not in a growing crowd of retries', async () => {
    const clock = new Clock();
    const b = new Browser(ME, clock);
    let attempts = 0;
    const set = b.sync.set.bind(b.sync);
    b.sync.set = (items) => {
      attempts++;
      return set(items);
    };
    const tab = await b.open();
    b.sync.fail = new Error('MAX_WRITE_OPERATIONS_PER_HOUR quota exceeded');
    tab.table.stock();
    tab.table.deal(dealFromNumber(3), 3, 'normal', DEFAULT_RULES); // a result and a game: both owed
    await clock.advance(60 * 60_000);
    expect(attempts).toBeLessThan(40);
  });
});

describe('this browser’s own statistics', () => {
  it('damaged in storage.local are taken back from its own copy in sync, and the next result adds to them', async () => {
    const clock = new Clock();
    const b = new Browser(ME, clock);
    b.local.apply({ [KEYS.stats]: { levels: 'x' } });
    b.sync.apply({ [mine]: statsRecord(ME, 2, 5) });
    const tab = await b.open();
    expect(tab.persistence.stats.value.normal.played).toBe(2);
    tab.table.stock();
    tab.table.deal(dealFromNumber(3), 3, 'normal', DEFAULT_RULES);
    await clock.advance(SYNC_GAP_MS);
    expect(orNull(parseDeviceStats(await b.local.get(KEYS.stats)))?.levels.normal.played).toBe(3);
    expect(orNull(parseDeviceStats(await b.sync.get(mine)))?.levels.normal.played).toBe(3);
  });
});

describe('this browser’s own statistics, damaged in place', () => {
  it('with counts past their bounds (read as missing), are taken back from the copy in sync of the same revision', async () => {
    const b = new Browser(ME, new Clock());
    const whole = statsRecord(ME, 2, 5);
    b.local.apply({ [KEYS.stats]: { ...whole, levels: { normal: { ...whole.levels.normal, played: 1e300 } } } });
    b.sync.apply({ [mine]: whole });
    const tab = await b.open();
    expect(tab.persistence.stats.value.normal.played).toBe(2);
  });
});

describe('counts and times', () => {
  it('past their bounds are read as missing, so the figures shown stay finite', async () => {
    const clock = new Clock();
    const b = new Browser(ME, clock);
    const huge = (device: string) => ({
      ...statsRecord(device, 0, 3),
      levels: { normal: { played: 1.7e308, won: 1e300, bestTime: -5, bestScore: Number.MAX_VALUE } },
    });
    b.sync.apply({ [`${KEYS.syncStats}${OTHER}`]: huge(OTHER), [`${KEYS.syncStats}dev-third0`]: huge('dev-third0') });
    const tab = await loseOne(b, clock);
    const normal = tab.persistence.stats.value.normal;
    expect(normal).toMatchObject({ played: 1, won: 0, bestTime: null, bestScore: null });
    const figures = Object.values(tab.persistence.stats.value).flatMap((level) => Object.values(level));
    expect(figures.filter((x) => x !== null && !(Number.isFinite(x) && x <= MAX_COUNT))).toEqual([]);
  });
});

/** Two losses at Normal counted here, at revisions 3 and 4. */
const loss = (uid: string, n: number) => ({ uid, level: 'normal', won: false, seconds: 9, score: 0, n });
const ownTwoLosses = statsRecord(ME, 2, 4, { recent: [loss('g1', 3), loss('g2', 4)] });

describe('a damaged game record in storage.local', () => {
  it('still holding a game that checks out, gives that game back instead of a new deal', async () => {
    const b = new Browser(ME, new Clock());
    const first = await b.open();
    first.table.stock();
    first.table.stock();
    await settle();
    first.persistence.stop();
    const saved = (await b.local.get(KEYS.table)) as { table: unknown };
    b.local.apply({ [KEYS.table]: { rev: 'damaged', table: saved.table } });
    const tab = await b.open(dealFromNumber(9)); // no first-paint copy: a fresh deal on show
    expect(tab.table.game.value.moves).toHaveLength(2);
    expect(orNull(parseLocalTable(await b.local.get(KEYS.table)))?.table.game.moves).toBe('D D');
    expect(await b.local.get('refused:table')).toEqual({
      why: expect.stringMatching(/^rev: /),
      raw: { rev: 'damaged', table: saved.table },
    });
  });
});

describe('a game given back from a damaged record', () => {
  it('stays on show when sync holds the same game some moves back under a newer revision, and is written there', async () => {
    const clock = new Clock();
    const b = new Browser(ME, clock);
    const first = await b.open();
    first.table.stock();
    first.table.stock();
    await settle();
    first.persistence.stop();
    const saved = (await b.local.get(KEYS.table)) as { table: { uid: string; game: { moves: string } } };
    const oneMove = { ...saved.table, game: { ...saved.table.game, moves: 'D' } };
    const behind = {
      rev: { n: 50, d: `${ME}/t9` },
      uid: saved.table.uid,
      level: 'normal',
      elapsed: 0,
      ended: false,
      carry: 0,
      g: compactGame(oneMove.game as never, 1, dealFromNumber(1)),
    };
    b.local.apply({ [KEYS.table]: { rev: 'damaged', table: saved.table } });
    b.sync.apply({ [KEYS.syncGame]: behind });
    const tab = await b.open(dealFromNumber(9));
    expect(tab.table.game.value.moves).toHaveLength(2);
    expect(tab.persistence.shelf.value).toBeNull();
    await clock.advance(SYNC_GAP_MS);
    const copy = orNull(parseSyncGame(await b.sync.get(KEYS.syncGame)));
    expect(copy?.rev.n).toBeGreaterThan(50);
    expect(copy && expandGame(copy.g).ok && expandGame(copy.g)).toMatchObject({ value: { record: { moves: 'D D' } } });
  });
});

describe('races between tabs', () => {
  it('a game’s result reported twice (two tabs leaving it at the same moment) is counted once', async () => {
    const b = new Browser(ME, new Clock());
    const tab = await b.open();
    const result = { uid: 'the-game', level: 'normal', won: false, seconds: 30, score: 0, hints: 0 } as const;
    tab.persistence.onResult(result);
    tab.persistence.onResult(result); // the other tab's report, arriving after this tab took its counters
    await settle();
    expect(tab.persistence.stats.value.normal.played).toBe(1);
    expect(orNull(parseDeviceStats(await b.local.get(KEYS.stats)))?.recent).toHaveLength(1);
  });
});

describe('settings changed in a hurry', () => {
  it('reach sync as the last change, in a few writes, and after a failed write (quota) too', async () => {
    const clock = new Clock();
    const b = new Browser(ME, clock);
    const tab = await b.open();
    await clock.advance(SYNC_GAP_MS);
    const before = b.sync.writes;
    for (let i = 0; i < 150; i++) tab.persistence.onSettingsChanged({ ...DEFAULT_SETTINGS, sound: i % 2 === 0 });
    await clock.advance(SYNC_GAP_MS);
    expect(b.sync.writes - before).toBeLessThanOrEqual(7); // storage.sync takes 120 a minute
    expect(orNull(parseSyncSettings(await b.sync.get(KEYS.syncSettings)))?.data.sound).toBe(false);
    b.sync.fail = new Error('QUOTA_BYTES_PER_ITEM quota exceeded');
    tab.persistence.onSettingsChanged({ ...DEFAULT_SETTINGS, sound: true });
    await clock.advance(SYNC_GAP_MS);
    b.sync.fail = null;
    await clock.advance(5 * SYNC_GAP_MS);
    expect(orNull(parseSyncSettings(await b.sync.get(KEYS.syncSettings)))?.data.sound).toBe(true);
  });
});

describe('a reset from another browser', () => {
  it('takes back what was counted before it, not the games played here since', async () => {
    const clock = new Clock();
    const b = new Browser(ME, clock);
    b.local.apply({ [KEYS.stats]: ownTwoLosses });
    // Normal reset on another browser at revision 3: the loss counted here at 4 came after it.
    b.sync.apply({ [`${KEYS.syncStats}${OTHER}`]: statsRecord(OTHER, 0, 3, { resets: { normal: 3 } }) });
    const tab = await b.open();
    expect(tab.persistence.stats.value.normal.played).toBe(1);
    // A reset made here comes after everything counted here.
    tab.persistence.resetStats('normal');
    expect(tab.persistence.stats.value.normal.played).toBe(0);
  });
});

/** JSON-like values, and records shaped like ours with extreme numbers in them (resets only at Hard). */
const hostile = fc.oneof(
  fc.jsonValue(),
  fc
    .record({
      n: fc.oneof(fc.integer(), fc.constantFrom(MAX_REV, MAX_REV + 1, Number.MAX_SAFE_INTEGER, -1)),
      played: fc.oneof(fc.nat(), fc.double()),
    })
    .map(({ n, played }) => statsRecord(OTHER, played, n, { resets: { hard: n } })),
  fc.oneof(fc.integer(), fc.constantFrom(MAX_REV, Number.MAX_SAFE_INTEGER)).map(gameRecord),
  fc.record({ rev: fc.record({ n: fc.integer(), d: fc.string() }), data: fc.jsonValue() }),
);

describe('any records in every synced key', () => {
  it('never stop start-up, never lose this browser’s results, and our next writes pass our own checks and fit the quota', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.record({ game: hostile, settings: hostile, other: hostile, own: hostile }),
        async (records) => {
          const clock = new Clock();
          const b = new Browser(ME, clock);
          b.local.apply({ [KEYS.stats]: ownTwoLosses });
          b.sync.apply({
            [KEYS.syncGame]: records.game,
            [KEYS.syncSettings]: records.settings,
            [`${KEYS.syncStats}${OTHER}`]: records.other,
            [mine]: records.own,
          });
          const tab = await loseOne(b, clock);
          await ownRecordsParse(b, tab);
          expect(orNull(parseDeviceStats(await b.local.get(KEYS.stats)))?.levels.normal.played).toBeGreaterThanOrEqual(
            3,
          );
          // What is there is either the record as it came (refused, left alone) or one of ours.
          const settings = await b.sync.get(KEYS.syncSettings);
          const asCame = JSON.stringify(settings) === JSON.stringify(records.settings);
          expect(asCame || parseSyncSettings(settings).ok, 'settings in sync').toBe(true);
          const ours = [...b.sync.data].filter(([key]) => key === KEYS.syncGame || key === mine);
          const sizes = ours.map(([key, value]) => key.length + JSON.stringify(value).length);
          expect(sizes.filter((n) => n > 8192)).toEqual([]);
          tab.persistence.stop();
        },
      ),
      { numRuns: 150 },
    );
  });
});
