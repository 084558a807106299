/**
 * A race in the page: its panel drawn beside the board, the computer's moves found by the engine in the
 * real worker, a friend's challenge read from the page's link and from New game's box. Who wins, the time
 * to beat and the counting are the models' (test/models/race-outcome.test.ts, race.test.ts).
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DEFAULT_RULES, dealFromNumber, initialPosition } from '../../engine';
import { sharedChallenge } from '../../engine/links/share';
import type { ChromiumSession } from './support/chromium';
import { emptyStorageEachTest } from './support/page';
import { CHROME_NEWTAB_URL } from './support/paths';
import { clickStock, winningLine } from './support/play';

let session: ChromiumSession;

// Storage emptied before each test: nothing under way, nothing counted.
emptyStorageEachTest((s) => {
  session = s;
});

const dialog = (page: Page, name: string) => page.getByRole('dialog', { name });
const panel = (page: Page) => page.getByRole('complementary', { name: 'Race' });

async function newTab(s: ChromiumSession, fragment = ''): Promise<Page> {
  const page = await s.context.newPage();
  await page.goto(`${CHROME_NEWTAB_URL}${fragment}`);
  await page.waitForSelector('html[data-storage="ready"]');
  return page;
}

describe('a race', () => {
  it('against the computer: its panel beside the board, its moves from the worker, its board out of reach and playing at its pace', async () => {
    const page = await newTab(session);
    await page.getByRole('navigation', { name: 'Game' }).getByRole('button', { name: 'New game' }).click();
    await dialog(page, 'New game')
      .getByRole('radio', { name: /^Quick/ })
      .check();
    await dialog(page, 'New game').getByRole('button', { name: 'Race the computer' }).click();
    await panel(page).waitFor();
    expect(await panel(page).textContent()).toContain('Quick: 70 moves a minute');
    // Its moves are found by the engine in its worker; its board shows once they are.
    const rival = page.locator('.race-panel [data-rival]');
    await rival.waitFor({ timeout: 20_000 });
    // The computer's board is the same board, drawn small beside the player's and out of reach of the
    // pointer and the keyboard.
    expect(await page.locator('.race-panel .rival').getAttribute('inert')).not.toBeNull();
    // Beside the board: no pile nor card of the player's under it (layout.e2e.ts checks every window size).
    const under = await page.evaluate(() => {
      const panel = document.querySelector('.race-panel')?.getBoundingClientRect() as DOMRect;
      const hit = (r: DOMRect) =>
        r.left < panel.right && panel.left < r.right && r.top < panel.bottom && panel.top < r.bottom;
      const piles = [...document.querySelectorAll('main > .board section[data-pile], main > .board .card')];
      return { piles: piles.length, under: piles.filter((e) => hit(e.getBoundingClientRect())).length };
    });
    expect(under.piles).toBeGreaterThan(13);
    expect(under.under).toBe(0);
    // The game's clock starts with the first move; at Quick the computer's first move comes within a second.
    const played = async () => Number(/moves: (\d+)/.exec((await rival.textContent()) ?? '')?.[1]);
    expect(await played()).toBe(0);
    await clickStock(page);
    await expect.poll(played, { timeout: 5_000 }).toBeGreaterThan(0);
  });

  it('against a friend: a challenge opens in an empty profile as the time to beat; a changed one is refused', async () => {
    // The challenge a win of deal 13 in 1:40 offers (its link is checked against its winning moves).
    const deal = dealFromNumber(13);
    const moves = winningLine(initialPosition(deal, DEFAULT_RULES));
    const { link } = sharedChallenge({ deal, dealNumber: 13, rules: DEFAULT_RULES, moves, seconds: 100 });
    expect(link).toMatch(/^#k=c[\w-]+$/);
    // Pasted as the results word it (share-words.test.ts pins the words: English, as the page here).
    const challenge = `Beat my 1:40 in ${moves.length} moves at Klondike deal #13, draw 1, unlimited passes, standard scoring: ${link}`;

    const page = await newTab(session, link);
    await page.getByRole('link', { name: '#13', exact: true }).waitFor();
    await panel(page).waitFor();
    expect(await panel(page).textContent()).toContain(`Beat 1:40 in ${moves.length} moves`);

    // A challenge changed (a letter of its link) is refused, saying why, and the table stays as it was.
    await page.getByRole('button', { name: 'New game', exact: true }).click();
    await dialog(page, 'New game')
      .getByRole('textbox', { name: /Play a specific deal/ })
      .fill(challenge.replace(/k=c(.)/, (_, c: string) => `k=c${c === 'B' ? 'C' : 'B'}`));
    await dialog(page, 'New game').getByRole('button', { name: 'Play this deal' }).click();
    expect(await dialog(page, 'New game').getByRole('alert').textContent()).toBe(
      'That deal cannot be played: this challenge was changed or cut short after it was made, so its time cannot be trusted.',
    );
    await dialog(page, 'New game').getByRole('button', { name: 'Cancel', exact: true }).click();
    expect(await panel(page).textContent()).toContain(`Beat 1:40 in ${moves.length} moves`);
  });
});
