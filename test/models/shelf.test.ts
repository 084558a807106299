/**
 * The shelf holds one game set aside; nothing that arrives by itself pushes a game under way off it. A copy of
 * the game on the table that went another way in another browser waits on offer while the table and the shelf
 * both hold a game under way: only the player's word (taking the offer) moves one of them.
 */
import { describe, expect, it } from 'vitest';
import { dealFromNumber, legalMoves } from '../../engine';
import { SYNC_GAP_MS } from '../../models/persist/sync-writer';
import { KEYS } from '../../models/storage/records';
import { Browser, Clock, settle, type Tab } from '../support/world';

async function send(from: Browser, to: Browser, tab: Tab, clock: Clock) {
  tab.persistence.flush();
  await clock.advance(SYNC_GAP_MS);
  to.sync.apply({ [KEYS.syncGame]: await from.sync.get(KEYS.syncGame) });
  await settle();
}

describe('the shelf', () => {
  it('keeps its game under way when a copy of the game on the table arrives gone another way: the copy waits on offer', async () => {
    const clock = new Clock();
    const one = new Browser('dev-one111', clock);
    const two = new Browser('dev-two222', clock);
    // Deal 1 opens with a move off the tableau, so a game of it can go another way than drawing.
    const theirs = await one.open(dealFromNumber(1));
    const off = legalMoves(theirs.table.position.value).find((m) => m.type !== 'draw');
    expect(off?.type).toMatch(/^tableau-/);
    const mine = await two.open(dealFromNumber(5));
    mine.table.stock(); // a game of our own under way
    const own = mine.table.uid.value;
    theirs.table.stock();
    theirs.table.stock();
    await send(one, two, theirs, clock);
    mine.persistence.acceptOffer(); // theirs on the table, ours on the shelf
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
});
