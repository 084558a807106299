import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { type ChromiumSession, launchChromium } from './support/chromium';
import { clearStorage } from './support/page';
import { CHROME_NEWTAB_URL } from './support/paths';

let session: ChromiumSession;

beforeAll(async () => {
  session = await launchChromium();
});

afterAll(async () => {
  await session?.close();
});

// Each test starts from empty storage: no game, no statistics, in this profile or "in sync".
// (Pages are closed first: a closing page saves its game, which would land after the clear.)
afterEach(async () => {
  for (const p of session.context.pages()) await p.close();
  await clearStorage(session);
});

const stockCount = (page: Page) => page.locator('section[aria-label="Stock"]').getAttribute('data-count');
const tops = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll('section.column')].map((c) => {
      const cards = c.querySelectorAll('[data-card]');
      return cards[cards.length - 1]?.getAttribute('data-card') ?? '';
    }),
  );

/** Opens a new tab (on deal n, when given) and waits until storage is read and watched. */
async function open(n?: number): Promise<Page> {
  const page = await session.context.newPage();
  await page.goto(n === undefined ? CHROME_NEWTAB_URL : `${CHROME_NEWTAB_URL}#deal=${n}`);
  await page.locator('section.column').nth(6).waitFor();
  await page.waitForFunction(() => document.documentElement.dataset.storage === 'ready');
  return page;
}

describe('the clock', () => {
  it('keeps the time played since the last move when the browser is closed and started again', async () => {
    const profile = mkdtempSync(join(tmpdir(), 'klondike-clock-'));
    try {
      let browser = await launchChromium({ profile });
      let page = await browser.context.newPage();
      await page.goto(`${CHROME_NEWTAB_URL}#deal=13`);
      await page.waitForFunction(() => document.documentElement.dataset.storage === 'ready');
      await page.locator('button.stock-button').click();
      const time = page.locator('[data-figure="time"]');
      await expect.poll(() => time.textContent(), { timeout: 10_000 }).toBe('0:04');
      // The game itself was saved with its move, at 0:00: the seconds since are what must not be lost.
      const saved = await page.evaluate(async () => (await chrome.storage.local.get('table')).table);
      expect((saved as { table: { elapsed: number } }).table.elapsed).toBe(0);
      await browser.close();

      browser = await launchChromium({ profile });
      page = await browser.context.newPage();
      await page.goto(CHROME_NEWTAB_URL);
      await page.waitForFunction(() => document.documentElement.dataset.storage === 'ready');
      expect(await page.locator('[data-figure="moves"]').textContent()).toBe('1');
      expect(await page.locator('[data-figure="time"]').textContent()).toMatch(/^0:0[4-9]$/);
      await browser.close();
    } finally {
      rmSync(profile, { recursive: true, force: true });
    }
  });
});

// What storage keeps and merges (a second tab's moves and its races, a loss counted once, a game reopened as
// left, another browser's game and statistics, refused records) is the models' rule, tested with storage in
// memory (test/models/persistence.test.ts, tab-races.test.ts, hostile-records.test.ts, wxt-storage.test.ts).
// Here, what needs the browser: chrome.storage between real tabs, a real restart, and junk in real storage
// refused through WXT's items while the first paint's copy carries the game over a reload.
describe('storage in Chromium', () => {
  it('every open tab shows the same game: a move in one appears in the other', async () => {
    const one = await open(31);
    // A tab hears of other tabs' moves once it has read storage, a moment after its first paint (later when
    // it opened in the background): the test waits for that, as it once did not and failed under load.
    const two = await open();
    await one.locator('button.stock-button').click();
    await expect.poll(() => stockCount(two), { timeout: 5000 }).toBe('23');
    await two.locator('button.stock-button').click();
    await expect.poll(() => stockCount(one), { timeout: 5000 }).toBe('22');
  });

  it('corrupt payloads written into every storage key are refused, and the game is not lost', async () => {
    const page = await open(35);
    await page.locator('button.stock-button').click();
    await page.locator('button.stock-button').click();
    const before = await tops(page);
    await page.evaluate(async () => {
      const junk = { rev: { n: 9e9, d: 'x' }, table: { v: 1, game: '<<garbage>>' } };
      await chrome.storage.local.set({ table: junk, stats: 'nonsense', settings: [1, 2, 3] });
      await chrome.storage.sync.set({
        game: { rev: { n: 9e9, d: 'x' }, uid: '!', level: 'impossible', g: 42 },
        'stats:d-evil': { device: 'd-evil', levels: null, recent: 'x' },
        settings: 'no',
      });
    });
    await expect
      .poll(() => page.locator('.notice').first().textContent(), { timeout: 3000 })
      .toContain('could not be read');
    expect(await stockCount(page)).toBe('22');
    expect(await tops(page)).toEqual(before);
    // Still there after a reload: the good copy was kept.
    // page.reload waits for the new document: the checks below cannot be answered by the old one.
    await page.reload();
    await page.locator('section.column').nth(6).waitFor();
    expect(await stockCount(page)).toBe('22');
  });
});
