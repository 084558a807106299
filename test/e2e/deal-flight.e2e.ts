import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { ChromiumSession } from './support/chromium';
import { emptyStorageEachTest } from './support/page';
import { CHROME_NEWTAB_URL, ROOT } from './support/paths';

/**
 * A new game's cards fly from the stock to the columns (components/DealFlight.tsx), by transform and
 * opacity alone: they land where the board lays them, and nothing shifts meanwhile. When a deal flies
 * (and not under reduced motion), and that a key or press lands it: test/models and test/components.
 */
let session: ChromiumSession;

emptyStorageEachTest((s) => {
  session = s;
});

/** Where each tableau card is (rounded px), column by column. */
const tableau = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll('main > .board .tableau > .column')].map((c) =>
      [...c.querySelectorAll(':scope > .card')].map((card) => {
        const r = card.getBoundingClientRect();
        return [Math.round(r.left), Math.round(r.top)];
      }),
    ),
  );

/** Deals deal `n` by its link in this tab (no input: a shift then could not pass for the player's own). */
async function dealByLink(page: Page, n: number): Promise<void> {
  await page.evaluate((hash) => {
    location.hash = hash;
  }, `#deal=${n}`);
  await page.getByRole('link', { name: `#${n}`, exact: true }).waitFor();
}

/** The deal's flights, held `ms` after they started (the screenshot's moment); `go` lets them fly on. */
const hold = (page: Page, ms: number) =>
  page.evaluate((at) => {
    const flights = document
      .getAnimations()
      .filter((a) => ((a.effect as KeyframeEffect | null)?.target as Element | null)?.closest('.tableau'));
    for (const a of flights) {
      a.pause();
      a.currentTime = at;
    }
    return flights.length;
  }, ms);
const go = (page: Page) =>
  page.evaluate(() => {
    for (const a of document.getAnimations()) if (a.playState === 'paused') a.play();
  });

/** Mid-flight, for a person to look at: test-results/screenshots/deal-flight-<name>.jpg (saveScreenshot would land the cards). */
async function shoot(page: Page, name: string): Promise<void> {
  const dir = join(ROOT, 'test-results', 'screenshots');
  mkdirSync(dir, { recursive: true });
  await page.screenshot({ path: join(dir, `deal-flight-${name}.jpg`), type: 'jpeg', quality: 90 });
}

describe('the deal’s flight', () => {
  it('a new game’s cards fly from the stock and land where the board lays them, with no layout shift (1280×800, 400×800)', async () => {
    const page = await session.context.newPage();
    await page.setViewportSize({ width: 1280, height: 800 });
    // A known deal first, not the fresh tab's random one, so that every run draws the same faces anew. A card's
    // face drawn anew with a rank of another width (a 10 for a 9) moves its corner's suit by a pixel, which the
    // browser counts as a shift of some 0.0003 with no input before it (a deal by link): deal 4 then 5 has none.
    await page.goto(`${CHROME_NEWTAB_URL}#deal=4`);
    await page.waitForSelector('html[data-storage="ready"]');
    // Every shift of the board counts, whatever came before it (the browser's CLS leaves out those after an
    // input). The bar's are another matter (a new deal's number is its own width: layout.e2e.ts).
    await page.evaluate(() => {
      const w = window as unknown as { shifted: number };
      w.shifted = 0;
      new PerformanceObserver((list) => {
        for (const e of list.getEntries() as unknown as { value: number; sources: { node?: Node }[] }[])
          if (e.sources.some((x) => x.node && document.querySelector('main > .board')?.contains(x.node)))
            w.shifted += e.value;
      }).observe({ type: 'layout-shift' });
    });
    const shifted = () => page.evaluate(() => (window as unknown as { shifted: number }).shifted);

    for (const [width, n] of [
      [1280, 5],
      [400, 6],
    ] as const) {
      await page.setViewportSize({ width, height: 800 });
      await page.waitForFunction((w) => innerWidth === w, width);
      await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
      const before = await shifted();
      await dealByLink(page, n);
      await page.waitForFunction(() => document.getAnimations().length >= 28);
      // Half way through (600 ms in all): cards in the air, some still in the stock, the first ones landed.
      expect(await hold(page, 300)).toBe(28);
      const midway = await tableau(page);
      const stock = await page.evaluate(() => {
        const r = document.querySelector('main > .board .pile.stock .card')?.getBoundingClientRect() as DOMRect;
        const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
        return { at: [Math.round(r.left), Math.round(r.top)], pressed: hit?.closest('button')?.className ?? '' };
      });
      await shoot(page, `${width}x800`);
      await go(page);
      await page.waitForFunction(() => document.getAnimations().length === 0);
      const landed = await tableau(page);
      // The last card dealt (the seventh column's top) has not left the stock yet; the first has landed.
      expect(midway[6][6]).toEqual(stock.at);
      expect(midway[0][0]).toEqual(landed[0][0]);
      expect(midway.flat().filter((p, i) => p.join() !== landed.flat()[i].join()).length).toBeGreaterThan(10);
      // The cards waiting in the stock are not pressed: a press there draws.
      expect(stock.pressed).toBe('stock-button');
      expect(await shifted()).toBe(before);
      // Where the board lays them: the same game reopened on a new tab (no flight) shows them there.
      const again = await session.context.newPage();
      await again.setViewportSize({ width, height: 800 });
      await again.goto(CHROME_NEWTAB_URL);
      await again.getByRole('link', { name: `#${n}`, exact: true }).waitFor();
      await again.waitForSelector('html[data-storage="ready"]');
      expect(await again.evaluate(() => document.getAnimations().length)).toBe(0);
      expect(await tableau(again)).toEqual(landed);
      await again.close();
    }
  }, 60_000);

  it('a tab opened on a deal’s link deals it flying from its first frame; the same game reopened does not fly', async () => {
    const page = await session.context.newPage();
    // The flights in the frame that first paints the board: a frame callback asked for once the board is
    // on the page (a mutation's callback comes after the render's own work) runs just before that paint.
    await page.addInitScript(() => {
      const w = window as unknown as { firstFrame: number };
      w.firstFrame = -1;
      const seen = new MutationObserver(() => {
        if (!document.querySelector('main > .board')) return;
        seen.disconnect();
        requestAnimationFrame(() => {
          w.firstFrame = document.getAnimations().length;
        });
      });
      seen.observe(document, { childList: true, subtree: true });
    });
    await page.goto(`${CHROME_NEWTAB_URL}#deal=8`);
    await page.getByRole('link', { name: '#8', exact: true }).waitFor();
    await page.waitForFunction(() => (window as unknown as { firstFrame: number }).firstFrame >= 0);
    expect(await page.evaluate(() => (window as unknown as { firstFrame: number }).firstFrame)).toBe(28);
    await page.waitForSelector('html[data-storage="ready"]');
    await page.reload();
    await page.getByRole('link', { name: '#8', exact: true }).waitFor();
    await page.waitForSelector('html[data-storage="ready"]');
    expect(await page.evaluate(() => (window as unknown as { firstFrame: number }).firstFrame)).toBe(0);
    expect(await page.evaluate(() => document.getAnimations().length)).toBe(0);
  });
});
