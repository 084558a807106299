import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { type ChromiumSession, launchChromium } from './support/chromium';
import { freshChromiumEachTest } from './support/page';
import { CHROME_NEWTAB_URL } from './support/paths';
import { Mirror, mouseMove, playToWin } from './support/play';

let session: ChromiumSession;

// A fresh profile for each test: nothing under way, nothing counted.
freshChromiumEachTest((s) => {
  session = s;
});

const dialog = (page: Page, name: string) => page.getByRole('dialog', { name });
const panel = (page: Page) => page.getByRole('complementary', { name: 'Race' });

/** The deal number the bar shows ("… · Deal #123"). */
async function dealNumber(page: Page): Promise<number> {
  const text = (await page.locator('.deal a').textContent()) ?? '';
  const n = Number(text.replace('#', ''));
  if (!Number.isInteger(n)) throw new Error(`no deal number in the bar: "${text}"`);
  return n;
}

async function newTab(s: ChromiumSession, fragment = ''): Promise<Page> {
  const page = await s.context.newPage();
  await page.goto(`${CHROME_NEWTAB_URL}${fragment}`);
  await page.waitForSelector('html[data-storage="ready"]');
  return page;
}

/** Wins the deal on the table with the mouse (auto-collect on, the line solved again when it acts). */
async function winWithMouse(page: Page): Promise<void> {
  const n = await dealNumber(page);
  await playToWin(page, new Mirror(n, true), (m, p) => mouseMove(page, m, p));
  await dialog(page, 'You won!').waitFor({ timeout: 10_000 });
}

describe('a race', () => {
  it('against the computer: its board plays beside yours at its pace, and the first to win wins', async () => {
    const page = await newTab(session);
    // Easy: a deal the engine proved winnable, so the player has a winning line to play.
    await page.getByRole('button', { name: 'Settings', exact: true }).click();
    await dialog(page, 'Settings').getByRole('radio', { name: /^Easy/ }).check();
    await dialog(page, 'Settings').getByRole('button', { name: 'Close', exact: true }).click();
    await page.getByRole('navigation', { name: 'Game' }).getByRole('button', { name: 'New game' }).click();
    await dialog(page, 'New game')
      .getByRole('radio', { name: /^Relaxed/ })
      .check();
    await dialog(page, 'New game').getByRole('button', { name: 'Race the computer' }).click();
    await panel(page).waitFor();
    expect(await panel(page).textContent()).toContain('Relaxed: 20 moves a minute');
    // Its moves are found by the engine in its worker; its board shows once they are.
    await page.locator('.race-panel [data-rival]').waitFor({ timeout: 20_000 });

    await winWithMouse(page);

    const rival = (await page.locator('.race-panel [data-rival]').textContent()) ?? '';
    const moves = Number(/moves: (\d+)/.exec(rival)?.[1]);
    expect(moves).toBeGreaterThan(0); // it was playing, at its pace
    expect(await dialog(page, 'You won!').locator('.race-result').textContent()).toMatch(
      /^You won the race: \d+:\d\d in \d+ moves, ahead of the computer\.$/,
    );
    // The computer's board is the same board, drawn small and out of reach of the pointer and the keyboard.
    expect(await page.locator('.race-panel .rival').getAttribute('inert')).not.toBeNull();
  }, 240_000);

  it('against a friend: a win’s challenge opens in a fresh profile as the time to beat; a changed one is refused', async () => {
    const page = await newTab(session, '#deal=13&draw=1&passes=unlimited&f2t=1&scoring=standard');
    await page.getByRole('link', { name: '#13', exact: true }).waitFor();
    await winWithMouse(page);
    const challenge = await dialog(page, 'You won!').locator('#challenge-text').inputValue();
    const m =
      /^Beat my (\d+:\d\d) in (\d+) moves at Klondike deal #13, draw 1, .*: (#deal=13&.*&line=.*&race=.*)$/.exec(
        challenge,
      );
    expect(m, challenge).not.toBeNull();
    const [, time, moves, fragment] = m as RegExpExecArray;

    const friend = await launchChromium();
    try {
      const theirs = await newTab(friend, fragment);
      await theirs.getByRole('link', { name: '#13', exact: true }).waitFor();
      await panel(theirs).waitFor();
      expect(await panel(theirs).textContent()).toContain(`Beat ${time} in ${moves} moves`);
      await winWithMouse(theirs);
      expect(await dialog(theirs, 'You won!').locator('.race-result').textContent()).toMatch(
        new RegExp(`^(You beat your friend: .*, against their|Your friend was faster:) ${time} in ${moves} moves`),
      );

      // A challenge whose time was changed is refused, saying why, and the table stays as it was.
      await dialog(theirs, 'You won!').getByRole('button', { name: 'Close', exact: true }).click();
      await theirs.getByRole('button', { name: 'New game', exact: true }).click();
      const tampered = challenge.replace(/race=\d+/, 'race=1');
      await dialog(theirs, 'New game')
        .getByRole('textbox', { name: /Play a specific deal/ })
        .fill(tampered);
      await dialog(theirs, 'New game').getByRole('button', { name: 'Play this deal' }).click();
      expect(await dialog(theirs, 'New game').getByRole('alert').textContent()).toBe(
        'That deal cannot be played: this challenge was changed or cut short after it was made, so its time cannot be trusted.',
      );
    } finally {
      await friend.close();
    }
  }, 240_000);
});
