/**
 * storage.sync holds 102,400 bytes in all. What this browser keeps there, each part at its fullest (the
 * fullest record each reader takes, built here and measured), must leave the game's copy its room: the
 * statistics of other browsers an import brings get only what is left.
 */
import { describe, expect, it } from 'vitest';
import { DEFAULT_RULES, LEVELS, MAX_COUNT, MAX_PASSES, MAX_SECONDS, SCORING_SYSTEMS, STATS_KEYS } from '../../engine';
import { GAME_NAMES } from '../../engine/games';
import { BACKS, FIGURES, MOTIONS, parseSettings, type SettingsData, SIZES, THEMES } from '../../models/settings';
import { parseDeviceStats, type StoredStats } from '../../models/storage/device-stats';
import { KEYS } from '../../models/storage/records';
import { MAX_REV } from '../../models/sync/clock';
import { MAX_PARTS, PART, splitCopy } from '../../models/sync/game-parts';
import { RECENT } from '../../models/sync/stats-merge';
import { FULLEST, itemBytes, SYNC_BYTES } from '../../models/sync/room';
import { Browser, Clock, settle } from '../support/world';
import { QUOTA, SyncArea } from '../support/sync-service';

/** Of the values a field may hold, the one whose JSON is longest. */
const longest = <T>(values: readonly T[]): T =>
  values.reduce((a, b) => (JSON.stringify(b).length > JSON.stringify(a).length ? b : a));

/**
 * The numbers with the longest JSON the readers take where any finite number within bounds is taken: 17
 * significant digits behind five zeros (a smaller one is written with an exponent, and is shorter).
 */
const LONGEST_SCORE = -0.0000012345678901234567;
const LONGEST_TIME = 0.0000012345678901234567;

/** The longest revision a record carries: the largest counter, and the longest writer's name. */
const REV = { n: MAX_REV, d: 'd'.repeat(64) };

/** The bytes of the game's copy at its longest, all its parts together. */
function fullestGame(): number {
  const race = { kind: 'computer', pace: 'relaxed', line: 'x'.repeat(4000), wins: false, from: MAX_SECONDS };
  const items = splitCopy(KEYS.syncGame, {
    rev: REV,
    uid: 'u'.repeat(40),
    level: longest(LEVELS),
    elapsed: MAX_SECONDS,
    ended: false,
    carry: LONGEST_SCORE,
    race,
    g: 'x'.repeat(PART * MAX_PARTS - JSON.stringify(race).length),
  });
  expect(Object.keys(items ?? {})).toHaveLength(MAX_PARTS);
  return Object.entries(items ?? {}).reduce((n, [k, v]) => n + itemBytes(k, v), 0);
}

const FULLEST_SETTINGS: SettingsData = {
  game: longest(GAME_NAMES),
  level: longest(LEVELS.filter((l) => l !== 'daily')),
  custom: {
    ...DEFAULT_RULES,
    draw: 3,
    passes: longest<number | 'unlimited'>(['unlimited', MAX_PASSES]),
    scoring: longest(SCORING_SYSTEMS),
    ...Object.fromEntries(
      Object.entries(DEFAULT_RULES)
        .filter(([, v]) => typeof v === 'boolean')
        .map(([k]) => [k, false]),
    ),
  },
  autoCollect: false,
  sound: false,
  vegasCumulative: false,
  referee: false,
  fairHints: false,
  hide: [...FIGURES],
  motion: longest(MOTIONS),
  theme: longest(THEMES),
  back: longest(BACKS),
  size: longest(SIZES),
  fourColour: false,
  largeIndex: false,
  leftHanded: false,
};

/** One browser's statistics at their fullest: every counter at its bound, every recent result its longest. */
function fullestStats(device: string): StoredStats {
  const level = {
    played: MAX_COUNT,
    won: MAX_COUNT,
    currentStreak: MAX_COUNT,
    bestStreak: MAX_COUNT,
    bestTime: LONGEST_TIME,
    bestScore: LONGEST_SCORE,
    cleanWins: MAX_COUNT,
  };
  const result = {
    uid: 'u'.repeat(40),
    level: longest(STATS_KEYS),
    won: false,
    seconds: MAX_SECONDS,
    score: LONGEST_SCORE,
    hints: MAX_COUNT,
    n: MAX_REV,
  };
  return {
    device,
    levels: Object.fromEntries(STATS_KEYS.map((k) => [k, level])) as StoredStats['levels'],
    recent: Array(RECENT).fill(result),
    resets: Object.fromEntries(STATS_KEYS.map((k) => [k, MAX_REV])),
    n: MAX_REV,
  };
}

describe('storage.sync’s 102,400 bytes', () => {
  it('are counted on for each part at its fullest: the game’s copy, the settings and a browser’s statistics read back whole and fit their share', () => {
    expect(fullestGame()).toBeLessThanOrEqual(FULLEST.game);
    // The fullest records are legal: their readers take them as they are.
    expect(parseSettings(FULLEST_SETTINGS)).toEqual(FULLEST_SETTINGS);
    expect(itemBytes(KEYS.syncSettings, { rev: REV, data: FULLEST_SETTINGS })).toBeLessThanOrEqual(FULLEST.settings);
    const stats = fullestStats('w'.repeat(64));
    expect(parseDeviceStats(stats)).toEqual({ ok: true, value: stats });
    expect(itemBytes(KEYS.syncStats + stats.device, stats)).toBeLessThanOrEqual(FULLEST.stats);
  });

  it('hold no fuller statistics than that from anywhere: resets of levels this version does not know are left out, and a browser is named by an id', () => {
    const stats = fullestStats('w'.repeat(64));
    const later = Object.fromEntries(Array.from({ length: 1000 }, (_, i) => [`a-later-game-${i}/normal`, MAX_REV]));
    const read = parseDeviceStats({ ...stats, resets: { ...later, ...stats.resets } });
    expect(read).toEqual({ ok: true, value: stats });
    for (const device of ['\u0000'.repeat(64), 'é'.repeat(64), 'w'.repeat(65)])
      expect(parseDeviceStats({ ...stats, device })).toMatchObject({
        ok: false,
        message: expect.stringMatching(/^device: /),
      });
  });

  it('keep the game’s room when an import brings many browsers’ fullest statistics: it adds only what the fullest of everything else leaves', async () => {
    const clock = new Clock();
    const b = new Browser('dev-mine00', clock);
    const sync = new SyncArea(() => clock.now, false);
    Object.assign(b, { sync });
    const tab = await b.open();
    const own = fullestStats('w'.repeat(64));
    const room =
      SYNC_BYTES -
      fullestGame() -
      QUOTA.perItem - // the duel: one item at most
      itemBytes(KEYS.syncSettings, { rev: REV, data: FULLEST_SETTINGS }) -
      itemBytes(KEYS.syncStats + own.device, own);
    // Ten other browsers, each at its fullest but for revisions any browser can have counted by now.
    const others = Array.from({ length: 10 }, (_, i) => ({ ...fullestStats(`dev-other${i}`), resets: {}, n: 1 }));
    const before = sync.bytes();
    const { devices } = await tab.persistence.imported(others, [], null);
    await settle();
    expect(devices).toBeGreaterThan(0);
    expect([...sync.data.keys()].filter((k) => k.startsWith(`${KEYS.syncStats}dev-other`))).toHaveLength(devices);
    expect(sync.bytes() - before).toBeLessThanOrEqual(room);
  });
});
