import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_RULES, dealFromNumber, encodeGame, formatCard, newGame } from '../../engine';
import { compactGame } from '../../engine/compact';
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

  it('draws pressed in three tabs at the same moment are all kept, and every tab shows them', async () => {
    const tabs = [await open(31), await open(), await open()];
    const press = () =>
      Promise.all(
        tabs.map((p) => p.evaluate(() => document.querySelector<HTMLElement>('button.stock-button')?.click())),
      );
    for (let round = 0; round < 5; round++) await press();
    for (const p of tabs) await expect.poll(() => stockCount(p), { timeout: 5000 }).toBe(String(24 - 15));
    const saved = await tabs[0].evaluate(async () => (await chrome.storage.local.get('table')).table);
    // Aces drawn go home by themselves (auto-collect): the draws are counted.
    const moves = (saved as { table: { game: { moves: string } } }).table.game.moves.split(' ');
    expect(moves.filter((m) => m === 'D')).toHaveLength(15);
    for (const p of tabs) expect(await p.locator('.notice').count()).toBe(0);
  });

  it('two tabs leaving the same game at the same moment count its loss once', async () => {
    const tabs = [await open(31), await open()];
    await tabs[0].locator('button.stock-button').click();
    await expect.poll(() => stockCount(tabs[1]), { timeout: 5000 }).toBe('23');
    for (const p of tabs) {
      await p.locator('.bar').getByRole('button', { name: 'New game', exact: true }).click();
      await p.getByRole('dialog', { name: 'New game' }).getByRole('button', { name: 'Deal a new game' }).waitFor();
    }
    // Both confirmations land before either tab hears of the other's new deal.
    await Promise.all(
      tabs.map((p) =>
        p.evaluate(() =>
          [...document.querySelectorAll<HTMLButtonElement>('dialog button, [role="dialog"] button')]
            .find((b) => b.textContent === 'Deal a new game')
            ?.click(),
        ),
      ),
    );
    const stats = () =>
      tabs[0].evaluate(async () => {
        const s = (await chrome.storage.local.get('stats')).stats as {
          levels: { normal: { played: number } };
          recent: { uid: string }[];
        };
        return { played: s?.levels.normal.played, recent: s?.recent.map((r) => r.uid) ?? [] };
      });
    await expect.poll(async () => (await stats()).played, { timeout: 5000 }).toBe(1);
    const { recent } = await stats();
    expect(new Set(recent).size).toBe(recent.length);
  });

  it('a reopened tab shows the game exactly as left, undo history included', async () => {
    const page = await open(32);
    await page.locator('button.stock-button').click();
    await page.locator('button.stock-button').click();
    await page.getByRole('button', { name: 'Undo', exact: true }).click();
    await page.close();
    const again = await session.context.newPage();
    await again.goto(CHROME_NEWTAB_URL);
    await again.locator('section.column').nth(6).waitFor();
    expect(await stockCount(again)).toBe('23');
    await expect(again.getByRole('button', { name: 'Redo', exact: true }).isEnabled()).resolves.toBe(true);
  });

  it('a game written to storage.sync as another browser would write it is taken into the open page', async () => {
    const page = await open(33);
    const deal = dealFromNumber(777);
    const record = {
      rev: { n: 1_000_000, d: 'd-otherbrowser/t0' },
      uid: 'other-game',
      level: 'normal',
      elapsed: 12,
      ended: false,
      carry: 0,
      g: compactGame(encodeGame(newGame(deal, DEFAULT_RULES)), 777, deal),
    };
    await page.evaluate((game) => chrome.storage.sync.set({ game }), record);
    const want = deal.columns.map((c) => formatCard(c[c.length - 1]));
    await expect.poll(() => tops(page), { timeout: 3000 }).toEqual(want);
  });

  it('statistics another browser writes under its own key are merged into the figures shown', async () => {
    const page = await open(34);
    const other = {
      device: 'd-otherbrowser',
      levels: { normal: { played: 5, won: 3, currentStreak: 1, bestStreak: 2, bestTime: 300, bestScore: 900 } },
      recent: [],
      n: 7,
    };
    await page.evaluate((stats) => chrome.storage.sync.set({ 'stats:d-otherbrowser': stats }), other);
    await page.getByRole('button', { name: 'Statistics', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Statistics' });
    await dialog.getByRole('tab', { name: 'Normal' }).click();
    await expect.poll(() => dialog.locator('dl.stats-figures dd').first().textContent()).toBe('5');
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
