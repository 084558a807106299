import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { ChromiumSession } from './support/chromium';
import { compactDuelMoves, expandDuelMoves, formatDuelMoves } from '../../engine/duel/codec';
import { freshDuel } from '../../models/duel-record';
import type { SyncDuel } from '../../models/storage/duel-records';
import { playDuel, savedDuel, savedRecord, startDuel, until, yourTurn } from './support/duel';
import { freshChromiumEachTest, statsIn } from './support/page';
import { CHROME_NEWTAB_URL } from './support/paths';
import { focusedStop, keyboardMove } from './support/play';
import { placeKey } from '../../components/place-key';

let session: ChromiumSession;

freshChromiumEachTest((s) => {
  session = s;
});

const dialog = (page: Page, name: string) => page.getByRole('dialog', { name });

async function newTab(s: ChromiumSession): Promise<Page> {
  const page = await s.context.newPage();
  await page.goto(CHROME_NEWTAB_URL);
  await page.waitForSelector('html[data-storage="ready"]');
  return page;
}

describe('Double Solitaire against the computer', () => {
  it('is played to its end with the mouse: each side on its turn, the computer answering, the result counted by strength', async () => {
    const page = await newTab(session);
    // The computer's moves at once (its pace is for watching; this test reads each of its turns whole).
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await startDuel(page, 'Casual');
    const { game, theirs } = await playDuel(page);
    expect(game.end).not.toBeNull();
    expect(theirs).toBeGreaterThan(0);
    const home = await page.locator('.bar [data-figure="yours"]').textContent();
    const status = (await page.locator('.status .turn').textContent()) ?? '';
    expect(status).toMatch(/^(You win|The computer wins|A draw): your cards home \d+, its \d+/);
    expect(status).toContain(`your cards home ${home}`);
    // Its end comes with the duel's results (after the cascade of a win): the same result, each side's cards home.
    const results = dialog(page, 'The duel is over');
    await results.waitFor({ timeout: 10_000 });
    expect(await results.locator('.race-result').textContent()).toBe(status.trim());
    await results.getByRole('button', { name: 'Close', exact: true }).click();
    await results.waitFor({ state: 'hidden' });
    // Counted once, under Double Solitaire, Casual.
    await page.getByRole('button', { name: 'Statistics' }).click();
    const stats = dialog(page, 'Statistics');
    await stats.getByRole('tab', { name: 'Double Solitaire' }).click();
    await stats.getByRole('tab', { name: 'Casual' }).click();
    const figures = await statsIn(page, 'Statistics');
    expect(figures.Played).toBe('1');
    expect(figures.Won).toBe(status.startsWith('You win') ? '1' : '0');
  }, 900_000);

  it('is played by keyboard alone: arrows and Enter on the board, D to draw, E to end a turn', async () => {
    const page = await newTab(session);
    await page.emulateMedia({ reducedMotion: 'reduce' });
    // Duel 3 against the Casual computer: the player starts, and the engine's casual player makes three moves
    // in that first turn. A new duel's deal is random, and a turn can be a single draw that cannot be played:
    // on a deal that gave four such turns in a row, no card was moved by keyboard (a clean-clone CI run met one).
    const record = freshDuel(3, 3, 'casual', 'keyboard-test');
    await page.evaluate((r) => localStorage.setItem('klondike-tab/duel', JSON.stringify(r)), record);
    await page.reload();
    await page.locator('main.duel').waitFor();
    // Tab goes through the page's controls to the board, onto its one stop, the stock.
    for (let i = 0; i < 20 && (await focusedStop(page)) === null; i++) await page.keyboard.press('Tab');
    expect(await focusedStop(page)).toBe(placeKey({ pile: 'stock' }));
    const { mine, theirs } = await playDuel(
      page,
      4,
      (m, p) => keyboardMove(page, m, p),
      () => page.keyboard.press('e'),
    );
    expect(mine).toBeGreaterThan(4);
    expect(theirs).toBeGreaterThan(0);
  }, 300_000);

  it('travels through storage.sync: a duel played here is written there, and a turn played on in another browser comes into the open page', async () => {
    const page = await newTab(session);
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await startDuel(page, 'Casual');
    const { game } = await playDuel(page, 1);
    // Leaving the page writes what sync is owed at once (else within the minute).
    await page.evaluate(() => dispatchEvent(new Event('pagehide')));
    const synced = () =>
      page.evaluate(() => chrome.storage.sync.get('duel').then((x) => x.duel as SyncDuel | undefined));
    await expect.poll(async () => (await synced())?.m.length, { timeout: 40_000 }).toBe(game.moves);
    const copy = (await synced()) as SyncDuel;
    const moves = expandDuelMoves(copy.m);
    expect(moves.ok && formatDuelMoves(moves.value)).toBe((await savedRecord(page)).moves);
    // Another browser ends the player's turn there, and writes its copy under a newer revision.
    const theirs = [...(moves.ok ? moves.value : []), { type: 'end-turn' } as const];
    const rev = { n: copy.rev.n + 1000, d: 'd-otherbrowser/t0' };
    await page.evaluate((duel) => chrome.storage.sync.set({ duel }), { ...copy, rev, m: compactDuelMoves(theirs) });
    // The page takes it, and the computer plays its turn on from there.
    const after = await until(page, (g) => g.moves > theirs.length && g.duel.turn === 0, 'the other browser’s turn');
    expect((await savedRecord(page)).moves.startsWith(formatDuelMoves(theirs))).toBe(true);
    await expect.poll(() => page.locator('.bar [data-figure="moves"]').textContent()).toBe(String(after.moves));
  }, 120_000);

  it('plays the computer’s turn at its pace, skippable, announced; a tab opened mid-turn shows the rest of it, and the duel', async () => {
    const page = await newTab(session);
    // Duel 16 against the Casual computer: it starts, with a turn of ten moves (as in duel-model.test.ts),
    // kept as a new duel is kept, and the tab opened on it.
    const record = freshDuel(16, 3, 'casual', 'pace-test');
    await page.evaluate((r) => localStorage.setItem('klondike-tab/duel', JSON.stringify(r)), record);
    await page.reload();
    await page.waitForSelector('html[data-storage="ready"]');
    const count = (plan: string) => plan.split(' ').filter(Boolean).length;
    const planned = await until(page, (x) => x.plan !== '', 'the computer’s plan');
    expect(count(planned.plan)).toBe(10);
    // Shown a move at a time at its pace (the next not yet there half a second's pace later), each announced.
    const shown = await until(page, (x) => x.moves > planned.moves, 'its first move');
    expect(shown.moves).toBe(planned.moves + 1);
    expect(count(shown.plan)).toBe(count(planned.plan) - 1);
    await expect.poll(() => page.locator('[data-live]').textContent()).toMatch(/^The computer/);
    // A tab opened now shows the same duel at once, mid-turn; its Skip shows the rest of the turn, in both tabs.
    const other = await newTab(session);
    await other.locator('main.duel').waitFor();
    await other.getByRole('button', { name: 'Skip' }).click();
    const after = await yourTurn(other);
    expect(after.moves).toBe(planned.moves + count(planned.plan));
    await expect.poll(() => page.locator('.bar [data-figure="moves"]').textContent()).toBe(String(after.moves));
  }, 120_000);

  it('is set aside for a game of Klondike and resumed from New game as it was', async () => {
    const page = await newTab(session);
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await startDuel(page, 'Casual');
    const { game } = await playDuel(page, 2);
    await page.getByRole('navigation', { name: 'Game' }).getByRole('button', { name: 'New game' }).click();
    // The game set aside for the duel, named by its title: "Back to Klondike · Normal · 0:00".
    await dialog(page, 'New game')
      .getByRole('button', { name: /^Back to Klondike · / })
      .click();
    await page.locator('main.table:not(.duel)').waitFor();
    // A new tab shows Klondike too, and offers the duel back.
    const other = await newTab(session);
    await other.getByRole('navigation', { name: 'Game' }).getByRole('button', { name: 'New game' }).click();
    await dialog(other, 'New game').getByRole('button', { name: 'Resume the duel' }).click();
    await other.locator('main.duel').waitFor();
    const resumed = await savedDuel(other);
    expect(resumed.moves).toBe(game.moves);
    expect(resumed.duel).toEqual(game.duel);
  }, 300_000);
});
