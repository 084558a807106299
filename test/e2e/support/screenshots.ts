import { mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { Page } from 'playwright-core';
import { ROOT } from './paths';

/** Where the screenshots go (git-ignored): npm run test:e2e writes them afresh. */
const SHOTS = join(ROOT, 'test-results', 'screenshots');

/**
 * Saves what the page shows as test-results/screenshots/<name>.jpg, for a person to look at: no test compares
 * them. JPEG, because Chromium encodes it about five times faster than PNG, and the tests take over a hundred.
 */
export async function saveScreenshot(page: Page, name: string): Promise<void> {
  const path = join(SHOTS, `${name}.jpg`);
  mkdirSync(dirname(path), { recursive: true });
  await page.screenshot({ path, type: 'jpeg', quality: 90, animations: 'disabled' });
}
