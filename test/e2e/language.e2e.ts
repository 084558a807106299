import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatViolations, runAxe } from './support/axe';
import { type ChromiumSession, launchChromium } from './support/chromium';
import { CHROME_NEWTAB_URL } from './support/paths';
import { widerThanTheirBox } from './support/page';
import { saveScreenshot } from './support/screenshots';
import { readLayout, readLive } from './support/table';

/** The bar's parts that could be pushed out of their room by longer words: what overflows, by how much. */
function readBar(): Record<string, number> {
  // Double Solitaire's bar has no deal label: a part the page lacks overflows nothing.
  const over = (sel: string) => {
    const el = document.querySelector(sel);
    return el ? Math.max(0, el.scrollWidth - el.clientWidth, el.scrollHeight - el.clientHeight) : 0;
  };
  const bar = document.querySelector('.bar') as HTMLElement;
  const deal = (document.querySelector('.deal') ?? bar).getBoundingClientRect();
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
      await saveScreenshot(page, `french-${width}x${height}`);
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

  it('hints and what the screen reader is told are in French', async () => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.keyboard.press('h');
    const hint = page.locator('p.hint');
    await page.waitForFunction(() => document.querySelector('p.hint')?.getAttribute('data-hint-kind'));
    expect(await hint.textContent()).toMatch(
      /\((une étape d’une ligne gagnante|meilleure estimation)\u202f: le moteur regarde les cartes cachées\)$/,
    );
    await page.getByRole('button', { name: 'Talon, 24 cartes\u202f: piocher', exact: true }).click();
    await expect.poll(() => page.evaluate(readLive)).toMatch(/^Piochez/);
    await page.keyboard.press('z');
    await expect.poll(() => page.evaluate(readLive)).toMatch(/^Annulé\u202f: (Piochez|Déplacez)/);
  });

  // Each dialog in French, read at a narrow and a wide window: nothing wider than the dialog, axe clean.
  it.each([
    ['Nouvelle partie', 'Nouvelle partie'],
    ['Réglages', 'Réglages'],
    ['Statistiques', 'Statistiques'],
    ['Aide', 'Aide'],
  ])('the %s dialog is in French and fits, narrow and wide (screenshots)', async (button, title) => {
    const seen: Record<string, unknown>[] = [];
    for (const [width, height] of [
      [400, 800],
      [1280, 800],
    ] as const) {
      await page.setViewportSize({ width, height });
      await page.getByRole('navigation', { name: 'Partie' }).getByRole('button', { name: button, exact: true }).click();
      const dialog = page.getByRole('dialog', { name: title, exact: true });
      await dialog.waitFor();
      await saveScreenshot(page, `french-${button}-${width}x${height}`);
      const wider = await widerThanTheirBox(dialog);
      const violations = await runAxe(page);
      seen.push({ width, wider, violations: formatViolations(violations) });
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'hidden' });
    }
    expect(seen).toEqual([400, 1280].map((width) => ({ width, wider: [], violations: formatViolations([]) })));
  });

  // The history's table with a game in it (lost to a new deal, so it offers its winning line): the French
  // headers and buttons are the longest ("Ligne gagnante" ran past the dialog's edge at 1280 px). From 800 px
  // it fits the dialog whole; in a phone's width it scrolls sideways in its own box, the dialog does not.
  it('the history table fits the Statistiques dialog from 800 px; at 400 only its own box scrolls (screenshots)', async () => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.waitForSelector('html[data-storage="ready"]');
    await page.getByRole('button', { name: 'Talon, 24 cartes\u202f: piocher', exact: true }).click();
    const bar = page.getByRole('navigation', { name: 'Partie' });
    await bar.getByRole('button', { name: 'Nouvelle partie', exact: true }).click();
    await page
      .getByRole('dialog', { name: 'Nouvelle partie', exact: true })
      .getByRole('button', { name: 'Distribuer une nouvelle partie' })
      .click();
    const leave = page.getByRole('dialog', { name: 'Quitter cette partie\u202f?' });
    if (await leave.isVisible()) await leave.getByRole('button').first().click();
    const seen: Record<string, unknown>[] = [];
    for (const [width, height] of [
      [400, 800],
      [800, 600],
      [1280, 800],
      [1920, 1080],
    ] as const) {
      await page.setViewportSize({ width, height });
      await bar.getByRole('button', { name: 'Statistiques', exact: true }).click();
      const dialog = page.getByRole('dialog', { name: 'Statistiques', exact: true });
      await dialog.getByRole('button', { name: /^Ligne gagnante/ }).waitFor();
      await saveScreenshot(page, `french-history-${width}x${height}`);
      // The Actions header is visually hidden (.sr-only clips it on purpose): not a part pushed out of its box.
      const wider = (await widerThanTheirBox(dialog)).filter((c) => c !== 'sr-only');
      const line = await dialog.getByRole('button', { name: /^Ligne gagnante/ }).boundingBox();
      const box = await dialog.boundingBox();
      const inside = line !== null && box !== null && line.x + line.width <= box.x + box.width;
      seen.push({ width, wider, lineInside: width === 400 || inside });
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'hidden' });
    }
    expect(seen).toEqual([
      { width: 400, wider: ['past-scroll'], lineInside: true },
      ...[800, 1280, 1920].map((width) => ({ width, wider: [], lineInside: true })),
    ]);
  });

  // The French labels of the duel's bar (Passer la main, Accélérer) and of the race's panel are the longest.
  it('Double Solitaire and a race are in French and fit, narrow and wide (screenshots)', async () => {
    const seen: Record<string, unknown>[] = [];
    const newGame = async () => {
      await page.getByRole('navigation', { name: 'Partie' }).getByRole('button', { name: 'Nouvelle partie' }).click();
      return page.getByRole('dialog', { name: 'Nouvelle partie', exact: true });
    };
    const look = async (what: string) => {
      for (const [width, height] of [
        [400, 800],
        [1280, 800],
      ] as const) {
        await page.setViewportSize({ width, height });
        await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
        await saveScreenshot(page, `french-${what}-${width}x${height}`);
        const { bar, commands } = await page.evaluate(readBar);
        const { overflowX } = await page.evaluate(readLayout);
        seen.push({ what, width, bar, commands, overflowX });
      }
    };
    await page.waitForSelector('html[data-storage="ready"]');
    let d = await newGame();
    await d.getByRole('radio', { name: /^Amateur/ }).check();
    await d.getByRole('button', { name: 'Jouer au Double Solitaire' }).click();
    await page.locator('main.duel').waitFor();
    await page.getByRole('button', { name: 'Passer la main' }).waitFor();
    await look('duel');
    await page.setViewportSize({ width: 1280, height: 800 });
    d = await newGame();
    await d.getByRole('button', { name: /^Revenir à Klondike · / }).click();
    await page.locator('main.table').waitFor();
    d = await newGame();
    await d.getByRole('button', { name: 'Faire la course contre l’ordinateur', exact: true }).click();
    const leave = page.getByRole('dialog', { name: 'Quitter cette partie\u202f?' });
    if (await leave.isVisible()) await leave.getByRole('button').first().click();
    await page.getByRole('complementary', { name: 'Course' }).waitFor();
    await look('race');
    const fits = (what: string) => [400, 1280].map((width) => ({ what, width, bar: 0, commands: 0, overflowX: 0 }));
    expect(seen).toEqual([...fits('duel'), ...fits('race')]);
  });

  it('axe finds nothing to fault on the French page', async () => {
    await page.setViewportSize({ width: 1280, height: 800 });
    const violations = await runAxe(page);
    expect(violations, formatViolations(violations)).toEqual([]);
  });
});
