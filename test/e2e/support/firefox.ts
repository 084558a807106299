import { type Browser, launch, type Page } from 'puppeteer-core';
import { FIREFOX_BUILD, FIREFOX_UUID, firefoxPath, GECKO_ID } from './paths';

export interface FirefoxSession {
  browser: Browser;
  page: Page;
  close(): Promise<void>;
}

/**
 * Debian's Firefox ESR over WebDriver BiDi (there is no geckodriver here), with the
 * built extension installed as a temporary add-on. Per ../shared/TOOLCHAIN.md:
 * the uuids pref pins the moz-extension:// origin, and --remote-allow-system-access
 * lets BiDi navigate to extension pages at all.
 */
export async function launchFirefox(): Promise<FirefoxSession> {
  const executablePath = firefoxPath();
  if (!executablePath) throw new Error('Firefox not found: apt-get install -y firefox-esr, or set FIREFOX');
  const browser = await launch({
    browser: 'firefox',
    executablePath,
    headless: true,
    args: ['--remote-allow-system-access'],
    extraPrefsFirefox: { 'extensions.webextensions.uuids': JSON.stringify({ [GECKO_ID]: FIREFOX_UUID }) },
  });
  try {
    await browser.installExtension(FIREFOX_BUILD);
    const page = await browser.newPage();
    return { browser, page, close: () => browser.close() };
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

/** Polls `read` in the page until `done` holds; Firefox's BiDi gives no load events for these pages. */
export async function waitFor<T>(
  page: Page,
  read: () => T,
  done: (value: T) => boolean,
  timeoutMs = 15_000,
): Promise<T> {
  // Counted tries rather than a clock deadline: the wait is bounded the same way on every run.
  const interval = 100;
  let last: T | undefined;
  let lastError: unknown;
  for (let tries = timeoutMs / interval; tries > 0; tries--) {
    try {
      last = (await page.evaluate(read)) as T;
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
