// npm run bench:newtab — how fast the built extension's new tab shows a playable board, in headless
// Chromium (Debian's), against what a user would otherwise see and against the cheapest extension page,
// all in the same run: first contentful paint of our new tab, of Chromium's own new-tab page
// (chrome://new-tab-page, the page ours replaces) and of an empty extension page (public/blank.html),
// median and p95 over fresh tabs (goals: ours ≤ 0.5 × Chromium's and ≤ 1.7 × the empty page); the time
// until a click on the stock registers as a draw, the time until the saved game is read and watched in
// storage, and the gzip size of the JS the new tab fetches before its first paint (goal ≤ 30 KB) and after.
// The new tab is also timed with a look chosen (LOOK below, in a second profile, set once through Settings),
// its loads in the same rounds: a chosen look is painted from the first paint, and must cost nothing there.
// Needs `npm run build` first. LOADS=20 by default (each page loads that many times; the order rotates).
import { existsSync, readFileSync } from 'node:fs';
import { cpus } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { BrowserContext, Page } from 'playwright-core';
import { launchChromium } from '../test/e2e/support/chromium';
import { choose, type Looks } from '../test/e2e/support/looks';
import { CHROME_BUILD as BUILD, CHROME_EXTENSION_ID, chromiumPath } from '../test/e2e/support/paths';
import { quantile } from './quantile';

const ORIGIN = `chrome-extension://${CHROME_EXTENSION_ID}`;
const LOADS = Number(process.env.LOADS ?? 20);
/** Chromium's own new-tab page: what a new tab shows without the extension. */
const CHROMIUM_NTP = 'chrome://new-tab-page';

if (!existsSync(join(BUILD, 'manifest.json')) || !existsSync(join(BUILD, 'blank.html'))) {
  console.error('bench:newtab needs the built extension with blank.html: npm run build');
  process.exit(2);
}
if (!chromiumPath()) {
  console.error('bench:newtab needs Chromium: apt-get install -y chromium, or set CHROMIUM');
  process.exit(2);
}

const fmt = (xs: number[]) =>
  `p50 ${quantile(xs, 0.5).toFixed(0).padStart(4)} ms  p95 ${quantile(xs, 0.95).toFixed(0).padStart(4)} ms`;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/** First contentful paint of the document `page` loads, from the page's own performance timeline. */
async function fcpIn(page: Page, url: string): Promise<number> {
  await page.goto(url);
  return page.evaluate(
    () =>
      new Promise<number>((done) => {
        new PerformanceObserver((list) => {
          const e = list.getEntriesByName('first-contentful-paint')[0];
          if (e) done(e.startTime);
        }).observe({ type: 'paint', buffered: true });
      }),
  );
}

/** In a freshly opened tab, as a player opens one: the time includes starting the tab's page. */
async function fcp(context: BrowserContext, url: string): Promise<number> {
  const page = await context.newPage();
  const t = await fcpIn(page, url);
  await page.close();
  return t;
}

/**
 * Time from navigation start until a click on the stock has drawn a card and the board says so
 * (Moves 1): the click is made the moment the stock button exists. The draw is taken back after,
 * so every load starts from the same saved game.
 */
async function interactive(context: BrowserContext, url: string): Promise<{ click: number; storage: number }> {
  const page: Page = await context.newPage();
  await page.addInitScript(() => {
    const w = window as unknown as { __interactive?: number; __storage?: number };
    // Storage read and watched: the page marks its root (models start after the first paint).
    const storage = new MutationObserver(() => {
      if (document.documentElement?.dataset.storage !== 'ready') return;
      w.__storage = performance.now();
      storage.disconnect();
    });
    storage.observe(document, { subtree: true, attributeFilter: ['data-storage'] });
    const moves = () => document.querySelector('[data-figure="moves"]')?.textContent;
    const watch = new MutationObserver(() => {
      const stock = document.querySelector<HTMLButtonElement>('.board button.stock-button');
      if (!stock || stock.dataset.benchClicked) return;
      stock.dataset.benchClicked = '1';
      const before = moves();
      stock.click();
      const registered = new MutationObserver(() => {
        if (moves() !== before) {
          w.__interactive = performance.now();
          registered.disconnect();
        }
      });
      registered.observe(document.body, { subtree: true, childList: true, characterData: true });
      watch.disconnect();
    });
    watch.observe(document, { subtree: true, childList: true });
  });
  await page.goto(url);
  await page.waitForFunction(() => {
    const w = window as unknown as { __interactive?: number; __storage?: number };
    return w.__interactive !== undefined && w.__storage !== undefined;
  });
  const t = await page.evaluate(() => {
    const w = window as unknown as { __interactive: number; __storage: number };
    return { click: w.__interactive, storage: w.__storage };
  });
  await page.keyboard.press('z');
  await page.waitForFunction(() => document.querySelector('[data-figure="moves"]')?.textContent === '0');
  await page.close();
  return t;
}

/**
 * What the new tab fetches, split at its first paint: the files requested before the first contentful
 * paint (the goal's budget) and those requested after (lazy chunks, the hint engine's worker). Chromium
 * keeps no resource timing for extension files, so requests are timed as the browser reports them.
 */
async function fetched(context: BrowserContext, url: string): Promise<{ before: string[]; after: string[] }> {
  const page = await context.newPage();
  const requests: { path: string; at: number }[] = [];
  page.on('request', (r) => {
    if (r.url().startsWith(ORIGIN)) requests.push({ path: new URL(r.url()).pathname.slice(1), at: Date.now() });
  });
  await page.goto(url);
  // The worker and lazy chunks come after the first paint: let them arrive.
  await page.waitForLoadState('networkidle');
  const paintAt = await page.evaluate(
    () =>
      new Promise<number>((done) => {
        new PerformanceObserver((list) => {
          const e = list.getEntriesByName('first-contentful-paint')[0];
          if (e) done(performance.timeOrigin + e.startTime);
        }).observe({ type: 'paint', buffered: true });
      }),
  );
  await page.close();
  const files = (xs: typeof requests) => [...new Set(xs.map((r) => r.path))].filter((f) => /\.(js|css)$/.test(f));
  return {
    before: files(requests.filter((r) => r.at < paintAt)),
    after: files(requests.filter((r) => r.at >= paintAt)),
  };
}

/**
 * The JS that must run before the page can draw anything: newtab.html's scripts and, transitively,
 * their static imports (lazy `import()` chunks and the worker are not in it). Deterministic, unlike
 * the timed split above.
 */
function criticalFiles(): string[] {
  const html = readFileSync(join(BUILD, 'newtab.html'), 'utf8');
  const queue = [...html.matchAll(/(?:src|href)="\/([^"]+\.(?:js|css))"/g)].map((m) => m[1]);
  const seen = new Set<string>();
  while (queue.length > 0) {
    const f = queue.shift() as string;
    if (seen.has(f)) continue;
    seen.add(f);
    if (!f.endsWith('.js')) continue;
    const code = readFileSync(join(BUILD, f), 'utf8');
    for (const m of code.matchAll(/(?:from|import)\s*"(\.{1,2}\/[^"]+\.js)"/g)) {
      queue.push(join(f, '..', m[1]));
    }
  }
  return [...seen];
}

const gzipped = (files: string[]) =>
  files.reduce((n, f) => n + gzipSync(readFileSync(join(BUILD, f)), { level: 9 }).length, 0);

/** A look far from the default: another felt, other backs, Large cards, four colours, a large index, left-handed. */
const LOOK: Looks = {
  Table: 'Wine felt',
  'Card backs': 'Ivy stripes',
  'Card size': 'Large',
  four: true,
  index: true,
  left: true,
};

const LOOK_NAME = 'Wine felt, Ivy stripes, Large, four colours, large index, left-handed';

const session = await launchChromium();
const { context } = session;
const lookSession = await launchChromium();
try {
  const newtab = `${ORIGIN}/newtab.html`;
  const blank = `${ORIGIN}/blank.html`;
  const looking = await lookSession.context.newPage();
  await looking.goto(newtab);
  await looking.waitForSelector('html[data-storage="ready"]');
  await choose(looking, LOOK);
  await looking.close();
  // Warm-up: the first load of each page pays for the extension's start and the code cache.
  await fcp(context, newtab);
  await fcp(lookSession.context, newtab);
  await fcp(context, blank);
  await fcp(context, CHROMIUM_NTP);
  await interactive(context, newtab);

  const paint: Record<'newtab' | 'looked' | 'ntp' | 'blank', number[]> = { newtab: [], looked: [], ntp: [], blank: [] };
  const urls = { newtab, looked: newtab, ntp: CHROMIUM_NTP, blank } as const;
  const order = ['newtab', 'looked', 'ntp', 'blank'] as const;
  const ready: number[] = [];
  const stored: number[] = [];
  for (let i = 0; i < LOADS; i++) {
    // Each round loads the four pages, the one going first rotating, so none always gets the warmest turn.
    for (let k = 0; k < order.length; k++) {
      const page = order[(i + k) % order.length];
      paint[page].push(await fcp(page === 'looked' ? lookSession.context : context, urls[page]));
    }
    const t = await interactive(context, newtab);
    ready.push(t.click);
    stored.push(t.storage);
  }
  // The same two pages loaded one after the other in one tab: the page's own cost, without the tab's start.
  const tab = await context.newPage();
  const sameNewtab: number[] = [];
  const sameBlank: number[] = [];
  for (let i = 0; i < LOADS; i++) {
    sameNewtab.push(await fcpIn(tab, newtab));
    sameBlank.push(await fcpIn(tab, blank));
  }
  await tab.close();
  const median = (xs: number[]) => quantile(xs, 0.5);
  const vsNtp = median(paint.newtab) / median(paint.ntp);
  const vsBlank = median(paint.newtab) / median(paint.blank);
  const sameRatio = median(sameNewtab) / median(sameBlank);
  const files = await fetched(context, newtab);
  const kind = (ext: string, list: string[]) => list.filter((f) => f.endsWith(ext));
  const jsBefore = gzipped(kind('.js', files.before));
  const version = context.browser()?.version() ?? (await context.pages()[0]?.evaluate(() => navigator.userAgent));
  const goal = (ok: boolean) => (ok ? 'met' : 'MISSED');
  // Each load beside the others of its round: the machine's drift over the run cancels out.
  const paired = (other: number[], ours = paint.newtab) => median(ours.map((t, i) => t / other[i]));
  console.log(`bench:newtab  Chromium ${version ?? '?'} headless  ${cpus()[0]?.model ?? ''}  ${LOADS} loads each`);
  console.log('  first contentful paint, each in a new tab:');
  console.log(`    Klondike Tab's new tab            ${fmt(paint.newtab)}`);
  console.log(`    the same with a chosen look       ${fmt(paint.looked)}  (${LOOK_NAME}; another profile)`);
  console.log(`    Chromium's own new-tab page       ${fmt(paint.ntp)}  (${CHROMIUM_NTP})`);
  console.log(`    an empty extension page           ${fmt(paint.blank)}`);
  console.log(`    ours / Chromium's (medians)       ${vsNtp.toFixed(2)}  (goal ≤ 0.5) ${goal(vsNtp <= 0.5)}`);
  console.log(`    ours / empty page (medians)       ${vsBlank.toFixed(2)}  (goal ≤ 1.7) ${goal(vsBlank <= 1.7)}`);
  console.log(
    `    medians of paired ratios          ${paired(paint.ntp).toFixed(2)} / ${paired(paint.blank).toFixed(2)}  (each new tab over the pages loaded in its round)`,
  );
  console.log(
    `    chosen look / default             ${(median(paint.looked) / median(paint.newtab)).toFixed(2)} (medians), ${paired(paint.newtab, paint.looked).toFixed(2)} (paired)  (goal: within noise)`,
  );
  console.log('  first contentful paint, one tab going from one page to the other:');
  console.log(`    new tab                           ${fmt(sameNewtab)}`);
  console.log(`    blank page                        ${fmt(sameBlank)}`);
  console.log(`    ratio of medians                  ${sameRatio.toFixed(2)}`);
  console.log(`  stock click registers, new tab      ${fmt(ready)}  (from navigation start)`);
  console.log(`  storage read and watched            ${fmt(stored)}  (from navigation start; sync starts then)`);
  const critical = criticalFiles();
  const criticalJs = gzipped(kind('.js', critical));
  console.log(
    `  JS on the critical path             ${kb(criticalJs)} gzip (goal ≤ 30 KB) ${criticalJs <= 30 * 1024 ? 'met' : 'MISSED'}` +
      `   CSS ${kb(gzipped(kind('.css', critical)))} gzip`,
  );
  console.log(`    ${critical.join(', ')}  (newtab.html's scripts and their static imports)`);
  console.log(`  requested before the first paint    JS ${kb(jsBefore)} gzip  (this run; a busy machine paints later)`);
  console.log(`    ${files.before.join(', ')}`);
  console.log(`  requested after it                  JS ${kb(gzipped(kind('.js', files.after)))} gzip`);
  console.log(`    ${files.after.join(', ') || '(none)'}`);
} finally {
  await session.close();
  await lookSession.close();
}
