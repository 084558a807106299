import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_RULES, KLONDIKE, levelIn } from '../../engine';
import { createTable } from '../../models/game';
import type { RaceRecord } from '../../models/race-record';
import { freshTable, type SavedTable } from '../../models/saved-table';
import { quickWin } from '../support/deals';
import { decidedDuel } from '../support/duels';
import { type ChromiumSession, launchChromium } from './support/chromium';
import { clearStorage, widerThanTheirBox } from './support/page';
import { CHROME_BLANK_URL, CHROME_NEWTAB_URL } from './support/paths';
import { spiderFixtureLine, spiderMirror } from './support/play';
import { WINDOWS } from './support/layout';
import { saveScreenshot } from './support/screenshots';

const QUICK_WIN = quickWin();

/** The quick deal won in 3:42, as the table saves it (with the race it was part of, if any). */
function wonTable(race: RaceRecord | null): SavedTable {
  const table = createTable(freshTable(QUICK_WIN.deal, null, 'normal', DEFAULT_RULES, 0, 'won-game'), {
    variant: KLONDIKE,
    autoCollect: () => false,
    onResult: () => {},
    onSave: () => {},
  });
  if (race) table.setRace(race);
  for (const m of QUICK_WIN.line) table.play(m);
  return { ...table.saved(), elapsed: 222 };
}

/** Spider-Klondike deal 9002 won by the fixtures' line, in 9:10, as the table saves it. */
function wonSpider(): SavedTable {
  const { deal, dealNumber, position } = spiderMirror(9002, 1);
  const start = freshTable(deal, dealNumber, levelIn('spider-klondike', 'normal'), position.rules, 0, 'won-spider');
  const table = createTable(start, {
    variant: KLONDIKE,
    autoCollect: () => false,
    onResult: () => {},
    onSave: () => {},
  });
  for (const m of spiderFixtureLine(1, 9002)) table.play(m);
  if (!table.state.value.won) throw new Error('the fixtures’ line did not win Spider-Klondike deal 9002');
  return { ...table.saved(), elapsed: 550 };
}

/** Duel 6 played to its end, as the page keeps it (open: on the table), 6:47 played. */
const decidedDuelOnTable = () => ({ ...decidedDuel(6, 'duel-6'), rev: 5, elapsed: 407 });

/** Per mode: lines saying who won, and figures. */
const SHOWS = {
  klondike: { said: 0, figures: 3 },
  'spider-klondike': { said: 0, figures: 3 },
  race: { said: 1, figures: 3 },
  duel: { said: 1, figures: 5 },
};

const MODES = {
  klondike: { local: () => wonTable(null), duel: null },
  'spider-klondike': { local: wonSpider, duel: null },
  race: { local: () => wonTable({ kind: 'friend', seconds: 300, moves: 200 }), duel: null },
  duel: { local: null, duel: decidedDuelOnTable },
} as const;

// Each mode's results as the page shows them when its game is over, in both languages, at a narrow and a
// wide window: nothing inside them wider than they are. The screenshots are for a person to look at.
describe.each(['en', 'fr'] as const)('every mode’s results (%s)', (language) => {
  let session: ChromiumSession;
  beforeAll(async () => {
    session = await launchChromium({ language });
  });
  afterAll(async () => {
    await session?.close();
  });

  /** A new tab on the mode's game over, once its results are shown. */
  async function resultsOf(mode: keyof typeof MODES) {
    await clearStorage(session);
    const { local, duel } = MODES[mode];
    const setup = await session.context.newPage();
    await setup.goto(CHROME_BLANK_URL);
    await setup.evaluate(
      async ({ table, duel }) => {
        if (table)
          await chrome.storage.local.set({ table: { rev: { n: 5, d: 'd-shots/t0' }, named: [], table, shelf: null } });
        if (duel) localStorage.setItem('klondike-tab/duel', JSON.stringify(duel));
      },
      { table: local ? local() : null, duel: duel ? duel() : null },
    );
    await setup.close();
    const page = await session.context.newPage();
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto(CHROME_NEWTAB_URL);
    const dialog = page.locator('dialog.results[open]');
    await dialog.waitFor({ timeout: 20_000 });
    return { page, dialog };
  }

  it.each(Object.keys(MODES) as (keyof typeof MODES)[])('%s: shown once it is over, and fits', async (mode) => {
    const { page, dialog } = await resultsOf(mode);
    const seen: Record<string, unknown>[] = [];
    for (const [width, height] of WINDOWS) {
      await page.setViewportSize({ width, height });
      await saveScreenshot(page, `results-${mode}-${language}-${width}`);
      const wider = await widerThanTheirBox(dialog);
      const box = await dialog.boundingBox();
      seen.push({ width, wider, inside: box !== null && box.x >= 0 && box.x + box.width <= width });
    }
    expect(seen).toEqual(WINDOWS.map(([width]) => ({ width, wider: [], inside: true })));
    // What each mode's results are about: a race's and a duel's say who won, in a line of their own; a duel's
    // figures are each side's cards home, the moves, the time and the computer.
    expect({
      said: await dialog.locator('.race-result').count(),
      figures: await dialog.locator('.result-figures dd').count(),
    }).toEqual(SHOWS[mode]);
    expect(session.errors).toEqual([]);
    await page.close();
  });

  // The dialog opens with the challenge field focused and its text selected for a copy by hand; the field
  // shows the start of the text (the deal and rules, readable) rather than the encoded tail of its link.
  it('the challenge field opens on the start of its text, all of it selected', async () => {
    const { page, dialog } = await resultsOf('klondike');
    const field = dialog.locator('#challenge-text');
    await page.waitForFunction(() => document.activeElement?.id === 'challenge-text');
    const seen = await field.evaluate((el: HTMLInputElement) => ({
      longer: el.scrollWidth > el.clientWidth,
      scrollLeft: el.scrollLeft,
      start: el.selectionStart,
      end: el.selectionEnd === el.value.length,
    }));
    expect(seen).toEqual({ longer: true, scrollLeft: 0, start: 0, end: true });
    expect(session.errors).toEqual([]);
    await page.close();
  });
});
