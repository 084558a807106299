import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ChromiumSession, launchChromium } from './support/chromium';
import { CHROME_NEWTAB_URL } from './support/paths';

// Which warning shows, what it offers and what its buttons do are the models' and the page's rules, tested where
// they live (test/components/warnings.test.tsx, the real solver service behind a MessageChannel; the hints that
// win and the deals Easy and the daily serve in test/models/hint.test.ts and new-game.test.ts). Here, the one
// path that needs the browser: the worker's verdict reaching the page painted.

let session: ChromiumSession;

beforeAll(async () => {
  session = await launchChromium();
});

afterAll(async () => {
  await session?.close();
});

async function open(hash: string): Promise<Page> {
  const page = await session.context.newPage();
  await page.goto(`${CHROME_NEWTAB_URL}${hash}`);
  await page.locator('section.column').nth(6).waitFor();
  await page.waitForFunction(() => document.documentElement.dataset.storage === 'ready');
  return page;
}

const banner = (page: Page) => page.locator('p.banner');

describe('warnings at the table (Chromium)', () => {
  it('the worker calls a deal lost from the start so at move 0, over the table', async () => {
    // Deal #6, draw three, one pass: the engine proves it unwinnable before any move.
    const page = await open('#deal=6&draw=3&passes=1&f2t=1&scoring=none');
    await expect.poll(() => banner(page).getAttribute('data-banner'), { timeout: 15_000 }).toBe('deal-lost');
    expect(await banner(page).textContent()).toContain('This deal can’t be won, whatever you play');
    await expect(banner(page).getByRole('button', { name: 'New game' }).count()).resolves.toBe(1);
    await page.close();
  });
});
