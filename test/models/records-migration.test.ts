/**
 * Records written by the build of 2026-12-06 (commit 742b097), kept as they were written
 * (test/fixtures/records/*.json: each browser's storage.local, storage.sync and localStorage, made by
 * running that build's models: a real table, duel seat results and Persistence on in-memory areas). Every
 * later build must read them through its readers, migrations included, and lose nothing: every game on
 * the table and the shelf with its moves, undone moves and seconds, every race, every duel's moves and
 * plan, every statistic, every history row, the settings and the copies in sync.
 *
 *   browser-one    a game of Klondike under way with undo history, a Spider-Klondike game on the shelf,
 *                  a duel under way with the computer's plan, the results of every mode (statistics and
 *                  history), the settings changed, and their copies in sync
 *   browser-two    a race against the computer under way, a race against a friend's challenge on the
 *                  shelf, a decided duel, and their copies in sync
 *   browser-three  a long game, whose copy in sync comes in two parts
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { KLONDIKE } from '../../engine';
import { expandGame } from '../../engine/compact';
import { parseDuelRecord } from '../../models/duel-record';
import { readShownTable } from '../../models/first-paint';
import { createTable } from '../../models/game';
import { formatPastGame } from '../../models/past-games';
import { Persistence } from '../../models/persistence';
import { readSyncCopy } from '../../models/persist/game-copy';
import type { SavedTable } from '../../models/saved-table';
import { loadSettings, type SettingsData } from '../../models/settings';
import { parseDeviceStats } from '../../models/storage/device-stats';
import { parseSyncDuel } from '../../models/storage/duel-records';
import { parseSyncSettings } from '../../models/storage/settings-record';
import { versionedItems, wxtArea } from '../../models/storage/wxt-kv';
import { Clock, settle } from '../support/world';

interface Fixture {
  readonly local: Record<string, unknown>;
  readonly sync: Record<string, unknown>;
  readonly localStorage: Record<string, unknown>;
}

const fixture = (name: string): Fixture =>
  JSON.parse(readFileSync(join(__dirname, '../fixtures/records', `${name}.json`), 'utf8'));

/** localStorage in Node: what the page's first paint and the duel's seat read. */
class MemoryStorage {
  readonly items = new Map<string, string>();
  getItem = (k: string) => this.items.get(k) ?? null;
  setItem = (k: string, v: string) => void this.items.set(k, String(v));
  removeItem = (k: string) => void this.items.delete(k);
}
let storage: MemoryStorage;
beforeEach(() => {
  fakeBrowser.reset();
  storage = new MemoryStorage();
  (globalThis as { localStorage?: unknown }).localStorage = storage;
});
afterEach(() => {
  delete (globalThis as { localStorage?: unknown }).localStorage;
});

/** The fixture's storage as a browser would hold it; then a new tab: its first paint, then storage read. */
async function openOn(f: Fixture) {
  await fakeBrowser.storage.local.set(f.local);
  await fakeBrowser.storage.sync.set(f.sync);
  for (const [k, v] of Object.entries(f.localStorage)) storage.setItem(k, JSON.stringify(v));
  await versionedItems();
  const { shown, refused } = readShownTable();
  expect(refused).toBe(false);
  if (!shown) throw new Error('no table for the first paint');
  const applied: SettingsData[] = [];
  let p: Persistence | null = null;
  const table = createTable(shown.table, {
    variant: KLONDIKE,
    autoCollect: () => false,
    onResult: () => {},
    onSave: (s) => p?.onTableSaved(s),
  });
  const clock = new Clock();
  clock.now = Date.UTC(2026, 11, 7);
  p = new Persistence({
    local: wxtArea('local'),
    sync: wxtArea('sync'),
    device: String(f.localStorage['klondike-tab/device']),
    tab: 'next',
    table,
    applySettings: (d) => applied.push(d),
    now: () => clock.now,
    date: () => clock.now,
    schedule: clock.schedule,
    mirror: (t) => storage.setItem('klondike-tab/table', JSON.stringify(t)),
  });
  await p.start(shown);
  await settle();
  const local = await fakeBrowser.storage.local.get(null);
  const sync = await fakeBrowser.storage.sync.get(null);
  return { shown, table, persistence: p, applied, local, sync };
}

const ones = (bits: string): number[] => [...bits].flatMap((b, i) => (b === '1' ? [i] : []));

/** What a game is, whatever the format: the game (deal, rules, moves, undone), its seconds and its details. */
const content = (t: SavedTable) => ({
  uid: t.uid,
  game: t.game,
  // Which moves were automatic: a record may leave out the zeros (a game brought whole, as a long one was).
  auto: ones(t.auto),
  undoneAuto: ones(t.undoneAuto),
  dealNumber: t.dealNumber,
  level: t.level,
  elapsed: t.elapsed,
  counted: t.counted,
  carry: t.carry,
  hints: t.hints ?? 0,
  undos: t.undos ?? 0,
  race: t.race ?? null,
  borrowed: t.borrowed ?? false,
});

type Raw = Record<string, unknown> & { game: { moves: string; undone: string } };
const rawTable = (f: Fixture) => (f.local.table as { table: Raw; shelf: Raw | null }).table;
const rawShelf = (f: Fixture) => (f.local.table as { table: Raw; shelf: Raw | null }).shelf;
const rawContent = (t: Raw) => content({ hints: 0, undos: 0, race: null, ...t } as unknown as SavedTable);

/** Nothing was set aside as unreadable, in either area or in localStorage. */
function nothingRefused(local: Record<string, unknown>) {
  expect(Object.keys(local).filter((k) => k.startsWith('refused:'))).toEqual([]);
  expect([...storage.items.keys()].filter((k) => k.endsWith(':refused'))).toEqual([]);
}

describe('records written by the build of 2026-12-06', () => {
  it('browser one: the game under way, its undo history and seconds, and the Spider-Klondike game on the shelf', async () => {
    const f = fixture('browser-one');
    const { shown, table, persistence, local } = await openOn(f);
    nothingRefused(local);
    expect(rawTable(f).game.moves).toBe('D W>F D W>F D W>F D W>F D');
    expect(rawTable(f).game.undone).toBe('W>F D W>F');
    expect(content(shown.table)).toEqual(rawContent(rawTable(f)));
    expect(content(table.saved())).toEqual(rawContent(rawTable(f)));
    expect(table.saved()).toMatchObject({ uid: 'klondike-under-way', elapsed: 11, undos: 3, dealNumber: 42 });
    const shelf = persistence.shelf.value;
    expect(shelf && content(shelf)).toEqual(rawContent(rawShelf(f) as Raw));
    expect(shelf?.game.deal.split('|')).toHaveLength(11); // ten columns and the stock: Spider-Klondike
    expect(shelf?.game.moves).toBe('D D');
  });

  it('browser one: every statistic of every mode, here and in sync', async () => {
    const f = fixture('browser-one');
    const { persistence } = await openOn(f);
    const raw = f.local.stats as { levels: Record<string, unknown>; recent: unknown[] };
    const played = Object.entries(raw.levels).filter(([, s]) => (s as { played: number }).played > 0);
    expect(played.map(([k]) => k).sort()).toEqual([
      'double-solitaire/casual',
      'double-solitaire/strong',
      'hard',
      'normal',
      'spider-klondike/normal',
    ]);
    for (const [level, s] of Object.entries(raw.levels))
      expect(persistence.stats.value[level as keyof typeof persistence.stats.value]).toEqual(s);
    const here = parseDeviceStats(f.local.stats);
    const there = parseDeviceStats(f.sync['stats:d-fixture-one']);
    expect(here.ok && here.value.recent).toEqual(raw.recent);
    expect(there.ok && there.value.levels).toEqual(here.ok && here.value.levels);
    expect(there.ok && there.value.recent).toHaveLength(raw.recent.length);
  });

  it('browser one: every history row of every mode, each field as written', async () => {
    const f = fixture('browser-one');
    const { persistence } = await openOn(f);
    const rows = f.local.history as string[];
    expect(rows).toHaveLength(6);
    expect(persistence.pastGames.value.map(formatPastGame)).toEqual(rows);
    expect(persistence.pastGames.value.map((g) => g.versus?.kind ?? 'klondike')).toEqual([
      'duel',
      'duel',
      'klondike',
      'race',
      'race',
      'klondike',
    ]);
    expect(persistence.pastGames.value.map((g) => g.level)).toEqual([
      'double-solitaire/casual',
      'double-solitaire/strong',
      'spider-klondike/normal',
      'hard',
      'normal',
      'normal',
    ]);
  });

  it('browser one: the settings, in storage, in sync and in the first paint’s copy', async () => {
    const f = fixture('browser-one');
    const { local } = await openOn(f);
    const written = (f.local.settings as { data: SettingsData }).data;
    expect(written).toMatchObject({ level: 'hard', theme: 'blue', fourColour: true, hide: ['score'] });
    const read = parseSyncSettings(local.settings);
    expect(read.ok && read.value.data).toEqual(written);
    const synced = parseSyncSettings(f.sync.settings);
    expect(synced.ok && synced.value.data).toEqual(written);
    expect(loadSettings()).toEqual(written);
  });

  it('browser one: the duel under way, its moves, the computer’s plan, its seconds and hints, here and in sync', async () => {
    const f = fixture('browser-one');
    const { local } = await openOn(f);
    const raw = f.localStorage['klondike-tab/duel'] as Record<string, unknown> & { moves: string; plan: string };
    const read = parseDuelRecord(JSON.parse(storage.getItem('klondike-tab/duel') ?? 'null'));
    if (!read.ok) throw new Error(read.message);
    expect(read.value.record).toMatchObject({
      uid: 'duel-under-way',
      n: 4,
      draw: 3,
      strength: 'strong',
      moves: raw.moves,
      plan: raw.plan,
      elapsed: 95,
      hints: 2,
      counted: false,
      open: true,
      prev: ['duel-left'],
    });
    expect(read.value.moves).toHaveLength(raw.moves.split(' ').length);
    expect(read.value.plan).toHaveLength(3);
    expect(read.value.game.end).toBeNull();
    const synced = parseSyncDuel(f.sync.duel);
    if (!synced.ok) throw new Error(synced.message);
    expect(synced.value.duel.record).toMatchObject({ uid: 'duel-under-way', moves: raw.moves, elapsed: 95 });
    expect(synced.value.duel.moves).toEqual(read.value.moves);
    // The mark still names the save sync last saw (its revision migrated with the record's): nothing re-sent.
    const mark = f.local.duel as { rev: unknown };
    expect(local.duel).toEqual({ rev: mark.rev, uid: 'duel-under-way', at: { n: 31, d: '' } });
    nothingRefused(local);
  });

  it('browser one: the game’s copy in sync is the game on the table', async () => {
    const f = fixture('browser-one');
    const { sync } = await openOn(f);
    const copy = await readSyncCopy(wxtArea('sync'));
    if (copy.kind !== 'copy') throw new Error(copy.kind);
    expect(copy.game).toMatchObject({ uid: 'klondike-under-way', elapsed: 11, ended: false });
    const game = expandGame(copy.game.g);
    expect(game.ok && game.value.record.moves).toBe(rawTable(f).game.moves);
    expect(game.ok && game.value.record.undone).toBe(rawTable(f).game.undone);
    expect(
      Object.keys(sync)
        .filter((k) => !k.endsWith('$'))
        .sort(),
    ).toEqual(['duel', 'game', 'settings', 'stats:d-fixture-one'].sort());
  });

  it('browser two: a race against the computer under way, and one against a friend’s challenge on the shelf', async () => {
    const f = fixture('browser-two');
    const { table, persistence, local } = await openOn(f);
    nothingRefused(local);
    expect(content(table.saved())).toEqual(rawContent(rawTable(f)));
    expect(table.race.value).toEqual(rawTable(f).race);
    expect(table.race.value).toMatchObject({ kind: 'computer', pace: 'quick', wins: true, from: 2 });
    const shelf = persistence.shelf.value;
    expect(shelf && content(shelf)).toEqual(rawContent(rawShelf(f) as Raw));
    expect(shelf?.race).toEqual({ kind: 'friend', seconds: 90, moves: 80 });
    const copy = await readSyncCopy(wxtArea('sync'));
    expect(copy.kind === 'copy' && copy.game.race).toEqual(rawTable(f).race);
  });

  it('browser two: a decided duel, counted, every move there, here and in sync', async () => {
    const f = fixture('browser-two');
    await openOn(f);
    const raw = f.localStorage['klondike-tab/duel'] as { moves: string };
    const read = parseDuelRecord(JSON.parse(storage.getItem('klondike-tab/duel') ?? 'null'));
    if (!read.ok) throw new Error(read.message);
    expect(read.value.record).toMatchObject({
      uid: 'duel-decided',
      n: 5,
      strength: 'casual',
      moves: raw.moves,
      counted: true,
      elapsed: 321,
      hints: 1,
      prev: ['duel-before'],
    });
    expect(read.value.game.end).not.toBeNull();
    const synced = parseSyncDuel(f.sync.duel);
    expect(synced.ok && synced.value.duel.record.moves).toBe(raw.moves);
  });

  it('browser three: a long game, put together from its parts in sync', async () => {
    const f = fixture('browser-three');
    const { table, local } = await openOn(f);
    nothingRefused(local);
    expect(Object.keys(f.sync).sort()).toEqual(['game', 'game:1']);
    expect(content(table.saved())).toEqual(rawContent(rawTable(f)));
    expect(table.saved().game.moves.split(' ')).toHaveLength(9000);
    const copy = await readSyncCopy(wxtArea('sync'));
    if (copy.kind !== 'copy') throw new Error(copy.kind);
    const game = expandGame(copy.game.g);
    expect(game.ok && game.value.record.moves).toBe(rawTable(f).game.moves);
    expect(copy.game.elapsed).toBe(1234);
  });
});
