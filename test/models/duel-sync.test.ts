import { shuttledDuel } from '../support/duels';
import { describe, expect, it } from 'vitest';
import { dealDuel, type DuelMove } from '../../engine/duel/duel';
import { compactDuelMoves, formatDuelMoves } from '../../engine/duel/codec';
import { advance, startDuelGame } from '../../engine/duel/game';
import { duelPlayer } from '../../engine/duel/players';
import { type DuelRecord, freshDuel, parseDuelRecord } from '../../models/duel-record';
import { SYNC_GAP_MS } from '../../models/persist/sync-writer';
import { KEYS } from '../../models/storage/records';
import { type Browser as B, Browser, Clock, settle } from '../support/world';

/** Duel n after `count` moves of two casual players: its record as the seat saves it. */
function duelAfter(n: number, count: number, uid: string, rev: number, prev: string[] = []): DuelRecord {
  let g = startDuelGame(dealDuel(n, 3));
  const players = [duelPlayer('casual', 1), duelPlayer('casual', 2)];
  const moves: DuelMove[] = [];
  for (let i = 0; i < count && !g.end; i++) {
    const m = players[g.duel.turn].next(g.duel);
    const r = advance(g, m);
    if (!r.ok) throw new Error(r.message);
    g = r.value;
    moves.push(m);
  }
  return { ...freshDuel(n, 3, 'strong', uid, rev, prev), moves: formatDuelMoves(moves) };
}

/** A move saved by the duel's seat in a tab: kept in the browser, and told to the tab's persistence. */
async function save(b: B, tab: Awaited<ReturnType<B['open']>>, r: DuelRecord) {
  b.duel = JSON.stringify(r);
  tab.persistence.onDuelSaved(r);
  await settle();
}

/** What sync holds for the duel, carried to another browser's sync area as sync would. */
async function carry(from: B, to: B) {
  to.sync.apply({ [KEYS.syncDuel]: await from.sync.get(KEYS.syncDuel) });
  await settle();
}

const duelMovesOf = (r: DuelRecord) => {
  const read = parseDuelRecord(r);
  if (!read.ok) throw new Error(read.message);
  return read.value.moves;
};

/** Two browsers (a tab open in each) whose sync areas the test joins by hand (`carry`). */
async function twoBrowsers() {
  const clock = new Clock();
  const one = new Browser('dev-one111', clock);
  const two = new Browser('dev-two222', clock);
  return { clock, one, two, a: await one.open(), b: await two.open() };
}

const kept = (b: B) => (b.duel === undefined ? null : JSON.parse(b.duel));

describe('a duel across browsers', () => {
  it('travels to another browser compact, and comes back there with the same moves, turn and options', async () => {
    const { clock, one, two, a } = await twoBrowsers();
    const r = duelAfter(5, 40, 'duel-a', 7);
    await save(one, a, r);
    await clock.advance(SYNC_GAP_MS);
    const copy = (await one.sync.get(KEYS.syncDuel)) as { m: string };
    expect(copy.m).toHaveLength(40); // a letter a move
    await carry(one, two);
    const there = parseDuelRecord(kept(two));
    expect(there.ok && there.value.record).toMatchObject({ uid: 'duel-a', n: 5, strength: 'strong', moves: r.moves });
    const here = parseDuelRecord(r);
    expect(there.ok && here.ok && there.value.game).toEqual(here.ok && here.value.game);
  });

  it('takes the newer copy of the same duel, and sends ours again when an older copy overwrites it', async () => {
    const { clock, one, two, a, b } = await twoBrowsers();
    await save(one, a, duelAfter(5, 20, 'duel-a', 1));
    await clock.advance(SYNC_GAP_MS);
    const older = await one.sync.get(KEYS.syncDuel);
    await carry(one, two);
    // Played on in the second browser: its copy is newer, and the first takes it.
    await save(two, b, duelAfter(5, 30, 'duel-a', kept(two).rev.n + 1));
    await clock.advance(SYNC_GAP_MS);
    await carry(two, one);
    expect(parseDuelRecord(kept(one)).ok && kept(one).moves).toBe(duelAfter(5, 30, 'x', 0).moves);
    // The first browser's older copy lands late in the second's sync: the second writes its own back.
    two.sync.apply({ [KEYS.syncDuel]: older });
    await settle();
    await clock.advance(SYNC_GAP_MS);
    expect(((await two.sync.get(KEYS.syncDuel)) as { m: string }).m).toHaveLength(30);
    expect(kept(two).moves).toBe(duelAfter(5, 30, 'x', 0).moves);
  });

  it('keeps a different duel under way here when one dealt apart arrives, and gives it up for one dealt in its place', async () => {
    const { clock, one, two, a, b } = await twoBrowsers();
    await save(two, b, duelAfter(9, 25, 'duel-b', 3));
    const followed = b.persistence.duelArrived.value;
    // Played on in the first browser, knowing nothing of the second's: its copy is the newer.
    for (const [k, moves] of [10, 15, 20].entries()) await save(one, a, duelAfter(5, moves, 'duel-a', k + 1));
    await clock.advance(SYNC_GAP_MS);
    await carry(one, two);
    expect(kept(two).uid).toBe('duel-b'); // dealt apart: both go on, each where it is played
    expect(b.persistence.duelArrived.value).toBe(followed); // the page's seat has nothing to follow
    // The first browser deals a new duel in place of the second's (it had taken it before): that one was
    // given up there, so here it gives way.
    await save(one, a, duelAfter(11, 4, 'duel-c', 2, ['duel-b']));
    await clock.advance(SYNC_GAP_MS);
    await carry(one, two);
    expect(kept(two)).toMatchObject({ uid: 'duel-c', prev: ['duel-b'] });
  });

  it('takes a newer duel in place of one that has ended here', async () => {
    const { clock, one, two, a, b } = await twoBrowsers();
    await save(two, b, { ...duelAfter(9, 25, 'duel-b', 3), counted: true });
    const followed = b.persistence.duelArrived.value;
    for (const [k, moves] of [10, 15, 20].entries()) await save(one, a, duelAfter(5, moves, 'duel-a', k + 1));
    await clock.advance(SYNC_GAP_MS);
    await carry(one, two);
    expect(kept(two).uid).toBe('duel-a');
    expect(b.persistence.duelArrived.value).toBe(followed + 1);
  });

  it('sends a duel saved before storage was up (the page opened on it), and one saved in a tab that closed', async () => {
    const clock = new Clock();
    const one = new Browser('dev-one111', clock);
    one.duel = JSON.stringify(duelAfter(5, 12, 'duel-a', 4));
    const opened = await one.open();
    await clock.advance(SYNC_GAP_MS);
    expect(((await one.sync.get(KEYS.syncDuel)) as { m: string }).m).toHaveLength(12);
    opened.persistence.stop();
    // A move saved in one tab, which closes before the copy is written: another tab of the browser writes it.
    const [t1, t2] = [await one.open(), await one.open()];
    await save(one, t1, duelAfter(5, 16, 'duel-a', 5));
    t1.persistence.stop();
    await clock.advance(SYNC_GAP_MS);
    expect(((await one.sync.get(KEYS.syncDuel)) as { m: string }).m).toHaveLength(16);
    t2.persistence.stop();
  });

  it('sets aside a damaged copy from sync, with why, and keeps the duel here', async () => {
    const clock = new Clock();
    const one = new Browser('dev-one111', clock);
    const a = await one.open();
    const mine = duelAfter(5, 12, 'duel-a', 4);
    await save(one, a, mine);
    await clock.advance(SYNC_GAP_MS); // ours in sync, and then each damaged copy over it
    // The same duel, newer and further on: taken, were it not damaged.
    const damaged = { rev: { n: 1e6, d: 'dev-x/t' }, uid: 'duel-a', prev: [], n: 5, draw: 3, strength: 'strong' };
    const further = compactDuelMoves(duelMovesOf(duelAfter(5, 20, 'duel-a', 0)));
    for (const bad of [{ ...damaged, m: `${further}"`, elapsed: 0, counted: false, hints: 0, open: true }, 42]) {
      one.sync.apply({ [KEYS.syncDuel]: bad });
      await settle();
      expect(await one.local.get('refused:sync:duel')).toMatchObject({ raw: bad, why: expect.any(String) });
      expect(kept(one)).toEqual(mine);
    }
    // Moves that do not replay from the deal are refused too, saying where: two recycles in a row (the
    // second has no waste to turn over, if the first had one).
    const copy = {
      ...damaged,
      m: `${further}${compactDuelMoves([{ type: 'recycle' }, { type: 'recycle' }])}`,
      elapsed: 0,
      counted: false,
      hints: 0,
      open: true,
    };
    one.sync.apply({ [KEYS.syncDuel]: copy });
    await settle();
    expect(await one.local.get('refused:sync:duel')).toMatchObject({ why: expect.stringMatching(/^moves: /) });
    expect(kept(one)).toEqual(mine);
    // Ours takes the damaged copy's place in sync.
    await clock.advance(SYNC_GAP_MS);
    expect(await one.sync.get(KEYS.syncDuel)).toMatchObject({ uid: 'duel-a', m: compactDuelMoves(duelMovesOf(mine)) });
  });

  it("never takes moves back: a lagging browser's newer save of fewer moves is answered with ours, further on", async () => {
    const { clock, one, two, a, b } = await twoBrowsers();
    await save(one, a, duelAfter(5, 20, 'duel-a', 1));
    await clock.advance(SYNC_GAP_MS);
    await carry(one, two);
    await save(one, a, duelAfter(5, 30, 'duel-a', 2));
    // The second browser, not yet told of those ten moves, sets the duel aside again and again: newer saves.
    for (let i = 0; i < 5; i++)
      await save(two, b, { ...kept(two), open: i % 2 === 1, rev: { n: kept(two).rev.n + 1, d: '' } });
    await clock.advance(SYNC_GAP_MS);
    const thirty = duelAfter(5, 30, 'x', 0).moves;
    // Each copy reaches the other browser: the one further on is kept on both sides, whichever is newer.
    const [fromOne, fromTwo] = [await one.sync.get(KEYS.syncDuel), await two.sync.get(KEYS.syncDuel)];
    two.sync.apply({ [KEYS.syncDuel]: fromOne });
    one.sync.apply({ [KEYS.syncDuel]: fromTwo });
    await settle();
    expect([kept(one).moves, kept(two).moves]).toEqual([thirty, thirty]);
    // And each sends it on above the revisions the other has seen: sync comes to the thirty moves.
    await clock.advance(SYNC_GAP_MS);
    for (const b of [one, two])
      expect((await b.sync.get(KEYS.syncDuel)) as { m: string }).toMatchObject({
        m: compactDuelMoves(duelMovesOf(duelAfter(5, 30, 'x', 0))),
      });
  });

  it('gives way to a duel dealt in place of one still under way here, even two duels later', async () => {
    const { clock, one, two, a, b } = await twoBrowsers();
    await save(two, b, duelAfter(9, 25, 'duel-1', 1));
    await clock.advance(SYNC_GAP_MS);
    await carry(two, one);
    // The first browser gives duel 1 up for duel 2, and duel 2 for duel 3; the second was not opened meanwhile.
    for (const [k, uid] of ['duel-2', 'duel-3'].entries())
      await save(one, a, duelAfter(10 + k, 3, uid, 5 + k, k === 0 ? ['duel-1'] : ['duel-2', 'duel-1']));
    await clock.advance(SYNC_GAP_MS);
    await carry(one, two);
    expect(kept(two).uid).toBe('duel-3');
  });

  it('sets a duel here that does not read aside before a copy from another browser is written in its place', async () => {
    const clock = new Clock();
    const one = new Browser('dev-one111', clock);
    const two = new Browser('dev-two222', clock);
    const a = await one.open();
    two.duel = '{"v":1,"n":"damaged"}';
    await two.open();
    await save(one, a, duelAfter(5, 20, 'duel-a', 1));
    await clock.advance(SYNC_GAP_MS);
    await carry(one, two);
    expect(two.duelRefused).toBe('{"v":1,"n":"damaged"}');
    expect(kept(two).uid).toBe('duel-a');
  });

  it("writes a move's copy once between the tabs of a browser", async () => {
    const clock = new Clock();
    const one = new Browser('dev-one111', clock);
    const [t1] = [await one.open(), await one.open(), await one.open()];
    await clock.advance(SYNC_GAP_MS);
    const before = one.sync.writes;
    await save(one, t1, duelAfter(5, 20, 'duel-a', 1));
    await clock.advance(5 * SYNC_GAP_MS);
    expect(one.sync.writes - before).toBe(1);
    expect(await one.sync.get(KEYS.syncDuel)).toMatchObject({ uid: 'duel-a' });
  });

  it('tells once that a duel too long for one sync item stays in this browser; a later duel is sent', async () => {
    const clock = new Clock();
    const one = new Browser('dev-one111', clock);
    const a = await one.open();
    // Nine thousand moves, a card shuttled between two columns: legal, and a letter each compact, past an item's 8 KB.
    const long = shuttledDuel(9000);
    await save(one, a, long);
    await clock.advance(SYNC_GAP_MS);
    expect(await one.sync.get(KEYS.syncDuel)).toBeUndefined();
    expect(a.persistence.notice.value).toMatch(/too long/);
    a.persistence.notice.value = null;
    await save(one, a, { ...long, rev: { n: 2, d: '' } });
    await clock.advance(SYNC_GAP_MS);
    expect(a.persistence.notice.value).toBeNull();
    await save(one, a, duelAfter(6, 10, 'duel-next', 3, ['duel-long']));
    await clock.advance(SYNC_GAP_MS);
    expect(await one.sync.get(KEYS.syncDuel)).toMatchObject({ uid: 'duel-next', prev: ['duel-long'] });
  });
});
