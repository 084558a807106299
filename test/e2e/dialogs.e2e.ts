import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DAILY_NODES, DEFAULT_RULES, dailySeed, legalMoves, type Move, rulesForLevel } from '../../engine';
import { nextWinnableDeal } from '../../engine/solver';
import { type ChromiumSession, launchChromium } from './support/chromium';
import { freshChromiumEachTest, openDeal, openStatistics } from './support/page';
import { choose } from './support/looks';
import { clickStock, keyboardMove, Mirror } from './support/play';
import { CHROME_NEWTAB_URL } from './support/paths';
import { readFigures } from './support/table';

let session: ChromiumSession;

// A fresh profile for each test: its statistics start from nothing.
freshChromiumEachTest((s) => {
  session = s;
});

const button = (page: Page, name: string) => page.locator('.bar').getByRole('button', { name, exact: true });
const dialog = (page: Page, name: string) => page.getByRole('dialog', { name });
const moves = async (page: Page) => (await page.evaluate(readFigures)).moves;
const dealLabel = (page: Page) => page.locator('.bar .deal').textContent();
const stockCount = (page: Page) => page.locator('main > .board section[aria-label="Stock"]').getAttribute('data-count');

/** Settings → a level → Close. */
async function chooseLevel(page: Page, level: RegExp): Promise<void> {
  await button(page, 'Settings').click();
  await dialog(page, 'Settings').getByRole('radio', { name: level }).check();
  await dialog(page, 'Settings').getByRole('button', { name: 'Close', exact: true }).click();
}

/** New game → Deal a new game (nothing under way, so nothing is asked). */
async function dealNew(page: Page): Promise<void> {
  const before = await dealLabel(page);
  await button(page, 'New game').click();
  await dialog(page, 'New game').getByRole('button', { name: 'Deal a new game' }).click();
  await expect.poll(() => dealLabel(page)).not.toBe(before);
}

/** Deal `n` in a new tab whose calendar stands still at `date` (its Date; its timers run). */
async function openDealAt(date: Date, n: number): Promise<Page> {
  const page = await session.context.newPage();
  await page.clock.setFixedTime(date);
  await page.goto(`${CHROME_NEWTAB_URL}#deal=${n}`);
  await page.getByRole('link', { name: `#${n}`, exact: true }).waitFor();
  return page;
}

// Which level Statistics opens on, the word asked before a game under way is left (from Settings, Restart),
// what Help explains: test/components/dialogs.test.tsx, on the page's real models. A pasted or linked deal's
// rules, level and position: test/models/new-game.test.ts and test/engine/link.test.ts; an export read
// twice: test/models/export-file.test.ts. Here, what needs the browser: first paint, motion, layout, real
// downloads, files, the clipboard and the address bar.
describe('the table as the player likes it', () => {
  it('hides the figures unticked in Settings, in every tab from its first paint, and shows them again', async () => {
    const page = await session.context.newPage();
    await page.goto(CHROME_NEWTAB_URL);
    await page.waitForSelector('html[data-storage="ready"]');
    const shown = () =>
      page.evaluate(() =>
        [...document.querySelectorAll('.bar [data-figure]')]
          .filter((e) => (e as HTMLElement).offsetParent !== null)
          .map((e) => e.getAttribute('data-figure')),
      );
    expect(await shown()).toEqual(['score', 'moves', 'time']);
    await button(page, 'Settings').click();
    const settings = dialog(page, 'Settings');
    await settings.getByRole('checkbox', { name: 'The time' }).uncheck();
    await settings.getByRole('checkbox', { name: /^The score/ }).uncheck();
    await settings.getByRole('button', { name: 'Close', exact: true }).click();
    expect(await shown()).toEqual(['moves']);
    // Another tab: the figures are hidden the moment the bar is first drawn, before storage is read.
    const other = await session.context.newPage();
    await other.addInitScript(() => {
      new MutationObserver((_, o) => {
        if (!document.querySelector('[data-figure="time"]')) return;
        (window as unknown as { hideAtFirst: string }).hideAtFirst = document.documentElement.dataset.hide ?? '';
        o.disconnect();
      }).observe(document, { subtree: true, childList: true });
    });
    await other.goto(CHROME_NEWTAB_URL);
    await other.waitForSelector('html[data-storage="ready"]');
    expect(await other.evaluate(() => (window as unknown as { hideAtFirst: string }).hideAtFirst)).toBe('time score');
    await button(other, 'Settings').click();
    await dialog(other, 'Settings').getByRole('checkbox', { name: 'The time' }).check();
    await dialog(other, 'Settings').getByRole('button', { name: 'Close', exact: true }).click();
    // The first tab follows the setting changed in the other at once (through storage.local).
    await expect.poll(shown, { timeout: 3000 }).toEqual(['moves', 'time']);
  });

  it('slides cards as fast as Motion says: as the system asks by default, Slow at twice Normal’s time, Off not at all', async () => {
    // The first deal whose first position has a move that slides a face-up card (between columns, or home).
    const slides = (m: Move) => m.type === 'tableau-tableau' || m.type === 'tableau-foundation';
    const n = Array.from({ length: 50 }, (_, i) => i + 1).find((k) =>
      legalMoves(new Mirror(k, false).position).some(slides),
    );
    if (n === undefined) throw new Error('no deal with a sliding first move');
    const p = new Mirror(n, false).position;
    const move = legalMoves(p).find(slides) as Move;
    const page = await session.context.newPage();
    // Every slide the page starts, with its duration.
    await page.addInitScript(() => {
      const w = window as unknown as { slides: number[] };
      w.slides = [];
      const animate = Element.prototype.animate;
      Element.prototype.animate = function (keyframes, options) {
        w.slides.push(Number(typeof options === 'number' ? options : options?.duration));
        return animate.call(this, keyframes, options);
      };
    });
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto(`${CHROME_NEWTAB_URL}#deal=${n}`);
    await page.waitForSelector('html[data-storage="ready"]');
    /** The move played by keyboard and taken back: the durations of the slides it started. */
    const slideTimes = async () => {
      await page.evaluate(() => {
        (window as unknown as { slides: number[] }).slides = [];
      });
      await page.locator('.board [data-stop][tabindex="0"]').focus();
      await keyboardMove(page, move, p);
      await expect.poll(() => moves(page)).not.toBe('0');
      await page.keyboard.press('z');
      await expect.poll(() => moves(page)).toBe('0');
      return page.evaluate(() => [...new Set((window as unknown as { slides: number[] }).slides)]);
    };
    const motion = async (name: string) => {
      await button(page, 'Settings').click();
      await dialog(page, 'Settings').getByRole('radio', { name, exact: true }).check();
      await dialog(page, 'Settings').getByRole('button', { name: 'Close', exact: true }).click();
      // Closed, the dialog gives the focus back to Settings: only then may the board take it.
      await dialog(page, 'Settings').waitFor({ state: 'hidden' });
    };
    expect(await slideTimes()).toEqual([]); // the system asks for less motion
    await page.emulateMedia({ reducedMotion: 'no-preference' });
    expect(await slideTimes()).toEqual([180]); // as the system asks: Normal
    await motion('Slow');
    expect(await slideTimes()).toEqual([360]);
    await motion('Fast');
    expect(await slideTimes()).toEqual([90]);
    await motion('Off');
    expect(await slideTimes()).toEqual([]);
  });
});

describe('the history', () => {
  it('lists each game that ended, shows a lost one’s winning line, plays its deal again, and exports it as CSV', async () => {
    // The page's calendar, fixed: the game ends then.
    const page = await openDealAt(new Date('2026-11-15T10:00:00Z'), 13);
    await clickStock(page);
    await page.keyboard.press('z');
    await clickStock(page);
    await expect.poll(() => moves(page)).toBe('1');
    await dealNew(page); // the game left counts as lost
    await openStatistics(page);
    const history = dialog(page, 'Statistics').getByRole('region', { name: 'Normal history' });
    const rows = () =>
      history
        .locator('.past-scroll tbody tr')
        .evaluateAll((trs) => trs.map((tr) => [...tr.children].map((td) => td.textContent)));
    const [row] = await rows();
    // Ended, result, time, moves, score, hints, undos, the deal and its rules, whom it was against (no one: a
    // game of Klondike alone), what can be done with it (its moves kept, it can be replayed).
    expect(row.slice(1)).toEqual([
      'Lost',
      expect.stringMatching(/^0:0\d$/),
      '1',
      '0',
      '0',
      '1',
      '#13, draw 1, unlimited passes, standard scoring',
      '',
      'Play againWinning lineReplay',
    ]);

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      history.getByRole('button', { name: 'Export the history (CSV)' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('klondike-tab-history.csv');
    const csv = readFileSync((await download.path()) as string, 'utf8').split('\r\n');
    // The ten columns it always had, then the mode and the other side (none for a game of Klondike alone).
    expect(csv[0]).toBe(
      'date,game and level,deal,rules,result,seconds,moves,score,hints,undos,mode,against,pace,their seconds,their moves,cards home,their cards home,end',
    );
    expect(csv[1]).toMatch(
      /^2026-11-15T10:00:00\.000Z,normal,13,draw=1 passes=unlimited f2t=1 scoring=standard,lost,\d+,1,0,0,1,klondike,,,,,,,$/,
    );

    // The lost game's winning line, a step at a time on a small board, the game on the table untouched.
    await history.getByRole('button', { name: /^Winning line: #13,/ }).click();
    const line = dialog(page, 'A winning line');
    const said = line.locator('.line-step');
    await expect
      .poll(() => said.textContent(), { timeout: 20_000 })
      .toMatch(/^The deal, before the first of \d+ moves\.$/);
    const homes = () =>
      line.locator('section.foundation').evaluateAll((fs) => fs.map((f) => Number(f.getAttribute('data-count'))));
    expect(await homes()).toEqual([0, 0, 0, 0]);
    await line.getByRole('button', { name: 'Next ▸' }).click();
    expect(await said.textContent()).toMatch(/^Move 1 of \d+: ./);
    await line.getByRole('button', { name: 'End »' }).click();
    expect(await homes()).toEqual([13, 13, 13, 13]);
    await line.getByRole('button', { name: 'Close', exact: true }).click();
    expect(await dealLabel(page)).not.toMatch(/#13$/);
    await openStatistics(page);
    await history.getByRole('button', { name: /^Play again: #13/ }).click();
    await expect.poll(() => dealLabel(page)).toContain('Deal #13');
    expect(await moves(page)).toBe('0');
    // A second game lost: the charts draw the two, a table behind them for a screen reader.
    await clickStock(page);
    await dealNew(page);
    await openStatistics(page);
    const charts = dialog(page, 'Statistics').getByRole('region', { name: 'Normal over the last games' });
    expect(await charts.locator('figcaption').first().textContent()).toBe(
      'Results of the last 2 games, and the win rate over the last 10: 0% now',
    );
    expect(await charts.locator('svg circle.lost').count()).toBe(2);
    expect(await charts.getByRole('table').locator('tbody tr').allTextContents()).toEqual(['1lost0%', '2lost0%']);
    // A new tab reads the same history from storage.
    const other = await session.context.newPage();
    await other.goto(CHROME_NEWTAB_URL);
    await other.waitForSelector('html[data-storage="ready"]');
    await openStatistics(other);
    const rowsThere = dialog(other, 'Statistics')
      .getByRole('region', { name: 'Normal history' })
      .locator('.past-scroll tbody tr');
    await expect.poll(() => rowsThere.count()).toBe(2);
  });
});

describe('taking it with you', () => {
  it('an export from one profile restores settings, statistics, history and the game in another', async () => {
    const page = await openDeal(session, 13);
    await clickStock(page);
    await dealNew(page); // deal 13 lost
    await choose(page, { Table: 'Wine felt', left: true });
    await clickStock(page);
    await clickStock(page);
    const game = { deal: await dealLabel(page), moves: await moves(page), stock: await stockCount(page) };
    await button(page, 'Settings').click();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      dialog(page, 'Settings').getByRole('button', { name: 'Export everything' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^klondike-tab-\d{4}-\d\d-\d\d\.json$/);
    const file = (await download.path()) as string;

    const other = await launchChromium();
    try {
      const theirs = await openDeal(other, 1);
      // An import waits for browser storage to be read (before that, the page says to try again in a moment).
      await theirs.waitForSelector('html[data-storage="ready"]');
      const importFile = async () => {
        await button(theirs, 'Settings').click();
        const settings = dialog(theirs, 'Settings');
        await settings.getByLabel('Import a file').setInputFiles(file);
        const said = await expect
          .poll(() => settings.getByRole('status').textContent())
          .toMatch(/^(Imported|Nothing changed)/)
          .then(() => settings.getByRole('status').textContent());
        await settings.getByRole('button', { name: 'Close', exact: true }).click();
        return said;
      };
      expect(await importFile()).toBe(
        'Imported: the settings, statistics from 1 browser, 1 game of history, and its game, now on the table.',
      );
      const restored = async () => ({
        theme: await theirs.evaluate(() => document.documentElement.dataset.theme),
        left: await theirs.locator('main > .board').getAttribute('class'),
        game: { deal: await dealLabel(theirs), moves: await moves(theirs), stock: await stockCount(theirs) },
        stats: await openStatistics(theirs),
        history: await dialog(theirs, 'Statistics')
          .getByRole('region', { name: 'Normal history' })
          .locator('.past-scroll tbody tr td:nth-child(2)')
          .allTextContents(),
      });
      const once = await restored();
      expect(once).toMatchObject({ theme: 'wine', left: 'board left', game, history: ['Lost'] });
      expect(once.stats).toMatchObject({ Played: '1', Won: '0', Lost: '1' });
      // The same file a second time takes nothing in, and says so.
      await theirs.keyboard.press('Escape');
      expect(await importFile()).toBe('Nothing changed: this browser already had everything in the file.');
      expect(await restored()).toEqual(once);
      expect(other.errors).toEqual([]);
    } finally {
      await other.close();
    }
  }, 120_000);
});

describe('the daily deals', () => {
  it('a month’s calendar marks the days played; any day’s deal is the one the engine finds for its date', async () => {
    // The page's calendar, fixed: today is 15 November 2026 (noon UTC, the same day in any time zone near).
    const page = await openDealAt(new Date('2026-11-15T12:00:00Z'), 13);
    const openCalendar = async () => {
      await button(page, 'New game').click();
      await dialog(page, 'New game').getByRole('button', { name: 'Daily deals…' }).click();
      const daily = dialog(page, 'Daily deals');
      await daily.getByRole('table').waitFor();
      return daily;
    };
    let daily = await openCalendar();
    expect(await daily.textContent()).toContain('Current streak of daily wins (each won on its day): 0');
    const today = daily.locator('td[data-today] button');
    expect(await today.getAttribute('aria-label')).toMatch(/: not played\. Play it$/);
    // Nothing played before today in this browser: the calendar starts at this month.
    expect(await daily.getByRole('button', { name: /^‹/ }).getAttribute('aria-disabled')).toBe('true');
    await today.click();
    await expect.poll(() => dealLabel(page), { timeout: 20_000 }).toContain('Daily deal');
    await clickStock(page);
    await expect.poll(() => moves(page)).not.toBe('0');
    await dealNew(page); // today's daily left after a move: lost

    daily = await openCalendar();
    await expect.poll(() => today.getAttribute('aria-label')).toMatch(/: lost\. Play it$/);
    expect(await daily.locator('td[data-today]').getAttribute('data-mark')).toBe('lost');
    // An earlier day, on request: its deal is the one any browser finds for that date.
    await daily.getByLabel(/^Another day’s deal/).fill('2026-11-01');
    await daily.getByRole('button', { name: 'Play that day’s deal' }).click();
    await expect.poll(() => dealLabel(page), { timeout: 20_000 }).toContain('Daily deal');
    const n = Number(((await page.locator('.bar .deal a').textContent()) ?? '').replace('#', ''));
    expect(n).toBe(nextWinnableDeal(dailySeed('2026-11-01'), rulesForLevel('daily', DEFAULT_RULES), DAILY_NODES, 50));
  });
});

describe('settings', () => {
  it('fit an 800×600 window with their buttons in reach, and explain every scoring system', async () => {
    const page = await openDeal(session, 13);
    await page.setViewportSize({ width: 800, height: 600 });
    await button(page, 'Settings').click();
    const settings = dialog(page, 'Settings');
    await settings.waitFor();
    for (const name of ['New game with these settings', 'Close']) {
      const box = await settings.getByRole('button', { name, exact: true }).boundingBox();
      if (!box) throw new Error(`${name} is not shown`);
      expect(box.y, `${name} is within the window`).toBeGreaterThanOrEqual(0);
      expect(box.y + box.height, `${name} is within the window`).toBeLessThanOrEqual(600);
    }
    await settings.getByRole('radio', { name: /^Custom/ }).check();
    const scoring = settings.getByRole('combobox', { name: 'Scoring' });
    const notes = new Set<string>();
    for (const option of await scoring.locator('option').allTextContents()) {
      await scoring.selectOption({ label: option });
      notes.add((await settings.locator('#scoring-note').textContent()) ?? '');
    }
    expect(notes.size).toBe(6);
    // "Timed" names one thing only: the scoring system is "Against the clock", Standard's option says what it does.
    expect(await scoring.locator('option').allTextContents()).not.toContain('Timed');
    await scoring.selectOption({ label: 'Standard' });
    expect(await settings.getByRole('checkbox', { name: /^Time penalty and speed bonus/ }).count()).toBe(1);
  });
});

describe('sharing a deal', () => {
  it('copies a line naming the deal and its rules to the clipboard', async () => {
    const page = await openDeal(session, 4242);
    await session.context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await chooseLevel(page, /^Hard/);
    await button(page, 'New game').click();
    await dialog(page, 'New game').getByRole('button', { name: 'Play this deal' }).waitFor();
    await dialog(page, 'New game')
      .getByRole('textbox', { name: /^Play a specific deal/ })
      .fill('4242');
    await dialog(page, 'New game').getByRole('button', { name: 'Play this deal' }).click();
    await expect.poll(() => dealLabel(page)).toBe('Hard · Deal #4242');

    await button(page, 'New game').click();
    const shared =
      'Klondike deal #4242, draw 3, unlimited passes, standard scoring: #deal=4242&draw=3&passes=unlimited&f2t=1&scoring=standard';
    expect(
      await dialog(page, 'New game')
        .getByRole('textbox', { name: /^Share this deal/ })
        .inputValue(),
    ).toBe(shared);
    await dialog(page, 'New game').getByRole('button', { name: 'Copy', exact: true }).click();
    await expect.poll(() => dialog(page, 'New game').locator('#share-how').textContent()).toMatch(/^Copied/);
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(shared);
  });

  it('a link is followed once: the address drops it, and a reload after another deal asks nothing', async () => {
    const page = await openDeal(session, 21);
    expect(new URL(page.url()).hash).toBe('');
    const linked = await dealLabel(page);
    await clickStock(page);
    await expect.poll(() => moves(page)).not.toBe('0');
    await button(page, 'New game').click();
    await dialog(page, 'New game').getByRole('button', { name: 'Deal a new game' }).click();
    // The whole label: a random deal such as #2150000000 also contains '#21'.
    await expect.poll(() => dealLabel(page)).not.toBe(linked);
    const now = await dealLabel(page);
    await page.reload();
    await page.locator('section.column').nth(6).waitFor();
    await page.waitForFunction(() => document.documentElement.dataset.storage === 'ready');
    expect(await dialog(page, 'Leave this game?').count()).toBe(0);
    expect(await dealLabel(page)).toBe(now);
  });
});
