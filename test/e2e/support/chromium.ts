import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type BrowserContext, chromium, type Page } from 'playwright-core';
import { CHROME_BUILD, chromiumPath } from './paths';

export interface ChromiumSession {
  context: BrowserContext;
  /** Page errors and console errors seen on any page of the context, as text. */
  errors: string[];
  /** Watches a page for errors too (pages opened by the context are watched already). */
  watch(page: Page): void;
  close(): Promise<void>;
}

/** "fr" → "fr_FR", "en-US" → "en_US": a locale name the C library knows (LANG wants one). */
const posixLocale = (tag: string): string => {
  const [lang, region = lang.toUpperCase()] = tag.split('-');
  return `${lang}_${region}`;
};

/**
 * Debian's Chromium with the built extension loaded, in a fresh profile (or the one given). Flags per
 * ../shared/TOOLCHAIN.md: Playwright passes --disable-extensions by default, so the
 * extension must be named in --disable-extensions-except as well as --load-extension;
 * --no-sandbox because CI runs as root.
 */
export async function launchChromium({
  profile: kept,
  language = 'en-US',
}: {
  profile?: string;
  /**
   * The browser's own language (its menus', and the one extensions' messages follow), as a BCP 47 tag:
   * American English unless given, whatever the machine's own (the tests find the page's parts by name).
   */
  language?: string;
} = {}): Promise<ChromiumSession> {
  const executablePath = chromiumPath();
  if (!executablePath) throw new Error('Chromium not found: apt-get install -y chromium, or set CHROMIUM');
  // A profile handed in outlives the session (a browser closed and started again); a fresh one goes with it.
  const profile = kept ?? mkdtempSync(join(tmpdir(), 'klondike-chromium-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath,
    headless: true,
    args: [
      `--disable-extensions-except=${CHROME_BUILD}`,
      `--load-extension=${CHROME_BUILD}`,
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      `--lang=${language}`,
    ],
    // On Linux, Chromium takes its language from the environment, not from --lang (LANGUAGE wins over LANG).
    env: { ...process.env, LANGUAGE: language.replace('-', '_'), LANG: `${posixLocale(language)}.UTF-8` },
    locale: language,
  });
  const errors: string[] = [];
  const watch = (page: Page) => {
    page.on('pageerror', (e) => errors.push(`pageerror on ${page.url()}: ${e.message}`));
    page.on('console', (m) => {
      if (m.type() === 'error') errors.push(`console.error on ${page.url()}: ${m.text()}`);
    });
  };
  for (const page of context.pages()) watch(page);
  context.on('page', watch);
  return {
    context,
    errors,
    watch,
    async close() {
      await context.close();
      if (!kept) rmSync(profile, { recursive: true, force: true });
    },
  };
}
