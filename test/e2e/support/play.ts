import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { type Place, parsePlace, placeKey } from '../../../components/place-key';
import { move as arrow } from '../../../components/stops';
import type { Stop } from '../../../components/stop';
import {
  DEFAULT_RULES,
  type Deal,
  type DealShape,
  dealFromNumber,
  formatMove,
  foundationAt,
  parseMoves,
  homePileFor,
  KLONDIKE_SHAPE,
  type Rules,
  initialPosition,
  isWon,
  type Col,
  type Move,
  moveEnds,
  type Position,
  type Source,
  safeCollectMove,
  step,
} from '../../../engine';
import { SPIDER_KLONDIKE_SHAPE } from '../../../engine/games';
import { solve } from '../../../engine/solver';
import { spiderWins } from '../../support/fixtures';
import type { ChromiumSession } from './chromium';
import { CHROME_NEWTAB_URL } from './paths';
import { readFigures, readLive, readTable, tableOf } from './table';

/**
 * Plays real input into the new-tab page: a mouse player (drags, clicks,
 * double-clicks) and a keyboard player (arrow keys between stops, Enter to
 * pick up and put down, D to draw). Node keeps the game the page should be
 * showing, move by move, and every move is checked against the page.
 */

export interface Point {
  x: number;
  y: number;
}

/** The game as the page's model plays it: the player's move, then auto-collect's safe moves when it is on. */
export class Mirror {
  position: Position;
  /** The page's Moves figure: the player's moves, those auto-collect played left out. */
  moves = 0;
  /** Every move in the record, automatic ones included. */
  played = 0;

  /** The deal, as numbered: what a game saved in Node for the page starts from (stored-game.ts). */
  readonly deal: Deal;

  constructor(
    readonly dealNumber: number,
    public autoCollect: boolean,
    /** The deal's shape: Klondike's unless told (Spider-Klondike's ten columns). */
    shape: DealShape = KLONDIKE_SHAPE,
    rules: Rules = DEFAULT_RULES,
  ) {
    this.deal = dealFromNumber(dealNumber, shape);
    this.position = initialPosition(this.deal, rules);
  }

  /** Plays a move; returns how many automatic moves followed it. */
  play(m: Move): number {
    // As the page does (models/game.ts): a card the player took back from its foundation is not collected.
    const taken = m.type === 'foundation-tableau' ? step(this.position, m) : null;
    const keep = taken?.ok ? taken.value.cards[0] : -1;
    this.position = must(this.position, m);
    this.moves++;
    this.played++;
    let auto = 0;
    const collect = () => (this.autoCollect ? safeCollectMove(this.position, keep) : null);
    for (let c = collect(); c; c = collect()) {
      this.position = must(this.position, c);
      this.played++;
      auto++;
    }
    return auto;
  }

  /** Whether `m`, with what auto-collect sends home after it, ends the game won (the mirror left as it was). */
  wouldWin(m: Move): boolean {
    const copy = Object.assign(Object.create(Mirror.prototype) as Mirror, this);
    copy.play(m);
    return isWon(copy.position);
  }
}

export function must(p: Position, m: Move): Position {
  const s = step(p, m);
  if (!s.ok) throw new Error(`${formatMove(m)} is illegal here: ${s.message}`);
  return s.value.position;
}

/**
 * A winning line from `p`, found by the engine's solver in Node. The budget decides: positions partway through
 * random Easy deals took up to 4.8 M nodes (once more than the 5 M this had, and CI failed), and the slowest
 * draw-one deal of #1..#3000 (#2385) about 21 M.
 */
export function winningLine(p: Position): Move[] {
  const r = solve(p, { maxNodes: 100_000_000 });
  if (r.verdict !== 'solved') throw new Error(`the solver did not win this position: ${r.verdict}`);
  return [...r.line];
}

/** Waits until the page shows what the mirror holds: the table card for card, and the Moves figure. */
export async function expectShown(page: Page, mirror: Mirror, after: string): Promise<void> {
  try {
    await expect
      .poll(() => page.evaluate(readTable), { timeout: 5_000, message: `the table after ${after}` })
      .toEqual(tableOf(mirror.position));
  } catch (e) {
    // What the page told the screen reader last often says why ("That card cannot go there.").
    (e as Error).message += `\n(the page's live region says: "${await page.evaluate(readLive)}")`;
    throw e;
  }
  expect((await page.evaluate(readFigures)).moves, `the Moves figure after ${after}`).toBe(String(mirror.moves));
}

/**
 * The moves of a winning line for `mirror`'s game (or its first `upTo`), each to be played by the caller, on
 * the page or not, and in `mirror` before the next is asked for. The line is re-solved whenever auto-collect
 * played moves of its own (the line may have meant to play them later).
 */
export function* winningMoves(
  mirror: Mirror,
  upTo = Number.POSITIVE_INFINITY,
  /** The line to play (an independent solver's, say); the engine's solver finds one when none is given. */
  given?: readonly Move[],
): Generator<Move, void, void> {
  let line = given ? [...given] : winningLine(mirror.position);
  for (let n = 0; !isWon(mirror.position) && n < upTo; n++) {
    const m = line.shift();
    if (!m) throw new Error('the winning line ran out before the game was won');
    const before = mirror.played;
    yield m;
    if (mirror.played === before) throw new Error(`${formatMove(m)} was not played in the mirror`);
    if (mirror.played > before + 1 && !isWon(mirror.position)) line = winningLine(mirror.position);
  }
}

/**
 * Plays `mirror`'s game to a win (or `upTo` moves) through `act`, which must make the page play
 * the move it is given, checking the page after each move (see winningMoves).
 */
export async function playToWin(
  page: Page,
  mirror: Mirror,
  act: (m: Move, p: Position) => Promise<void>,
  /** Stop after this many moves of the player's (a game under way for a screenshot). */
  upTo = Number.POSITIVE_INFINITY,
  /** The line to play (an independent solver's, say); the engine's solver finds one when none is given. */
  given?: readonly Move[],
): Promise<Move[]> {
  const played: Move[] = [];
  for (const m of winningMoves(mirror, upTo, given)) {
    try {
      await act(m, mirror.position);
    } catch (e) {
      throw new Error(`move ${played.length + 1} (${formatMove(m)}): ${(e as Error).message}`, { cause: e });
    }
    played.push(m);
    mirror.play(m);
    await expectShown(page, mirror, `move ${played.length} (${formatMove(m)})`);
  }
  return played;
}

// ---------------------------------------------------------------- the mouse

/** A card that can be taken hold of, by the board's key for its place. */
export const cardAtPlace = (s: Source): string => `main > .board [data-src="${placeKey(s)}"]`;

/** A pile, by the board's key for it. */
export const pileAt = (pile: Place): string => `main > .board section[data-pile="${placeKey(pile)}"]`;

/**
 * A point on an element that really hits it (cards overlap in a column: a card
 * under others shows only its top strip), read once nothing on the board is
 * sliding any more.
 */
export async function pointOn(
  page: Page,
  selector: string,
  { part = 'strip' }: { part?: 'strip' | 'centre' } = {},
): Promise<Point> {
  let last = '';
  for (let tries = 0; tries < 100; tries++) {
    const r = await page.evaluate(
      ([sel, where]) => {
        const moving = document
          .getAnimations()
          .some((a) => a.playState === 'running' && a.effect?.getComputedTiming().iterations !== Infinity);
        const el = document.querySelector(sel);
        if (!el) return { found: false, moving, hits: false, x: 0, y: 0, under: '' };
        const box = el.getBoundingClientRect();
        const x = box.left + box.width / 2;
        // A column's card with another fanned over it (the next in the column) shows only a strip down to
        // that card's top edge.
        const over = el.matches('.column [data-src]') ? el.nextElementSibling : null;
        const strip = over ? over.getBoundingClientRect().top - box.top : box.height;
        const y = where === 'centre' ? box.top + box.height / 2 : box.top + Math.min(10, strip / 2);
        const under = document.elementFromPoint(x, y);
        const hits = !!under && (under === el || el.contains(under));
        const what = under?.closest('[data-card], [data-pile]');
        return { found: true, moving, hits, x, y, under: what?.getAttribute('data-card') ?? what?.className ?? '' };
      },
      [selector, part] as const,
    );
    if (r.found && !r.moving && r.hits) return { x: r.x, y: r.y };
    last = JSON.stringify(r);
    await page.waitForTimeout(20);
  }
  throw new Error(`no clickable point on ${selector}: ${last}`);
}

/** Where a drop on a pile lands: the top card of a column (or its empty place), a foundation's middle. */
export function targetSelector(p: Position, m: Move): string {
  if (m.type === 'waste-foundation' || m.type === 'tableau-foundation') {
    const s = step(p, m);
    if (!s.ok) throw new Error(`${formatMove(m)} is illegal here: ${s.message}`);
    return pileAt(foundationAt(p, homePileFor(p, s.value.cards[0])));
  }
  const to = (m as { to: Col }).to;
  const col = p.columns[to];
  const n = col.down.length + col.up.length;
  return n === 0
    ? `${pileAt({ pile: 'column', col: to })} .stop-holder`
    : cardAtPlace({ pile: 'column', col: to, index: n - 1 });
}

/** Where a move takes hold: the waste top, a foundation top, or the first card of the run that moves. */
function sourceOf(p: Position, m: Move): Source {
  const ends = moveEnds(p, m);
  if (!ends) throw new Error(`${formatMove(m)} has no card to take hold of`);
  return ends.source;
}

/** The element a move takes hold of. */
export const sourceSelector = (p: Position, m: Move): string => cardAtPlace(sourceOf(p, m));

/**
 * Presses on one element, moves to another and lets go: a third of the way first (past the few pixels after
 * which a press becomes a drag), then on in two steps. Each move is an input event the page handles at its
 * next frame, so more steps only make a game of drags longer.
 */
export async function drag(page: Page, from: string, to: string): Promise<void> {
  const a = await pointOn(page, from);
  const b = await pointOn(page, to, { part: 'centre' });
  await page.mouse.move(a.x, a.y);
  await page.mouse.down();
  await page.mouse.move(a.x + (b.x - a.x) / 3, a.y + (b.y - a.y) / 3);
  await page.mouse.move(b.x, b.y, { steps: 2 });
  await page.mouse.up();
}

export async function doubleClick(page: Page, selector: string): Promise<void> {
  const a = await pointOn(page, selector);
  await page.mouse.dblclick(a.x, a.y);
}

/**
 * A click on the stock. It stays put, so it can be clicked while the last card drawn is still sliding
 * to the waste; Playwright's own click checks, as the press lands, that the stock is what it hits (once,
 * in CI, a click measured on the stock landed on a card in column 1 and played that card's move instead).
 */
export const clickStock = (page: Page): Promise<void> => page.locator('main > .board button.stock-button').click();

export async function click(page: Page, selector: string): Promise<void> {
  const a = await pointOn(page, selector);
  await page.mouse.click(a.x, a.y);
}

/**
 * The mouse player: a click on the stock draws or turns the waste over; every
 * card moves by a drag onto the pile it goes to (a click or a double-click
 * lets the page choose the move: their own tests pin what they choose).
 */
export async function mouseMove(page: Page, m: Move, p: Position): Promise<void> {
  if (m.type === 'draw' || m.type === 'recycle') await clickStock(page);
  else await drag(page, sourceSelector(p, m), targetSelector(p, m));
}

// ------------------------------------------------------------- the keyboard

const ARROWS = ['ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown'] as const;

/** The stop the keyboard focus rests on, read from the page (null when focus is off the board). */
export const focusedStop = (page: Page): Promise<string | null> =>
  page.evaluate(() =>
    document.activeElement?.closest('.board') ? (document.activeElement.getAttribute('data-stop') ?? null) : null,
  );

/** The fewest arrow presses from one stop to any stop that `done` accepts (breadth first over the board's stops). */
export function arrowsTo(p: Position, from: Stop, done: (s: Stop) => boolean): (typeof ARROWS)[number][] {
  const seen = new Map<string, { prev: string | null; key: (typeof ARROWS)[number] | null; stop: Stop }>([
    [placeKey(from), { prev: null, key: null, stop: from }],
  ]);
  const queue: Stop[] = [from];
  while (queue.length > 0) {
    const s = queue.shift() as Stop;
    if (done(s)) {
      const keys: (typeof ARROWS)[number][] = [];
      for (let k: string | null = placeKey(s); k !== null; ) {
        const node = seen.get(k);
        if (!node?.key) break;
        keys.unshift(node.key);
        k = node.prev;
      }
      return keys;
    }
    for (const key of ARROWS) {
      const next = arrow(p, s, key);
      if (!seen.has(placeKey(next))) {
        seen.set(placeKey(next), { prev: placeKey(s), key, stop: next });
        queue.push(next);
      }
    }
  }
  throw new Error(`no stop reachable from ${placeKey(from)} is acceptable`);
}

/** Arrow keys, one at a time, each checked: the focus must land where the board's stops say it goes. */
export async function walkTo(page: Page, p: Position, done: (s: Stop) => boolean, what: string): Promise<void> {
  const at = await focusedStop(page);
  // data-stop holds only stops' keys.
  const from = parsePlace(at) as Stop | null;
  if (!from) throw new Error(`the keyboard focus is off the board (on ${await describeFocus(page)}) before ${what}`);
  let s = from;
  for (const key of arrowsTo(p, from, done)) {
    s = arrow(p, s, key);
    await page.keyboard.press(key);
    await expect.poll(() => focusedStop(page), { timeout: 2_000, message: `${key} towards ${what}` }).toBe(placeKey(s));
  }
}

export const describeFocus = (page: Page): Promise<string> =>
  page.evaluate(() => {
    const a = document.activeElement;
    return a ? `<${a.tagName.toLowerCase()} ${a.getAttribute('data-stop') ?? a.className}>` : 'nothing';
  });

const isFoundation = (s: Stop) => s.pile === 'foundation';
const inColumn = (col: number) => (s: Stop) => s.pile === 'column' && s.col === col;
const isKey = (key: string) => (s: Stop) => placeKey(s) === key;

/**
 * The keyboard player: D draws, Enter on the stock turns the waste over, and a
 * card moves by walking to it, Enter, walking to where it goes, Enter.
 */
export async function keyboardMove(page: Page, m: Move, p: Position): Promise<void> {
  const name = formatMove(m);
  if (m.type === 'draw') {
    await page.keyboard.press('d');
    return;
  }
  if (m.type === 'recycle') {
    await walkTo(page, p, isKey(placeKey({ pile: 'stock' })), name);
    await page.keyboard.press('Enter');
    return;
  }
  await walkTo(page, p, isKey(placeKey(sourceOf(p, m))), `${name}: the card`);
  await page.keyboard.press('Enter');
  const home = m.type === 'waste-foundation' || m.type === 'tableau-foundation';
  await walkTo(page, p, home ? isFoundation : inColumn((m as { to: number }).to), `${name}: where it goes`);
  await page.keyboard.press('Enter');
}

/** A Spider-Klondike winning line of the independent implementation's (test/fixtures/shared-deals/spider-klondike). */
export function spiderFixtureLine(draw: 1 | 3, n: number): Move[] {
  const won = spiderWins(draw).find((w) => w.n === n);
  if (!won) throw new Error(`no draw-${draw} line for Spider-Klondike deal ${n} in the fixtures`);
  const moves = parseMoves(won.moves, SPIDER_KLONDIKE_SHAPE.columns);
  if (!moves.ok) throw new Error(moves.message);
  return moves.value;
}

/** The Spider-Klondike game the page plays from deal n's link (auto-collect off: the fixture lines play every move). */
export const spiderMirror = (n: number, draw: 1 | 3): Mirror =>
  new Mirror(n, false, SPIDER_KLONDIKE_SHAPE, { ...DEFAULT_RULES, draw });

/** A new tab racing the computer (at Steady, on a new deal), its moves found and `draws` cards drawn. */
export async function raceUnderWay(session: ChromiumSession, draws: number): Promise<Page> {
  const page = await session.context.newPage();
  await page.goto(CHROME_NEWTAB_URL);
  await page.waitForSelector('html[data-storage="ready"]');
  await page.getByRole('navigation', { name: 'Game' }).getByRole('button', { name: 'New game' }).click();
  await page.getByRole('dialog', { name: 'New game' }).getByRole('button', { name: 'Race the computer' }).click();
  await page.locator('.race-panel [data-rival]').waitFor({ timeout: 20_000 });
  // No card sliding when the draws are done and the table is measured.
  await page.emulateMedia({ reducedMotion: 'reduce' });
  for (let i = 0; i < draws; i++) await clickStock(page);
  await page.emulateMedia({ reducedMotion: 'no-preference' });
  return page;
}
