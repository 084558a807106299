import { describe, expect, it } from 'vitest';
import { DEFAULT_RULES, dealFromNumber, encodeGame } from '../../engine';
import { compactGame, compactMoves } from '../../engine/compact';
import type { RaceRecord } from '../../models/race-record';
import { SYNC_GAP_MS, SYNC_IDLE_MS, SYNC_URGENT_GAP_MS } from '../../models/persist/sync-writer';
import { DEFAULT_SETTINGS } from '../../models/settings';
import { KEYS } from '../../models/storage/records';
import { parseLocalTable } from '../../models/storage/local-table';
import { parseSyncGame } from '../../models/storage/sync-game';
import { Browser, Clock, settle } from '../support/world';
import { orNull } from '../../models/storage/read';

describe('saving every move', () => {
  it('saves each move to storage.local at once, with a rising revision', async () => {
    const b = new Browser('dev-aaaaaa', new Clock());
    const tab = await b.open();
    tab.table.stock();
    await settle();
    const first = orNull(parseLocalTable(await b.local.get(KEYS.table)));
    tab.table.stock();
    await settle();
    const second = orNull(parseLocalTable(await b.local.get(KEYS.table)));
    expect(first?.table.game.moves).toBe('D');
    expect(second?.table.game.moves).toBe('D D');
    expect((second?.rev.n ?? 0) > (first?.rev.n ?? 0)).toBe(true);
  });

  it('a new tab shows the game exactly as left, undo history included', async () => {
    const b = new Browser('dev-aaaaaa', new Clock());
    const a = await b.open();
    a.table.stock();
    a.table.stock();
    a.table.undo();
    await settle();
    const c = await b.open(dealFromNumber(99));
    expect(encodeGame(c.table.game.value)).toEqual(encodeGame(a.table.game.value));
    expect(c.table.game.value.undone).toHaveLength(1);
  });
});

describe('tabs', () => {
  it('a move in one tab appears in the others', async () => {
    const b = new Browser('dev-aaaaaa', new Clock());
    const a = await b.open();
    const c = await b.open();
    a.table.stock();
    await settle();
    expect(c.table.game.value.moves).toHaveLength(1);
    c.table.stock();
    await settle();
    expect(a.table.game.value.moves).toHaveLength(2);
  });

  it('a setting changed in one tab reaches the others at once, without waiting on sync', async () => {
    const clock = new Clock();
    const b = new Browser('dev-aaaaaa', clock);
    const [a, c] = [await b.open(), await b.open()];
    const quiet = { ...DEFAULT_SETTINGS, hide: ['time' as const] };
    // Every write of the settings to sync, by any tab.
    let written = 0;
    const set = b.sync.set.bind(b.sync);
    b.sync.set = (items) => {
      if (KEYS.syncSettings in items) written++;
      return set(items);
    };
    a.persistence.onSettingsChanged(quiet);
    await settle();
    expect(c.applied).toEqual([quiet]);
    expect(a.applied).toEqual([]);
    // Sent once: by the tab that made the change; the other, which would send it were that tab gone, stands down.
    await clock.advance(5 * SYNC_GAP_MS);
    expect(written).toBe(1);
    expect(await b.sync.get(KEYS.syncSettings)).toMatchObject({ data: quiet });
  });

  it('a new tab takes the settings this browser keeps, though sync holds the same (its first paint had no copy of them)', async () => {
    const clock = new Clock();
    const b = new Browser('dev-aaaaaa', clock);
    const a = await b.open();
    const mine = { ...DEFAULT_SETTINGS, autoCollect: false };
    a.persistence.onSettingsChanged(mine);
    await clock.advance(5 * SYNC_GAP_MS); // in storage.sync too, at the same revision
    expect(await b.sync.get(KEYS.syncSettings)).toMatchObject({ data: mine });
    const later = await b.open();
    expect(later.applied).toEqual([mine]);
  });

  it('a setting changed in a tab that closes at once still reaches sync, sent by another tab', async () => {
    const clock = new Clock();
    const b = new Browser('dev-aaaaaa', clock);
    const [a, c] = [await b.open(), await b.open()];
    await clock.advance(SYNC_GAP_MS); // each tab's first writes done
    const quiet = { ...DEFAULT_SETTINGS, hide: ['score' as const] };
    a.persistence.onSettingsChanged(quiet);
    await settle();
    a.persistence.stop();
    await clock.advance(2 * SYNC_GAP_MS);
    expect(await b.sync.get(KEYS.syncSettings)).toMatchObject({ data: quiet });
    c.persistence.stop();
  });

  it('a move made in another tab while a new tab is still reading storage reaches the new tab', async () => {
    const b = new Browser('dev-aaaaaa', new Clock());
    const a = await b.open();
    const opening = b.open(); // reads storage from here on
    a.table.stock();
    const c = await opening;
    await settle();
    expect(c.table.game.value.moves).toHaveLength(1);
    c.table.stock();
    await settle();
    expect(a.table.game.value.moves).toHaveLength(2);
  });

  it('a tab that missed changes adopts the newer game and never writes over it', async () => {
    const b = new Browser('dev-aaaaaa', new Clock());
    const a = await b.open();
    const stale = await b.open();
    stale.persistence.stop(); // asleep: it hears nothing
    a.table.stock();
    a.table.stock();
    await settle();
    const newer = orNull(parseLocalTable(await b.local.get(KEYS.table)));
    // Waking up, it reads storage again before anything else.
    await stale.persistence.start(null);
    expect(stale.table.game.value.moves).toHaveLength(2);
    expect(orNull(parseLocalTable(await b.local.get(KEYS.table)))?.rev).toEqual(newer?.rev);
  });
});

describe('storage.sync', () => {
  it('writes the sync copy after a pause, at most once a minute while play goes on', async () => {
    const clock = new Clock();
    const b = new Browser('dev-aaaaaa', clock);
    const tab = await b.open();
    await clock.advance(SYNC_GAP_MS);
    const before = tab.persistence.syncWrites;
    for (let i = 0; i < 120; i++) {
      tab.table.stock();
      await clock.advance(1000); // a move a second for two minutes
    }
    await clock.advance(SYNC_GAP_MS);
    const writes = tab.persistence.syncWrites - before;
    expect(writes).toBeGreaterThanOrEqual(2);
    expect(writes).toBeLessThanOrEqual(4);
    const copy = (await b.sync.get(KEYS.syncGame)) as { g: string };
    expect(copy.g.length).toBeLessThan(2048);
  });

  it("carries the race a game is part of: the computer's pace, moves and start, or a friend's time to beat", async () => {
    const races: RaceRecord[] = [
      { kind: 'computer', pace: 'steady', line: compactMoves([{ type: 'draw' }]), wins: false, from: 2 },
      { kind: 'friend', seconds: 222, moves: 118 },
    ];
    for (const race of races) {
      const clock = new Clock();
      const one = new Browser('dev-one111', clock);
      const two = new Browser('dev-two222', clock);
      const a = await one.open();
      a.table.deal(dealFromNumber(3), 3, 'normal', DEFAULT_RULES, race);
      a.table.stock();
      await clock.advance(SYNC_IDLE_MS + SYNC_GAP_MS);
      const fresh = await two.open();
      two.sync.apply({ [KEYS.syncGame]: await one.sync.get(KEYS.syncGame) });
      await settle();
      expect(fresh.table.uid.value).toBe(a.table.uid.value);
      expect(fresh.table.race.value).toEqual(race);
    }
  });

  it('another browser takes the game when it has nothing of its own, and offers it when it has', async () => {
    const clock = new Clock();
    const one = new Browser('dev-one111', clock);
    const two = new Browser('dev-two222', clock);
    const a = await one.open();
    a.table.stock();
    await clock.advance(SYNC_IDLE_MS + SYNC_GAP_MS);
    // The sync service carries the key across.
    const fresh = await two.open();
    two.sync.apply({ [KEYS.syncGame]: await one.sync.get(KEYS.syncGame) });
    await settle();
    expect(encodeGame(fresh.table.game.value).moves).toBe('D');

    const busy = new Browser('dev-three3', clock);
    const c = await busy.open(dealFromNumber(5));
    c.table.stock();
    c.table.stock();
    await settle();
    // An older copy of another game does not even ask: ours is newer, and it is ours that syncs.
    busy.sync.apply({ [KEYS.syncGame]: await one.sync.get(KEYS.syncGame) });
    await settle();
    expect(c.persistence.offer.value).toBeNull();
    // A newer one does.
    for (let i = 0; i < 4; i++) a.table.stock();
    a.persistence.flush();
    await clock.advance(SYNC_GAP_MS);
    busy.sync.apply({ [KEYS.syncGame]: await one.sync.get(KEYS.syncGame) });
    await settle();
    // The game here has moves of its own: the other is offered, not forced.
    expect(c.table.game.value.moves).toHaveLength(2);
    expect(c.persistence.offer.value?.uid).toBe(a.table.uid.value);
    c.persistence.acceptOffer();
    expect(c.table.uid.value).toBe(a.table.uid.value);
    expect(c.persistence.shelf.value?.game.moves).toBe('D D');
    // And back: the shelved game returns, the other goes on the shelf.
    c.persistence.resumeShelf();
    expect(c.table.game.value.moves).toHaveLength(2);
    expect(c.persistence.shelf.value?.uid).toBe(a.table.uid.value);
  });

  it('a corrupt or tampered payload in any key is refused with a message, and the game goes on', async () => {
    const b = new Browser('dev-aaaaaa', new Clock());
    const tab = await b.open();
    tab.table.stock();
    await settle();
    const before = encodeGame(tab.table.game.value);
    b.local.apply({
      [KEYS.table]: { rev: { n: 999, d: 'x' }, table: { v: 1, game: 'garbage' } },
      [KEYS.stats]: 'nonsense',
      [KEYS.settings]: [1, 2, 3],
    });
    b.sync.apply({
      [KEYS.syncGame]: {
        rev: { n: 999, d: 'x' },
        uid: 'u',
        level: 'normal',
        elapsed: 0,
        ended: false,
        carry: 0,
        g: 'R|R|R|R',
      },
      [`${KEYS.syncStats}dev-other1`]: { device: 'dev-other1', levels: 'x', recent: 'not a list' },
      [KEYS.syncSettings]: 42,
    });
    await settle();
    expect(encodeGame(tab.table.game.value)).toEqual(before);
    expect(tab.persistence.notice.value).toContain('could not be read');
    // Set aside as it came, with why: its compact game does not expand.
    expect(await b.local.get('refused:sync:game')).toMatchObject({
      why: expect.stringMatching(/^g: /),
      raw: { g: 'R|R|R|R' },
    });
  });

  it('a failed sync write is tried again later; the local copy is never lost', async () => {
    const clock = new Clock();
    const b = new Browser('dev-aaaaaa', clock);
    const tab = await b.open();
    b.sync.fail = new Error('QuotaExceededError');
    tab.table.stock();
    await clock.advance(SYNC_IDLE_MS + SYNC_GAP_MS);
    expect(await b.sync.get(KEYS.syncGame)).toBeUndefined();
    expect(orNull(parseLocalTable(await b.local.get(KEYS.table)))?.table.game.moves).toBe('D');
    b.sync.fail = null;
    await clock.advance(10 * 60_000);
    // The game as played here, its one move included, reached sync once it would take it.
    const copy = orNull(parseSyncGame(await b.sync.get(KEYS.syncGame)));
    expect(copy?.uid).toBe(tab.table.uid.value);
    expect(copy?.g).toBe(compactGame(encodeGame(tab.table.game.value), null, tab.table.game.value.deal));
  });
});

describe('statistics across browsers', () => {
  it('two browsers losing games offline both count, and each shows the merged figures', async () => {
    const clock = new Clock();
    const one = new Browser('dev-one111', clock);
    const two = new Browser('dev-two222', clock);
    const a = await one.open();
    const c = await two.open();
    for (const t of [a, c]) {
      t.table.stock();
      t.table.deal(dealFromNumber(3), 3, 'normal', DEFAULT_RULES); // abandoned after a move: a loss
    }
    await clock.advance(SYNC_URGENT_GAP_MS); // a result goes to sync with the next write, soon
    // Sync carries each browser's own key to the other.
    one.sync.apply({ [`${KEYS.syncStats}dev-two222`]: await two.sync.get(`${KEYS.syncStats}dev-two222`) });
    two.sync.apply({ [`${KEYS.syncStats}dev-one111`]: await one.sync.get(`${KEYS.syncStats}dev-one111`) });
    await settle();
    expect(a.persistence.stats.value.normal.played).toBe(2);
    expect(c.persistence.stats.value.normal.played).toBe(2);
  });

  it('a wiped own key (Chrome\u2019s first sync) is put back from this browser\u2019s copy', async () => {
    const clock = new Clock();
    const b = new Browser('dev-aaaaaa', clock);
    const tab = await b.open();
    tab.table.stock();
    tab.table.deal(dealFromNumber(3), 3, 'normal', DEFAULT_RULES);
    await clock.advance(SYNC_URGENT_GAP_MS);
    await b.sync.remove(`${KEYS.syncStats}dev-aaaaaa`);
    await clock.advance(SYNC_URGENT_GAP_MS);
    expect(await b.sync.get(`${KEYS.syncStats}dev-aaaaaa`)).toMatchObject({ device: 'dev-aaaaaa' });
  });
});
