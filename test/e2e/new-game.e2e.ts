import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ChromiumSession, launchChromium } from './support/chromium';
import { widerThanTheirBox } from './support/page';
import { CHROME_NEWTAB_URL } from './support/paths';
import { WINDOWS } from './support/layout';
import { saveScreenshot } from './support/screenshots';

/**
 * New game's level, in the built extension: screenshots at a phone's width and a laptop's in English and French
 * (for a person to look at), nothing in the dialog wider than its box or out of its sides, and the level group
 * moved through with the arrow keys, as Chromium moves through any one group of radios.
 */

/** The dialog's parts that stick out of its sides (by their class or tag), 1 px of rounding aside. */
const outOfItsSides = (dialog: Locator): Promise<string[]> =>
  dialog.evaluate((d) => {
    const box = d.getBoundingClientRect();
    return [...d.querySelectorAll('*')]
      .filter((e) => {
        const r = e.getBoundingClientRect();
        return r.width > 0 && (r.left < box.left - 1 || r.right > box.right + 1);
      })
      .map((e) => e.className || e.tagName);
  });

async function openNewGame(session: ChromiumSession, name: string): Promise<{ page: Page; dialog: Locator }> {
  const page = await session.context.newPage();
  await page.goto(`${CHROME_NEWTAB_URL}#deal=7`);
  await page.locator('section.column').nth(6).waitFor();
  await page.getByRole('navigation').getByRole('button', { name, exact: true }).click();
  const dialog = page.getByRole('dialog', { name });
  await dialog.waitFor();
  return { page, dialog };
}

/** Each size: a screenshot of New game, and what overflows it (nothing, when it fits). */
async function lookAt(page: Page, dialog: Locator, language: string) {
  const seen: Record<string, unknown>[] = [];
  for (const [width, height] of WINDOWS) {
    await page.setViewportSize({ width, height });
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
    await saveScreenshot(page, `new-game-${language}-${width}x${height}`);
    seen.push({ width, wider: await widerThanTheirBox(dialog), out: await outOfItsSides(dialog) });
  }
  return seen;
}

describe('New game’s level', () => {
  let session: ChromiumSession;
  beforeAll(async () => {
    session = await launchChromium();
  });
  afterAll(() => session?.close());

  it('fits its dialog at 400, 1280, 1366 and 1920 px (screenshots), and the arrow keys move through the levels', async () => {
    const { page, dialog } = await openNewGame(session, 'New game');
    const levels = dialog.getByRole('group', { name: 'Level' });
    expect(await levels.getByRole('radio').count()).toBe(5);
    expect(await lookAt(page, dialog, 'en')).toEqual(WINDOWS.map(([width]) => ({ width, wider: [], out: [] })));
    const radio = (name: string) => levels.getByRole('radio', { name: new RegExp(`^${name} `) });
    await radio('Normal').focus();
    await page.keyboard.press('ArrowDown');
    await expect.poll(() => radio('Hard').isChecked()).toBe(true);
    expect(await radio('Hard').evaluate((e) => e === document.activeElement)).toBe(true);
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('ArrowUp');
    await expect.poll(() => radio('Easy').isChecked()).toBe(true);
    // From the first, up goes round to the last.
    await page.keyboard.press('ArrowUp');
    await expect.poll(() => radio('Custom').isChecked()).toBe(true);
    await page.keyboard.press('ArrowLeft');
    await expect.poll(() => radio('Vegas').isChecked()).toBe(true);
    await dialog.getByRole('button', { name: 'Deal a new game' }).click();
    // The bar names the level being played, and the Vegas score (−52 for the deck) is on it.
    await expect.poll(() => page.locator('.bar .deal').textContent()).toMatch(/^Vegas · Deal #\d+$/);
    expect(await page.locator('[data-figure="score"]').textContent()).toBe('-52');
    await page.close();
    expect(session.errors).toEqual([]);
  });

  it('fits its dialog in French too (screenshots)', async () => {
    const fr = await launchChromium({ language: 'fr' });
    try {
      const { page, dialog } = await openNewGame(fr, 'Nouvelle partie');
      expect(await dialog.getByRole('group', { name: 'Niveau' }).getByRole('radio').count()).toBe(5);
      expect(await lookAt(page, dialog, 'fr')).toEqual(WINDOWS.map(([width]) => ({ width, wider: [], out: [] })));
      expect(fr.errors).toEqual([]);
    } finally {
      await fr.close();
    }
  });
});
