import { beforeEach, describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { DEFAULT_RULES, dealFromNumber, KLONDIKE } from '../../engine';
import { createTable } from '../../models/game';
import { freshTable } from '../../models/saved-table';
import { Persistence } from '../../models/persistence';
import { KEYS } from '../../models/storage/records';
import { parseLocalTable } from '../../models/storage/local-table';
import { versionedItems, wxtArea } from '../../models/storage/wxt-kv';
import { Clock, settle } from '../support/world';
import { orNull } from '../../models/storage/read';

// The real storage port (WXT's storage module over `browser.storage`), on WXT's in-memory fake browser.
beforeEach(() => {
  fakeBrowser.reset();
});

describe('extension storage through WXT', () => {
  it('reads, writes, lists by prefix and reports changes, in each area apart', async () => {
    const local = wxtArea('local');
    const sync = wxtArea('sync');
    const seen: string[] = [];
    const stop = sync.watch((changes) => seen.push(...Object.keys(changes)));
    await local.set({ table: { a: 1 } });
    await sync.set({ 'stats:one': 1, 'stats:two': 2, game: 'g' });
    expect(await local.get('table')).toEqual({ a: 1 });
    expect(await local.get('missing')).toBeUndefined();
    expect(await sync.getAll('stats:')).toEqual({ 'stats:one': 1, 'stats:two': 2 });
    await settle();
    expect(seen.sort()).toEqual(['game', 'stats:one', 'stats:two']);
    stop();
  });

  it('migrates a game saved in the first format (no revision) into the current envelope, once', async () => {
    const old = freshTable(dealFromNumber(4), 4, 'normal', DEFAULT_RULES);
    await fakeBrowser.storage.local.set({ table: old });
    await versionedItems();
    const stored = await fakeBrowser.storage.local.get(['table', 'table$']);
    expect(stored.table$).toEqual({ v: 2 });
    expect(orNull(parseLocalTable(stored.table))?.table).toEqual(
      orNull(parseLocalTable({ rev: { n: 0, d: '' }, table: old }))?.table,
    );
    await versionedItems(); // a second start changes nothing
    expect((await fakeBrowser.storage.local.get('table')).table).toEqual(stored.table);
  });

  it('drops version markers WXT cannot act on before it sees them (a tampered -2000000000 froze every new tab)', async () => {
    const saved = {
      rev: { n: 3, d: 'dev-wxt000/t0' },
      table: freshTable(dealFromNumber(4), 4, 'normal', DEFAULT_RULES),
    };
    await fakeBrowser.storage.local.set({ table: saved, table$: { v: -30_000_000 }, stats$: 'x', settings$: { v: 9 } });
    await fakeBrowser.storage.sync.set({ game$: { v: -2_000_000_000 }, settings$: { v: 1.5 } });
    await versionedItems();
    const local = await fakeBrowser.storage.local.get(null);
    const sync = await fakeBrowser.storage.sync.get(null);
    expect(local.table$).toEqual({ v: 2 }); // migrated again from version 1, which leaves an envelope as it is
    expect(orNull(parseLocalTable(local.table))).toEqual(orNull(parseLocalTable(saved)));
    for (const marker of [local.stats$, local.settings$, sync.game$, sync.settings$]) expect(marker).toBeUndefined();
  });

  it('carries a game saved by one tab to a new tab, undo history included', async () => {
    const clock = new Clock();
    const open = async () => {
      let p: Persistence | null = null;
      const table = createTable(freshTable(dealFromNumber(4), 4, 'normal', DEFAULT_RULES), {
        variant: KLONDIKE,
        autoCollect: () => false,
        onResult: () => {},
        onSave: (s) => p?.onTableSaved(s),
      });
      p = new Persistence({
        local: wxtArea('local'),
        sync: wxtArea('sync'),
        device: 'dev-wxt000',
        tab: `t${Math.random()}`,
        table,
        applySettings: () => {},
        now: () => clock.now,
        date: () => clock.now,
        schedule: clock.schedule,
      });
      await p.start(null);
      return table;
    };
    const a = await open();
    a.stock();
    a.stock();
    a.undo();
    await settle();
    expect(
      orNull(parseLocalTable((await fakeBrowser.storage.local.get(KEYS.table))[KEYS.table]))?.table.game.undone,
    ).toBe('D');
    const b = await open();
    expect(b.game.value.moves).toHaveLength(1);
    expect(b.game.value.undone).toHaveLength(1);
  });
});
