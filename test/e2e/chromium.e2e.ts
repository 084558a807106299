import type { Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cardName, dealFromNumber, formatCard, parseCard } from '../../engine';
import { EXPECTED_REGIONS, readBoard } from './support/board';
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

afterEach(async () => {
  // Any uncaught exception or console.error on our pages fails the test that caused it.
  const errors = session.errors.splice(0);
  for (const page of session.context.pages()) await page.close();
  expect(errors).toEqual([]);
});

async function openBoard(url: string): Promise<Page> {
  const page = await session.context.newPage();
  await page.goto(url);
  await page.locator('section.column').nth(6).waitFor();
  return page;
}

describe('the built extension in Chromium', () => {
  it('deals a full board on its new tab page: 21 face-down and 7 face-up tableau cards, 24 in the stock', async () => {
    const page = await openBoard(CHROME_NEWTAB_URL);
    const board = await page.evaluate(readBoard);
    expect(board.regions).toEqual(EXPECTED_REGIONS);
    expect(board.perColumn).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(board.tableauDown).toBe(21);
    expect(board.tableauUp).toBe(7);
    expect(board.stockCount).toBe('24');
    expect(board.leakedDown).toBe(0);
    // Every face-up card is named for assistive technology the way the engine names it.
    expect(board.upNames).toEqual(board.upCards.map((c) => cardName(parseCard(c) as number)));
  });

  it('labels every pile as a region a screen reader can jump to', async () => {
    const page = await openBoard(CHROME_NEWTAB_URL);
    for (const name of EXPECTED_REGIONS) {
      await expect(page.getByRole('region', { name, exact: true }).count()).resolves.toBe(1);
    }
    await expect(page.getByRole('img', { name: 'face-down card' }).count()).resolves.toBe(21 + 1); // + the stock
  });

  it('replaces Chromium’s own new tab page', async () => {
    const page = await session.context.newPage();
    await page.goto('chrome://newtab');
    await page.locator('section.column').nth(6).waitFor();
    expect(page.url()).toBe(CHROME_NEWTAB_URL);
    expect((await page.evaluate(readBoard)).tableauUp).toBe(7);
  });

  it('deals the deal named in #deal=N: the face-up cards are the engine’s column tops', async () => {
    const page = await openBoard(`${CHROME_NEWTAB_URL}#deal=12345`);
    const tops = dealFromNumber(12345).columns.map((col) => formatCard(col[col.length - 1]));
    expect((await page.evaluate(readBoard)).upCards).toEqual(tops);
    await expect(page.getByRole('link', { name: '#12345' }).count()).resolves.toBe(1);
  });

  it('deals again when the hash names another deal', async () => {
    const page = await openBoard(`${CHROME_NEWTAB_URL}#deal=1`);
    await page.evaluate(() => {
      location.hash = '#deal=2';
    });
    const tops = dealFromNumber(2).columns.map((col) => formatCard(col[col.length - 1]));
    await page.waitForFunction(
      (want) =>
        [...document.querySelectorAll('section.column [data-card]')]
          .map((el) => el.getAttribute('data-card'))
          .join() === want,
      tops.join(),
    );
  });
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
