/**
 * A move made as a new tab opens, before storage is read: played on the stored game when it is that game,
 * taken back with a word when it was made on a copy that was not the newest, and never written over the
 * stored game. The page's own app (models/app.ts) runs here, with storage that answers when the test says.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_RULES, dealFromNumber, encodeGame, newGame } from '../../engine';
import { createApp } from '../../models/app';
import { localKey } from '../../models/local-store';
import { freshTable, type SavedTable } from '../../models/saved-table';
import type { SolverClient } from '../../models/solver';
import { MemoryKV } from '../../models/storage/kv';
import { KEYS } from '../../models/storage/records';
import { type LocalTable, parseLocalTable } from '../../models/storage/local-table';
import { orNull } from '../../models/storage/read';
import { isNewer, type Rev } from '../../models/sync/clock';
import { tn } from '../../models/words';

/** localStorage for the page's first-paint copies, in memory. */
class MemoryStorage {
  readonly items = new Map<string, string>();
  getItem = (k: string) => this.items.get(k) ?? null;
  setItem = (k: string, v: string) => void this.items.set(k, String(v));
  removeItem = (k: string) => void this.items.delete(k);
}

const DEVICE = 'd-browser1';
let storage: MemoryStorage;

beforeEach(() => {
  storage = new MemoryStorage();
  storage.setItem(localKey('device'), JSON.stringify(DEVICE));
  vi.stubGlobal('localStorage', storage);
});
afterEach(() => vi.unstubAllGlobals());

/** A game of deal 5 with these moves played, as a table saves it. */
function tableWith(moves: string[], uid = 'stored-game'): SavedTable {
  const base = freshTable(dealFromNumber(5), 5, 'normal', DEFAULT_RULES);
  const encoded = encodeGame(newGame(dealFromNumber(5), DEFAULT_RULES));
  return {
    ...base,
    uid,
    game: { ...encoded, moves: moves.join(' ') },
    auto: '0'.repeat(moves.length),
  };
}

const record = (rev: Rev, table: SavedTable): LocalTable => ({ rev, named: [], table, shelf: null });

/** Opens a new tab on these storage areas; storage answers only when `read()` is called. */
function openTab(local: MemoryKV) {
  let answer: () => void = () => {};
  const ready = new Promise<void>((done) => {
    answer = done;
  });
  const app = createApp({
    solver: () => new Promise<SolverClient>(() => {}),
    storage: async () => {
      await ready;
      return { local, sync: new MemoryKV() };
    },
    now: () => 0,
    schedule: () => () => {},
  });
  const started = app.start();
  return {
    app,
    read: async () => {
      answer();
      await started;
    },
  };
}

async function storedTable(local: MemoryKV) {
  return orNull(parseLocalTable(await local.get(KEYS.table)));
}

describe('a move made before storage is read', () => {
  it('on a fresh deal shown for want of a first-paint copy is taken back with a word, and the stored game stays', async () => {
    const local = new MemoryKV();
    const stored = record({ n: 1, d: `${DEVICE}/a00000` }, tableWith(['D', 'D']));
    await local.set({ [KEYS.table]: stored });
    const { app, read } = openTab(local);
    app.table.stock();
    // A fresh deal of the page's own choosing: the draw, and whatever auto-collect sent home after it.
    expect(app.table.saved().game.moves).toMatch(/^D\b/);
    await read();
    expect(app.table.uid.value).toBe('stored-game');
    expect(app.table.saved().game.moves).toBe('D D');
    expect((await storedTable(local))?.table.game.moves).toBe('D D');
    expect((await storedTable(local))?.table.uid).toBe('stored-game');
    expect(app.notice.value).toBe(tn('notice.earlyMovesTakenBack', 1));
  });

  it('on an older copy of the stored game is played on the stored game, under a newer revision', async () => {
    const local = new MemoryKV();
    const storedRev = { n: 7, d: `${DEVICE}/b00000` };
    await local.set({ [KEYS.table]: record(storedRev, tableWith(['D', 'D'])) });
    storage.setItem(localKey('table'), JSON.stringify(record({ n: 6, d: `${DEVICE}/b00000` }, tableWith(['D']))));
    const { app, read } = openTab(local);
    app.table.stock();
    expect(app.table.saved().game.moves).toBe('D D');
    await read();
    const kept = await storedTable(local);
    expect(kept?.table.game.moves).toBe('D D D');
    expect(kept && isNewer(kept.rev, storedRev)).toBe(true);
    expect(app.table.saved().game.moves).toBe('D D D');
    expect(app.notice.value).toBeNull();
  });

  it('on the newest copy stands, and is saved above the stored revision', async () => {
    const local = new MemoryKV();
    const rev = { n: 9, d: `${DEVICE}/c00000` };
    await local.set({ [KEYS.table]: record(rev, tableWith(['D'])) });
    storage.setItem(localKey('table'), JSON.stringify(record(rev, tableWith(['D']))));
    const { app, read } = openTab(local);
    app.table.stock();
    app.table.stock();
    await read();
    const kept = await storedTable(local);
    expect(kept?.table.game.moves).toBe('D D D');
    expect(kept && isNewer(kept.rev, rev)).toBe(true);
    expect(app.notice.value).toBeNull();
  });

  it('in a profile with no stored game is the game, and is saved', async () => {
    const local = new MemoryKV();
    const { app, read } = openTab(local);
    app.table.stock();
    const shown = app.table.saved();
    await read();
    const kept = await storedTable(local);
    expect(kept?.table.uid).toBe(shown.uid);
    expect(kept?.table.game.moves).toBe(shown.game.moves);
    expect(kept?.table.game.moves).toMatch(/^D\b/);
    expect(app.notice.value).toBeNull();
  });

  it('writes no first-paint copy before storage is read: the next tab cannot paint a table that is not the game', async () => {
    const local = new MemoryKV();
    await local.set({ [KEYS.table]: record({ n: 3, d: `${DEVICE}/d00000` }, tableWith(['D'])) });
    const { app } = openTab(local);
    app.table.stock();
    expect(storage.getItem(localKey('table'))).toBeNull();
  });
});

describe('a move made before storage is read, beside other tabs and later games', () => {
  it('is kept when another tab changes the game at the same moment: played again on that tab’s record', async () => {
    const local = new MemoryKV();
    const rev = { n: 1, d: `${DEVICE}/a00000` };
    await local.set({ [KEYS.table]: record(rev, tableWith(['D'])) });
    storage.setItem(localKey('table'), JSON.stringify(record(rev, tableWith(['D']))));
    const a = openTab(local);
    await a.read();
    const b = openTab(local);
    b.app.table.stock(); // before B has read storage
    local.hold(); // the tabs hear of each other's writes a moment late
    await b.read();
    a.app.table.stock();
    a.app.table.stock();
    local.release();
    await new Promise((done) => setTimeout(done, 0));
    expect((await storedTable(local))?.table.game.moves).toBe('D D D D');
  });

  it('taken back leaves the results of the games after it counted', async () => {
    const local = new MemoryKV();
    const sync = new MemoryKV();
    await local.set({ [KEYS.table]: record({ n: 1, d: `${DEVICE}/a00000` }, tableWith(['D'])) });
    let answer: () => void = () => {};
    const synced = new Promise<void>((done) => {
      answer = done;
    });
    // storage.local answers at once, storage.sync later: Persistence is still reading when the player deals.
    const slowSync = Object.assign(Object.create(sync), {
      get: async (k: string) => {
        await synced;
        return sync.get(k);
      },
      getAll: async (p: string) => {
        await synced;
        return sync.getAll(p);
      },
    });
    const app = createApp({
      solver: () => new Promise<SolverClient>(() => {}),
      storage: async () => ({ local, sync: slowSync }),
      now: () => 0,
      schedule: () => () => {},
    });
    app.table.stock(); // on the fresh deal shown for want of a first-paint copy: taken back
    const started = app.start();
    await new Promise((done) => setTimeout(done, 0));
    expect(app.table.uid.value).toBe('stored-game');
    app.table.stock();
    app.table.deal(dealFromNumber(8), 8, 'normal', DEFAULT_RULES); // the stored game left: a loss
    answer();
    await started;
    expect(app.stats.all.value.normal.played).toBe(1);
  });

  it('is a new game dealt (a link followed) that stands, the stored game under way set aside to resume', async () => {
    const local = new MemoryKV();
    await local.set({ [KEYS.table]: record({ n: 4, d: `${DEVICE}/a00000` }, tableWith(['D', 'D'])) });
    const { app, read } = openTab(local);
    app.table.deal(dealFromNumber(21), 21, 'normal', DEFAULT_RULES); // the link's deal, before the read
    const dealt = app.table.uid.value;
    await read();
    const kept = await storedTable(local);
    expect(kept?.table.uid).toBe(dealt);
    expect(kept?.shelf?.uid).toBe('stored-game');
    expect(app.shelved.value).toBe(true);
    expect(app.notice.value).toBeNull();
  });
});

describe('the device id', () => {
  it('outlives a clearing of localStorage: storage.local keeps it, and it is given back', async () => {
    const local = new MemoryKV();
    const first = openTab(local);
    await first.read();
    expect(await local.get('device')).toBe(DEVICE);
    storage.items.clear();
    const second = openTab(local);
    await second.read();
    expect(storage.getItem(localKey('device'))).toBe(JSON.stringify(DEVICE));
  });

  it('of a profile from before storage kept it is the one its statistics are counted under', async () => {
    const local = new MemoryKV();
    const counted = { device: 'd-counted', levels: {}, recent: [], resets: {}, n: 4 };
    await local.set({ [KEYS.stats]: counted });
    storage.items.clear();
    const tab = openTab(local);
    await tab.read();
    expect(await local.get('device')).toBe('d-counted');
    expect(storage.getItem(localKey('device'))).toBe(JSON.stringify('d-counted'));
  });
});
