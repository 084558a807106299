import type { Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { KLONDIKE_SHAPE } from '../../engine';
import { SPIDER_KLONDIKE_SHAPE } from '../../engine/games';
import { SIZES as CARD_SIZES } from '../../models/settings';
import { type ChromiumSession, launchChromium } from './support/chromium';
import { english } from './support/english';
import { COMPUTER_RACE, deepestColumn, lightAndDark, readFit, shoot, WINDOWS } from './support/layout';
import { choose } from './support/looks';
import { clearStorage, emptyStorageEachTest } from './support/page';
import { spiderFixtureLine, spiderMirror } from './support/play';
import { openPlayed } from './support/stored-game';
import { readLayout } from './support/table';

/*
 * Issue 41's windows, every mode: the deepest column the rules allow fits, every rank showing, the top row on the
 * columns' grid, the bar's label on two lines at most, in English and French, light and dark; and the card
 * sizes ordered as their names say. (layout.e2e.ts has the table's other windows, its dialogs and its shifts.)
 */

let session: ChromiumSession;

// One browser for the file, its storage emptied before each test: each test opens its own game.
emptyStorageEachTest((s) => {
  session = s;
});
/** Issue 41's windows: a phone, the two common laptops, full HD; each light and dark. */
const MATRIX = lightAndDark(WINDOWS);

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
