/**
 * A record that does not check out landing in storage.local's table key (another tab's bug, a tampered
 * profile) is set aside, and the game the open tabs hold is written back over it, once: a tab opened after
 * it without the first-paint copy (a browser restarted) still finds the game.
 */
import { describe, expect, it } from 'vitest';
import { dealFromNumber } from '../../engine';
import { parseLocalTable } from '../../models/storage/local-table';
import { orNull } from '../../models/storage/read';
import { KEYS } from '../../models/storage/records';
import { isNewer } from '../../models/sync/clock';
import { Browser, Clock, settle } from '../support/world';

/** Nothing of a game in it: no copy of the game can be salvaged from it (storage/local-table.ts). */
const JUNK = { rev: 'soon', table: { cards: 'all of them' } };

describe('junk in storage.local’s table key', () => {
  it('is set aside and the game written back once, so a tab opened after it without the first-paint copy gets the game', async () => {
    const b = new Browser('dev-aaaaaa', new Clock());
    const one = await b.open(dealFromNumber(5));
    const two = await b.open(dealFromNumber(5));
    one.table.stock();
    one.table.stock();
    await settle();
    const game = one.table.uid.value;
    expect(two.table.saved().game.moves).toBe('D D');
    const before = orNull(parseLocalTable(await b.local.get(KEYS.table)));
    const written: unknown[] = [];
    b.local.watch((c) => {
      if (c[KEYS.table]) written.push(c[KEYS.table].newValue);
    });
    b.local.apply({ [KEYS.table]: JUNK });
    await settle();
    // The junk, then one good record: the game, under a revision newer than any before.
    expect(written).toHaveLength(2);
    const healed = orNull(parseLocalTable(await b.local.get(KEYS.table)));
    expect(healed?.table.uid).toBe(game);
    expect(healed?.table.game.moves).toBe('D D');
    expect(before && healed && isNewer(healed.rev, before.rev)).toBe(true);
    expect(await b.local.get(`refused:${KEYS.table}`)).toMatchObject({ raw: JUNK });
    // Both tabs hold the game, at the revision written back: nothing more to write.
    expect([one.persistence.rev, two.persistence.rev]).toEqual([healed?.rev, healed?.rev]);
    await settle();
    expect(written).toHaveLength(2);
    // A new tab with no first-paint copy (a fresh deal on show until storage is read) takes the game.
    const three = await b.open(dealFromNumber(9));
    expect(three.table.uid.value).toBe(game);
    expect(three.table.saved().game.moves).toBe('D D');
  });
});
