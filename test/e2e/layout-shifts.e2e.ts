import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { ChromiumSession } from './support/chromium';
import { COMPUTER_RACE } from './support/layout';
import { emptyStorageEachTest, openDeal, setAutoCollect } from './support/page';
import { CHROME_NEWTAB_URL } from './support/paths';
import { clickStock, Mirror, mouseMove, playToWin, spiderFixtureLine, spiderMirror } from './support/play';
import { openPlayed, spiderUnderWay } from './support/stored-game';

/*
 * Nothing moves the board while a game is played, in every mode the table plays (Double Solitaire's in
 * duel-layout.e2e.ts), nor the bar when a new deal comes.
 */

let session: ChromiumSession;

// One browser for the file, its storage emptied before each test: each test opens its own game.
emptyStorageEachTest((s) => {
  session = s;
});

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

describe('nothing moves', () => {
  it('nothing moves the board during play, hints and a warning included: CLS 0, the board and its piles never shift (1280×800)', async () => {
    // Deal 13 from its 60th move (saved as the page saves it) won with the mouse, a hint asked for every tenth
    // move (its sentence shows above the board). (play.e2e.ts wins a whole game by mouse.)
    const mirror = new Mirror(13, true);
    const page = await openPlayed(session, mirror, 60);
    await watchShifts(page);
    let n = 0;
    await playToWin(page, mirror, async (m, p) => {
      if (++n % 10 === 0) {
        await page.keyboard.press('h');
        await page.waitForFunction(() => document.querySelector('p.hint')?.getAttribute('data-hint-move'));
      }
      await mouseMove(page, m, p);
    });
    expect(n).toBeGreaterThan(20);
    expect(mirror.moves).toBeGreaterThan(99); // the Moves figure (checked after each move) reaches three digits
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

  it('nothing moves the board during play in Spider-Klondike: CLS 0 over 40 moves of a won line, the board never shifts (1280×800)', async () => {
    const line = spiderFixtureLine(1, 9002);
    const page = await spiderUnderWay(session, 0);
    await setAutoCollect(page, false); // the line plays every move
    await watchShifts(page);
    await playToWin(page, spiderMirror(9002, 1), (m, p) => mouseMove(page, m, p), 40, line);
    expect(await shiftsSeen(page)).toEqual(NO_SHIFT);
  }, 120_000);

  it('nothing moves the board during a race, the computer playing beside it: CLS 0 over 40 moves (1280×800)', async () => {
    const mirror = new Mirror(13, false);
    const page = await openPlayed(session, mirror, 0, undefined, COMPUTER_RACE);
    await page.locator('.race-panel [data-rival]').waitFor({ timeout: 20_000 });
    await setAutoCollect(page, false); // every move the line's, each counted on the bar
    await watchShifts(page);
    await playToWin(page, mirror, (m, p) => mouseMove(page, m, p), 40);
    // The computer played too (Steady: 40 moves a minute of the game's clock).
    await expect.poll(() => page.locator('.race-panel .rival .column .card').count()).toBeGreaterThan(0);
    expect(await shiftsSeen(page)).toEqual(NO_SHIFT);
  }, 120_000);

  // Headless Chromium draws no scrollbar, so the page's scroll size is read instead: where scrollbars take
  // room, a page made scrollable mid-drag shifts the centred board sideways under the pointer.
});
