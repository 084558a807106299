import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { KLONDIKE, levelForRules, type Move } from '../../../engine';
import { createTable } from '../../../models/game';
import type { RaceRecord } from '../../../models/race-record';
import { freshTable } from '../../../models/saved-table';
import type { ChromiumSession } from './chromium';
import { CHROME_BLANK_URL, CHROME_NEWTAB_URL } from './paths';
import { Mirror, spiderFixtureLine, spiderMirror, winningMoves } from './play';
import { readTable, tableOf } from './table';

/**
 * A game put on the table the way the page saves it (storage.local), for the tests about what the page shows
 * of a position (its layout, its looks, what a screen reader finds) rather than how the player got there:
 * its moves are played in Node, where a hundred take milliseconds instead of a minute of drags. The tests
 * of play itself (play.e2e.ts and the others) play every move through real input.
 */

/** Plays `mirror`'s winning line (or its first `upTo` moves) in Node and saves it as the page's table would. */
export function savedAfter(mirror: Mirror, upTo: number, given?: readonly Move[]) {
  const { rules } = mirror.position;
  const start = freshTable(mirror.deal, mirror.dealNumber, levelForRules(rules), rules, 0, 'e2e-stored-game');
  const table = createTable(start, {
    variant: KLONDIKE,
    autoCollect: () => mirror.autoCollect,
    onResult: () => {},
    onSave: () => {},
  });
  for (const m of winningMoves(mirror, upTo, given)) {
    mirror.play(m);
    if (!table.play(m)) throw new Error('the table refused a move of the line');
  }
  return table.saved();
}

/**
 * Opens a new tab on `mirror`'s game `upTo` moves in (part of `race` when given), its record put in
 * storage.local first (in a profile with no game of its own: a fresh one, or one whose storage was emptied),
 * and waits until the page shows it card for card.
 */
export async function openPlayed(
  session: ChromiumSession,
  mirror: Mirror,
  upTo: number,
  given?: readonly Move[],
  race: RaceRecord | null = null,
): Promise<Page> {
  const table = { ...savedAfter(mirror, upTo, given), race };
  const page = await session.context.newPage();
  await page.goto(CHROME_BLANK_URL);
  await page.evaluate(
    (t) => chrome.storage.local.set({ table: { rev: { n: 5, d: 'd-e2e/t0' }, table: t, shelf: null } }),
    table,
  );
  await page.goto(CHROME_NEWTAB_URL);
  await page.waitForSelector('html[data-storage="ready"]');
  await expect
    .poll(() => page.evaluate(readTable), { message: 'the stored game on the table' })
    .toEqual(tableOf(mirror.position));
  return page;
}

/** Deal 13 `moves` moves into its winning line, auto-collect on: a waste, cards home, runs in the columns. */
export const gameUnderWay = (session: ChromiumSession, moves = 40): Promise<Page> =>
  openPlayed(session, new Mirror(13, true), moves);

/** Spider-Klondike deal 9002 `moves` moves into the fixtures' winning line (auto-collect off: the line plays every move). */
export const spiderUnderWay = (session: ChromiumSession, moves: number): Promise<Page> =>
  openPlayed(session, spiderMirror(9002, 1), moves, spiderFixtureLine(1, 9002));
