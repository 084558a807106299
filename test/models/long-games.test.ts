import { describe, expect, it } from 'vitest';
import { DEFAULT_RULES, dealFromNumber, MAX_GAME_MOVES } from '../../engine';
import { SYNC_GAP_MS } from '../../models/persist/sync-writer';
import { MemoryKV } from '../../models/storage/kv';
import { KEYS } from '../../models/storage/records';
import { parseLocalTable } from '../../models/storage/local-table';
import { parseSyncGame } from '../../models/storage/sync-game';
import { MAX_RACE_LINE, type RaceRecord } from '../../models/race-record';
import { longGame } from '../support/long-game';
import { Browser, Clock, settle } from '../support/world';
import { orNull } from '../../models/storage/read';
import { MAX_REV } from '../../models/sync/clock';
import { joinCopy, splitCopy } from '../../models/sync/game-parts';

/** What Chrome counts against the 8,192 bytes an item may take: its key and its value as JSON. */
const itemBytes = (key: string, value: unknown) => new TextEncoder().encode(key + JSON.stringify(value)).length;

/** storage.sync as Chrome keeps it: a write with an item over 8,192 bytes is refused whole. */
class QuotaKV extends MemoryKV {
  override async set(items: Record<string, unknown>): Promise<void> {
    for (const [k, v] of Object.entries(items))
      if (itemBytes(k, v) > 8192) throw new Error('Resource::kQuotaBytesPerItem quota exceeded');
    return super.set(items);
  }
}

/** A browser whose storage.sync keeps Chrome's quota per item. */
function browser(device: string, clock: Clock): Browser {
  const b = new Browser(device, clock);
  Object.assign(b, { sync: new QuotaKV() });
  return b;
}

async function playedLong(moves = 20_000, race: RaceRecord | null = null) {
  const clock = new Clock();
  const one = browser('dev-one000', clock);
  const table = { ...longGame(moves), race };
  one.local.apply({ [KEYS.table]: { rev: { n: 5, d: 'dev-one000/t0' }, table, shelf: null } });
  const tab = await one.open();
  expect(tab.table.game.value.moves).toHaveLength(moves);
  tab.table.stock(); // move 20,001
  await clock.advance(SYNC_GAP_MS);
  return { clock, one, tab };
}

describe('a 20,000-move game', () => {
  it('travels through storage.sync in parts, each within the quota, and another browser takes it whole', async () => {
    const { clock, one } = await playedLong();
    const items = [...one.sync.data].filter(([k]) => k === KEYS.syncGame || k.startsWith(`${KEYS.syncGame}:`));
    expect(items.length).toBeGreaterThan(2);
    for (const [k, v] of items) expect(itemBytes(k, v)).toBeLessThanOrEqual(8192);
    const two = browser('dev-two000', clock);
    two.sync.apply(Object.fromEntries(one.sync.data));
    const theirs = await two.open();
    expect(theirs.table.uid.value).toBe('the-long-game');
    expect(theirs.table.game.value.moves).toHaveLength(20_001);
  });

  it("carries a race with the longest computer's line in its head, every part still within the quota", async () => {
    const race: RaceRecord = { kind: 'computer', pace: 'quick', line: '!'.repeat(MAX_RACE_LINE), wins: false, from: 4 };
    const { clock, one } = await playedLong(20_000, race);
    for (const [k, v] of one.sync.data) expect(itemBytes(k, v)).toBeLessThanOrEqual(8192);
    const two = browser('dev-two000', clock);
    two.sync.apply(Object.fromEntries(one.sync.data));
    const theirs = await two.open();
    expect(theirs.table.game.value.moves).toHaveLength(20_001);
    expect(theirs.table.race.value).toEqual(race);
  });

  it('is taken only once every part of its revision has arrived (sync brings them one by one)', async () => {
    const { clock, one } = await playedLong();
    const two = browser('dev-two000', clock);
    const theirs = await two.open();
    const [head, ...parts] = [...one.sync.data].filter(([k]) => k.startsWith(KEYS.syncGame));
    two.sync.apply(Object.fromEntries([head]));
    await settle();
    expect(theirs.table.game.value.moves).toHaveLength(0);
    two.sync.apply(Object.fromEntries(parts));
    await settle();
    expect(theirs.table.game.value.moves).toHaveLength(20_001);
  });

  it('frees its parts in sync once a shorter game follows', async () => {
    const { clock, one, tab } = await playedLong();
    tab.table.deal(dealFromNumber(2), 2, 'normal', DEFAULT_RULES);
    tab.table.stock();
    await clock.advance(SYNC_GAP_MS);
    expect([...one.sync.data.keys()].filter((k) => k.startsWith(`${KEYS.syncGame}:`))).toEqual([]);
  });
});

describe(`the longest game a table holds (${MAX_GAME_MOVES} moves)`, () => {
  it('takes no move past it, and travels through storage.sync whole, every part within the quota', async () => {
    const { clock, one, tab } = await playedLong(MAX_GAME_MOVES - 1); // and the click on the stock
    expect(tab.table.stock()).toBe(false);
    await clock.advance(SYNC_GAP_MS);
    expect(tab.persistence.notice.value).toBeNull();
    for (const [k, v] of one.sync.data) expect(itemBytes(k, v)).toBeLessThanOrEqual(8192);
    const two = browser('dev-two000', clock);
    two.sync.apply(Object.fromEntries(one.sync.data));
    expect((await two.open()).table.game.value.moves).toHaveLength(MAX_GAME_MOVES);
  });

  it("fits sync's parts at its longest: a spelled-out Spider-Klondike deal, two letters a move, the longest race", () => {
    const race: RaceRecord = {
      kind: 'computer',
      pace: 'relaxed',
      line: '!'.repeat(MAX_RACE_LINE),
      wins: false,
      from: 1e9,
    };
    // What compactGame writes: the rules with every flag, the deal as 104 letters, the moves and those undone.
    const g = `3uftTC:traditional|S=${'!'.repeat(104)}|${'~!'.repeat(MAX_GAME_MOVES - 1)}|~!`;
    const copy = { rev: { n: MAX_REV, d: `${'d'.repeat(57)}/t1234` }, uid: 'u'.repeat(40), level: 'custom' as const };
    const written = { ...copy, elapsed: 1e9, ended: true, carry: -1e12, g, race, borrowed: true };
    const items = splitCopy(KEYS.syncGame, written);
    // The head first, then its parts in order: put together, they are the copy as written.
    const parts = Object.values(items ?? {});
    expect(joinCopy(parts[0], (i) => parts[i])).toEqual({ kind: 'whole', record: written });
    for (const [k, v] of Object.entries(items ?? {})) expect(itemBytes(k, v)).toBeLessThanOrEqual(8192);
  });
});

describe('storage.sync refusing our writes', () => {
  it('again and again is told to the player, and the game is still saved here', async () => {
    const clock = new Clock();
    const b = new Browser('dev-one000', clock);
    const tab = await b.open();
    b.sync.fail = new Error('Resource::kQuotaBytes quota exceeded');
    tab.table.stock();
    await clock.advance(SYNC_GAP_MS);
    expect(tab.persistence.notice.value).toBeNull(); // one refusal may pass
    await clock.advance(10 * SYNC_GAP_MS);
    expect(tab.persistence.notice.value).toContain('are not getting this browser’s changes');
    expect(orNull(parseLocalTable(await b.local.get(KEYS.table)))?.table.game.moves).toBe('D');
    b.sync.fail = null;
    await clock.advance(10 * SYNC_GAP_MS);
    expect(orNull(parseSyncGame(await b.sync.get(KEYS.syncGame)))?.uid).toBe(tab.table.uid.value);
  });
});
