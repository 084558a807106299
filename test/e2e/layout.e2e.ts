import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { ChromiumSession } from './support/chromium';
import { lightAndDark, readFit, shoot } from './support/layout';
import { emptyStorageEachTest, openDeal } from './support/page';
import { CHROME_NEWTAB_URL } from './support/paths';
import { clickStock, raceUnderWay } from './support/play';
import { gameUnderWay, spiderUnderWay } from './support/stored-game';
import { readLayout } from './support/table';
import { duelUnderWay } from './support/duel';

/** Phone, small and common laptop, full HD; a short window; each in light and dark. */
const SIZES = [
  [400, 800],
  [800, 600],
  [1280, 800],
  [1366, 768],
  [1920, 1080],
  [1024, 600],
] as const;
const LAYOUTS = lightAndDark(SIZES);

let session: ChromiumSession;

/** What a window that fits shows: no fault of readLayout's, and no two things overlapping. */
const NO_FAULTS_NOR_OVERLAPS = LAYOUTS.map((l) => ({
  layout: l.name,
  overflowX: 0,
  offSides: [],
  rankCovered: [],
  belowFold: [],
  overlapping: [],
}));

// One browser for the file, its storage emptied before each test: each test opens its own game.
emptyStorageEachTest((s) => {
  session = s;
});

describe('the table fits the window', () => {
  for (const [what, moves] of [
    ['under-way', 40],
    // Move 118 of the line builds a column of 15 cards, 12 of them face up: the deepest the game gets.
    ['deep-column', 118],
  ] as const) {
    it(`${what}: every pile on screen, no sideways scroll, every fanned card's rank showing (screenshots in test-results/screenshots)`, async () => {
      const page = await gameUnderWay(session, moves);
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

  it('Spider-Klondike: ten columns and eight foundations fit every window, nothing overlapping, every rank showing (screenshots)', async () => {
    const page = await spiderUnderWay(session, 120);
    const faults = [];
    for (const layout of LAYOUTS) {
      await shoot(page, layout, 'spider-klondike');
      // Piles side by side in a row never overlap: the waste's fan, a foundation, a column.
      const { overlapping } = await page.evaluate(readFit);
      faults.push({ layout: layout.name, ...(await page.evaluate(readLayout)), overlapping });
    }
    expect(faults).toEqual(NO_FAULTS_NOR_OVERLAPS);
  }, 240_000);

  /** Shoots every window, and reads what the side panel (a race's, the duel's computer's side) overlaps. */
  async function panelFaults(page: Page, name: string) {
    const faults = [];
    for (const layout of LAYOUTS) {
      await shoot(page, layout, name);
      const overlapping = await page.evaluate(() => {
        const panel = document.querySelector('.race-panel, .duel-panel')?.getBoundingClientRect() as DOMRect;
        const hit = (r: DOMRect) =>
          r.left < panel.right && panel.left < r.right && r.top < panel.bottom && panel.top < r.bottom;
        const off = panel.left < 0 || panel.right > window.innerWidth ? ['the panel is off the window'] : [];
        return [
          ...off,
          ...[...document.querySelectorAll('main > .board section[data-pile], main > .board .card')]
            .filter((e) => hit(e.getBoundingClientRect()))
            .map((e) => e.getAttribute('aria-label') ?? e.className),
        ];
      });
      faults.push({ layout: layout.name, ...(await page.evaluate(readLayout)), overlapping });
    }
    return faults;
  }

  it('a race: the panel with the computer’s small board sits beside the board, overlapping no pile, in every window (screenshots)', async () => {
    const page = await raceUnderWay(session, 6);
    expect(await panelFaults(page, 'race')).toEqual(NO_FAULTS_NOR_OVERLAPS);
  }, 120_000);

  it('Double Solitaire: the player’s board under the eight shared foundations, the computer’s side above them, overlapping nothing, in every window (screenshots)', async () => {
    const page = await duelUnderWay(session, 3);
    expect(await panelFaults(page, 'duel')).toEqual(NO_FAULTS_NOR_OVERLAPS);
  }, 300_000);

  // Unregistered, a size would be pasted into every card as the text of its whole chain and evaluated there
  // again (what made the dealt board's style and layout ~46 ms instead of ~13; see sizes.css).
  it('sizes are computed once and handed down as pixels: the root’s card size is every card’s, each column’s fan steps too', async () => {
    const page = await gameUnderWay(session, 40);
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

  it('a run dragged past the window’s bottom and right edges makes the page no larger: nothing to scroll, nothing shifts', async () => {
    const page = await openDeal(session, 13);
    await page.setViewportSize({ width: 1280, height: 800 });
    const card = await page.locator('section.column').nth(6).locator('.card').last().boundingBox();
    if (!card) throw new Error('column 7 has no card');
    await page.mouse.move(card.x + card.width / 2, card.y + 10);
    await page.mouse.down();
    const scrollSize = () =>
      page.evaluate(() => {
        const root = document.documentElement;
        return { width: root.scrollWidth, height: root.scrollHeight };
      });
    const seen = [];
    for (const [x, y] of [
      [card.x + card.width / 2, 795],
      [1275, 795],
    ]) {
      await page.mouse.move(x, y, { steps: 4 });
      await page.locator('.card.dragging').first().waitFor();
      seen.push(await scrollSize());
    }
    await page.mouse.up();
    expect(seen).toEqual([
      { width: 1280, height: 800 },
      { width: 1280, height: 800 },
    ]);
  });

  it('the stock shows which pass this is, inside the pile even at 400 px: Pass 1/3, then 2/3', async () => {
    const page = await session.context.newPage();
    await page.setViewportSize({ width: 400, height: 800 });
    await page.goto(`${CHROME_NEWTAB_URL}#deal=13&draw=3&passes=3&f2t=1&scoring=vegas`);
    const tag = page.locator('section[aria-label="Stock"] .passes');
    await expect.poll(() => tag.textContent()).toBe('Pass 1/3');
    expect(await page.locator('section[aria-label="Stock"] .count').textContent()).toBe('24');
    const inside = () =>
      page.evaluate(() => {
        const pile = document.querySelector('section[aria-label="Stock"]')?.getBoundingClientRect();
        const t = document.querySelector('section[aria-label="Stock"] .passes')?.getBoundingClientRect();
        return (
          !!pile && !!t && t.left >= pile.left && t.right <= pile.right && t.top >= pile.top && t.bottom <= pile.bottom
        );
      });
    expect(await inside()).toBe(true);
    for (let i = 0; i < 8; i++) await clickStock(page);
    await clickStock(page); // the stock is empty: the waste turns over
    await expect.poll(() => tag.textContent()).toBe('Pass 2/3');
    expect(await inside()).toBe(true);
  });

  it('with a dialog open, light and dark, wide and narrow, none scrolling sideways (screenshots)', async () => {
    const page = await openDeal(session, 13);
    await page.getByRole('button', { name: 'Settings', exact: true }).click();
    await page.getByRole('dialog', { name: 'Settings' }).waitFor();
    const shootAll = async (name: string) => {
      for (const layout of LAYOUTS) {
        await shoot(page, layout, name);
        expect((await page.evaluate(readLayout)).overflowX, `${name} ${layout.name}`).toBe(0);
      }
    };
    await shootAll('settings');
    await page.keyboard.press('Escape');
    // A game lost, for the history and its winning line; then the daily deals' calendar.
    await clickStock(page);
    await page.locator('.bar').getByRole('button', { name: 'New game', exact: true }).click();
    await page.getByRole('dialog', { name: 'New game' }).getByRole('button', { name: 'Deal a new game' }).click();
    await page.getByRole('button', { name: 'Statistics', exact: true }).click();
    await page.getByRole('dialog', { name: 'Statistics' }).locator('.past-scroll tbody tr').waitFor();
    await shootAll('statistics-history');
    await page
      .getByRole('dialog', { name: 'Statistics' })
      .getByRole('button', { name: /^Winning line/ })
      .click();
    const line = page.getByRole('dialog', { name: 'A winning line' });
    await line.getByRole('button', { name: 'Next ▸' }).click({ timeout: 20_000 });
    await line.getByRole('button', { name: 'Next ▸' }).click();
    await shootAll('winning-line');
    await page.keyboard.press('Escape');
    await page.locator('.bar').getByRole('button', { name: 'New game', exact: true }).click();
    await page.getByRole('dialog', { name: 'New game' }).getByRole('button', { name: 'Daily deals…' }).click();
    await page.getByRole('dialog', { name: 'Daily deals' }).getByRole('table').waitFor();
    await shootAll('daily-deals');
  }, 120_000);
});
