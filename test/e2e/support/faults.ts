import type { Page } from 'playwright-core';
import type { ChromiumSession } from './chromium';
import { clearStorage } from './page';
import { CHROME_BLANK_URL, CHROME_NEWTAB_URL } from './paths';

/**
 * Fault injection on the built extension: a known game and a known result are saved the way a player saves
 * them, then one stored record is broken (wrong type, extreme numbers, a version marker WXT cannot act on,
 * another device's record with extreme counters), and a new tab is opened on it. Shared by the e2e test
 * (which checks what must hold) and `npm run bench:faults` (which prints the report).
 */
export interface Attack {
  readonly name: string;
  readonly area: 'local' | 'sync' | 'localStorage';
  /** The key; `<device>` stands for this browser's own device id. */
  readonly key: string;
  readonly value: unknown;
}

const SAFE = Number.MAX_SAFE_INTEGER;
const extremeStats = (device: string) => ({
  device,
  levels: { normal: { played: 1.7e308, won: 1e300, bestTime: -5, bestScore: Number.MAX_VALUE } },
  recent: [],
  resets: { normal: SAFE },
  n: SAFE,
});

export const ATTACKS: readonly Attack[] = [
  { name: 'local game: wrong type', area: 'local', key: 'table', value: 'garbage' },
  {
    name: 'local game: revision past the safe integers',
    area: 'local',
    key: 'table',
    value: { rev: { n: SAFE + 2, d: 'x' }, table: { v: 1 } },
  },
  { name: 'local statistics: wrong type', area: 'local', key: 'stats', value: { levels: 'x' } },
  { name: 'local settings: wrong type', area: 'local', key: 'settings', value: [1, 2, 3] },
  { name: 'local game version marker -30,000,000', area: 'local', key: 'table$', value: { v: -30_000_000 } },
  { name: 'local statistics version marker 99', area: 'local', key: 'stats$', value: { v: 99 } },
  { name: 'Easy pool: wrong type', area: 'local', key: 'pool:x', value: { deals: 'x' } },
  { name: 'sync game: wrong type', area: 'sync', key: 'game', value: 42 },
  {
    name: 'sync game: revision past the safe integers',
    area: 'sync',
    key: 'game',
    value: { rev: { n: SAFE, d: 'x' } },
  },
  { name: 'sync game version marker -2,000,000,000', area: 'sync', key: 'game$', value: { v: -2_000_000_000 } },
  { name: 'sync game part without its head', area: 'sync', key: 'game:1', value: { rev: { n: 5, d: 'x' }, g: '!!' } },
  {
    name: 'sync settings: revision past the safe integers',
    area: 'sync',
    key: 'settings',
    value: { rev: { n: SAFE, d: 'x' }, data: {} },
  },
  {
    name: 'another device: extreme counters',
    area: 'sync',
    key: 'stats:d-otherdevice',
    value: extremeStats('d-otherdevice'),
  },
  { name: 'own statistics in sync: wrong type', area: 'sync', key: 'stats:<device>', value: 'x' },
  { name: 'first-paint copy: not JSON', area: 'localStorage', key: 'klondike-tab/table', value: '{"broken' },
  {
    name: 'clock: an absurd time',
    area: 'localStorage',
    key: 'klondike-tab/clock',
    value: '{"uid":"x","elapsed":1e300}',
  },
  {
    name: 'device id: 10,000 characters',
    area: 'localStorage',
    key: 'klondike-tab/device',
    value: JSON.stringify('x'.repeat(10_000)),
  },
  {
    name: 'first-paint settings: unknown level',
    area: 'localStorage',
    key: 'klondike-tab/settings',
    value: '{"level":"nope"}',
  },
  {
    name: 'duel on the table: moves the rules refuse',
    area: 'localStorage',
    key: 'klondike-tab/duel',
    value: '{"v":1,"n":5,"draw":3,"strength":"casual","moves":"R R R","plan":"","open":true,"rev":3}',
  },
  {
    name: 'duel on the table: an unknown strength',
    area: 'localStorage',
    key: 'klondike-tab/duel',
    value: '{"v":1,"n":5,"draw":3,"strength":"grandmaster","moves":"","plan":"","open":true}',
  },
  { name: 'duel: not JSON', area: 'localStorage', key: 'klondike-tab/duel', value: '{"open":true,' },
  {
    name: 'sync duel: a recycle first, which the rules refuse',
    area: 'sync',
    key: 'duel',
    // '#' is the compact letter of R (engine/compact.ts): no stock has been turned over to recycle.
    value: {
      rev: { n: 9, d: 'x' },
      uid: 'u',
      prev: '',
      n: 5,
      draw: 3,
      strength: 'casual',
      m: '#',
      elapsed: 0,
      counted: false,
      hints: 0,
      open: true,
    },
  },
  { name: 'local duel mark: wrong type', area: 'local', key: 'duel', value: 'x' },
];

export interface Outcome {
  readonly attack: string;
  /** The game under way before the attack is on the table after it. */
  readonly gameKept: boolean;
  /** Normal games played, as the Statistics dialog shows them: before the next result, and after it. */
  readonly played: readonly [number, number];
  /** What the page said, if anything (cut). */
  readonly said: string;
  /** From navigation start: the board on screen, storage read and watched. */
  readonly boardMs: number;
  readonly readyMs: number;
  readonly errors: readonly string[];
}

const bar = (page: Page, name: string) => page.locator('.bar').getByRole('button', { name, exact: true });

async function newTab(session: ChromiumSession, hash = ''): Promise<Page> {
  const page = await session.context.newPage();
  await page.addInitScript(() => {
    const w = window as unknown as { boardAt?: number; readyAt?: number };
    new MutationObserver((_, observer) => {
      if (w.boardAt === undefined && document.querySelector('.board section.column')) w.boardAt = performance.now();
      if (document.documentElement?.dataset.storage === 'ready') {
        w.readyAt = performance.now();
        observer.disconnect();
      }
    }).observe(document, { subtree: true, childList: true, attributes: true });
  });
  await page.goto(CHROME_NEWTAB_URL + hash);
  await page.waitForFunction(() => document.documentElement.dataset.storage === 'ready', null, { timeout: 60_000 });
  return page;
}

const moves = (page: Page) => page.locator('[data-figure="moves"]').textContent();

async function playedAtNormal(page: Page): Promise<number> {
  await bar(page, 'Statistics').click();
  const dialog = page.getByRole('dialog', { name: 'Statistics' });
  await dialog.getByRole('tab', { name: 'Normal' }).click();
  const n = Number(await dialog.locator('dl.stats-figures dd').first().textContent());
  await dialog.getByRole('button', { name: 'Close', exact: true }).click();
  return n;
}

/** A move, then New game: the game left counts as a loss. */
async function loseOne(page: Page): Promise<void> {
  await page.locator('button.stock-button').click();
  await bar(page, 'New game').click();
  await page.getByRole('dialog', { name: 'New game' }).getByRole('button', { name: 'Deal a new game' }).click();
  await page.waitForFunction(() => document.querySelector('[data-figure="moves"]')?.textContent === '0');
}

/** What the extension keeps, every area of it: the state an attack starts from. */
interface Stored {
  readonly local: Record<string, unknown>;
  readonly sync: Record<string, unknown>;
  readonly localStorage: Record<string, string>;
}

/** Each browser's extension page that is not the new tab (storage within reach, no game), kept between attacks. */
const blankPages = new WeakMap<ChromiumSession, Page>();

/** Runs `job` on the browser's blank extension page, opened the first time. */
async function inBlankPage<R>(session: ChromiumSession, job: (page: Page) => Promise<R>): Promise<R> {
  let page = blankPages.get(session);
  if (!page || page.isClosed()) {
    page = await session.context.newPage();
    await page.goto(CHROME_BLANK_URL);
    blankPages.set(session, page);
  }
  return job(page);
}

/**
 * From a clean profile state, a loss and a game under way as a player makes them, and what that left in
 * storage: deal 13, whose first draw sends nothing home, drawn once and left (a loss), then the same deal
 * under way, one move in.
 */
async function seedGame(session: ChromiumSession): Promise<Stored> {
  await clearStorage(session);
  const seed = await newTab(session, '#deal=13');
  await loseOne(seed);
  await seed.goto(`${CHROME_NEWTAB_URL}#deal=13`);
  await seed.getByRole('link', { name: '#13', exact: true }).waitFor();
  await seed.locator('button.stock-button').click();
  await seed.waitForFunction(() => document.querySelector('[data-figure="moves"]')?.textContent === '1');
  const closed = seed.waitForEvent('close');
  await seed.close({ runBeforeUnload: true });
  await closed; // what the page does as it goes (pagehide) is in storage before storage is read
  return inBlankPage(session, (page) =>
    page.evaluate(async () => ({
      local: await chrome.storage.local.get(null),
      sync: await chrome.storage.sync.get(null),
      localStorage: { ...localStorage },
    })),
  );
}

/** The seeded storage of each browser: played once, then put back before each attack. */
const seeded = new WeakMap<ChromiumSession, Stored>();

/**
 * Runs one attack on a browser's storage as the seed left it (a loss counted and a game under way), the record
 * broken, and a new tab opened on it.
 */
export async function runAttack(session: ChromiumSession, attack: Attack): Promise<Outcome> {
  let stored = seeded.get(session);
  if (!stored) {
    stored = await seedGame(session);
    seeded.set(session, stored);
  }
  await inBlankPage(session, (page) =>
    page.evaluate(
      async ({ a, stored }) => {
        await chrome.storage.local.clear();
        await chrome.storage.sync.clear();
        localStorage.clear();
        await chrome.storage.local.set(stored.local);
        await chrome.storage.sync.set(stored.sync);
        for (const [k, v] of Object.entries(stored.localStorage)) localStorage.setItem(k, v);
        const device = JSON.parse(localStorage.getItem('klondike-tab/device') ?? '""') as string;
        const key = a.key.replace('<device>', device);
        if (a.area === 'localStorage') localStorage.setItem(key, a.value as string);
        else await chrome.storage[a.area].set({ [key]: a.value });
      },
      { a: attack, stored },
    ),
  );

  session.errors.splice(0);
  const page = await newTab(session);
  const times = await page.evaluate(() => {
    const w = window as unknown as { boardAt?: number; readyAt?: number };
    return { board: w.boardAt ?? Number.NaN, ready: w.readyAt ?? Number.NaN };
  });
  const gameKept = (await moves(page)) === '1' && (await page.locator('.bar .deal a').textContent()) === '#13';
  const said = ((await page.locator('.toasts .notice').allTextContents()).join(' ') || '').replace(/\s*OK$/, '');
  const before = await playedAtNormal(page);
  await loseOne(page);
  const after = await playedAtNormal(page);
  await page.close();
  return {
    attack: attack.name,
    gameKept,
    played: [before, after],
    said: said.length > 90 ? `${said.slice(0, 90)}…` : said,
    boardMs: times.board,
    readyMs: times.ready,
    errors: session.errors.splice(0),
  };
}
