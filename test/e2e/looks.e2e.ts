import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { BACKS, SIZES, THEMES } from '../../models/settings';
import type { ChromiumSession } from './support/chromium';
import { choose } from './support/looks';
import { english } from './support/english';
import { emptyStorageEachTest, openDeal } from './support/page';
import { CHROME_NEWTAB_URL } from './support/paths';
import { focusedStop } from './support/play';
import { gameUnderWay } from './support/stored-game';
import { saveScreenshot } from './support/screenshots';

let session: ChromiumSession;
emptyStorageEachTest((s) => {
  session = s;
});

/** What a look paints with, as the browser computes it on the page's root. */
const painted = (page: Page) =>
  page.evaluate(() => {
    const cs = getComputedStyle(document.documentElement);
    return { felt: cs.getPropertyValue('--felt'), back: cs.getPropertyValue('--back-1') };
  });

async function shoot(page: Page, name: string, colorScheme: 'light' | 'dark' = 'light'): Promise<void> {
  await page.emulateMedia({ colorScheme });
  await page.evaluate(() => document.fonts.ready);
  await saveScreenshot(page, `looks/${name}-${colorScheme}`);
}

/**
 * The contrast of each suit's index against the faces' two shades (their gradient's ends), read in the page:
 * a card of each suit is drawn beside the board's own, its colours read as the browser computes them.
 */
function indexContrasts(): { suit: string; ratio: number }[] {
  const rgb = (css: string, el: Element) => {
    const probe = document.createElement('i');
    probe.style.color = css;
    el.append(probe);
    const m = getComputedStyle(probe).color.match(/[\d.]+/g) ?? [];
    probe.remove();
    return m.slice(0, 3).map(Number);
  };
  const luminance = ([r, g, b]: number[]) => {
    const lin = (v: number) => (v / 255 <= 0.04045 ? v / 255 / 12.92 : ((v / 255 + 0.055) / 1.055) ** 2.4);
    return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
  };
  const ratio = (a: number[], b: number[]) => {
    const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
    return (hi + 0.05) / (lo + 0.05);
  };
  const model = document.querySelector('main > .board .card.face-up') as HTMLElement;
  return [...'CDHS'].map((suit) => {
    const card = model.cloneNode(true) as HTMLElement;
    card.dataset.card = `A${suit}`;
    card.className = `card face-up ${'DH'.includes(suit) ? 'red' : 'black'}`;
    model.parentElement?.append(card);
    const cs = getComputedStyle(card);
    const ink = rgb(getComputedStyle(card.querySelector('.corner') ?? card).color, card);
    const worst = Math.min(...['--face', '--face-2'].map((v) => ratio(ink, rgb(cs.getPropertyValue(v), card))));
    card.remove();
    return { suit, ratio: Math.round(worst * 100) / 100 };
  });
}

describe('the looks a player chooses', () => {
  it('are painted from the first paint of every new tab: the felt, the backs, the faces, the size and the hand', async () => {
    const page = await openDeal(session, 13);
    await choose(page, {
      Table: 'Wine felt',
      'Card backs': 'Ivy stripes',
      'Card size': 'Medium',
      four: true,
      index: true,
      left: true,
    });
    const other = await session.context.newPage();
    // The moment the first card is drawn: what the root says, the felt it paints, the board's hand.
    await other.addInitScript(() => {
      new MutationObserver((_, o) => {
        const board = document.querySelector('.board');
        if (!board?.querySelector('.card')) return;
        const { theme, back, size, four, index } = document.documentElement.dataset;
        (window as unknown as { atFirst: unknown }).atFirst = {
          theme,
          back,
          size,
          four,
          index,
          felt: getComputedStyle(document.documentElement).getPropertyValue('--felt'),
          board: board.className,
          top: [...board.querySelectorAll('.top-row > section')].map((s) => s.getAttribute('aria-label')),
        };
        o.disconnect();
      }).observe(document, { subtree: true, childList: true });
    });
    await other.emulateMedia({ colorScheme: 'light' });
    await other.setViewportSize({ width: 1920, height: 1080 });
    await other.goto(CHROME_NEWTAB_URL);
    await other.waitForSelector('html[data-storage="ready"]');
    expect(await other.evaluate(() => (window as unknown as { atFirst: unknown }).atFirst)).toEqual({
      theme: 'wine',
      back: 'ivy',
      size: 'medium',
      four: 'true',
      index: 'true',
      felt: '#74202f',
      board: 'board left',
      top: ['Foundation 1', 'Foundation 2', 'Foundation 3', 'Foundation 4', 'Waste', 'Stock'],
    });
    // Medium cards are 96 px wide where the window has room for more.
    expect(
      await other
        .locator('main > .board .card')
        .first()
        .evaluate((c) => c.getBoundingClientRect().width),
    ).toBe(96);
  });

  it('keep every card index at 4.5:1 or more against the faces, in every theme, light and dark, with two colours and four', async () => {
    const page = await openDeal(session, 13);
    const found: Record<string, number> = {};
    for (const theme of THEMES) {
      await choose(page, { Table: english(`settings.themes.${theme}`) });
      for (const four of [false, true]) {
        await choose(page, { four });
        for (const colorScheme of ['light', 'dark'] as const) {
          await page.emulateMedia({ colorScheme });
          for (const { suit, ratio } of await page.evaluate(indexContrasts)) {
            found[`${theme} ${colorScheme}${four ? ' four-colour' : ''} ${suit}`] = ratio;
          }
        }
      }
    }
    expect(Object.keys(found)).toHaveLength(4 * 2 * 2 * 4);
    const low = Object.entries(found).filter(([, r]) => r < 4.5);
    expect(low, JSON.stringify(found)).toEqual([]);
  }, 120_000);

  it('every theme and every back, light and dark; four colours, a large index, left-handed, small and large cards (screenshots)', async () => {
    const page = await gameUnderWay(session);
    await page.mouse.move(0, 0);
    await page.setViewportSize({ width: 1280, height: 800 });
    // Each felt and each back painted in its own colours, light and dark: eight felts, eight backs.
    const felts = new Set<string>();
    const backs = new Set<string>();
    for (const theme of THEMES) {
      await choose(page, { Table: english(`settings.themes.${theme}`) });
      for (const scheme of ['light', 'dark'] as const) {
        await shoot(page, `theme-${theme}`, scheme);
        felts.add(`${(await painted(page)).felt}`);
      }
    }
    await choose(page, { Table: 'Green felt' });
    for (const back of BACKS) {
      await choose(page, { 'Card backs': english(`settings.backs.${back}`) });
      for (const scheme of ['light', 'dark'] as const) {
        await shoot(page, `back-${back}`, scheme);
        backs.add(`${(await painted(page)).back}`);
      }
    }
    // High contrast's felt is black in both shades.
    expect([felts.size, backs.size]).toEqual([7, 8]);
    await choose(page, { 'Card backs': 'Blue lattice', four: true });
    await shoot(page, 'four-colour');
    await choose(page, { four: false, index: true });
    await shoot(page, 'large-index');
    await choose(page, { index: false, left: true });
    await shoot(page, 'left-handed');
    for (const size of SIZES) {
      await choose(page, { left: false, 'Card size': english(`settings.sizes.${size}`) });
      await shoot(page, `size-${size}`);
    }
  }, 180_000);

  it('left-handed: foundations on the left, the stock on the right, Tab and the arrows going as the eye does; the waste fans out from the stock', async () => {
    const page = await session.context.newPage();
    await page.goto(`${CHROME_NEWTAB_URL}#deal=13&draw=3&passes=unlimited&f2t=1&scoring=standard`);
    await page.getByRole('link', { name: '#13', exact: true }).waitFor();
    await choose(page, { left: true });
    const row = await page.evaluate(() =>
      [...document.querySelectorAll('main > .board .top-row > section')].map((s) => ({
        pile: s.getAttribute('aria-label'),
        x: Math.round(s.getBoundingClientRect().left),
      })),
    );
    expect(row.map((r) => r.pile)).toEqual([
      'Foundation 1',
      'Foundation 2',
      'Foundation 3',
      'Foundation 4',
      'Waste',
      'Stock',
    ]);
    expect(row.map((r) => r.x)).toEqual([...row.map((r) => r.x)].sort((a, b) => a - b));
    /** The waste's cards (or its empty place), bottom to top: their left and right edges, and the waste's right. */
    const waste = () =>
      page.evaluate(() => {
        const pile = document.querySelector('main > .board .waste') as HTMLElement;
        const edges = [...pile.querySelectorAll(':scope > .card, :scope > .stop-holder')].map((c) => {
          const r = c.getBoundingClientRect();
          return [Math.round(r.left), Math.round(r.right)];
        });
        return { edges, right: Math.round(pile.getBoundingClientRect().right) };
      });
    // Empty, its place is next to the stock.
    const empty = await waste();
    expect(empty.edges).toHaveLength(1);
    expect(empty.edges[0][1]).toBe(empty.right);
    // Tab from Settings (the dialog gives the focus back to it) goes on to the board, on the stock.
    for (let i = 0; i < 10 && !(await focusedStop(page)); i++) await page.keyboard.press('Tab');
    expect(await focusedStop(page)).toBe('stock');
    await page.keyboard.press('Enter'); // draws three
    await expect.poll(async () => (await waste()).edges.length).toBe(3);
    // The top card next to the stock, the two under it fanned out to its left: each one's left edge showing.
    const fan = await waste();
    expect(fan.edges[2][1]).toBe(fan.right);
    expect(fan.edges[0][0]).toBeLessThan(fan.edges[1][0]);
    expect(fan.edges[1][0]).toBeLessThan(fan.edges[2][0]);
    // Left of the stock the waste, then foundation 4, over column 4; back up from column 7 to the stock.
    await page.keyboard.press('ArrowLeft');
    expect(await focusedStop(page)).toBe('waste');
    await page.keyboard.press('ArrowLeft');
    expect(await focusedStop(page)).toBe('f3');
    await page.keyboard.press('ArrowDown');
    expect(await focusedStop(page)).toMatch(/^c3:/);
    for (let i = 0; i < 3; i++) await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowUp');
    expect(await focusedStop(page)).toBe('stock');
  });
});
