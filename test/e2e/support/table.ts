import { formatCard, type Position } from '../../../engine';

/**
 * The table as the page draws it, in the engine's notation: what a player can
 * see, and nothing more (face-down cards are counted, never named). Read inside
 * the page, so `readTable` stays self-contained: no imports, no closures.
 */
export interface TableView {
  stock: number;
  /** Waste cards on show, bottom to top (one in draw 1, up to three in draw 3). */
  waste: string[];
  wasteCount: number;
  /** Cards on each foundation, clubs, diamonds, hearts, spades. */
  foundations: number[];
  columns: { down: number; up: string[] }[];
}

export function readTable(): TableView {
  const board = document.querySelector('main > .board');
  const count = (el: Element | null | undefined) => Number(el?.getAttribute('data-count') ?? Number.NaN);
  const cards = (root: Element | null | undefined, selector: string) =>
    [...(root?.querySelectorAll(selector) ?? [])].map((el) => el.getAttribute('data-card') ?? '?');
  // Piles by their class, in the board's order: foundations by suit, columns left to right.
  const waste = board?.querySelector('section.waste');
  const foundations = [...(board?.querySelectorAll('section.foundation') ?? [])];
  const columns = [...(board?.querySelectorAll('section.column') ?? [])];
  return {
    stock: count(board?.querySelector('section.stock')),
    waste: cards(waste, '[data-card]'),
    wasteCount: count(waste),
    foundations: foundations.map(count),
    columns: columns.map((c) => ({
      down: c.querySelectorAll('[data-face="down"], .seen-down').length,
      up: cards(c, '[data-card][data-src]'),
    })),
  };
}

/** What the page should show for an engine position. */
export function tableOf(p: Position): TableView {
  return {
    stock: p.stock.length,
    waste: p.waste.slice(-(p.rules.draw === 3 ? 3 : 1)).map(formatCard),
    wasteCount: p.waste.length,
    foundations: [...p.foundations],
    columns: p.columns.map((c) => ({ down: c.down.length, up: c.up.map(formatCard) })),
  };
}

/** The top bar's figures, as shown. */
export function readFigures(): { score: string | null; moves: string | null; time: string | null } {
  const fig = (name: string) => document.querySelector(`[data-figure="${name}"]`)?.textContent ?? null;
  return { score: fig('score'), moves: fig('moves'), time: fig('time') };
}

/** The polite live region's text: moves, refusals, hints, for screen readers. */
export function readLive(): string {
  return document.querySelector('[data-live]')?.textContent ?? '';
}

/**
 * What a player could not see or reach in the current window: piles off the sides, a page that
 * scrolls sideways, face-up cards whose rank is covered by the card fanned over them, cards below
 * the bottom edge. Read inside the page (self-contained).
 */
export interface LayoutFaults {
  overflowX: number;
  offSides: string[];
  rankCovered: string[];
  belowFold: string[];
}

export function readLayout(): LayoutFaults {
  const vw = window.innerWidth;
  const vh = window.innerHeight;
  const offSides = [...document.querySelectorAll('main > .board section[data-pile]')]
    .filter((s) => {
      const r = s.getBoundingClientRect();
      return r.left < -0.5 || r.right > vw + 0.5;
    })
    .map((s) => s.getAttribute('aria-label') ?? '?');
  const rankCovered: string[] = [];
  for (const col of document.querySelectorAll('main > .board section.column')) {
    const cards = [...col.querySelectorAll('[data-card][data-src]')];
    for (let i = 0; i + 1 < cards.length; i++) {
      const next = cards[i + 1].getBoundingClientRect().top;
      const rank = cards[i].querySelector('.corner.tl .rank') ?? cards[i].querySelector('.corner');
      if (rank && next < rank.getBoundingClientRect().bottom - 0.5)
        rankCovered.push(cards[i].getAttribute('data-card') ?? '?');
    }
  }
  const belowFold = [...document.querySelectorAll('main > .board [data-card], main > .board [data-face="down"]')]
    .filter((c) => c.getBoundingClientRect().bottom > vh + 0.5)
    .map((c) => c.getAttribute('data-card') ?? 'face-down');
  return {
    overflowX: document.documentElement.scrollWidth - vw,
    offSides,
    rankCovered,
    belowFold,
  };
}
