import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DEFAULT_RULES, dealFromNumber, legalMoves, type Move, rulesForLevel } from '../../engine';
import { formatShareText } from '../../engine/share';
import { type ChromiumSession, launchChromium } from './support/chromium';
import { freshChromiumEachTest, openDeal, openStatistics } from './support/page';
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

const selectedTab = (page: Page) =>
  dialog(page, 'Statistics')
    .getByRole('tablist', { name: 'Level' })
    .locator('[role="tab"][aria-selected="true"]')
    .textContent();

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

describe('statistics', () => {
  it('open on the level of the game on the table, and remember a tab picked only while open', async () => {
    const page = await openDeal(session, 13);
    await openStatistics(page);
    expect(await selectedTab(page)).toBe('Normal');
    await dialog(page, 'Statistics').getByRole('button', { name: 'Close', exact: true }).click();

    await chooseLevel(page, /^Hard/);
    await dealNew(page);
    expect(await dealLabel(page)).toContain('Hard');
    await openStatistics(page);
    expect(await selectedTab(page)).toBe('Hard');
    await dialog(page, 'Statistics').getByRole('tab', { name: 'Vegas' }).click();
    expect(await selectedTab(page)).toBe('Vegas');
    await dialog(page, 'Statistics').getByRole('button', { name: 'Close', exact: true }).click();
    await openStatistics(page);
    expect(await selectedTab(page)).toBe('Hard');
  });
});

describe('leaving a game under way', () => {
  it('from Settings asks first, as New game does: kept, nothing counted; confirmed, one loss', async () => {
    const page = await openDeal(session, 13);
    await clickStock(page);
    await expect.poll(() => moves(page)).toBe('1');

    await button(page, 'Settings').click();
    await dialog(page, 'Settings').getByRole('button', { name: 'New game with these settings' }).click();
    const leave = dialog(page, 'Leave this game?');
    await leave.waitFor();
    expect(await leave.textContent()).toContain('The game on the table will count as a loss.');
    await leave.getByRole('button', { name: 'Keep playing this one' }).click();
    await leave.waitFor({ state: 'hidden' });
    expect(await dealLabel(page)).toContain('#13');
    expect(await moves(page)).toBe('1');
    expect(await openStatistics(page)).toMatchObject({ Played: '0', Lost: '0' });
    await dialog(page, 'Statistics').getByRole('button', { name: 'Close', exact: true }).click();

    await button(page, 'Settings').click();
    await dialog(page, 'Settings').getByRole('button', { name: 'New game with these settings' }).click();
    await leave.getByRole('button', { name: 'Deal a new game' }).click();
    await expect.poll(() => dealLabel(page)).not.toMatch(/#13$/);
    expect(await moves(page)).toBe('0');
    expect(await openStatistics(page)).toMatchObject({ Played: '1', Lost: '1' });
  });

  it('Restart this deal deals the same deal again from the start, and counts the game left as lost', async () => {
    const page = await openDeal(session, 13);
    await clickStock(page);
    await expect.poll(() => moves(page)).toBe('1');
    await button(page, 'New game').click();
    await dialog(page, 'New game').getByRole('button', { name: 'Restart this deal' }).click();
    await expect.poll(() => moves(page)).toBe('0');
    expect(await dealLabel(page)).toContain('Normal · Deal #13');
    expect(await page.locator('section[aria-label="Stock"]').getAttribute('data-count')).toBe('24');
    expect(await openStatistics(page)).toMatchObject({ Played: '1', Lost: '1' });
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
      expect(box, name).not.toBeNull();
      expect((box?.y ?? 0) + (box?.height ?? 0), `${name} is within the window`).toBeLessThanOrEqual(600);
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

describe('help', () => {
  it('has the rules of Klondike and of every option, and the keys', async () => {
    const page = await openDeal(session, 13);
    await button(page, 'Help').click();
    const help = dialog(page, 'Help');
    // The dialogs load after the first paint: the first click may come before they are there.
    await help.waitFor();
    for (const heading of ['The rules of Klondike', 'The options', 'Scoring', 'Playing with the keyboard']) {
      expect(await help.getByRole('heading', { name: heading }).count(), heading).toBe(1);
    }
    expect(await help.textContent()).toContain('Only a king, or a run led by one, fills an empty column.');
  });
});

describe('sharing a deal', () => {
  it('copies a line naming the deal and its rules, which a friend’s browser plays under the same rules and level', async () => {
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
    const shared = formatShareText(dealFromNumber(4242), 4242, rulesForLevel('hard', DEFAULT_RULES));
    expect(
      await dialog(page, 'New game')
        .getByRole('textbox', { name: /^Share this deal/ })
        .inputValue(),
    ).toBe(shared);
    await dialog(page, 'New game').getByRole('button', { name: 'Copy', exact: true }).click();
    await expect.poll(() => dialog(page, 'New game').locator('#share-how').textContent()).toMatch(/^Copied/);
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(shared);

    // The friend: another browser profile, on Normal, pastes the text.
    const friend = await launchChromium();
    try {
      const theirs = await openDeal(friend, 1);
      await button(theirs, 'New game').click();
      await dialog(theirs, 'New game')
        .getByRole('textbox', { name: /^Play a specific deal/ })
        .fill(shared);
      await dialog(theirs, 'New game').getByRole('button', { name: 'Play this deal' }).click();
      await expect.poll(() => dealLabel(theirs)).toBe('Hard · Deal #4242');
      expect(friend.errors).toEqual([]);
    } finally {
      await friend.close();
    }
  });

  it('a link from any install (Firefox’s too) plays its deal under its rules, at the level they match', async () => {
    const page = await openDeal(session, 5);
    await button(page, 'New game').click();
    await dialog(page, 'New game')
      .getByRole('textbox', { name: /^Play a specific deal/ })
      .fill(
        'moz-extension://0b3f9a1c-2d4e-4f60-8a7b-9c0d1e2f3a4b/newtab.html#deal=77&draw=1&passes=unlimited&f2t=1&scoring=standard',
      );
    await dialog(page, 'New game').getByRole('button', { name: 'Play this deal' }).click();
    await expect.poll(() => dealLabel(page)).toBe('Normal · Deal #77');
    // A link spelling out Normal's rules counts as Normal, not Custom.
    await page.goto(`${CHROME_NEWTAB_URL}#deal=78&draw=1&passes=unlimited&f2t=1&scoring=standard`);
    await expect.poll(() => dealLabel(page)).toBe('Normal · Deal #78');
    await page.goto(`${CHROME_NEWTAB_URL}#deal=79&draw=3&passes=3&f2t=1&scoring=vegas`);
    await expect.poll(() => dealLabel(page)).toBe('Vegas · Deal #79');
  });

  it('a link is followed once: the address drops it, and a reload after another deal asks nothing', async () => {
    const page = await openDeal(session, 21);
    expect(new URL(page.url()).hash).toBe('');
    await clickStock(page);
    await expect.poll(() => moves(page)).not.toBe('0');
    await button(page, 'New game').click();
    await dialog(page, 'New game').getByRole('button', { name: 'Deal a new game' }).click();
    await expect.poll(() => dealLabel(page)).not.toContain('#21');
    const now = await dealLabel(page);
    await page.reload();
    await page.locator('section.column').nth(6).waitFor();
    await page.waitForFunction(() => document.documentElement.dataset.storage === 'ready');
    expect(await dialog(page, 'Leave this game?').count()).toBe(0);
    expect(await dealLabel(page)).toBe(now);
  });
});
