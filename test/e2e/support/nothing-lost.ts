import type { Page } from 'playwright-core';
import { DEFAULT_RULES, dealFromNumber, encodeGame, newGame } from '../../../engine';
import { compactMoves } from '../../../engine/compact';
import { packAuto } from '../../../engine/links/link';
import { parseMoves } from '../../../engine/moves';
import { formatExportFile } from '../../../models/export-file';
import { freshTable } from '../../../models/saved-table';
import { DEFAULT_SETTINGS } from '../../../models/settings';
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
 * Item 5: a game link of `n` moves over a game under way: opened in a new tab's address (a link followed; the
 * browser takes addresses up to 2 MB, about 1.4 million of these moves) or, past that, pasted into New game,
 * Play a specific deal. Held when the page refuses it with a word, and the game under way is still on the
 * table and in storage.
 */
export async function hugeLink(session: ChromiumSession, n: number): Promise<Handled> {
  const uid = await gameUnderWay(session);
  const link = longGameLink(n);
  const pasted = link.length > 2_000_000;
  const page = await session.context.newPage();
  let started = Date.now();
  let said: string;
  if (pasted) {
    await page.goto(CHROME_NEWTAB_URL);
    await page.waitForFunction(() => document.documentElement.dataset.storage === 'ready', null, { timeout: 60_000 });
    await page.locator('.bar').getByRole('button', { name: 'New game', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'New game' });
    await dialog.getByRole('textbox', { name: /^Play a specific deal/ }).fill(link, { timeout: 120_000 });
    started = Date.now();
    await dialog.getByRole('button', { name: 'Play this deal', exact: true }).click({ timeout: 120_000 });
    await dialog.getByRole('alert').waitFor({ timeout: 120_000 });
    said = (await dialog.getByRole('alert').textContent()) ?? '';
    await page.keyboard.press('Escape');
  } else {
    await page.goto(CHROME_NEWTAB_URL + link, { timeout: 120_000 });
    await page.waitForFunction(() => document.documentElement.dataset.storage === 'ready', null, { timeout: 120_000 });
    await page.locator('.toasts .notice').first().waitFor({ timeout: 120_000 });
    said = await notices(page);
  }
  const handledMs = Date.now() - started;
  const stored = await storedGame(page);
  const held =
    stored.uid === uid && stored.moves.length === 1 && (await movesShown(page)) === 1 && /at most/.test(said);
  await page.close();
  const words = said.length > 100 ? `${said.slice(0, 100)}…` : said;
  const how = pasted ? 'pasted into Play a specific deal' : 'opened as a link';
  return { fault: `5. a game of ${n.toLocaleString('en')} moves, ${how}`, held, handledMs, shows: words };
}

/** An export file of another profile whose table holds deal `n` one draw in (id `uid`), with these settings. */
function exportFile(n: number | null, uid: string, settings: object = DEFAULT_SETTINGS): Buffer {
  const table =
    n === null
      ? null
      : {
          ...freshTable(dealFromNumber(n), n, 'normal', DEFAULT_RULES),
          uid,
          game: { ...encodeGame(newGame(dealFromNumber(n), DEFAULT_RULES)), moves: 'D' },
          auto: '0',
          hints: 0,
          undos: 0,
        };
  const text = formatExportFile({ settings: settings as typeof DEFAULT_SETTINGS, stats: [], history: [], table });
  return Buffer.from(text);
}

/** Imports a file the way a player does (Settings, Your data, Import a file); says what the page said, and when. */
async function importFile(page: Page, name: string, buffer: Buffer): Promise<{ said: string; ms: number }> {
  await page.locator('.bar').getByRole('button', { name: 'Settings', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Settings' });
  const started = Date.now();
  await dialog.getByLabel('Import a file').setInputFiles({ name, mimeType: 'application/json', buffer });
  await page.waitForFunction(() => (document.querySelector('.your-data [role="status"]')?.textContent ?? '') !== '');
  const ms = Date.now() - started;
  const said = (await dialog.locator('.your-data [role="status"]').textContent()) ?? '';
  await dialog.getByRole('button', { name: 'Close', exact: true }).click();
  return { said, ms };
}

/**
 * Item 3: a game under way here, then two imports of other profiles' files, each with a game of its own.
 * Held when the game under way here is still on the table or on the shelf (resumable) after both, and what
 * the page said of it is true.
 */
export async function secondImport(session: ChromiumSession): Promise<Handled> {
  const uid = await gameUnderWay(session);
  const page = await openReady(session);
  await importFile(page, 'a.json', exportFile(21, 'profile-a-game'));
  const { said, ms } = await importFile(page, 'c.json', exportFile(22, 'profile-c-game'));
  const where = await page.evaluate(async () => {
    const r = (await chrome.storage.local.get('table')).table as { table: { uid: string }; shelf?: { uid: string } };
    return { table: r.table.uid, shelf: r.shelf?.uid ?? '' };
  });
  await page.close();
  const kept = where.table === uid || where.shelf === uid;
  const honest = kept || !/kept/.test(said);
  const shows = `${kept ? 'the game under way kept' : 'the game under way LOST'} (table: ${where.table}, shelf: ${where.shelf || 'empty'}); "${said.slice(0, 80)}…"`;
  return { fault: '3. a second import over a game under way', held: kept && honest, handledMs: ms, shows };
}

/**
 * Item 4: a file whose settings hide the score 2,000 times, imported; then a move. Held when the game's copy
 * still reaches storage.sync (at its usual pace: within a minute in play), and the settings travel too.
 */
export async function oversizedSettings(session: ChromiumSession): Promise<Handled> {
  await gameUnderWay(session);
  const page = await openReady(session);
  const settings = { ...DEFAULT_SETTINGS, hide: Array(2000).fill('score') };
  const { said } = await importFile(page, 'hide.json', exportFile(null, '', settings));
  const revOf = () =>
    page.evaluate(
      async () => ((await chrome.storage.sync.get('game')).game as { rev?: { n: number } } | undefined)?.rev?.n ?? 0,
    );
  const before = await revOf();
  await page.locator('button.stock-button').click();
  const started = Date.now();
  let after = before;
  while (after <= before && Date.now() - started < 75_000) {
    await page.waitForTimeout(250);
    after = await revOf();
  }
  const handledMs = Date.now() - started;
  const hide = await page.evaluate(
    async () =>
      ((await chrome.storage.sync.get('settings')).settings as { data?: { hide?: string[] } } | undefined)?.data?.hide,
  );
  await page.close();
  const held = after > before && Array.isArray(hide) && hide.length <= 3;
  const shows = `${after > before ? 'the game reached sync' : 'the game did NOT reach sync'}; sync's settings hide ${JSON.stringify(hide)}; "${said.slice(0, 60)}…"`;
  return { fault: '4. imported settings hiding the score 2,000 times, then a move', held, handledMs, shows };
}
