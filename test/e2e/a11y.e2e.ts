import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { formatViolations, runAxe } from './support/axe';
import type { ChromiumSession } from './support/chromium';
import { emptyStorageEachTest, openDeal } from './support/page';
import { CHROME_NEWTAB_URL } from './support/paths';
import { clickStock, raceUnderWay } from './support/play';
import { gameUnderWay, spiderUnderWay } from './support/stored-game';
import { duelUnderWay } from './support/duel';
import { choose } from './support/looks';
import { english } from './support/english';
import { THEMES } from '../../models/settings';

let session: ChromiumSession;

// One browser, its storage emptied before each test: the page would otherwise go on with the game the test before left.
emptyStorageEachTest((s) => {
  session = s;
});

/** Runs axe-core in each colour scheme; fails with every violation of both, told rule by rule. */
async function expectNoViolations(page: Page, schemes: readonly ('light' | 'dark')[]): Promise<void> {
  const found: string[] = [];
  for (const colorScheme of schemes) {
    await page.emulateMedia({ colorScheme });
    // Colours ease from one scheme to the other: judge them once every transition has ended.
    await page.waitForFunction(() =>
      document
        .getAnimations()
        .every((a) => a.playState !== 'running' || a.effect?.getComputedTiming().iterations === Infinity),
    );
    const vs = await runAxe(page);
    if (vs.length > 0) found.push(`in the ${colorScheme} colour scheme:\n${formatViolations(vs)}`);
  }
  expect(found, `axe-core found:\n\n${found.join('\n\n')}\n`).toEqual([]);
}

describe('axe-core finds nothing to fix', () => {
  for (const colorScheme of ['light', 'dark'] as const) {
    it(`on the board with a game under way, ${colorScheme} colour scheme`, async () => {
      const page = await gameUnderWay(session);
      await expectNoViolations(page, [colorScheme]);
    });
  }

  it('on the board in every theme, with four colours, light and dark', async () => {
    const page = await gameUnderWay(session);
    await choose(page, { four: true });
    for (const theme of THEMES) {
      await choose(page, { Table: english(`settings.themes.${theme}`) });
      await expectNoViolations(page, ['light', 'dark']);
    }
  }, 120_000);

  it('on the Spider-Klondike board with a game under way, light and dark', async () => {
    const page = await spiderUnderWay(session, 60);
    await expectNoViolations(page, ['light', 'dark']);
  }, 120_000);

  it('with a race against the computer under way, its panel and small board beside the table, light and dark', async () => {
    const page = await raceUnderWay(session, 3);
    await expectNoViolations(page, ['light', 'dark']);
  }, 120_000);

  it('in Double Solitaire under way, the computer’s side across from the player’s board, light and dark', async () => {
    const page = await duelUnderWay(session, 3);
    await expectNoViolations(page, ['light', 'dark']);
  }, 300_000);

  for (const [button, dialog] of [
    ['Settings', 'Settings'],
    ['Statistics', 'Statistics'],
    ['New game', 'New game'],
    ['Help', 'Help'],
  ] as const) {
    it(`with the ${dialog} dialog open, light and dark`, async () => {
      const page = await openDeal(session, 13);
      await page.getByRole('button', { name: button, exact: true }).click();
      await page.getByRole('dialog', { name: dialog }).waitFor();
      await expectNoViolations(page, ['light', 'dark']);
    });
  }

  it('with the history and its charts, a winning line, and the daily deals’ calendar open, light and dark', async () => {
    const page = await openDeal(session, 13);
    const leave = async () => {
      await clickStock(page);
      await page.locator('.bar').getByRole('button', { name: 'New game', exact: true }).click();
      await page.getByRole('dialog', { name: 'New game' }).getByRole('button', { name: 'Deal a new game' }).click();
    };
    await leave();
    await leave(); // two games lost: the charts draw
    await page.locator('.bar').getByRole('button', { name: 'Statistics', exact: true }).click();
    const stats = page.getByRole('dialog', { name: 'Statistics' });
    await stats.locator('.stats-charts svg').first().waitFor();
    await expectNoViolations(page, ['light', 'dark']);
    await stats.getByRole('button', { name: /^Winning line: #13,/ }).click();
    const line = page.getByRole('dialog', { name: 'A winning line' });
    await line.getByRole('button', { name: 'Next ▸' }).waitFor({ timeout: 20_000 });
    await expectNoViolations(page, ['light', 'dark']);
    await line.getByRole('button', { name: 'Close', exact: true }).click();
    await page.locator('.bar').getByRole('button', { name: 'New game', exact: true }).click();
    await page.getByRole('dialog', { name: 'New game' }).getByRole('button', { name: 'Daily deals…' }).click();
    await page.getByRole('dialog', { name: 'Daily deals' }).getByRole('table').waitFor();
    await expectNoViolations(page, ['light', 'dark']);
  }, 120_000);

  it('with the Leave this game? dialog open, and a warning over the table, light and dark', async () => {
    const page = await gameUnderWay(session);
    // Deal 21, draw three, one pass, drawn through: lost, so the warning shows; then a link asks to leave.
    await page.goto(`${CHROME_NEWTAB_URL}#deal=21&draw=3&passes=1&f2t=1&scoring=standard`);
    await page.getByRole('dialog', { name: 'Leave this game?' }).getByRole('button', { name: 'Play deal #21' }).click();
    for (let i = 0; i < 8; i++) await clickStock(page);
    await page.locator('[data-banner]').waitFor({ timeout: 15_000 });
    await expectNoViolations(page, ['light', 'dark']);
    await page.goto(`${CHROME_NEWTAB_URL}#deal=22`);
    await page.getByRole('dialog', { name: 'Leave this game?' }).waitFor();
    await expectNoViolations(page, ['light', 'dark']);
  });
});
