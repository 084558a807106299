import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

// The repository: three levels up from here, or (bundled into .cache by a benchmark) the working directory.
const here = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..');
export const ROOT = existsSync(join(here, 'package.json')) ? here : process.cwd();
/** The production builds the tests load: `npm run build` and `npm run build:firefox`. */
export const CHROME_BUILD = join(ROOT, '.output', 'chrome-mv3');
export const FIREFOX_BUILD = join(ROOT, '.output', 'firefox-mv3');

/** Fixed by the manifest `key` in wxt.config.ts: Chromium derives the id from the public key. */
export const CHROME_EXTENSION_ID = 'afcokfdfdhifcoajijgnfeaalfjbkpcd';
/** browser_specific_settings.gecko.id in wxt.config.ts. */
export const GECKO_ID = 'klondike-tab@klondike-tab.dev';
/** Any uuid works; pinning one through a pref makes the moz-extension:// origin known in advance. */
export const FIREFOX_UUID = '6f0d1c9e-6b8a-4c1e-9a51-4b6f3d2c7e10';

export const CHROME_NEWTAB_URL = `chrome-extension://${CHROME_EXTENSION_ID}/newtab.html`;
/** An extension page that is not the new tab: for reaching storage without starting the game. */
export const CHROME_BLANK_URL = `chrome-extension://${CHROME_EXTENSION_ID}/blank.html`;
export const FIREFOX_NEWTAB_URL = `moz-extension://${FIREFOX_UUID}/newtab.html`;

/** The first executable found: an env override, then Debian's paths. */
export function findBrowser(envVar: string, candidates: readonly string[]): string | undefined {
  const fromEnv = process.env[envVar];
  if (fromEnv) return fromEnv;
  return candidates.find((p) => existsSync(p));
}

export const chromiumPath = () => findBrowser('CHROMIUM', ['/usr/bin/chromium', '/usr/bin/chromium-browser']);
export const firefoxPath = () => findBrowser('FIREFOX', ['/usr/bin/firefox-esr', '/usr/bin/firefox']);
