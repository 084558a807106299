import type { Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { KLONDIKE_SHAPE } from '../../engine';
import { SPIDER_KLONDIKE_SHAPE } from '../../engine/games';
import { SIZES as CARD_SIZES } from '../../models/settings';
import { type ChromiumSession, launchChromium } from './support/chromium';
import { english } from './support/english';
import { deepestColumn, readFit } from './support/layout';
import { choose } from './support/looks';
import { clearStorage, emptyStorageEachTest, openDeal, setAutoCollect } from './support/page';
import { CHROME_NEWTAB_URL } from './support/paths';
import {
  clickStock,
  Mirror,
  mouseMove,
  playToWin,
  raceUnderWay,
  spiderFixtureLine,
  spiderMirror,
} from './support/play';
import { gameUnderWay, openPlayed, spiderUnderWay } from './support/stored-game';
import { saveScreenshot } from './support/screenshots';
import { readLayout } from './support/table';
import { duelUnderWay } from './support/duel';

interface Layout {
  name: string;
  width: number;
  height: number;
  colorScheme: 'light' | 'dark';
}

/** Phone, small and common laptop, full HD; a short window; each in light and dark. */
const SIZES = [
  [400, 800],
  [800, 600],
  [1280, 800],
  [1366, 768],
  [1920, 1080],
  [1024, 600],
] as const;
const LAYOUTS: Layout[] = SIZES.flatMap(([width, height]) =>
  (['light', 'dark'] as const).map((colorScheme) => ({
    name: `${colorScheme}-${width}x${height}`,
    width,
    height,
    colorScheme,
  })),
);

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

/**
 * Starts recording the page's layout shifts at 1280×800, Motion off, and the board's top edge every frame.
 * Shifts are recorded whatever caused them (the browser's CLS leaves out those right after an input, but a
 * bar that wraps as the score gains a digit moves the cards under the pointer all the same).
 */
async function watchShifts(page: Page): Promise<void> {
  // Cards do not slide (Motion off): every movement the page makes is a transform or an opacity, which moves
  // no layout, so the shifts recorded are the same either way, and no move waits for the one before to settle.
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.setViewportSize({ width: 1280, height: 800 });
  // The resize itself shifts the piles (taller, the cards grow) and Chrome reports it as a shift after an
  // input. Laid out a frame after it arrives, it can come after the observer starts on a busy machine (CI
  // once did): so the observer starts two frames after the page has the new size.
  await page.waitForFunction(() => innerHeight === 800);
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
  await page.evaluate(() => {
    const w = window as unknown as { shifts: { value: number; input: boolean; sources: string[] }[]; tops: number[] };
    w.shifts = [];
    w.tops = [];
    new PerformanceObserver((list) => {
      for (const e of list.getEntries() as unknown as {
        value: number;
        hadRecentInput: boolean;
        sources: { node?: Node }[];
      }[]) {
        w.shifts.push({
          value: e.value,
          input: e.hadRecentInput,
          sources: e.sources.map((x) => {
            const el = x.node as HTMLElement | undefined;
            return el?.matches?.('.board, .board > *, .pile') ? (el.getAttribute('aria-label') ?? el.className) : '';
          }),
        });
      }
    }).observe({ type: 'layout-shift' });
    const sample = () => {
      w.tops.push(document.querySelector('.board')?.getBoundingClientRect().top ?? Number.NaN);
      requestAnimationFrame(sample);
    };
    sample();
  });
}

/** What watchShifts recorded: the shifts' sum (no input before them), the board's piles shifted, the board's tops. */
async function shiftsSeen(page: Page): Promise<{ cls: number; piles: string[]; tops: number }> {
  const { shifts, tops } = await page.evaluate(() => {
    const w = window as unknown as { shifts: { value: number; input: boolean; sources: string[] }[]; tops: number[] };
    return { shifts: w.shifts, tops: w.tops };
  });
  return {
    cls: shifts.filter((s) => !s.input).reduce((sum, s) => sum + s.value, 0),
    piles: shifts.flatMap((s) => s.sources).filter(Boolean),
    tops: new Set(tops.filter((t) => !Number.isNaN(t))).size,
  };
}

/** No layout shift, no pile shifted, the board's top edge in one place all along. */
const NO_SHIFT = { cls: 0, piles: [], tops: 1 };

/** A race against the computer at Steady, its moves not yet found (the page asks the engine for them). */
const COMPUTER_RACE = { kind: 'computer', pace: 'steady', line: null, wins: false, from: 0 } as const;

// One browser for the file, its storage emptied before each test: each test opens its own game.
emptyStorageEachTest((s) => {
  session = s;
});

async function shoot(page: Page, layout: Layout, what: string): Promise<void> {
  await page.setViewportSize({ width: layout.width, height: layout.height });
  await page.emulateMedia({ colorScheme: layout.colorScheme });
  await page.mouse.move(0, 0); // no hover ring on the card the last drag left the pointer over
  await page.evaluate(() => document.fonts.ready);
  await saveScreenshot(page, `${what}-${layout.name}`);
}

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
      const overlapping = await page.evaluate(() =>
        ['.top-row > section', '.tableau > section'].flatMap((sel) => {
          const piles = [...document.querySelectorAll(sel)].map((e) => ({
            name: e.getAttribute('aria-label'),
            r: e.getBoundingClientRect(),
            cards: [...e.querySelectorAll('.card')].map((c) => c.getBoundingClientRect()),
          }));
          return piles.flatMap((a, i) =>
            piles
              .slice(i + 1)
              .filter((b) => [a.r, ...a.cards].some((x) => x.right > b.r.left + 0.5) && a.r.left < b.r.left)
              .map((b) => `${a.name} over ${b.name}`),
          );
        }),
      );
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

  it('nothing moves the board during play, hints and a warning included: CLS 0, the board and its piles never shift (1280×800)', async () => {
    const page = await openDeal(session, 13);
    await watchShifts(page);
    // Deal 13 won with the mouse, a hint asked for every tenth move (its sentence shows above the board).
    let n = 0;
    const played = await playToWin(page, new Mirror(13, true), async (m, p) => {
      if (++n % 10 === 0) {
        await page.keyboard.press('h');
        await page.waitForFunction(() => document.querySelector('p.hint')?.getAttribute('data-hint-move'));
      }
      await mouseMove(page, m, p);
    });
    expect(played.length).toBeGreaterThan(99); // the move count reaches three digits
    const won = page.getByRole('dialog', { name: 'You won!' });
    await won.waitFor({ timeout: 10_000 });
    await won.getByRole('button', { name: 'Close', exact: true }).click();
    // Then a deal that is lost once its stock is drawn through: the warning comes up over the table.
    await page.goto(`${CHROME_NEWTAB_URL}#deal=21&draw=3&passes=1&f2t=1&scoring=standard`);
    await page.getByRole('link', { name: '#21', exact: true }).waitFor();
    for (let i = 0; i < 8; i++) await clickStock(page);
    await page.locator('[data-banner]').waitFor({ timeout: 15_000 });
    expect(await shiftsSeen(page)).toEqual(NO_SHIFT);
  }, 240_000);

  it('a new deal moves nothing, the bar included: from #5 to #3987654321 its label keeps its box and the figures their place', async () => {
    const page = await openDeal(session, 5);
    await watchShifts(page);
    const boxes = () =>
      page.evaluate(() =>
        ['.bar .deal', '.figures', '.commands'].map((s) => {
          const r = document.querySelector(s)?.getBoundingClientRect();
          return r && [r.x, r.y, r.width, r.height].map(Math.round);
        }),
      );
    const before = await boxes();
    await page.goto(`${CHROME_NEWTAB_URL}#deal=3987654321`);
    await page.getByRole('link', { name: '#3987654321', exact: true }).waitFor();
    expect(await boxes()).toEqual(before);
    expect((await shiftsSeen(page)).cls).toBe(0);
  });

  it('nothing moves the board during play in Spider-Klondike: CLS 0 over 80 moves of a won line, the board never shifts (1280×800)', async () => {
    const line = spiderFixtureLine(1, 9002);
    const page = await spiderUnderWay(session, 0);
    await setAutoCollect(page, false); // the line plays every move
    await watchShifts(page);
    await playToWin(page, spiderMirror(9002, 1), (m, p) => mouseMove(page, m, p), 80, line);
    expect(await shiftsSeen(page)).toEqual(NO_SHIFT);
  }, 120_000);

  it('nothing moves the board during a race, the computer playing beside it: CLS 0 over 60 moves (1280×800)', async () => {
    const mirror = new Mirror(13, false);
    const page = await openPlayed(session, mirror, 0, undefined, COMPUTER_RACE);
    await page.locator('.race-panel [data-rival]').waitFor({ timeout: 20_000 });
    await setAutoCollect(page, false); // every move the line's, each counted on the bar
    await watchShifts(page);
    await playToWin(page, mirror, (m, p) => mouseMove(page, m, p), 60);
    // The computer played too (Steady: 40 moves a minute of the game's clock).
    await expect.poll(() => page.locator('.race-panel .rival .column .card').count()).toBeGreaterThan(0);
    expect(await shiftsSeen(page)).toEqual(NO_SHIFT);
  }, 120_000);

  // Headless Chromium draws no scrollbar, so the page's scroll size is read instead: where scrollbars take
  // room, a page made scrollable mid-drag shifts the centred board sideways under the pointer.
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

/** Issue 41's windows: a phone, the two common laptops, full HD; each light and dark. */
const MATRIX: Layout[] = (
  [
    [400, 800],
    [1280, 800],
    [1366, 768],
    [1920, 1080],
  ] as const
).flatMap(([width, height]) =>
  (['light', 'dark'] as const).map((colorScheme) => ({
    name: `${colorScheme}-${width}x${height}`,
    width,
    height,
    colorScheme,
  })),
);

/** What a window that fits shows: no fault of readLayout's nor of readFit's. */
const FITS = MATRIX.map((l) => ({
  layout: l.name,
  overflowX: 0,
  offSides: [],
  rankCovered: [],
  belowFold: [],
  overflowY: 0,
  overlapping: [],
  offGrid: [],
  labelLines: [],
}));

/** Every window of the matrix measured (and shot, when `shots` names the pictures), its faults by window. */
async function matrixFaults(page: Page, shots: string | null) {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  const faults = [];
  for (const layout of MATRIX) {
    if (shots) await shoot(page, layout, shots);
    else {
      await page.setViewportSize({ width: layout.width, height: layout.height });
      await page.emulateMedia({ colorScheme: layout.colorScheme });
    }
    faults.push({ layout: layout.name, ...(await page.evaluate(readLayout)), ...(await page.evaluate(readFit)) });
  }
  return faults;
}

/** The page on the deepest column the rules allow (deepestColumn), in a race against the computer if told. */
async function openDeepest(s: ChromiumSession, game: 'klondike' | 'spider-klondike', racing = false) {
  const { mirror, moves } = deepestColumn(game === 'klondike' ? KLONDIKE_SHAPE : SPIDER_KLONDIKE_SHAPE);
  const page = await openPlayed(s, mirror, moves.length, moves, racing ? COMPUTER_RACE : null);
  // A king-to-ace run on the face-down cards the last column was dealt (openPlayed checked the page shows it).
  const deepest = mirror.position.columns.at(-1);
  expect([deepest?.down.length, deepest?.up.length]).toEqual([game === 'klondike' ? 6 : 9, 13]);
  if (racing) await page.locator('.race-panel [data-rival]').waitFor({ timeout: 20_000 });
  return page;
}

for (const language of ['en', 'fr'] as const) {
  describe(`every mode fits every window, ${language === 'en' ? 'in English' : 'in French'}, light and dark`, () => {
    // English: the file's browser (its storage emptied before each test); French: a browser of its own.
    let french: ChromiumSession | null = null;
    const browser = () => french ?? session;
    const shots = (name: string) => (language === 'en' ? name : null);
    beforeAll(async () => {
      if (language === 'fr') french = await launchChromium({ language: 'fr' });
    });
    afterAll(() => french?.close());
    afterEach(async () => {
      if (!french) return;
      for (const page of french.context.pages()) await page.close();
      await clearStorage(french);
      expect(french.errors.splice(0)).toEqual([]);
    });

    it('Klondike, a king-to-ace run on six face-down cards: the column fans into the window, every rank showing, nothing to scroll, the top row over the columns', async () => {
      const page = await openDeepest(browser(), 'klondike');
      expect(await matrixFaults(page, shots('deepest-klondike'))).toEqual(FITS);
    }, 120_000);

    it('Spider-Klondike, a king-to-ace run on nine face-down cards: the same, the stock, the waste and the eight foundations on the ten columns’ grid', async () => {
      const page = await openDeepest(browser(), 'spider-klondike');
      expect(await matrixFaults(page, shots('deepest-spider'))).toEqual(FITS);
    }, 120_000);

    it('Spider-Klondike under way: the top row on the columns’ grid within 2 px, the bar’s label on at most two lines from 1280 px', async () => {
      const page = await openPlayed(browser(), spiderMirror(9002, 1), 120, spiderFixtureLine(1, 9002));
      expect(await matrixFaults(page, shots('spider-under-way'))).toEqual(FITS);
    }, 120_000);

    it('a race, the deepest Klondike column beside the computer’s panel: everything fits, the panel overlapping nothing', async () => {
      const page = await openDeepest(browser(), 'klondike', true);
      expect(await matrixFaults(page, shots('deepest-race'))).toEqual(FITS);
    }, 120_000);
  });
}

describe('card sizes mean what they say', () => {
  for (const game of ['klondike', 'spider-klondike'] as const) {
    it(`${game}, deepest column: Small < Medium < Fit ≤ Large in every window, and the large index grows the index (≥ 10%) and leaves the card as it was, every rank showing`, async () => {
      const page = await openDeepest(session, game);
      await page.emulateMedia({ reducedMotion: 'reduce' });
      const found: { window: string; size: string; index: boolean; card: number; type: number }[] = [];
      const faults = [];
      for (const index of [false, true]) {
        for (const size of CARD_SIZES) {
          await choose(page, { 'Card size': english(`settings.sizes.${size}`), index });
          for (const layout of MATRIX.filter((l) => l.colorScheme === 'light')) {
            await page.setViewportSize({ width: layout.width, height: layout.height });
            const [card, type] = await page.evaluate(() => {
              const c = document.querySelector('main > .board .column .card.face-up') as HTMLElement;
              const corner = c.querySelector('.corner') as HTMLElement;
              return [c.getBoundingClientRect().width, Number.parseFloat(getComputedStyle(corner).fontSize)];
            });
            found.push({ window: `${layout.width}x${layout.height}`, size, index, card, type });
            const f = { ...(await page.evaluate(readLayout)), ...(await page.evaluate(readFit)) };
            faults.push(
              ...Object.entries(f)
                .filter(([, v]) => (Array.isArray(v) ? v.length > 0 : v !== 0))
                .map(([k, v]) => `${game} ${layout.name} ${size}${index ? ' large index' : ''}: ${k} ${v}`),
            );
          }
        }
      }
      expect(faults).toEqual([]);
      const of = (window: string, size: string, index: boolean) =>
        found.find((f) => f.window === window && f.size === size && f.index === index) as (typeof found)[number];
      const order = [...new Set(found.map((f) => f.window))].map((window) => {
        const w = (size: string, index: boolean) => of(window, size, index).card;
        const grows = CARD_SIZES.map((size) => of(window, size, true).type / of(window, size, false).type);
        return {
          window,
          smallerThanMedium: w('small', false) < w('medium', false),
          mediumSmallerThanFit: w('medium', false) < w('fit', false),
          fitAtMostLarge: w('fit', false) <= w('large', false),
          sameCardsWithLargeIndex: CARD_SIZES.every((size) => w(size, true) === w(size, false)),
          indexGrowsTenPercent: grows.every((g) => g >= 1.1),
        };
      });
      expect(order).toEqual(
        order.map(({ window }) => ({
          window,
          smallerThanMedium: true,
          mediumSmallerThanFit: true,
          fitAtMostLarge: true,
          sameCardsWithLargeIndex: true,
          indexGrowsTenPercent: true,
        })),
      );
    }, 180_000);
  }
});
