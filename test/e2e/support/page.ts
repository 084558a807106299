import type { Locator, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, expect } from 'vitest';
import { type ChromiumSession, launchChromium } from './chromium';
import { CHROME_BLANK_URL, CHROME_NEWTAB_URL } from './paths';

/** Empties the extension's storage.local, storage.sync and localStorage, run in one of its pages. */
async function emptyAll(): Promise<void> {
  await chrome.storage.local.clear();
  await chrome.storage.sync.clear();
  localStorage.clear();
}

/** Empties the extension's storage.local, storage.sync and localStorage, from a page of its own that then closes. */
export async function clearStorage(session: ChromiumSession): Promise<void> {
  const page = await session.context.newPage();
  await page.goto(CHROME_BLANK_URL);
  await page.evaluate(emptyAll);
  await page.close();
}

/**
 * Waits for a deal's cards to have landed: they fly from the stock to the columns (components/DealFlight.tsx)
 * when a game is dealt, a tab opened on a link included, and a card in the air is not where a test would press.
 */
const dealLanded = (page: Page) =>
  page.waitForFunction(() =>
    [...document.querySelectorAll('.tableau .card')].every((c) =>
      c
        .getAnimations()
        .every((a) => a.playState !== 'running' || a.effect?.getComputedTiming().iterations === Infinity),
    ),
  );

/** Opens the new tab on deal `n` by its link and waits for the board to show it, its cards landed. */
export async function openDeal(session: ChromiumSession, n: number): Promise<Page> {
  const page = await session.context.newPage();
  await page.goto(`${CHROME_NEWTAB_URL}#deal=${n}`);
  await page.locator('section.column').nth(6).waitFor();
  await page.getByRole('link', { name: `#${n}`, exact: true }).waitFor();
  await dealLanded(page);
  return page;
}

/**
 * Opens the new tab on Spider-Klondike deal `n` by its link (the rules named: draw `draw`, unlimited passes,
 * standard scoring) and waits for the board to show it, its cards landed.
 */
export async function openSpiderDeal(session: ChromiumSession, n: number, draw: 1 | 3 = 1): Promise<Page> {
  const page = await session.context.newPage();
  await page.goto(
    `${CHROME_NEWTAB_URL}#deal=${n}&game=spider-klondike&draw=${draw}&passes=unlimited&f2t=1&scoring=standard`,
  );
  await page.locator('section.column').nth(9).waitFor();
  await page.getByRole('link', { name: `#${n}`, exact: true }).waitFor();
  await dealLanded(page);
  return page;
}

/** Turns an on/off setting on or off the way a player does: Settings, its checkbox (by its words), Close. */
export async function setFlag(page: Page, name: string | RegExp, on: boolean): Promise<void> {
  await page.getByRole('button', { name: 'Settings', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Settings' });
  await dialog.getByRole('checkbox', { name }).setChecked(on);
  await dialog.getByRole('button', { name: 'Close', exact: true }).click();
  await dialog.waitFor({ state: 'hidden' });
}

/** Turns auto-collect on or off the way a player does. */
export const setAutoCollect = (page: Page, on: boolean): Promise<void> =>
  setFlag(page, 'Send cards home on their own when nothing can need them', on);

/** The figures (Played, Won, …) of the statistics list inside an open dialog, by their terms. */
export async function statsIn(page: Page, dialogName: string): Promise<Record<string, string>> {
  return page.getByRole('dialog', { name: dialogName }).evaluate((d) => {
    const dl = d.querySelector('dl.stats-figures');
    const terms = [...(dl?.querySelectorAll('dt') ?? [])].map((x) => x.textContent ?? '');
    const values = [...(dl?.querySelectorAll('dd') ?? [])].map((x) => x.textContent ?? '');
    return Object.fromEntries(terms.map((t, i) => [t, values[i]]));
  });
}

/** Opens Statistics from the top bar and reads the shown level's figures. */
export async function openStatistics(page: Page): Promise<Record<string, string>> {
  await page.getByRole('button', { name: 'Statistics', exact: true }).click();
  await page.getByRole('dialog', { name: 'Statistics' }).waitFor();
  return statsIn(page, 'Statistics');
}

/** The four foundations' card counts, by suit. */
export const foundationCounts = (page: Page): Promise<number[]> =>
  page.evaluate(() =>
    [...document.querySelectorAll('main > .board section.foundation')].map((f) => Number(f.getAttribute('data-count'))),
  );

/**
 * A fresh profile for each test of the calling file (a page would otherwise go on with the game, or count
 * the statistics, the test before left), handed to `use`; closed after the test, and any uncaught exception
 * or console.error on its pages fails the test that caused it.
 */
export function freshChromiumEachTest(use: (session: ChromiumSession) => void): void {
  let session: ChromiumSession;
  beforeEach(async () => {
    session = await launchChromium();
    use(session);
  });
  afterEach(async () => {
    const errors = session.errors.splice(0);
    await session.close();
    expect(errors).toEqual([]);
  });
}

/**
 * One browser for the calling file, each test starting from no tab open and an empty storage (storage.local,
 * storage.sync and localStorage: all the extension keeps, as it has no background page), handed to `use`.
 * What a fresh profile gives (freshChromiumEachTest) without a browser started per test, a second or two each.
 * Any uncaught exception or console.error on the test's pages fails it.
 */
export function emptyStorageEachTest(use: (session: ChromiumSession) => void): void {
  let session: ChromiumSession;
  /** An extension page that is not the new tab (it runs nothing), kept open to empty storage from. */
  let blank: Page;
  beforeAll(async () => {
    session = await launchChromium();
    blank = await session.context.newPage();
    await blank.goto(CHROME_BLANK_URL);
  });
  afterAll(async () => {
    await session?.close();
  });
  beforeEach(async () => {
    await blank.evaluate(emptyAll);
    use(session);
  });
  afterEach(async () => {
    // Closed before the errors are read, so that what a page does as it goes (pagehide) counts too.
    for (const page of session.context.pages()) if (page !== blank) await page.close();
    expect(session.errors.splice(0)).toEqual([]);
  });
}

/**
 * The boxes inside a dialog (itself included) whose content is wider than they are and scrolls or is cut: a
 * dialog that fits has none. Text controls scroll their own text (radios report a scroll width too), so they
 * are not boxes here; 2 px of slack, as Settings' sticky row of buttons overhangs its dialog by 2 px at 400 px.
 */
export const widerThanTheirBox = (dialog: Locator): Promise<string[]> =>
  dialog.evaluate((d) =>
    [d, ...d.querySelectorAll('*')]
      .filter((e) => e.tagName !== 'INPUT' && e.tagName !== 'TEXTAREA')
      .filter((e) => e.scrollWidth > e.clientWidth + 2 && getComputedStyle(e).overflowX !== 'visible')
      .map((e) => e.className || e.tagName),
  );
