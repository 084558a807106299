import { type Browser, launch, type Page } from 'puppeteer-core';
import { afterAll, afterEach, beforeAll, expect } from 'vitest';
import { FIREFOX_BUILD, FIREFOX_UUID, firefoxPath, GECKO_ID } from './paths';

export interface FirefoxSession {
  browser: Browser;
  page: Page;
  /**
   * The extension's pages' uncaught errors, unhandled rejections and console.error calls, as Firefox printed
   * them (see pageErrors): a caller takes them out with splice(0) and expects none.
   */
  errors: string[];
  close(): Promise<void>;
}

/**
 * Firefox's own lines on its output that read like a page error but are not the extension's, each matched
 * whole: what they come from is Firefox's code, not ours.
 */
const FIREFOX_NOISE: readonly RegExp[] = [
  // Firefox's own new-tab code (its message router's Remote Settings loader, RSLoader) logs its errors through
  // the content console too, with no network here; the extension's pages log nothing under that name.
  /^console\.error: RSLoader: /,
  // Firefox's private-browsing helper asks a tab for its docShell as the browser closes it under BiDi, after
  // the tab's document is gone (seen on every close, whatever the page did).
  /^JavaScript error: resource:\/\/gre\/modules\/PrivateBrowsingUtils\.sys\.mjs, line \d+: TypeError: can't access property "QueryInterface", aWindow\.docShell is null$/,
  // Firefox's profile backup, started on its own a while after launch, finds no backup folder set in the
  // throwaway profile the tests run in.
  /^JavaScript error: resource:\/\/\/modules\/backup\/BackupService\.sys\.mjs, line \d+: NotAllowedError: PathUtils\.join: PathUtils does not support empty paths$/,
  // Firefox's WebDriver agent, which watches the page's workers for BiDi, looks at a worker of a page already
  // gone (the solver's, as the tab goes on to another page).
  /^JavaScript error: chrome:\/\/remote\/content\/shared\/js-process-actors\/WebDriverWorkerListenerChild\.sys\.mjs, line \d+: TypeError: can't access dead object$/,
];

/**
 * The lines of Firefox's output that report a page error: with the prefs launchFirefox sets, Firefox prints
 * every content page's console.error to stdout ("console.error: …") and every uncaught error and unhandled
 * rejection to stderr ("JavaScript error: <file>, line <n>: …"). BiDi delivers neither for extension pages
 * (../shared/TOOLCHAIN.md), so the output is where they are read. The tests open no web page: an error line
 * is the extension's unless it is Firefox's own noise, above.
 */
function pageErrors(output: string): string[] {
  return output
    .split('\n')
    .filter((l) => l.startsWith('console.error:') || l.startsWith('JavaScript error:'))
    .filter((l) => !FIREFOX_NOISE.some((noise) => noise.test(l)));
}

/** How launchFirefox starts the browser. */
interface FirefoxOptions {
  /**
   * Firefox's own language (its menus', and the one the extension's messages follow), when not the machine's
   * English: its language pack must be installed (Debian's firefox-esr-l10n-<language>).
   */
  language?: string;
  /** The folder files the page offers to save are saved in, without asking. */
  downloads?: string;
  /** The system's wish for reduced motion: nothing slides, so no move waits for the one before to settle. */
  reducedMotion?: boolean;
}

/**
 * Debian's Firefox ESR over WebDriver BiDi (there is no geckodriver here), with the
 * built extension installed as a temporary add-on. Per ../shared/TOOLCHAIN.md:
 * the uuids pref pins the moz-extension:// origin, and --remote-allow-system-access
 * lets BiDi navigate to extension pages at all.
 */
async function launchFirefox({ language, downloads, reducedMotion }: FirefoxOptions = {}): Promise<FirefoxSession> {
  const executablePath = firefoxPath();
  if (!executablePath) throw new Error('Firefox not found: apt-get install -y firefox-esr, or set FIREFOX');
  const browser = await launch({
    browser: 'firefox',
    executablePath,
    headless: true,
    args: ['--remote-allow-system-access'],
    extraPrefsFirefox: {
      'extensions.webextensions.uuids': JSON.stringify({ [GECKO_ID]: FIREFOX_UUID }),
      // Content pages' console and dump() to Firefox's output, read for page errors (pageErrors).
      'devtools.console.stdout.content': true,
      'browser.dom.window.dump.enabled': true,
      ...(language && { 'intl.locale.requested': language }),
      ...(reducedMotion && { 'ui.prefersReducedMotion': 1 }),
      ...(downloads && {
        'browser.download.folderList': 2,
        'browser.download.dir': downloads,
        'browser.download.useDownloadDir': true,
        'browser.download.always_ask_before_handling_new_types': false,
      }),
    },
  });
  const errors: string[] = [];
  // Whole lines only: a chunk of output may end mid-line.
  let rest = '';
  const read = (chunk: Buffer | string) => {
    const lines = (rest + chunk.toString()).split('\n');
    rest = lines.pop() ?? '';
    errors.push(...pageErrors(lines.join('\n')));
  };
  const child = browser.process();
  child?.stdout?.on('data', read);
  child?.stderr?.on('data', read);
  try {
    await browser.installExtension(FIREFOX_BUILD);
    const page = await browser.newPage();
    return {
      browser,
      page,
      errors,
      async close() {
        await browser.close();
        read('\n');
      },
    };
  } catch (e) {
    await browser.close();
    throw e;
  }
}

/**
 * Starts loading `url` without waiting: BiDi does not report navigations inside
 * extension pages, so `page.goto` would never resolve. Callers poll with `waitFor`.
 */
export function navigate(page: Page, url: string): void {
  page.goto(url).catch(() => {
    // Expected: the navigation promise is abandoned when the page is closed.
  });
}

/**
 * Polls `read` in the page (given `arg`, when there is one) until `done` holds; Firefox's BiDi gives no load
 * events for these pages.
 */
export async function waitFor<T, A = undefined>(
  page: Page,
  read: (arg: A) => T,
  done: (value: Awaited<T>) => boolean,
  { timeoutMs = 15_000, arg }: { timeoutMs?: number; arg?: A } = {},
): Promise<Awaited<T>> {
  // Counted tries rather than a clock deadline: the wait is bounded the same way on every run.
  const interval = 100;
  let last: Awaited<T> | undefined;
  let lastError: unknown;
  for (let tries = timeoutMs / interval; tries > 0; tries--) {
    try {
      last = (await page.evaluate(read as (arg: unknown) => T, arg)) as Awaited<T>;
      if (done(last)) return last;
    } catch (e) {
      // The page may be mid-navigation (about:blank -> moz-extension:); try again.
      lastError = e;
    }
    await new Promise((r) => setTimeout(r, interval));
  }
  throw new Error(
    `gave up after ${timeoutMs / interval} tries ${interval} ms apart; last value ${JSON.stringify(last)}${lastError ? `, last error ${lastError}` : ''}`,
  );
}

/**
 * One Firefox for the tests of the calling file or describe block, started before them with `options()` and
 * handed to `use`. Any error on the extension's pages, as Firefox prints it, fails the test it came in, or the
 * block when it came as the browser closed; `closed` runs once the browser is closed, before that last check.
 */
export function firefoxForAll(
  use: (session: FirefoxSession) => void,
  options: () => FirefoxOptions = () => ({}),
  closed: () => void = () => {},
): void {
  let session: FirefoxSession | undefined;
  beforeAll(async () => {
    session = await launchFirefox(options());
    use(session);
  });
  afterEach(() => {
    expect(session?.errors.splice(0)).toEqual([]);
  });
  afterAll(async () => {
    await session?.close();
    closed();
    expect(session?.errors ?? []).toEqual([]);
  });
}
