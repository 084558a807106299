/**
 * The shelf holds one game set aside; nothing that arrives by itself pushes a game under way off it. A copy of
 * the game on the table that went another way in another browser waits on offer while the table and the shelf
 * both hold a game under way: only the player's word (taking the offer) moves one of them.
 */
import { describe, expect, it } from 'vitest';
import { DEFAULT_RULES, dealFromNumber, legalMoves } from '../../engine';
import { initialPosition } from '../../engine/position';
import { parseLocalTable } from '../../models/storage/local-table';
import { orNull } from '../../models/storage/read';
import { SYNC_GAP_MS } from '../../models/persist/sync-writer';
import { KEYS } from '../../models/storage/records';
import { Browser, Clock, settle, type Tab } from '../support/world';

async function send(from: Browser, to: Browser, tab: Tab, clock: Clock) {
  tab.persistence.flush();
  await clock.advance(SYNC_GAP_MS);
  to.sync.apply({ [KEYS.syncGame]: await from.sync.get(KEYS.syncGame) });
  await settle();
}

/**
 * A game of our own under way (deal 5) in the second browser, set on the shelf when the player takes the
 * first browser's game of deal 1 (two draws into it), sent over and offered there.
 */
async function ownShelved() {
  const clock = new Clock();
  const one = new Browser('dev-one111', clock);
  const two = new Browser('dev-two222', clock);
  const theirs = await one.open(dealFromNumber(1));
  const mine = await two.open(dealFromNumber(5));
  mine.table.stock(); // a game of our own under way
  const own = mine.table.uid.value;
  theirs.table.stock();
  theirs.table.stock();
  await send(one, two, theirs, clock);
  mine.persistence.acceptOffer(); // theirs on the table, ours on the shelf
  return { clock, one, two, theirs, mine, own };
}

describe('the shelf', () => {
  it('keeps its game under way when a copy of the game on the table arrives gone another way: the copy waits on offer', async () => {
    // Deal 1 opens with a move off the tableau, so a game of it can go another way than drawing.
    const off = legalMoves(initialPosition(dealFromNumber(1), DEFAULT_RULES)).find((m) => m.type !== 'draw');
    expect(off?.type).toMatch(/^tableau-/);
    const { one, two, theirs, mine, own, clock } = await ownShelved();
    expect(mine.persistence.shelf.value?.uid).toBe(own);
    mine.table.stock(); // played on here
    // Meanwhile the other browser takes its draws back and plays off the tableau: the same game, gone another way.
    for (let i = 0; i < 6; i++) theirs.table.stock();
    for (let i = 0; i < 8; i++) theirs.table.undo();
    if (off) theirs.table.play(off);
    await send(one, two, theirs, clock);
    expect(mine.persistence.shelf.value?.uid).toBe(own);
    expect(mine.table.saved().game.moves).toBe('D D D');
    expect(mine.persistence.offer.value?.uid).toBe(theirs.table.uid.value);
  });

  it('keeps its game under way when the player takes an offer while the table holds another under way: the offer waits, with a word', async () => {
    const { one, two, theirs, mine, own, clock } = await ownShelved();
    const taken = mine.table.uid.value;
    mine.table.stock(); // played on here: the table and the shelf both hold a game under way
    // Meanwhile the other browser deals another game and plays it: a newer game, offered here.
    theirs.table.deal(dealFromNumber(7), 7, 'normal', DEFAULT_RULES);
    for (let i = 0; i < 4; i++) theirs.table.stock();
    await send(one, two, theirs, clock);
    const offered = theirs.table.uid.value;
    expect(mine.persistence.offer.value?.uid).toBe(offered);
    expect(mine.persistence.notice.value).toBeNull();
    mine.persistence.acceptOffer();
    await settle();
    // Neither game here is dropped for it: the offer waits, and the player is told why it was not taken.
    expect(mine.table.uid.value).toBe(taken);
    expect(mine.table.saved().game.moves).toBe('D D D');
    expect(mine.persistence.shelf.value?.uid).toBe(own);
    expect(mine.persistence.offer.value?.uid).toBe(offered);
    expect(mine.persistence.notice.value).toContain('taking it would lose one of them');
    const stored = orNull(parseLocalTable(await two.local.get(KEYS.table)));
    expect([stored?.table.uid, stored?.shelf?.uid]).toEqual([taken, own]);
  });
});
