import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ChromiumSession, launchChromium } from './support/chromium';
import { checkHint, readHint } from './support/hint';
import { CHROME_NEWTAB_URL } from './support/paths';

let session: ChromiumSession;

beforeAll(async () => {
  session = await launchChromium();
});

afterAll(async () => {
  await session?.close();
});

describe('the hint engine worker in Chromium', () => {
  it('answers a hint for a known deal with the first move of a winning line', async () => {
    const page = await session.context.newPage();
    await page.goto(`${CHROME_NEWTAB_URL}#deal=7`);
    await page.getByRole('button', { name: 'Hint' }).click();
    await page.waitForFunction(() => document.querySelector('p.hint')?.getAttribute('data-hint-kind') !== '');
    checkHint(7, await page.evaluate(readHint));
    expect(session.errors).toEqual([]);
  });

  it('drops the answer about a deal that was replaced while the worker searched', async () => {
    const page = await session.context.newPage();
    await page.goto(`${CHROME_NEWTAB_URL}#deal=3`);
    await page.getByRole('button', { name: 'Hint' }).click();
    // A new deal before the answer arrives: the old answer must not be shown for it.
    await page.evaluate(() => {
      location.hash = '#deal=42';
    });
    await page.getByRole('button', { name: 'Hint' }).click();
    await page.waitForFunction(() => document.querySelector('p.hint')?.getAttribute('data-hint-kind') !== '');
    checkHint(42, await page.evaluate(readHint));
    expect(session.errors).toEqual([]);
  });
});
