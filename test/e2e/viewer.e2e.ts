/**
 * The line viewer in the built extension: a won game of the history (a shared deal's reference solution, put
 * in storage.local as the history keeps it) replayed from Statistics (Replay offered on rows with moves
 * only), sought to mid-line with its slider, played at 4× and paused; the moved card is lit, and the dialog
 * fits at 1280×800 and 400×800; a lost game plays back to where it ended. Screenshots of the history and of
 * the viewer mid-line at both sizes, for a person to look at.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DEFAULT_RULES, formatCard, formatDealLink, initialPosition, parseMoves, step } from '../../engine';
import { compactMoves } from '../../engine/compact';
import { formatPastGame } from '../../models/past-games';
import { reference } from '../support/fixtures';
import type { ChromiumSession } from './support/chromium';
import { emptyStorageEachTest, widerThanTheirBox } from './support/page';
import { CHROME_BLANK_URL, CHROME_NEWTAB_URL } from './support/paths';
import { WINDOWS } from './support/layout';
import { saveScreenshot } from './support/screenshots';

let session: ChromiumSession;
emptyStorageEachTest((s) => {
  session = s;
});

const won = reference(1, 'SD0001');
const moves = (() => {
  const r = parseMoves(won.solution);
  if (!r.ok) throw new Error(r.message);
  return r.value;
})();

/** The card each move moved (a draw's: the waste's new top), by the engine's own steps. */
const movedCards = (() => {
  let p = initialPosition(won.deal, DEFAULT_RULES);
  return moves.map((m) => {
    const s = step(p, m);
    if (!s.ok) throw new Error(s.message);
    p = s.value.position;
    return m.type === 'draw' ? formatCard(p.waste.at(-1) as number) : formatCard(s.value.cards[0]);
  });
})();

const row = {
  at: Date.UTC(2026, 11, 6, 12),
  level: 'normal',
  seconds: 412,
  score: 0,
  hints: 0,
  undos: 0,
  link: formatDealLink(won.deal, null, DEFAULT_RULES),
} as const;

/**
 * The history as the extension keeps it: this game won, with its moves; the same deal lost after 40 moves,
 * with its moves; and a game kept before rows kept moves, without them.
 */
const history = [
  formatPastGame({ ...row, uid: 'won-sd0001', won: true, moves: moves.length, replay: compactMoves(moves) }),
  formatPastGame({
    ...row,
    uid: 'lost-sd0001',
    at: row.at - 1,
    won: false,
    moves: 40,
    replay: compactMoves(moves.slice(0, 40)),
  }),
  formatPastGame({ ...row, uid: 'before-replays', at: row.at - 2, won: false, moves: 12 }),
];

async function openWithHistory(): Promise<Page> {
  const blank = await session.context.newPage();
  await blank.goto(CHROME_BLANK_URL);
  await blank.evaluate((rows) => chrome.storage.local.set({ history: rows, history$: { v: 2 } }), history);
  await blank.close();
  const page = await session.context.newPage();
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(CHROME_NEWTAB_URL);
  await page.locator('main > .board section.column').nth(6).waitFor();
  return page;
}

describe('the line viewer', () => {
  it('replays a won game of the history: sought mid-line, played at 4× and paused, the moved card lit; fits at 400, 1280, 1366 and 1920 px; a lost one ends where it ended', async () => {
    const page = await openWithHistory();
    await page.getByRole('button', { name: 'Statistics', exact: true }).click();
    const stats = page.getByRole('dialog', { name: 'Statistics' });
    const rows = stats.locator('.past-scroll tbody tr');
    await expect.poll(() => rows.count()).toBe(3);
    const replays = await rows.evaluateAll((trs) =>
      trs.map((tr) => tr.querySelectorAll('button[aria-label^="Replay"]').length),
    );
    expect(replays).toEqual([1, 1, 0]);
    await saveScreenshot(page, 'viewer-history-1280x800');
    await rows
      .first()
      .getByRole('button', { name: /^Replay: / })
      .click();
    const viewer = page.getByRole('dialog', { name: 'Your game, move by move' });
    const slider = viewer.getByRole('slider', { name: 'Move' });
    const lit = () => viewer.locator('.card.hinted').evaluateAll((cs) => cs.map((c) => c.getAttribute('data-card')));
    await expect.poll(() => slider.getAttribute('max')).toBe(String(moves.length));
    const half = Math.floor(moves.length / 2);
    await slider.fill(String(half));
    await expect.poll(() => viewer.locator('.line-step').textContent()).toMatch(`Move ${half} of ${moves.length}: `);
    expect(await lit()).toEqual([movedCards[half - 1]]);
    expect(await slider.getAttribute('aria-valuetext')).toBe(await viewer.locator('.line-step').textContent());
    // Played by itself at 4×, then paused: it went on from mid-line, and the card lit is the last one moved.
    await viewer.getByRole('group', { name: 'Speed' }).getByRole('button', { name: '4×' }).click();
    await viewer.getByRole('button', { name: '▶ Play' }).click();
    await expect.poll(async () => Number(await slider.inputValue())).toBeGreaterThan(half + 2);
    await viewer.getByRole('button', { name: '❚❚ Pause' }).click();
    const at = Number(await slider.inputValue());
    expect(await lit()).toEqual([movedCards[at - 1]]);
    await page.waitForTimeout(600); // two steps' time at 4×: none comes once paused
    expect(Number(await slider.inputValue())).toBe(at);
    // Screen-reader-only words are clipped on purpose (as language.e2e.ts reads them too).
    const cut = async () => (await widerThanTheirBox(viewer)).filter((c) => c !== 'sr-only');
    for (const [width, height] of WINDOWS) {
      await page.setViewportSize({ width, height });
      await expect.poll(cut).toEqual([]);
      const box = await viewer.boundingBox();
      expect(box && [box.x >= 0, box.x + box.width <= width, box.y + box.height <= height]).toEqual([true, true, true]);
      await saveScreenshot(page, `viewer-${width}x${height}`);
    }
    // The game lost after 40 moves plays back to its last position.
    await viewer.getByRole('button', { name: 'Close', exact: true }).click();
    await page.getByRole('button', { name: 'Statistics', exact: true }).click();
    await rows
      .nth(1)
      .getByRole('button', { name: /^Replay: / })
      .click();
    await viewer.getByRole('button', { name: 'End »' }).click();
    expect(await viewer.locator('.line-step').textContent()).toMatch(/^Move 40 of 40: /);
    expect(await lit()).toEqual([movedCards[39]]);
  }, 60_000);
});
