import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { ChromiumSession } from './support/chromium';
import { freshChromiumEachTest, openDeal } from './support/page';
import { Mirror, mouseMove, playToWin } from './support/play';
import { ROOT } from './support/paths';
import { readLayout } from './support/table';

/** Screenshots for a person to review (git-ignored): npm run test:e2e writes them afresh. */
const SHOTS = join(ROOT, 'test-results', 'screenshots');

interface Layout {
  name: string;
  width: number;
  height: number;
  colorScheme: 'light' | 'dark';
}

const LAYOUTS: Layout[] = [
  { name: 'light-1280x720', width: 1280, height: 720, colorScheme: 'light' },
  { name: 'dark-1280x720', width: 1280, height: 720, colorScheme: 'dark' },
  { name: 'light-1024x600', width: 1024, height: 600, colorScheme: 'light' },
  { name: 'light-360x740', width: 360, height: 740, colorScheme: 'light' },
  { name: 'dark-360x740', width: 360, height: 740, colorScheme: 'dark' },
];

let session: ChromiumSession;

mkdirSync(SHOTS, { recursive: true });
freshChromiumEachTest((s) => {
  session = s;
});

/** Deal 13 played `moves` moves in (auto-collect on), quickly: no card slides while the game is set up. */
async function dealThirteenAfter(moves: number): Promise<Page> {
  const page = await openDeal(session, 13);
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await playToWin(page, new Mirror(13, true), (m, p) => mouseMove(page, m, p), moves);
  await page.emulateMedia({ reducedMotion: 'no-preference' });
  return page;
}

async function shoot(page: Page, layout: Layout, what: string): Promise<void> {
  await page.setViewportSize({ width: layout.width, height: layout.height });
  await page.emulateMedia({ colorScheme: layout.colorScheme });
  await page.mouse.move(0, 0); // no hover ring on the card the last drag left the pointer over
  await page.evaluate(() => document.fonts.ready);
  await page.screenshot({ path: join(SHOTS, `${what}-${layout.name}.png`), animations: 'disabled' });
}

describe('the table fits the window', () => {
  for (const [what, moves] of [
    ['under-way', 40],
    // Move 118 of the line builds a column of 15 cards, 12 of them face up: the deepest the game gets.
    ['deep-column', 118],
  ] as const) {
    it(`${what}: every pile on screen, no sideways scroll, every fanned card's rank showing (screenshots in test-results/screenshots)`, async () => {
      const page = await dealThirteenAfter(moves);
      const faults = [];
      for (const layout of LAYOUTS) {
        await shoot(page, layout, what);
        faults.push({ layout: layout.name, ...(await page.evaluate(readLayout)) });
      }
      // Every window is shot before any is judged, so that the screenshots show each fault.
      expect(faults).toEqual(
        LAYOUTS.map((l) => ({ layout: l.name, overflowX: 0, offSides: [], rankCovered: [], belowFold: [] })),
      );
    }, 120_000);
  }

  // Unregistered, a size would be pasted into every card as the text of its whole chain and evaluated there
  // again (what made the dealt board's style and layout ~46 ms instead of ~13; see sizes.css).
  it('sizes are computed once and handed down as pixels: the root’s card size is every card’s, each column’s fan steps too', async () => {
    const page = await dealThirteenAfter(40);
    const sizes = await page.evaluate(() => {
      const px = (el: Element, name: string) => getComputedStyle(el).getPropertyValue(name).trim();
      const root = document.documentElement;
      const card = document.querySelector('.column .card') as HTMLElement;
      return {
        root: Object.fromEntries(
          ['--card-w', '--card-h', '--gap', '--radius', '--index', '--strip', '--bar-h'].map((n) => [n, px(root, n)]),
        ),
        columns: [...document.querySelectorAll('.column')].flatMap((c) =>
          ['--room', '--gap-down', '--gap-up'].map((n) => px(c, n)),
        ),
        cardWidth: card.getBoundingClientRect().width,
      };
    });
    for (const value of [...Object.values(sizes.root), ...sizes.columns]) expect(value).toMatch(/^\d+(\.\d+)?px$/);
    expect(sizes.columns).toHaveLength(7 * 3);
    expect(Number.parseFloat(sizes.root['--card-w'])).toBeCloseTo(sizes.cardWidth, 1);
  });

  it('with a dialog open, light and dark, wide and narrow (screenshots only)', async () => {
    const page = await openDeal(session, 13);
    await page.getByRole('button', { name: 'Settings', exact: true }).click();
    await page.getByRole('dialog', { name: 'Settings' }).waitFor();
    for (const layout of LAYOUTS) {
      await shoot(page, layout, 'settings');
      expect((await page.evaluate(readLayout)).overflowX, layout.name).toBe(0);
    }
  });
});
