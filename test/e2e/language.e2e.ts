import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatViolations, runAxe } from './support/axe';
import { type ChromiumSession, launchChromium } from './support/chromium';
import { CHROME_NEWTAB_URL, ROOT } from './support/paths';
import { readLayout } from './support/table';

/** Screenshots for a person to review (git-ignored), beside layout.e2e.ts's English ones. */
const SHOTS = join(ROOT, 'test-results', 'screenshots');

/** The bar's parts that could be pushed out of their room by longer words: what overflows, by how much. */
function readBar(): Record<string, number> {
  const over = (sel: string) => {
    const el = document.querySelector(sel) as HTMLElement;
    return Math.max(0, el.scrollWidth - el.clientWidth, el.scrollHeight - el.clientHeight);
  };
  const bar = document.querySelector('.bar') as HTMLElement;
  const deal = (document.querySelector('.deal') as HTMLElement).getBoundingClientRect();
  return {
    bar: over('.bar'),
    commands: over('.commands'),
    deal: Math.max(0, bar.getBoundingClientRect().top - deal.top, deal.bottom - bar.getBoundingClientRect().bottom),
    dealNumber: over('.deal a'),
  };
}

describe('in a French browser', () => {
  let session: ChromiumSession;
  let page: Page;
  beforeAll(async () => {
    mkdirSync(SHOTS, { recursive: true });
    session = await launchChromium({ language: 'fr' });
    page = await session.context.newPage();
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(`${CHROME_NEWTAB_URL}#deal=1787246902`);
    await page.locator('section.column').nth(6).waitFor();
  });
  afterAll(() => session.close());

  it('the page is in French: its language, its title, the bar, the board and its screen-reader names', async () => {
    expect(await page.evaluate(() => [document.documentElement.lang, document.title])).toEqual(['fr', 'Nouvel onglet']);
    const commands = page.getByRole('navigation', { name: 'Partie' });
    for (const name of ['Annuler', 'Refaire', 'Indice', 'Pause', 'Nouvelle partie', 'Réglages', 'Statistiques', 'Aide'])
      await commands.getByRole('button', { name, exact: true }).waitFor();
    await page.getByRole('application', { name: 'Table de Klondike' }).waitFor();
    await page.getByRole('button', { name: 'Talon, 24 cartes\u202f: piocher', exact: true }).waitFor();
    const names = await page
      .locator('main > .board section.column [role="img"]')
      .evaluateAll((els) => els.map((e) => e.getAttribute('aria-label')));
    expect(names).toHaveLength(28);
    const face = /^(as|[2-9]|10|valet|dame|roi) de (trèfle|carreau|cœur|pique)$/;
    expect(names.filter((n) => n !== 'carte face cachée' && !face.test(n ?? ''))).toEqual([]);
    expect(names.filter((n) => face.test(n ?? ''))).toHaveLength(7);
  });

  it('the longer words fit: the bar keeps its line from 1100 px, nothing overflows, in every window (screenshots)', async () => {
    const seen: Record<string, unknown>[] = [];
    for (const [width, height] of [
      [400, 800],
      [800, 600],
      [1100, 800],
      [1280, 800],
      [1920, 1080],
    ] as const) {
      await page.setViewportSize({ width, height });
      await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
      await page.screenshot({ path: join(SHOTS, `french-${width}x${height}.png`), animations: 'disabled' });
      seen.push({ width, ...(await page.evaluate(readBar)), ...(await page.evaluate(readLayout)) });
    }
    const fits = {
      bar: 0,
      commands: 0,
      deal: 0,
      dealNumber: 0,
      overflowX: 0,
      offSides: [],
      rankCovered: [],
      belowFold: [],
    };
    expect(seen).toEqual([400, 800, 1100, 1280, 1920].map((width) => ({ width, ...fits })));
  });

  it('axe finds nothing to fault on the French page', async () => {
    await page.setViewportSize({ width: 1280, height: 800 });
    const violations = await runAxe(page);
    expect(violations, formatViolations(violations)).toEqual([]);
  });
});
