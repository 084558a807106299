/**
 * Cases the multi-browser simulation (sync-simulation.test.ts) found, cut down
 * to the few steps that matter, on the plain test browsers of world.ts.
 */
import { describe, expect, it } from 'vitest';
import { DEFAULT_RULES, dealFromNumber } from '../../engine';
import { SYNC_GAP_MS, SYNC_URGENT_GAP_MS } from '../../models/persist/sync-writer';
import { DEFAULT_SETTINGS } from '../../models/settings';
import { KEYS } from '../../models/storage/records';
import { parseLocalTable } from '../../models/storage/local-table';
import { parseSyncGame } from '../../models/storage/sync-game';
import { Browser, Clock, settle } from '../support/world';
import { orNull } from '../../models/storage/read';

describe('found by the sync simulation', () => {
  it('an offer taken in one tab, then played on, is not taken again, stale, in another tab', async () => {
    const clock = new Clock();
    const one = new Browser('dev-one111', clock);
    const two = new Browser('dev-two222', clock);
    const a = await one.open();
    const first = await two.open(dealFromNumber(5));
    const second = await two.open(dealFromNumber(5));
    first.table.stock(); // a game of our own, in both tabs
    for (let i = 0; i < 3; i++) a.table.stock(); // a newer one on the other browser
    a.persistence.flush();
    await clock.advance(SYNC_GAP_MS);
    two.sync.apply({ [KEYS.syncGame]: await one.sync.get(KEYS.syncGame) });
    await settle();
    expect(second.persistence.offer.value?.uid).toBe(a.table.uid.value);
    first.persistence.acceptOffer();
    first.table.stock(); // played on
    await settle();
    const before = orNull(parseLocalTable(await two.local.get(KEYS.table)));
    second.persistence.acceptOffer(); // the banner still shows in the other tab
    await settle();
    // Nothing older replaces what is saved, and our own game stays on the shelf.
    expect(orNull(parseLocalTable(await two.local.get(KEYS.table)))?.rev).toEqual(before?.rev);
    expect(second.table.game.value.moves).toHaveLength(4);
    expect(second.persistence.shelf.value?.game.moves).toBe('D');
  });

  it('a move made just before its tab closes reaches storage.sync, though another tab stays open', async () => {
    const clock = new Clock();
    const b = new Browser('dev-aaaaaa', clock);
    const closing = await b.open();
    const staying = await b.open();
    await clock.advance(SYNC_GAP_MS); // the first copies are written
    closing.table.stock(); // the other tab takes it, and leaves the sync write to this one
    await settle();
    // pagehide, then the page is gone: no timer of its runs any more.
    closing.persistence.flush();
    await settle();
    closing.persistence.stop();
    await clock.advance(10 * SYNC_GAP_MS);
    expect(orNull(parseSyncGame(await b.sync.get(KEYS.syncGame)))?.rev).toEqual(staying.persistence.rev);
  });

  it('results wiped from storage.sync while no tab was open (Chrome’s first sync) are put back by the next tab', async () => {
    const clock = new Clock();
    const b = new Browser('dev-aaaaaa', clock);
    const tab = await b.open();
    tab.table.stock();
    tab.table.deal(dealFromNumber(3), 3, 'normal', DEFAULT_RULES); // a loss
    await clock.advance(SYNC_URGENT_GAP_MS);
    tab.persistence.stop(); // closed
    b.sync.apply({ [`${KEYS.syncStats}dev-aaaaaa`]: undefined }); // not on the server: deleted
    await b.open();
    await clock.advance(SYNC_URGENT_GAP_MS);
    expect(await b.sync.get(`${KEYS.syncStats}dev-aaaaaa`)).toMatchObject({ device: 'dev-aaaaaa' });
  });

  it('settings wiped from storage.sync, or overwritten there by an older change, are put back', async () => {
    const clock = new Clock();
    const b = new Browser('dev-aaaaaa', clock);
    const tab = await b.open();
    tab.persistence.onSettingsChanged({ ...DEFAULT_SETTINGS, sound: true });
    await clock.advance(SYNC_URGENT_GAP_MS);
    b.sync.apply({ [KEYS.syncSettings]: undefined }); // Chrome's first sync
    await clock.advance(SYNC_URGENT_GAP_MS);
    expect(await b.sync.get(KEYS.syncSettings)).toMatchObject({ data: { sound: true } });
    // An older change (made before ours, arriving after it: last writer wins) takes the key.
    b.sync.apply({ [KEYS.syncSettings]: { rev: { n: 1, d: 'dev-0' }, data: DEFAULT_SETTINGS } });
    await clock.advance(SYNC_URGENT_GAP_MS);
    expect(await b.sync.get(KEYS.syncSettings)).toMatchObject({ data: { sound: true } });
  });

  it('settings wiped from storage.sync while no tab was open (Chrome’s first sync) are put back by the next tab', async () => {
    const clock = new Clock();
    const b = new Browser('dev-aaaaaa', clock);
    const tab = await b.open();
    tab.persistence.onSettingsChanged({ ...DEFAULT_SETTINGS, sound: true });
    await clock.advance(SYNC_URGENT_GAP_MS);
    tab.persistence.stop(); // closed
    b.sync.apply({ [KEYS.syncSettings]: undefined }); // not on the server: deleted
    await b.open();
    await clock.advance(SYNC_URGENT_GAP_MS);
    expect(await b.sync.get(KEYS.syncSettings)).toMatchObject({ data: { sound: true } });
  });
});
