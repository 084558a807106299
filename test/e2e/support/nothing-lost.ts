import type { Page } from 'playwright-core';
import { compactMoves } from '../../../engine/compact';
import { packAuto } from '../../../engine/link';
import { parseMoves } from '../../../engine/moves';
import type { ChromiumSession } from './chromium';
import { clearStorage } from './page';
import { CHROME_BLANK_URL, CHROME_NEWTAB_URL } from './paths';

/**
 * Faults that once lost a player's data, played against the built extension the way they were found: a move
 * made as a new tab opens with no first-paint copy, another device flooding sync with revisions, huge game
 * links. Shared by test/e2e/nothing-lost.e2e.ts (what must hold) and `npm run bench:faults` (the report:
 * how long each took to handle, and what the page then showed).
 */
export interface Handled {
  readonly fault: string;
  /** Nothing the player saw was lost, and the page said what it did not keep. */
  readonly held: boolean;
  /** From the fault to the page having dealt with it (storage read and settled, or the refusal said). */
  readonly handledMs: number;
  /** What the page showed then. */
  readonly shows: string;
}

const movesShown = async (page: Page) => Number(await page.locator('[data-figure="moves"]').textContent());
const notices = async (page: Page) =>
  ((await page.locator('.toasts .notice').allTextContents()).join(' ') || '').replace(/\s*OK$/, '');

/** The game storage.local holds: its id and moves. */
async function storedGame(page: Page): Promise<{ uid: string; moves: string[]; rev: number }> {
  return page.evaluate(async () => {
    const r = (await chrome.storage.local.get('table')).table as
      | { rev: { n: number }; table: { uid: string; game: { moves: string } } }
      | undefined;
    const moves = r?.table.game.moves ?? '';
    return { uid: r?.table.uid ?? '', moves: moves === '' ? [] : moves.split(' '), rev: r?.rev.n ?? 0 };
  });
}

async function onBlankPage<T>(session: ChromiumSession, work: (page: Page) => Promise<T>): Promise<T> {
  const page = await session.context.newPage();
  await page.goto(CHROME_BLANK_URL);
  try {
    return await work(page);
  } finally {
    await page.close();
  }
}

async function openReady(session: ChromiumSession, hash = ''): Promise<Page> {
  const page = await session.context.newPage();
  await page.goto(CHROME_NEWTAB_URL + hash);
  await page.waitForFunction(() => document.documentElement.dataset.storage === 'ready', null, { timeout: 60_000 });
  return page;
}

/** Deal 13 with one draw made and saved: the game every fault below is played against. */
async function gameUnderWay(session: ChromiumSession): Promise<string> {
  await clearStorage(session);
  const page = await openReady(session, '#deal=13');
  await page.locator('button.stock-button').click();
  await page.waitForFunction(() => document.querySelector('[data-figure="moves"]')?.textContent === '1');
  let stored = await storedGame(page);
  for (let i = 0; i < 50 && stored.moves.length !== 1; i++) {
    await page.waitForTimeout(50);
    stored = await storedGame(page);
  }
  await page.close({ runBeforeUnload: true });
  return stored.uid;
}

/**
 * Item 1: storage.local holds the game and localStorage no first-paint copy (site data cleared); a new tab
 * opens and the stock is clicked the moment the columns show, `rounds` times over. Held when, every round,
 * the page and storage.local end on the same game, the stored one, and the click either went onto it or was
 * taken back with a word.
 */
export async function earlyMove(session: ChromiumSession, rounds: number): Promise<Handled> {
  const uid = await gameUnderWay(session);
  let count = 1;
  let held = true;
  let slowest = 0;
  const shown: string[] = [];
  for (let round = 0; round < rounds; round++) {
    await onBlankPage(session, (p) => p.evaluate(() => localStorage.removeItem('klondike-tab/table')));
    const page = await session.context.newPage();
    await page.goto(CHROME_NEWTAB_URL, { waitUntil: 'commit' });
    await page.locator('button.stock-button').click();
    const clickedAt = await page.evaluate(() => performance.now());
    await page.waitForFunction(() => document.documentElement.dataset.storage === 'ready', null, { timeout: 60_000 });
    // Settled: the page shows what storage holds (a moment for the last save to land).
    let stored = await storedGame(page);
    for (let i = 0; i < 40 && stored.moves.length !== (await movesShown(page)); i++) {
      await page.waitForTimeout(50);
      stored = await storedGame(page);
    }
    const settledAt = await page.evaluate(() => performance.now());
    const onShow = await movesShown(page);
    const said = await notices(page);
    const applied = stored.moves.length === count + 1;
    const refused = stored.moves.length === count && /undone/.test(said);
    if (stored.uid !== uid || onShow !== stored.moves.length || !(applied || refused)) held = false;
    shown.push(
      applied ? 'played on it' : refused ? 'taken back, said' : `LOST (${onShow} shown, ${stored.moves.length} kept)`,
    );
    count = stored.moves.length;
    slowest = Math.max(slowest, settledAt - clickedAt);
    await page.close({ runBeforeUnload: true });
  }
  const tally = [...new Set(shown)].map((s) => `${shown.filter((x) => x === s).length}× ${s}`).join(', ');
  return {
    fault: `1. a click as the page opens, no first-paint copy (${rounds} tabs)`,
    held,
    handledMs: slowest,
    shows: tally,
  };
}

const FLOOD = 256;
const STEP = 2 ** 32;

/**
 * Item 2: another device's statistics records whose counters climb by 2^32 each (256 of them, in batches
 * that keep under sync's write rate), then two open tabs draw in turn, three and two. Held when storage.local
 * keeps all five draws (the revision clock still orders this browser's own changes).
 */
export async function revisionFlood(session: ChromiumSession): Promise<Handled> {
  await gameUnderWay(session);
  const one = await openReady(session);
  const two = await openReady(session);
  const started = Date.now();
  await onBlankPage(session, async (p) => {
    for (let batch = 0; batch < FLOOD / 32; batch++) {
      await p.evaluate(
        ({ batch, step }) => {
          const items: Record<string, unknown> = {};
          for (let i = 0; i < 32; i++) {
            const k = batch * 32 + i + 1;
            const device = `d-flood-${String(k).padStart(3, '0')}`;
            items[`stats:${device}`] = { device, levels: {}, recent: [], resets: {}, n: k * step };
          }
          return chrome.storage.sync.set(items);
        },
        { batch, step: STEP },
      );
    }
  });
  const draws = (page: Page) => page.evaluate(() => document.querySelector('[data-figure="moves"]')?.textContent);
  for (const page of [one, two, one, two, one]) {
    const before = await movesShown(page);
    await page.locator('button.stock-button').click();
    await page.waitForFunction((n) => Number(document.querySelector('[data-figure="moves"]')?.textContent) > n, before);
    // The other tab hears the change before the next click (as a player switching tabs would give it).
    await page.waitForTimeout(300);
  }
  let stored = await storedGame(one);
  for (let i = 0; i < 40 && stored.moves.filter((m) => m === 'D').length < 6; i++) {
    await one.waitForTimeout(50);
    stored = await storedGame(one);
  }
  const handledMs = Date.now() - started;
  const kept = stored.moves.filter((m) => m === 'D').length;
  const shows = `${kept - 1} of 5 draws kept; tabs show ${await draws(one)} and ${await draws(two)} moves; revision ${stored.rev}`;
  await one.close({ runBeforeUnload: true });
  await two.close({ runBeforeUnload: true });
  return {
    fault: `2. ${FLOOD} records climbing 2^32 each, then two tabs draw in turn`,
    held: kept === 6,
    handledMs,
    shows,
  };
}

/** A game link of deal 13 (draw one) holding `n` moves: the stock drawn through and turned over, again and again. */
export function longGameLink(n: number): string {
  const cycle = parseMoves([...Array(24).fill('D'), 'R'].join(' '), 7);
  if (!cycle.ok) throw new Error(cycle.message);
  const moves = Array.from({ length: n }, (_, i) => cycle.value[i % cycle.value.length]);
  return `#deal=13&draw=1&passes=unlimited&f2t=1&scoring=standard&moves=${encodeURIComponent(compactMoves(moves))}&auto=${packAuto('0'.repeat(n))}`;
}

/**
 * Item 5: a game link of `n` moves opened in a new tab over a game under way. Held when the page refuses it
 * with a word, and the game under way is still on the table and in storage.
 */
export async function hugeLink(session: ChromiumSession, n: number): Promise<Handled> {
  const uid = await gameUnderWay(session);
  const link = longGameLink(n);
  const page = await session.context.newPage();
  const started = Date.now();
  await page.goto(CHROME_NEWTAB_URL + link, { timeout: 120_000 });
  await page.waitForFunction(() => document.documentElement.dataset.storage === 'ready', null, { timeout: 120_000 });
  await page.locator('.toasts .notice').first().waitFor({ timeout: 120_000 });
  const handledMs = Date.now() - started;
  const said = await notices(page);
  const stored = await storedGame(page);
  const held =
    stored.uid === uid && stored.moves.length === 1 && (await movesShown(page)) === 1 && /at most/.test(said);
  await page.close();
  const words = said.length > 100 ? `${said.slice(0, 100)}…` : said;
  return { fault: `5. a game link of ${n.toLocaleString('en')} moves`, held, handledMs, shows: words };
}
