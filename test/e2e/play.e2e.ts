import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { placeKey } from '../../components/place-key';
import {
  cardName,
  type Col,
  DEFAULT_RULES,
  dealFromNumber,
  formatMove,
  initialPosition,
  type Move,
  movesFrom,
  parseMoves,
} from '../../engine';
import type { ChromiumSession } from './support/chromium';
import { CHROME_NEWTAB_URL } from './support/paths';
import {
  emptyStorageEachTest,
  foundationCounts,
  openDeal,
  openStatistics,
  setAutoCollect,
  statsIn,
} from './support/page';
import {
  cardAtPlace,
  click,
  clickStock,
  doubleClick,
  drag,
  expectShown,
  focusedStop,
  keyboardMove,
  Mirror,
  mouseMove,
  pileAt,
  playToWin,
  pointOn,
} from './support/play';
import { openPlayed } from './support/stored-game';
import { readFigures, readLive, readTable, tableOf } from './support/table';

/** A deal the solver wins at once, every kind of move in its line (a foundation card comes back to the table too). */
const MOUSE_DEAL = 13;
/** Another quick win, its line rich in column-to-column moves and a king into an empty column. */
const KEYBOARD_DEAL = 8;
/**
 * Deal 7 after these 28 moves (auto-collect off): the 3♣ tops column 3 with A♣ 2♣ home and the 4♦ on
 * column 2. It can go home, but that is not safe yet (the 2♥ is still out and may need it), so a click
 * puts it on the 4♦ instead.
 */
const TAP_DEAL = 7;
const TAP_PREFIX = moves('D D D D D D D D D W>F 6>F D D D D D D D D D D D D D D D W>F 6>F');

function moves(text: string): Move[] {
  const r = parseMoves(text);
  if (!r.ok) throw new Error(r.message);
  return r.value;
}

let session: ChromiumSession;

// One browser, its storage emptied before each test: the statistics these tests count start from nothing.
emptyStorageEachTest((s) => {
  session = s;
});

/**
 * Cards slide (Motion) only from the move that wins on: the game before it is played with the system's
 * reduced-motion wish, so that no move waits for the one before to settle, and the cascade the win
 * brings falls at its full length, which the tests below time their keys against.
 */
async function motionFromTheWin(page: Page, mirror: Mirror, m: Move): Promise<void> {
  if (!mirror.wouldWin(m)) return;
  await page.emulateMedia({ reducedMotion: 'no-preference' });
  await page.waitForFunction(() => document.documentElement.dataset.motion !== '0');
}

const column = (col: number, index: number) => cardAtPlace({ pile: 'column', col: col as Col, index });
const WASTE = cardAtPlace({ pile: 'waste' });

describe('a whole game', () => {
  it('is won with the mouse alone: clicks on the stock, every card dragged', async () => {
    const page = await openDeal(session, MOUSE_DEAL);
    await setAutoCollect(page, false);
    const mirror = new Mirror(MOUSE_DEAL, false);
    await expectShown(page, mirror, 'the deal');
    await page.emulateMedia({ reducedMotion: 'reduce' });

    const played = await playToWin(page, mirror, async (m, p) => {
      await motionFromTheWin(page, mirror, m);
      await mouseMove(page, m, p);
    });

    expect(played.length).toBeGreaterThan(100);
    const results = page.getByRole('dialog', { name: 'You won!' });
    // Z during the cascade takes the win back: the cascade goes, and the results do not come.
    await page.locator('.cascade').waitFor();
    await page.keyboard.press('z');
    await expect.poll(() => page.locator('.cascade').count(), { timeout: 1000 }).toBe(0);
    await page.waitForTimeout(3000); // past the cascade's time
    expect(await results.isVisible()).toBe(false);
    // Y plays it again: the cascade falls its whole time, and the results follow.
    await page.keyboard.press('y');
    await page.locator('.cascade').waitFor();
    // It falls below the bar, never over its commands.
    expect(
      await page.evaluate(() => {
        const bar = document.querySelector('header.bar')?.getBoundingClientRect().bottom ?? Number.NaN;
        const cascade = document.querySelector('.cascade')?.getBoundingClientRect().top ?? Number.NaN;
        return cascade >= bar - 0.5 && getComputedStyle(document.querySelector('.cascade') as Element).overflow;
      }),
    ).toBe('hidden');
    await results.waitFor({ timeout: 10_000 });
    expect(await foundationCounts(page)).toEqual([13, 13, 13, 13]);
    expect(await statsIn(page, 'You won!')).toMatchObject({ Played: '1', Won: '1', Lost: '0' });
    await results.getByRole('button', { name: 'Close', exact: true }).click();
    expect(await openStatistics(page)).toMatchObject({ Played: '1', Won: '1', Lost: '0', 'Win rate': '100%' });
  }, 180_000);

  it('is won with the keyboard alone: arrows between stops, Enter to pick up and put down, D to draw', async () => {
    const page = await openDeal(session, KEYBOARD_DEAL);
    // No click anywhere: the first key brings the focus to the board, on the stock (Chrome leaves it in the address bar).
    expect(await focusedStop(page)).toBeNull();
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => focusedStop(page)).toBe(placeKey({ pile: 'stock' }));
    // Auto-collect stays on (the default): the player's line is solved again whenever it sent cards home.
    const mirror = new Mirror(KEYBOARD_DEAL, true);
    await page.emulateMedia({ reducedMotion: 'reduce' });

    const played = await playToWin(page, mirror, async (m, p) => {
      await motionFromTheWin(page, mirror, m);
      await keyboardMove(page, m, p);
    });

    expect(played.length).toBeGreaterThan(50);
    // The cards tumble from the foundations; any key puts them away, and the results come on at once.
    await page.locator('.cascade').waitFor();
    await page.keyboard.press('Shift');
    await expect.poll(() => page.locator('.cascade').count(), { timeout: 1000 }).toBe(0);
    await page.getByRole('dialog', { name: 'You won!' }).waitFor({ timeout: 1000 });
    expect(await foundationCounts(page)).toEqual([13, 13, 13, 13]);
    expect(await statsIn(page, 'You won!')).toMatchObject({ Played: '1', Won: '1', Lost: '0' });
  }, 180_000);
});

describe('undo and redo', () => {
  it('take back a move with the cards auto-collect sent home after it, and bring both back, to the same board and figures', async () => {
    const page = await openDeal(session, MOUSE_DEAL);
    const mirror = new Mirror(MOUSE_DEAL, true);
    // The board card for card, and the figures (the clock goes on, so not the time).
    const shown = async () => {
      const { moves, score } = await page.evaluate(readFigures);
      return { table: await page.evaluate(readTable), moves, score };
    };
    const start = await shown();
    expect(start.table).toEqual(tableOf(mirror.position));

    // A click on the 2♠ puts it on the 3♥ and turns up the A♥, which auto-collect sends home: two moves played,
    // one of them the player's, which is what the Moves figure counts.
    await click(page, column(3, 3));
    mirror.play(moves('4>6')[0]);
    await expectShown(page, mirror, 'the click on the 2♠');
    expect([mirror.played, mirror.moves]).toEqual([2, 1]);
    const afterMove = await shown();
    expect(afterMove.score).not.toBe(start.score);
    await page.keyboard.press('d');
    mirror.play({ type: 'draw' });
    await expectShown(page, mirror, 'D');
    const afterDraw = await shown();

    const undo = page.getByRole('button', { name: 'Undo', exact: true });
    const redo = page.getByRole('button', { name: 'Redo', exact: true });
    await undo.click();
    await expect.poll(shown).toEqual(afterMove);
    await page.keyboard.press('Control+z');
    await expect.poll(shown).toEqual(start);
    expect(start.moves).toBe('0');
    expect(await undo.isDisabled()).toBe(true);

    await redo.click();
    await expect.poll(shown).toEqual(afterMove);
    await page.keyboard.press('Control+Shift+z');
    await expect.poll(shown).toEqual(afterDraw);
    expect(await redo.isDisabled()).toBe(true);
  });
});

describe('dragging', () => {
  it('refuses an illegal drop: the card slides back, no move is counted, and the screen reader is told why', async () => {
    const page = await openDeal(session, MOUSE_DEAL);
    const start = new Mirror(MOUSE_DEAL, true);
    const nineOfSpades = column(4, 4);
    const before = await pointOn(page, nineOfSpades);

    // The 9♠ can go neither on the 5♥ nor home.
    for (const target of [column(6, 6), pileAt({ pile: 'foundation', suit: 3 })]) {
      // Something else is said first, so that each refusal is heard anew.
      await clickStock(page);
      await page.getByRole('button', { name: 'Undo', exact: true }).click();
      await expect.poll(() => page.evaluate(readLive)).toMatch(/^Undone/);
      await expectShown(page, start, 'a draw taken back');

      await drag(page, nineOfSpades, target);
      await expect.poll(() => page.evaluate(readLive)).toBe('That card cannot go there.');
      expect(await pointOn(page, nineOfSpades)).toEqual(before);
      await expectShown(page, start, `dropping the 9♠ on ${target}`);
    }
  });

  it('tells the screen reader about the next move after a refused drop, a move by shortcut too', async () => {
    const page = await openDeal(session, MOUSE_DEAL);
    await drag(page, column(4, 4), column(6, 6));
    await expect.poll(() => page.evaluate(readLive)).toBe('That card cannot go there.');
    await page.keyboard.press('d');
    await expect.poll(async () => (await page.evaluate(readFigures)).moves).toBe('1');
    await expect.poll(() => page.evaluate(readLive)).toBe('Draw from the stock.');
    await page.keyboard.press('z');
    await expect.poll(() => page.evaluate(readLive)).toMatch(/^Undone: Draw from the stock/);
  });
});

describe('click and double-click', () => {
  /** The page on deal 7 after `line` (put in place through storage: how it came about is not what is tested). */
  async function afterLine(line: readonly Move[]): Promise<{ page: Page; mirror: Mirror }> {
    const mirror = new Mirror(TAP_DEAL, false);
    const page = await openPlayed(session, mirror, line.length, line);
    await setAutoCollect(page, false);
    return { page, mirror };
  }
  const atTapPosition = () => afterLine(TAP_PREFIX);

  it('a click plays the card’s best move: the 3♣ onto the 4♦ while going home is not yet safe', async () => {
    const { page, mirror } = await atTapPosition();
    await click(page, column(2, 2));
    mirror.play(moves('3>2')[0]);
    await expectShown(page, mirror, 'a click on the 3♣');
  });

  it('a double-click sends the card home: the 3♣ that a click would put on the 4♦', async () => {
    const { page, mirror } = await atTapPosition();
    await doubleClick(page, column(2, 2));
    mirror.play(moves('3>F')[0]);
    await expectShown(page, mirror, 'a double-click on the 3♣');
  });

  it('a touch the browser cancels plays nothing; a touch lifted from the same card plays its best move', async () => {
    const { page, mirror } = await atTapPosition();
    const at = await pointOn(page, column(2, 2)); // the 3♣
    const touch = await session.context.newCDPSession(page);
    const finger = [{ x: at.x, y: at.y }];
    // Chromium turns a cancelled touch into pointercancel (as when a touch becomes a scroll or the window loses focus).
    await touch.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: finger });
    await touch.send('Input.dispatchTouchEvent', { type: 'touchCancel', touchPoints: [] });
    // The page has handled the cancel when the command returns, and it re-renders in that task's microtasks.
    expect(await page.evaluate(readTable)).toEqual(tableOf(mirror.position));
    expect((await page.evaluate(readFigures)).moves).toBe(String(mirror.moves));
    // The same finger again, lifted this time: the click's move (so the touch did reach the card).
    await touch.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: finger });
    await touch.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    mirror.play(moves('3>2')[0]);
    await expectShown(page, mirror, 'a cancelled touch, then a tap on the 3♣');
  });

  it('a double-click on a card that one click already sends home leaves it there: an ace from the waste, a two from a column', async () => {
    const { page, mirror } = await afterLine(TAP_PREFIX.slice(0, 9));
    expect(mirror.position.waste.length).toBe(9);

    await doubleClick(page, WASTE); // the A♦
    mirror.play(moves('W>F')[0]);
    await expectShown(page, mirror, 'a double-click on the A♦');
    await doubleClick(page, column(5, 5)); // the 2♦
    mirror.play(moves('6>F')[0]);
    await expectShown(page, mirror, 'a double-click on the 2♦');
  });
});

describe('feedback', () => {
  it('a click on a card with no move shakes it and says so', async () => {
    const page = await openDeal(session, MOUSE_DEAL);
    const p = initialPosition(dealFromNumber(MOUSE_DEAL), DEFAULT_RULES);
    const col = p.columns.findIndex(
      (c, i) => movesFrom(p, { pile: 'column', col: i as 0, index: c.down.length }).length === 0,
    );
    const top = p.columns[col].down.length;
    await click(page, column(col, top));
    await expect.poll(() => page.evaluate(readLive)).toBe(`No move for the ${cardName(p.columns[col].up[0])}.`);
    expect(await page.locator(column(col, top)).getAttribute('class')).toContain('refused');
    expect((await page.evaluate(readFigures)).moves).toBe('0');
  });

  it('H lights the hinted move and nothing else: no focus ring on the stock, a ring that never fades', async () => {
    const page = await openDeal(session, MOUSE_DEAL);
    await page.keyboard.press('h');
    await page.waitForFunction(() => document.querySelector('.status .hint')?.getAttribute('data-hint-move'));
    expect(await page.evaluate(() => document.activeElement === document.body)).toBe(true);
    // The hinted card's ring, sampled through its whole pulse: always there, always the widest ring on the board.
    const rings = await page.locator('.card.hinted').evaluate(async (el) => {
      const seen: { width: string; color: string }[] = [];
      for (const a of el.getAnimations()) a.pause();
      const duration = Number(el.getAnimations()[0]?.effect?.getComputedTiming().duration ?? 0);
      for (let t = 0; t <= duration; t += duration / 8) {
        for (const a of el.getAnimations()) a.currentTime = t;
        const cs = getComputedStyle(el);
        seen.push({ width: cs.outlineWidth, color: cs.outlineColor });
      }
      return seen;
    });
    expect(rings.length).toBeGreaterThan(4);
    for (const r of rings) {
      expect(Number.parseFloat(r.width)).toBeGreaterThanOrEqual(4);
      expect(r.color).not.toMatch(/rgba\(.*, 0\)|transparent/);
    }
  });

  it('Show me plays the hinted move', async () => {
    const page = await openDeal(session, MOUSE_DEAL);
    const mirror = new Mirror(MOUSE_DEAL, true);
    await page.keyboard.press('h');
    const hinted = await page.waitForFunction(() =>
      document.querySelector('.status .hint')?.getAttribute('data-hint-move'),
    );
    const m = moves(String(await hinted.jsonValue()))[0];
    await page.locator('.status').getByRole('button', { name: 'Show me' }).click();
    mirror.play(m);
    await expectShown(page, mirror, `Show me (${formatMove(m)})`);
  });

  it('keys pressed before the shortcuts have loaded are played, in order, when they arrive', async () => {
    // The shortcuts are a chunk of their own: the browser is made to hold it until two keys have been pressed.
    const page = await session.context.newPage();
    const cdp = await session.context.newCDPSession(page);
    // Earlier tests of the file loaded the chunk in this browser: it must come from the extension, not a cache.
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    const held: string[] = [];
    cdp.on('Fetch.requestPaused', (e) => held.push(e.requestId));
    await cdp.send('Fetch.enable', { patterns: [{ urlPattern: '*/chunks/shortcuts-*' }] });
    await page.goto(`${CHROME_NEWTAB_URL}#deal=${MOUSE_DEAL}`);
    await page.getByRole('link', { name: `#${MOUSE_DEAL}`, exact: true }).waitFor();
    await expect.poll(() => held.length).toBe(1);
    await page.keyboard.press('d');
    await page.keyboard.press('d');
    const mirror = new Mirror(MOUSE_DEAL, true);
    await expectShown(page, mirror, 'D, D before the shortcuts came');
    await cdp.send('Fetch.continueRequest', { requestId: held[0] });
    mirror.play(moves('D')[0]);
    mirror.play(moves('D')[0]);
    await expectShown(page, mirror, 'the shortcuts came: D, D');
  });

  it('Pause covers the board and stops the clock; P resumes', async () => {
    const page = await openDeal(session, MOUSE_DEAL);
    await clickStock(page);
    await expect.poll(async () => (await page.evaluate(readFigures)).time, { timeout: 5_000 }).not.toBe('0:00');
    await page.keyboard.press('p');
    await page.getByRole('region', { name: 'Paused' }).waitFor();
    expect(await page.locator('.board').count()).toBe(0);
    const stopped = (await page.evaluate(readFigures)).time;
    await page.waitForTimeout(2_500);
    expect((await page.evaluate(readFigures)).time).toBe(stopped);
    await page.keyboard.press('p');
    await page.locator('.board').waitFor();
    await expect.poll(async () => (await page.evaluate(readFigures)).time, { timeout: 5_000 }).not.toBe(stopped);
  });
});

describe('statistics', () => {
  it('count a game given up after a move as lost, and a deal left before any move as nothing', async () => {
    const page = await openDeal(session, MOUSE_DEAL);
    expect(await openStatistics(page)).toMatchObject({ Played: '0', Won: '0', Lost: '0' });
    await page.getByRole('dialog', { name: 'Statistics' }).getByRole('button', { name: 'Close', exact: true }).click();

    await clickStock(page);
    await expect.poll(async () => (await page.evaluate(readFigures)).moves).toBe('1');
    await newGame(page, true);
    expect(await openStatistics(page)).toMatchObject({
      Played: '1',
      Won: '0',
      Lost: '1',
      'Win rate': '0%',
      'Current streak': '0',
    });
    await page.getByRole('dialog', { name: 'Statistics' }).getByRole('button', { name: 'Close', exact: true }).click();

    // No move on this deal: leaving it is not a game played.
    await newGame(page, false);
    expect(await openStatistics(page)).toMatchObject({ Played: '1', Won: '0', Lost: '1' });
  });
});

/** New game → Deal a new game; the dialog warns of a loss exactly when a move was made. */
async function newGame(page: Page, warned: boolean): Promise<void> {
  const deal = await page.locator('.bar .deal').textContent();
  await page.locator('.bar').getByRole('button', { name: 'New game', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'New game' });
  await dialog.waitFor();
  // The warning names the game it is about: "The game Klondike · Normal · 0:03 will count as a loss."
  expect(await dialog.getByText(/^The game Klondike · .+ will count as a loss\.$/).count()).toBe(warned ? 1 : 0);
  await dialog.getByRole('button', { name: 'Deal a new game', exact: true }).click();
  await dialog.waitFor({ state: 'hidden' });
  await expect.poll(() => page.locator('.bar .deal').textContent()).not.toBe(deal);
  await expect.poll(async () => (await page.evaluate(readFigures)).moves).toBe('0');
}
