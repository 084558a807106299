import { isDeepStrictEqual } from 'node:util';
import type { Page as PlaywrightPage } from 'playwright-core';
import type { Page } from 'puppeteer-core';
import type { Position } from '../../../engine';
import type { DuelRecord } from '../../../models/duel-record';
import type { SavedTable } from '../../../models/saved-table';
import { navigate, waitFor } from './firefox';
import { FIREFOX_NEWTAB_URL, FIREFOX_UUID } from './paths';
import { readTable, tableOf } from './table';

/**
 * Playing in Firefox ESR through the same players as in Chromium (support/play.ts, duel.ts), and putting a
 * game on its table through storage as support/stored-game.ts does there.
 */

/** An extension page that is not the new tab (it runs nothing): for reaching storage without starting a game. */
const FIREFOX_BLANK_URL = `moz-extension://${FIREFOX_UUID}/blank.html`;

/**
 * The puppeteer page as the parts of a Playwright page that the mouse player uses (play.ts's mouseMove:
 * evaluate, the mouse, a pause, a locator's click), so that Firefox is played by the same code as Chromium
 * rather than a copy of it. Only those parts: anything else the players come to call is missing, and throws.
 */
export function asPlaywright(page: Page): PlaywrightPage {
  const shim = {
    // Playwright hands one argument to the function, as puppeteer does when given one.
    evaluate: (fn: (arg: unknown) => unknown, arg?: unknown) => page.evaluate(fn, arg),
    mouse: {
      move: (x: number, y: number, options?: { steps?: number }) => page.mouse.move(x, y, options),
      down: () => page.mouse.down(),
      up: () => page.mouse.up(),
    },
    waitForTimeout: (ms: number) => new Promise((r) => setTimeout(r, ms)),
    // Puppeteer's locator, like Playwright's, waits for the element to be there, still and enabled first.
    locator: (selector: string) => ({ click: () => page.locator(selector).click() }),
  };
  return shim as unknown as PlaywrightPage;
}

interface Area {
  get(keys: null): Promise<Record<string, unknown>>;
  set(items: Record<string, unknown>): Promise<void>;
  remove(keys: string[]): Promise<void>;
}
declare const browser: { storage: { local: Area; sync: Area } };

/**
 * Sets aside the game in play (the table, its copies in storage.sync and localStorage, the duel) and keeps
 * the player's own records: statistics, history, settings, the device's id. Run in an extension page.
 */
async function setGameAside(): Promise<void> {
  const kept = ['stats', 'history', 'settings', 'device'];
  const local = Object.keys(await browser.storage.local.get(null));
  await browser.storage.local.remove(local.filter((k) => !kept.includes(k)));
  const sync = Object.keys(await browser.storage.sync.get(null));
  await browser.storage.sync.remove(sync.filter((k) => k.startsWith('game') || k === 'duel'));
  // localStorage holds first-paint copies of what storage keeps, and the duel itself.
  localStorage.clear();
}

/** Opens the new tab after `write` has put a game in place (from the blank page), and waits for storage. */
async function openAfter(page: Page, write: (x: unknown) => Promise<void>, arg: unknown): Promise<void> {
  navigate(page, FIREFOX_BLANK_URL);
  await waitFor(page, () => location.pathname.endsWith('/blank.html') && document.readyState === 'complete', Boolean);
  await page.evaluate(setGameAside);
  await page.evaluate(write, arg);
  navigate(page, FIREFOX_NEWTAB_URL);
  await waitFor(
    page,
    () => location.pathname.endsWith('/newtab.html') && document.documentElement.dataset.storage === 'ready',
    Boolean,
  );
}

/**
 * The new tab on a game saved as the page saves it (`table`, stored-game.ts's savedAfter), in place of the
 * one in play (the player's statistics and history kept), once it shows `position` card for card.
 */
export async function openStoredTable(page: Page, table: SavedTable, position: Position): Promise<void> {
  await openAfter(
    page,
    (t) => browser.storage.local.set({ table: { rev: { n: 5, d: 'd-e2e/t0' }, table: t, shelf: null } }),
    table,
  );
  const want = tableOf(position);
  await waitFor(page, readTable, (shown) => isDeepStrictEqual(shown, want));
}

/** The new tab on a duel kept as the page keeps it (localStorage), in place of the game in play, the player to move. */
export async function openStoredDuel(page: Page, duel: DuelRecord): Promise<void> {
  await openAfter(page, async (d) => localStorage.setItem('klondike-tab/duel', JSON.stringify(d)), duel);
  await waitFor(page, () => document.querySelector('main.duel') !== null, Boolean);
}

/** Clicks the button (or tab) named `name` inside `within` once it is there, as a click on it would. */
export async function press(page: Page, name: string, within = 'body'): Promise<void> {
  await waitFor(
    page,
    ([where, text]) => {
      const b = [...document.querySelectorAll<HTMLElement>(`${where} button`)].find(
        (x) => (x.getAttribute('aria-label') ?? x.textContent) === text,
      );
      b?.click();
      return !!b;
    },
    Boolean,
    { arg: [within, name] as const },
  ).catch((e) => {
    throw new Error(`no button "${name}" in ${within}: ${(e as Error).message}`);
  });
}

/** An open dialog, by its name. */
export const openDialog = (name: string): string => `dialog[open][aria-label="${name}"]`;

/** Turns auto-collect on or off as a player does: Settings, its checkbox (by its words), Close. */
export async function setAutoCollect(
  page: Page,
  words: { settings: string; close: string; autoCollect: string },
  on: boolean,
) {
  await press(page, words.settings, 'nav');
  const settings = openDialog(words.settings);
  await waitFor(
    page,
    ([dialog, label, want]) => {
      const box = [...document.querySelectorAll(`${dialog} label`)]
        .find((l) => l.textContent?.trim() === label)
        ?.querySelector<HTMLInputElement>('input[type="checkbox"]');
      if (box && box.checked !== want) box.click();
      return box?.checked === want;
    },
    Boolean,
    { arg: [settings, words.autoCollect, on] as const },
  );
  await press(page, words.close, settings);
}

/** Whether a level's line (readAllStatistics) has as many games in its history as it counts played. */
function historyHoldsItsGames(line: string): boolean {
  const [, played, games] = /^\S+ (\d+) .*, (\d+) games$/.exec(line) ?? [];
  return played === games;
}

/**
 * Every game's and level's statistics in the open Statistics dialog `dialog`, its tabs clicked in turn (by
 * place, so that the same list reads in any language): Played, Won and Lost, and the games in its history,
 * as "game.level: played won lost, n games". Read, unless told otherwise, once every level's history holds
 * its games played (each game that ended here is in it), as the history is read after the figures.
 */
export async function readAllStatistics(
  page: Page,
  dialog: string,
  /** Read again until this holds of them (the figures an import brings, say). */
  done = (all: string[]) => all.length > 0 && all.every(historyHoldsItsGames),
): Promise<string[]> {
  const read = async (d: string) => {
    const settle = () => new Promise((r) => requestAnimationFrame(() => setTimeout(r, 0)));
    const tabs = (row: number) => [
      ...(document.querySelectorAll(`${d} [role="tablist"]`)[row]?.querySelectorAll<HTMLElement>('[role="tab"]') ?? []),
    ];
    const out: string[] = [];
    for (let g = 0; g < tabs(0).length; g++) {
      tabs(0)[g].click();
      await settle();
      for (let l = 0; l < tabs(1).length; l++) {
        tabs(1)[l].click();
        await settle();
        const figures = [...document.querySelectorAll(`${d} dl.stats-figures dd`)].slice(0, 3);
        const games = document.querySelectorAll(`${d} .past-scroll tbody tr`).length;
        out.push(`${g}.${l}: ${figures.map((f) => f.textContent).join(' ')}, ${games} games`);
      }
    }
    return out;
  };
  return waitFor(page, read, done, { arg: dialog });
}
