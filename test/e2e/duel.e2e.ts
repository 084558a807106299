/**
 * Double Solitaire in the page: a duel played with real input (the keyboard's stops and keys, the mouse's
 * drags and buttons), the computer answering, and the duel's page as a reload and New game bring it back.
 * The duel's rules across tabs and browsers, the computer's pace and Skip, and the counting are the models'
 * (test/models/duel-tabs.test.ts, duel-model.test.ts, duel-sync.test.ts).
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { ChromiumSession } from './support/chromium';
import { freshDuel } from '../../models/duel-record';
import { playDuel, savedDuel, savedRecord, startDuel } from './support/duel';
import { emptyStorageEachTest } from './support/page';
import { CHROME_NEWTAB_URL } from './support/paths';
import { focusedStop, keyboardMove } from './support/play';
import { placeKey } from '../../components/place-key';

let session: ChromiumSession;

emptyStorageEachTest((s) => {
  session = s;
});

const dialog = (page: Page, name: string) => page.getByRole('dialog', { name });
const movesFigure = (page: Page) => page.locator('.bar [data-figure="moves"]').textContent();

describe('Double Solitaire against the computer', () => {
  it('is played by keyboard and mouse, the computer answering; a reload and New game bring the duel back as it was', async () => {
    const page = await session.context.newPage();
    await page.goto(CHROME_NEWTAB_URL);
    await page.waitForSelector('html[data-storage="ready"]');
    // The computer's turns shown at once (its pace is the model's: duel-tabs.test.ts).
    await page.emulateMedia({ reducedMotion: 'reduce' });
    // Duel 3 against the Casual computer: the player starts, and the engine's casual player makes three moves
    // in that first turn. A new duel's deal is random, and a turn can be a single draw that cannot be played:
    // on a deal that gave four such turns in a row, no card was moved by keyboard (a clean-clone CI run met one).
    const record = freshDuel(3, 3, 'casual', 'keyboard-test');
    await page.evaluate((r) => localStorage.setItem('klondike-tab/duel', JSON.stringify(r)), record);
    await page.reload();
    await page.locator('main.duel').waitFor();

    // By keyboard: Tab goes through the page's controls to the board, onto its one stop, the stock; arrows and
    // Enter move the cards, D draws, E ends the turn.
    for (let i = 0; i < 20 && (await focusedStop(page)) === null; i++) await page.keyboard.press('Tab');
    expect(await focusedStop(page)).toBe(placeKey({ pile: 'stock' }));
    const keys = await playDuel(
      page,
      2,
      (m, p) => keyboardMove(page, m, p),
      () => page.keyboard.press('e'),
    );
    expect(keys.mine).toBeGreaterThan(3);
    expect(keys.theirs).toBeGreaterThan(0);
    // By mouse: drags, clicks on the stock, and End turn.
    const mouse = await playDuel(page, 1);
    expect(mouse.mine).toBeGreaterThan(0);
    const game = mouse.game;
    expect(game.end).toBeNull();
    await expect.poll(() => movesFigure(page)).toBe(String(game.moves));

    // A reload shows the same duel, on the player's turn.
    await page.reload();
    await page.locator('main.duel').waitFor();
    await expect.poll(() => movesFigure(page)).toBe(String(game.moves));
    await page.getByRole('button', { name: 'End turn' }).waitFor();

    // Set aside for the game of Klondike (named by its title), then resumed from New game as it was.
    await page.getByRole('navigation', { name: 'Game' }).getByRole('button', { name: 'New game' }).click();
    await dialog(page, 'New game')
      .getByRole('button', { name: /^Back to Klondike · / })
      .click();
    await page.locator('main.table:not(.duel)').waitFor();
    await expect.poll(async () => (await savedRecord(page)).open).toBe(false);
    await page.getByRole('navigation', { name: 'Game' }).getByRole('button', { name: 'New game' }).click();
    await dialog(page, 'New game').getByRole('button', { name: 'Resume the duel' }).click();
    await page.locator('main.duel').waitFor();
    await expect.poll(async () => (await savedRecord(page)).open).toBe(true);
    const resumed = await savedDuel(page);
    expect(resumed.moves).toBe(game.moves);
    expect(resumed.duel).toEqual(game.duel);
    await expect.poll(() => movesFigure(page)).toBe(String(game.moves));
  }, 300_000);

  it('is dealt from New game at the strength chosen there, on the duel’s page', async () => {
    const page = await session.context.newPage();
    await page.goto(CHROME_NEWTAB_URL);
    await page.waitForSelector('html[data-storage="ready"]');
    await startDuel(page, 'Strong');
    await expect.poll(async () => (await savedRecord(page)).strength).toBe('strong');
    expect(await page.locator('main.table:not(.duel)').count()).toBe(0);
  });
});
