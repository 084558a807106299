/**
 * One revision scheme and one channel for the duel as for the table: its record's revision is a Rev (sync/
 * clock.ts), made by the tab that saves, and another tab hears of a save through storage.local, where the
 * table's changes travel, dropping a copy no newer than the one it has. Records of version 1 (a number for
 * the revision) read on.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { createDuel } from '../../models/duel-model';
import { type DuelRecord, freshDuel, parseDuelRecord } from '../../models/duel-record';
import { localDuelMark } from '../../models/storage/duel-records';
import { orNull } from '../../models/storage/read';
import { versionedItems } from '../../models/storage/wxt-kv';
import { isNewer } from '../../models/sync/clock';
import { Browser, Clock, settle } from '../support/world';

const ONE = JSON.parse(readFileSync(join(__dirname, '../fixtures/records/browser-one.json'), 'utf8')) as {
  local: { duel: unknown };
  localStorage: Record<string, unknown>;
};
/** A duel under way as the build of 742b097 kept it in localStorage: version 1, its revision the number 31. */
const V1 = ONE.localStorage['klondike-tab/duel'] as { v: number; rev: number };

describe('the duel’s revisions', () => {
  it('read version 1’s number as that counter, made by no one, so that any tab’s next save is newer', () => {
    expect(V1).toMatchObject({ v: 1, rev: 31 });
    const read = orNull(parseDuelRecord(V1));
    expect(read?.record).toMatchObject({ v: 2, rev: { n: 31, d: '' } });
    if (!read) throw new Error('the duel of version 1 does not read');
    const saves: DuelRecord[] = [];
    const duel = createDuel(read, {
      onSave: (r) => saves.push(r),
      onResult: () => {},
      schedule: () => () => {},
      pace: () => 0,
      active: () => false,
      newUid: () => 'next',
      writer: 'd-fixture-one/tab1',
    });
    duel.setOpen(false);
    duel.setOpen(true);
    expect(saves.map((r) => r.rev)).toEqual([
      { n: 32, d: 'd-fixture-one/tab1' },
      { n: 33, d: 'd-fixture-one/tab1' },
    ]);
    expect(isNewer(saves[0].rev, read.record.rev)).toBe(true);
  });

  it('migrate the mark in storage.local (version 2), which still names the save it was made for', async () => {
    fakeBrowser.reset();
    await fakeBrowser.storage.local.set({ duel: ONE.local.duel });
    await versionedItems();
    const stored = await fakeBrowser.storage.local.get(['duel', 'duel$']);
    expect(stored.duel$).toEqual({ v: 2 });
    expect(stored.duel).toMatchObject({ uid: 'duel-under-way', at: { n: 31, d: '' } });
    expect(orNull(localDuelMark.read(stored.duel))?.at).toEqual(orNull(parseDuelRecord(V1))?.record.rev);
  });
});

describe('another tab’s save in the duel', () => {
  /** One browser, two tabs, and a duel saved in the first. */
  async function twoTabs() {
    const one = new Browser('dev-one111', new Clock());
    const [a, b] = [await one.open(), await one.open()];
    const followed = { a: a.persistence.duelArrived.value, b: b.persistence.duelArrived.value };
    const r = { ...freshDuel(5, 3, 'strong', 'duel-a'), rev: { n: 1, d: 'dev-one111/t0' } };
    one.duel = JSON.stringify(r);
    a.persistence.onDuelSaved(r);
    await settle();
    return { one, a, b, followed };
  }

  it('reaches the other tab through storage.local, where the table’s changes do: its seat follows', async () => {
    const { a, b, followed } = await twoTabs();
    expect(b.persistence.duelArrived.value).toBe(followed.b + 1);
    expect(a.persistence.duelArrived.value).toBe(followed.a); // its own save: nothing to follow
  });

  it('is dropped when its revision is no newer than the one this tab has', async () => {
    const { one, b, followed } = await twoTabs();
    const mark = (await one.local.get('duel')) as { rev: { n: number; d: string } };
    one.local.apply({ duel: { ...mark, rev: { n: mark.rev.n - 1, d: mark.rev.d } } });
    one.local.apply({ duel: mark });
    await settle();
    expect(b.persistence.duelArrived.value).toBe(followed.b + 1);
  });
});

describe('a hostile duel in storage', () => {
  it('is set aside with why, never thrown, and the rest goes on', async () => {
    const one = new Browser('dev-one111', new Clock());
    one.local.apply({ duel: { rev: { n: 2 ** 60, d: 'x' }, uid: '<script>', at: 'soon' } });
    one.duel = JSON.stringify({ ...V1, moves: 'X>Y', rev: -4 });
    const tab = await one.open();
    expect(await one.local.get('refused:duel')).toMatchObject({ why: expect.stringMatching(/^rev\.n: /) });
    expect(parseDuelRecord(JSON.parse(one.duel))).toMatchObject({
      ok: false,
      message: expect.stringMatching(/^moves: /),
    });
    expect(tab.table.stock()).toBe(true);
    await settle();
    expect((await one.local.get('table')) as { table: { game: { moves: string } } }).toMatchObject({
      table: { game: { moves: 'D' } },
    });
  });
});
