import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { type Card, drawnTo, isWon, parseCard, parseMove } from '../../engine';
import { FAIR_HINT_BUDGET } from '../../models/hint';
import type { ChromiumSession } from './support/chromium';
import { type HintRead, readHint } from './support/hint';
import { emptyStorageEachTest, openDeal, setFlag } from './support/page';
import { readLive } from './support/table';
import { Mirror } from './support/play';

let session: ChromiumSession;
emptyStorageEachTest((s) => {
  session = s;
});

const FAIR = 'Uses only what you can see';

/** Asks for a hint with the H key (the board has the focus) and reads it once it is on show and final (refined). */
async function askHint(page: Page): Promise<HintRead> {
  await page.locator('button.stock-button').focus();
  await page.keyboard.press('h');
  await page.waitForFunction(() => {
    const el = document.querySelector('p.hint');
    return el?.getAttribute('data-hint-kind') && el.getAttribute('data-hint-refining') === 'false';
  });
  return page.evaluate(readHint);
}

/** What Show me does for a run of draws: draws (recycling when the stock is out) until the card is there (drawnTo). */
function drawUntil(mirror: Mirror, card: Card): void {
  for (let i = 0; i < 60 && !drawnTo(mirror.position, card); i++)
    mirror.play({ type: mirror.position.stock.length > 0 ? 'draw' : 'recycle' });
  expect(drawnTo(mirror.position, card)).toBe(true);
}

describe('fair hints at the table (Chromium)', () => {
  it('by default a hint is the referee’s, and says it looks at the face-down cards', async () => {
    const page = await openDeal(session, 13);
    await page.getByRole('button', { name: 'Settings', exact: true }).click();
    const box = page.getByRole('dialog', { name: 'Settings' }).getByRole('checkbox', { name: /^Hints use only/ });
    expect(await box.isChecked()).toBe(false);
    await page.keyboard.press('Escape');
    const shown = await askHint(page);
    expect(shown.kind).toBe('winning');
    expect(shown.text).toMatch(/\(A step of a winning line: the engine looks at the face-down cards\)$/);
  });

  it('with "Hints use only what I can see" on, following the hints plays the deal to its end, each hint saying it is fair', {
    timeout: 300_000,
  }, async () => {
    // Deal #4, draw one: the page's fair hints, refined, win it, drawing to seen cards in runs on the way (checked in Chromium).
    const page = await openDeal(session, 4);
    await setFlag(page, /^Hints use only what I can see/, true);
    const mirror = new Mirror(4, true);
    const said: string[] = [];
    let runs = 0;
    for (let i = 0; i < 300 && !isWon(mirror.position); i++) {
      const shown = await askHint(page);
      said.push(shown.text);
      expect(shown.kind).toBe('fair');
      expect(shown.text).toContain(`(${FAIR}`);
      // The screen reader was told the hint (the first answer's words when refining kept its move).
      expect(await page.evaluate(readLive)).toMatch(new RegExp(`^Hint: .*\\(${FAIR}`));
      if (shown.move === '') break; // nothing worth playing: the game ends here (not for this deal, below)
      const m = parseMove(shown.move);
      if (!m.ok) throw new Error(m.message);
      if (shown.until === '')
        mirror.play(m.value); // throws if the move is not legal
      else {
        // The why names the card the run draws to, unless no arrangement was weighed (the budget ran out first).
        expect(shown.text).toMatch(
          /^Draw until the \S+ comes up \(\d+ draws?[^)]*\): |^Draw from the stock: nothing on the table is worth moving yet/,
        );
        drawUntil(mirror, parseCard(shown.until));
        runs++;
      }
      // "Show me", or for a run of draws to a card already seen, "Draw until" it.
      await page.locator('button.show-me').click();
      await page.waitForFunction(
        (n) => document.querySelector('[data-figure="moves"]')?.textContent === String(n),
        mirror.moves,
      );
    }
    expect(isWon(mirror.position)).toBe(true);
    await page.getByRole('dialog', { name: 'You won!' }).waitFor();
    // The hints followed were refined: some weighed on more arrangements of the unseen cards than the first
    // answers' budget holds, and each said how its move went.
    const chance = /: a chance to win from here of \d+–\d+%, from (\d+) samples\)$/;
    const samples = said.map((x) => Number(chance.exec(x)?.[1] ?? 0));
    expect(samples.some((n) => n > FAIR_HINT_BUDGET.samples)).toBe(true);
    // Once the stock has been seen, some hints drew to a card in one go.
    expect(runs).toBeGreaterThan(0);
  });
});
