import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { placeKey } from '../../components/place-key';
import type { Move } from '../../engine';
import type { ChromiumSession } from './support/chromium';
import {
  emptyStorageEachTest,
  foundationCounts,
  openSpiderDeal,
  openStatistics,
  setAutoCollect,
  statsIn,
} from './support/page';
import { CHROME_NEWTAB_URL } from './support/paths';
import { openPlayed } from './support/stored-game';
import {
  clickStock,
  expectShown,
  focusedStop,
  keyboardMove,
  mouseMove,
  playToWin,
  spiderFixtureLine as fixtureLine,
  spiderMirror,
} from './support/play';
import { readTable } from './support/table';

let session: ChromiumSession;

// Storage emptied before each test: the statistics these tests count start from nothing.
emptyStorageEachTest((s) => {
  session = s;
});

/**
 * Spider-Klondike deal `n` (draw `draw`): the first `upTo` moves of `line` played in Node and put on the table
 * through storage (support/stored-game.ts), a new tab opened on it with Motion off (nothing slides), its game
 * to play on from.
 */
async function spiderUnderWayInStorage(n: number, draw: 1 | 3, line: readonly Move[], upTo: number) {
  const mirror = spiderMirror(n, draw);
  const page = await openPlayed(session, mirror, upTo, line);
  await page.emulateMedia({ reducedMotion: 'reduce' });
  return { page, mirror };
}

/** The Statistics dialog's figures for a game's level, its tabs picked as a player picks them. */
async function statisticsOf(page: Page, game: string, level: string): Promise<Record<string, string>> {
  const dialog = page.getByRole('dialog', { name: 'Statistics' });
  await dialog.getByRole('tablist', { name: 'Game' }).getByRole('tab', { name: game, exact: true }).click();
  await dialog.getByRole('tablist', { name: 'Level' }).getByRole('tab', { name: level, exact: true }).click();
  return statsIn(page, 'Statistics');
}

describe('a whole Spider-Klondike game', () => {
  it('is won with the mouse alone, and counted under Spider-Klondike’s level, not Klondike’s', async () => {
    // The fixture's line, all but its last 52 moves played by the page's own model and kept as the page keeps
    // a game: the rest (drags of runs between columns and home, the stock clicked to draw and turn over) by mouse.
    const line = fixtureLine(1, 9002);
    const { page, mirror } = await spiderUnderWayInStorage(9002, 1, line, 398);
    await setAutoCollect(page, false);

    const played = await playToWin(
      page,
      mirror,
      (m, p) => mouseMove(page, m, p),
      Number.POSITIVE_INFINITY,
      line.slice(398),
    );

    expect(played.length).toBe(line.length - 398);
    const results = page.getByRole('dialog', { name: 'You won!' });
    await results.waitFor({ timeout: 10_000 });
    expect(await foundationCounts(page)).toEqual([13, 13, 13, 13, 13, 13, 13, 13]);
    await expect.poll(() => results.getByRole('heading', { level: 3 }).textContent()).toBe('Spider-Klondike Normal');
    expect(await statsIn(page, 'You won!')).toMatchObject({ Played: '1', Won: '1', Lost: '0' });
    await results.getByRole('button', { name: 'Close', exact: true }).click();
    // The dialog opens on the game and level being played.
    expect(await openStatistics(page)).toMatchObject({ Played: '1', Won: '1', 'Win rate': '100%' });
    expect(await statisticsOf(page, 'Klondike', 'Normal')).toMatchObject({ Played: '0', Won: '0' });
    expect(await statisticsOf(page, 'Spider-Klondike', 'Normal')).toMatchObject({ Played: '1', Won: '1' });
  });

  it('is won with the keyboard alone: arrows over ten columns and eight foundations, Enter, D to draw', async () => {
    // As above, the last 39 moves by keyboard: the waste turned over (Enter on the stock), draws, cards
    // between columns, from the waste, and home to the eight foundations.
    const line = fixtureLine(3, 9001);
    const { page, mirror } = await spiderUnderWayInStorage(9001, 3, line, 324);
    await setAutoCollect(page, false);
    // Settings gave the focus back to its button: Tab goes on to the board, onto its one stop, the stock.
    for (let i = 0; i < 20 && (await focusedStop(page)) === null; i++) await page.keyboard.press('Tab');
    expect(await focusedStop(page)).toBe(placeKey({ pile: 'stock' }));

    const played = await playToWin(
      page,
      mirror,
      (m, p) => keyboardMove(page, m, p),
      Number.POSITIVE_INFINITY,
      line.slice(324),
    );

    expect(played.length).toBe(line.length - 324);
    await page.getByRole('dialog', { name: 'You won!' }).waitFor({ timeout: 10_000 });
    expect(await foundationCounts(page)).toEqual([13, 13, 13, 13, 13, 13, 13, 13]);
    expect(await statsIn(page, 'You won!')).toMatchObject({ Played: '1', Won: '1' });
  });
});

describe('Spider-Klondike at the table', () => {
  it('opens from a deal’s link: ten columns dealt as the engine deals them, the table named for its game', async () => {
    const page = await openSpiderDeal(session, 9002, 1);
    expect(await page.getByRole('application').getAttribute('aria-label')).toBe('Spider-Klondike table');
    await expectShown(page, spiderMirror(9002, 1), 'the deal');
  });

  it('New game deals the game chosen there, and a new tab resumes it move for move', async () => {
    const page = await session.context.newPage();
    await page.goto(CHROME_NEWTAB_URL);
    await page.waitForSelector('html[data-storage="ready"]');
    expect(await page.locator('section.column').count()).toBe(7);
    await setAutoCollect(page, false); // five draws make five moves, no card sent home among them

    await page.getByRole('navigation', { name: 'Game' }).getByRole('button', { name: 'New game' }).click();
    const dialog = page.getByRole('dialog', { name: 'New game' });
    await dialog.getByRole('radio', { name: /^Spider-Klondike/ }).check();
    await dialog.getByRole('button', { name: 'Deal a new game' }).click();
    await expect.poll(() => page.locator('section.column').count()).toBe(10);
    expect(await page.locator('section.foundation').count()).toBe(8);
    expect(await page.locator('.board section.column .card').count()).toBe(55);
    for (let i = 0; i < 5; i++) await clickStock(page);
    await expect.poll(() => page.locator('[data-figure="moves"]').textContent()).toBe('5');
    const table = await page.evaluate(readTable);

    const again = await session.context.newPage();
    await again.goto(CHROME_NEWTAB_URL);
    await again.waitForSelector('html[data-storage="ready"]');
    expect(await again.evaluate(readTable)).toEqual(table);
    expect(await again.locator('.deal').textContent()).toMatch(/^Spider-Klondike · Normal · Deal #\d+$/);

    // The next new game is Spider-Klondike's too: the choice is kept (the dialog says the game under way is lost).
    await again.getByRole('navigation', { name: 'Game' }).getByRole('button', { name: 'New game' }).click();
    await again.getByRole('dialog', { name: 'New game' }).getByRole('button', { name: 'Deal a new game' }).click();
    await expect.poll(() => again.locator('[data-figure="moves"]').textContent()).toBe('0');
    expect(await again.locator('section.column').count()).toBe(10);
  });
});
