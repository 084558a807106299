import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DEFAULT_RULES,
  dealFromNumber,
  initialPosition,
  isWon,
  parseMove,
  rulesForLevel,
  type Rules,
  step,
} from '../../engine';
import { canStillWin, verifyDeal } from '../../engine/solver';
import { type ChromiumSession, launchChromium } from './support/chromium';
import { Mirror, mouseMove } from './support/play';
import { CHROME_NEWTAB_URL } from './support/paths';

let session: ChromiumSession;

beforeAll(async () => {
  session = await launchChromium();
});

afterAll(async () => {
  await session?.close();
});

const oneShot: Rules = { ...DEFAULT_RULES, draw: 3, passes: 1 };

async function open(hash: string): Promise<Page> {
  const page = await session.context.newPage();
  await page.goto(`${CHROME_NEWTAB_URL}${hash}`);
  await page.locator('section.column').nth(6).waitFor();
  await page.waitForFunction(() => document.documentElement.dataset.storage === 'ready');
  // A game under way (an earlier test's) makes the link ask first.
  const n = /deal=(\d+)/.exec(hash)?.[1];
  if (n === undefined) return page;
  const leave = page.getByRole('dialog', { name: 'Leave this game?' });
  const dealt = page.getByRole('link', { name: `#${n}`, exact: true });
  await leave.or(dealt).first().waitFor();
  if (await leave.isVisible()) await leave.getByRole('button', { name: `Play deal #${n}` }).click();
  await dealt.waitFor();
  return page;
}

/** Draws n times with the keyboard (the D shortcut), after the board has the focus. */
async function draw(page: Page, n: number) {
  for (let i = 0; i < n; i++) await page.keyboard.press('d');
}

const banner = (page: Page) => page.locator('p.banner');

describe('hints at the table (Chromium)', () => {
  it('following the hints wins the deal: each is a step of a winning line, and each is legal', {
    timeout: 240_000,
  }, async () => {
    const page = await open('#deal=13');
    const mirror = new Mirror(13, true);
    for (let i = 0; i < 300 && !isWon(mirror.position); i++) {
      await page.locator('button.stock-button').focus();
      await page.keyboard.press('h');
      await page.waitForFunction(() => document.querySelector('p.hint')?.getAttribute('data-hint-move'));
      const shown = await page.locator('p.hint').evaluate((el) => ({
        move: el.getAttribute('data-hint-move') ?? '',
        kind: el.getAttribute('data-hint-kind') ?? '',
        text: el.textContent ?? '',
      }));
      expect(shown.kind).toBe('winning');
      expect(shown.text).toContain('A step of a winning line: the engine looks at the face-down cards');
      const m = parseMove(shown.move);
      if (!m.ok) throw new Error(m.message);
      const p = mirror.position;
      mirror.play(m.value); // throws if the move is not legal
      await mouseMove(page, m.value, p);
      await page.waitForFunction(
        (n) => document.querySelector('[data-figure="moves"]')?.textContent === String(n),
        mirror.moves,
      );
    }
    expect(isWon(mirror.position)).toBe(true);
    await page.getByRole('dialog', { name: 'You won!' }).waitFor();
    await page.close();
  });
});

describe('warnings at the table (Chromium)', () => {
  it('a dead position says "No moves left", with Undo and New game', async () => {
    // Deal #6, draw three, one pass: once the stock is drawn through, nothing can be played.
    const page = await open('#deal=6&draw=3&passes=1');
    await page.locator('button.stock-button').focus();
    await draw(page, 8);
    await expect.poll(() => banner(page).getAttribute('data-banner'), { timeout: 15_000 }).toBe('no-moves');
    // The warning says what it knows from: the stock's cards, seen or not.
    expect(await banner(page).textContent()).toContain('No moves left (the engine looked at the hidden cards');
    await expect(banner(page).getByRole('button', { name: 'Undo' }).count()).resolves.toBe(1);
    await expect(banner(page).getByRole('button', { name: 'New game' }).count()).resolves.toBe(1);
    await page.close();
  });

  it('a deal lost from the start is called so at move 0, and blamed on no move after', async () => {
    // Deal #6, draw three, one pass: the engine proves it unwinnable before any move.
    expect(verifyDeal(6, oneShot, { maxNodes: 2_000_000 })).toBe('no');
    const page = await open('#deal=6&draw=3&passes=1&f2t=1&scoring=none');
    await expect.poll(() => banner(page).getAttribute('data-banner'), { timeout: 15_000 }).toBe('deal-lost');
    expect(await banner(page).textContent()).toContain('This deal can’t be won, whatever you play');
    await page.locator('button.stock-button').focus();
    await draw(page, 1);
    await expect.poll(() => page.locator('[data-figure="moves"]').textContent()).toBe('1');
    await expect.poll(() => banner(page).getAttribute('data-banner'), { timeout: 15_000 }).toBe('deal-lost');
    expect(
      await banner(page)
        .getByRole('button', { name: /^Rewind/ })
        .count(),
    ).toBe(0);
    await page.close();
  });

  it('a lost position offers the rewind, which lands on a winnable position and is itself undoable', async () => {
    // Deal #21, draw three, one pass: winnable from the deal, lost once the whole stock is drawn unplayed.
    const page = await open('#deal=21&draw=3&passes=1');
    // Auto-collect off, so that the moves are exactly the eight draws.
    await page.getByRole('button', { name: 'Settings', exact: true }).click();
    const settings = page.getByRole('dialog', { name: 'Settings' });
    await settings.getByRole('checkbox', { name: /Send cards home on their own/ }).setChecked(false);
    await settings.getByRole('button', { name: 'Close', exact: true }).click();
    await page.locator('button.stock-button').focus();
    await draw(page, 8);
    const rewind = banner(page).getByRole('button', { name: /^Rewind 7 moves/ });
    await rewind.waitFor({ timeout: 15_000 });
    expect(await banner(page).getAttribute('data-banner')).toBe('lost');
    await rewind.click();
    await expect.poll(() => page.locator('[data-figure="moves"]').textContent()).toBe('1');
    // Checked with the engine in Node: one draw in, the deal can still be won.
    const after = step(initialPosition(dealFromNumber(21), oneShot), { type: 'draw' });
    if (!after.ok) throw new Error(after.message);
    expect(canStillWin(after.value.position, { maxNodes: 2_000_000 })).toBe('yes');
    await page.getByRole('button', { name: 'Undo the rewind' }).click();
    await expect.poll(() => page.locator('[data-figure="moves"]').textContent()).toBe('8');
    await page.close();
  });

  it('Easy serves only deals the engine verified winnable', async () => {
    const page = await open('');
    await page.getByRole('button', { name: 'Settings', exact: true }).click();
    const settings = page.getByRole('dialog', { name: 'Settings' });
    await settings.getByRole('radio', { name: /^Easy/ }).check();
    await settings.getByRole('button', { name: 'Close', exact: true }).click();
    for (let i = 0; i < 3; i++) {
      await page.locator('.bar').getByRole('button', { name: 'New game', exact: true }).click();
      await page.getByRole('dialog', { name: 'New game' }).getByRole('button', { name: 'Deal a new game' }).click();
      await page.waitForFunction(() => !document.querySelector('.notice')?.textContent?.includes('Finding'));
      const label = (await page.locator('.bar .deal a').textContent()) ?? '';
      const n = Number(label.replace('#', ''));
      expect(verifyDeal(n, rulesForLevel('easy', DEFAULT_RULES), { maxNodes: 200_000 })).toBe('yes');
    }
    await page.close();
  });

  it('the daily deal is the same winnable deal the engine finds for the date', async () => {
    const page = await open('');
    await page.locator('.bar').getByRole('button', { name: 'New game', exact: true }).click();
    await page.getByRole('dialog', { name: 'New game' }).getByRole('button', { name: 'Today’s deal' }).click();
    await expect.poll(() => page.locator('.bar .deal').textContent(), { timeout: 15_000 }).toContain('Daily deal');
    const n = Number(((await page.locator('.bar .deal a').textContent()) ?? '').replace('#', ''));
    expect(verifyDeal(n, rulesForLevel('daily', DEFAULT_RULES), { maxNodes: 300_000 })).toBe('yes');
    await page.close();
  });
});
