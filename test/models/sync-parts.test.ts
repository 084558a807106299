/**
 * What this browser writes to storage.sync goes in one call, and one part of it that sync refuses must not
 * hold back the others: the game's copy above all.
 */
import { describe, expect, it } from 'vitest';
import { SYNC_GAP_MS } from '../../models/persist/sync-writer';
import { DEFAULT_SETTINGS, type Figure } from '../../models/settings';
import { parseDeviceStats } from '../../models/storage/device-stats';
import { KEYS } from '../../models/storage/records';
import { orNull } from '../../models/storage/read';
import { parseSyncSettings } from '../../models/storage/settings-record';
import { parseSyncGame } from '../../models/storage/sync-game';
import { drain, Ledger, SimBrowser } from '../support/sim-browser';
import { Clock } from '../support/world';

const ME = 'dev-one000';

/** Moves time on, and lets every write under way finish. */
async function wait(clock: Clock, ms: number) {
  await clock.advance(ms);
  await drain();
}

describe('a part of what this browser writes that storage.sync refuses (too big for one item)', () => {
  it('holds back none of the rest: the game and the statistics reach sync, the player is told which part it was, and it goes once it fits', async () => {
    const clock = new Clock();
    const b = new SimBrowser(ME, clock, new Ledger());
    const tab = await b.open();
    const before = { ...DEFAULT_SETTINGS, theme: 'wine' as const };
    b.changeSettings(tab, before);
    await wait(clock, SYNC_GAP_MS);
    // Settings past the 8,192 bytes of an item, as no reader makes them any more (each hidden figure once):
    // a stand-in for any part sync refuses.
    const huge = { ...DEFAULT_SETTINGS, sound: true, hide: Array<Figure>(2000).fill('score') };
    b.changeSettings(tab, huge);
    tab.table.stock();
    tab.persistence.onResult({ uid: 'a-game', level: 'normal', won: false, seconds: 30, score: 0, hints: 0 });
    await wait(clock, SYNC_GAP_MS);

    expect(b.sync.refusals).toContain('QUOTA_BYTES_PER_ITEM');
    expect(orNull(parseSyncGame(await b.sync.get(KEYS.syncGame)))?.rev).toEqual(tab.persistence.rev);
    expect(orNull(parseDeviceStats(await b.sync.get(KEYS.syncStats + ME)))?.levels.normal.played).toBe(1);
    expect(orNull(parseSyncSettings(await b.sync.get(KEYS.syncSettings)))?.data).toEqual(before);
    expect(tab.persistence.notice.value).toBeNull(); // one refusal may pass

    await wait(clock, 10 * SYNC_GAP_MS);
    expect(tab.persistence.notice.value).toBe(
      'Browser sync storage refused the settings from this browser, so your other browsers are behind on that just now. The rest still travels; everything is saved here and will be sent when it can.',
    );
    // Play goes on reaching sync meanwhile.
    tab.table.stock();
    await wait(clock, SYNC_GAP_MS);
    expect(orNull(parseSyncGame(await b.sync.get(KEYS.syncGame)))?.rev).toEqual(tab.persistence.rev);

    b.changeSettings(tab, { ...huge, hide: ['score'] });
    await wait(clock, SYNC_GAP_MS);
    expect(orNull(parseSyncSettings(await b.sync.get(KEYS.syncSettings)))?.data).toEqual({ ...huge, hide: ['score'] });
  });
});
