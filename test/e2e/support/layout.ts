import { card, DEFAULT_RULES, type Deal, type DealShape, initialPosition, type Move } from '../../../engine';
import type { Page } from 'playwright-core';
import { Mirror } from './play';
import { saveScreenshot } from './screenshots';

/**
 * The deepest column the rules allow, on a deal made for it: the last column (6 face-down cards in Klondike,
 * 9 in Spider-Klondike) ends in the king of spades, and the stock holds the queen-to-ace run that goes on it
 * (hearts and spades in turn), drawn and played card by card. Returns the mirror of the deal (no deal
 * number: the page shows it as a shared deal) and the moves that build the column (draws and plays).
 */
export function deepestColumn(shape: DealShape): { mirror: Mirror; moves: Move[] } {
  const king = card(12, 3);
  const run = Array.from({ length: 12 }, (_, i) => card(11 - i, i % 2 === 0 ? 2 : 3));
  const rest = Array.from({ length: 52 * shape.decks }, (_, c) => c).filter((c) => c !== king && !run.includes(c));
  const last = shape.columns - 1;
  const columns = Array.from({ length: shape.columns }, (_, c) =>
    c === last ? [...rest.splice(0, c), king] : rest.splice(0, c + 1),
  );
  const deal: Deal = { columns, stock: [...rest, ...run] };
  const start = () => {
    const mirror = new Mirror(0, false, shape, DEFAULT_RULES);
    Object.assign(mirror, { deal, dealNumber: null, position: initialPosition(deal, DEFAULT_RULES) });
    return mirror;
  };
  const scratch = start();
  const moves: Move[] = [];
  const play = (m: Move) => {
    scratch.play(m);
    moves.push(m);
  };
  for (const c of run) {
    while (scratch.position.waste.at(-1) !== c) play({ type: scratch.position.stock.length > 0 ? 'draw' : 'recycle' });
    play({ type: 'waste-tableau', to: last });
  }
  return { mirror: start(), moves };
}

/**
 * What the table shows wrong in this window, past readLayout's faults (table.ts), read inside the page
 * (self-contained): a page taller than the window; piles side by side that overlap (a pile, or a card of
 * its, over the next), or that overlap a race's panel; a foundation or the waste not over a column, or a
 * top-row pile off the columns' grid (by more than 2 px); the bar's label on more than two lines from
 * 1280 px on.
 */
export function readFit(): {
  overflowY: number;
  overlapping: string[];
  offGrid: string[];
  labelLines: string[];
} {
  const name = (e: Element) => e.getAttribute('aria-label') ?? e.className;
  const board = document.querySelector('main > .board') as HTMLElement;
  const overlapping = ['.top-row > section', '.tableau > section'].flatMap((sel) => {
    const piles = [...board.querySelectorAll(sel)].map((e) => ({
      name: name(e),
      r: e.getBoundingClientRect(),
      cards: [...e.querySelectorAll('.card')].map((c) => c.getBoundingClientRect()),
    }));
    return piles.flatMap((a, i) =>
      piles
        .slice(i + 1)
        .filter((b) => [a.r, ...a.cards].some((x) => x.right > b.r.left + 0.5) && a.r.left < b.r.left)
        .map((b) => `${a.name} over ${b.name}`),
    );
  });
  const panel = document.querySelector('.race-panel')?.getBoundingClientRect();
  const underPanel = panel
    ? [...board.querySelectorAll('section[data-pile], .card')]
        .filter((e) => {
          const r = e.getBoundingClientRect();
          return r.left < panel.right && panel.left < r.right && r.top < panel.bottom && panel.top < r.bottom;
        })
        .map((e) => `the panel over ${name(e)}`)
    : [];
  const columns = [...board.querySelectorAll('.tableau > section.column')].map((c) => c.getBoundingClientRect());
  const pitch = columns[1].left - columns[0].left;
  const offGrid = [...board.querySelectorAll('.top-row > section')]
    .filter((p) => {
      const r = p.getBoundingClientRect();
      if (p.matches('.stock')) {
        const k = (r.left - columns[0].left) / pitch;
        return Math.abs(k - Math.round(k)) * pitch > 2;
      }
      const over = columns.find((c) => Math.abs(c.left - r.left) <= 2);
      // The waste spans two cells: its right edge is the next column's.
      return !over || (p.matches('.waste') && !columns.some((c) => Math.abs(c.right - r.right) <= 2));
    })
    .map(name);
  const label = document.querySelector('.bar .deal');
  const lines = label
    ? Math.round(label.getBoundingClientRect().height / Number.parseFloat(getComputedStyle(label).lineHeight))
    : 0;
  return {
    overflowY: document.documentElement.scrollHeight - innerHeight,
    overlapping: [...overlapping, ...underPanel],
    offGrid,
    labelLines: innerWidth >= 1280 && lines > 2 ? [`${lines} lines: ${label?.textContent}`] : [],
  };
}

/** Issue 41's windows, where every mode and dialog is measured: a phone, the two common laptops, full HD. */
export const WINDOWS = [
  [400, 800],
  [1280, 800],
  [1366, 768],
  [1920, 1080],
] as const;

/** A window the layout tests lay the page out in. */
export interface Layout {
  name: string;
  width: number;
  height: number;
  colorScheme: 'light' | 'dark';
}

/** Each window of `sizes` ([width, height]) light, then dark, named `<scheme>-<width>x<height>`. */
export const lightAndDark = (sizes: readonly (readonly [number, number])[]): Layout[] =>
  sizes.flatMap(([width, height]) =>
    (['light', 'dark'] as const).map((colorScheme) => ({
      name: `${colorScheme}-${width}x${height}`,
      width,
      height,
      colorScheme,
    })),
  );

/** A race against the computer at Steady, its moves not yet found (the page asks the engine for them). */
export const COMPUTER_RACE = { kind: 'computer', pace: 'steady', line: null, wins: false, from: 0 } as const;

/** The page laid out in `layout`, saved as test-results/screenshots/<what>-<layout name>.jpg. */
export async function shoot(page: Page, layout: Layout, what: string): Promise<void> {
  await page.setViewportSize({ width: layout.width, height: layout.height });
  await page.emulateMedia({ colorScheme: layout.colorScheme });
  await page.mouse.move(0, 0); // no hover ring on the card the last drag left the pointer over
  await page.evaluate(() => document.fonts.ready);
  await saveScreenshot(page, `${what}-${layout.name}`);
}
