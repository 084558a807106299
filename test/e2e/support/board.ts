/**
 * What a freshly dealt board looks like in the DOM, read inside the page. Both
 * browsers run the same function (Playwright and Puppeteer serialise it), so it
 * must stay self-contained: no imports, no closures.
 */
export interface BoardCounts {
  regions: string[];
  tableauDown: number;
  tableauUp: number;
  perColumn: number[];
  stockCount: string | null;
  /** Accessible names of the face-up tableau cards, "7 of hearts". */
  upNames: string[];
  /** The notation on the face-up tableau cards, "7H". */
  upCards: string[];
  /** Face-down tableau cards that leak their identity through data-card (must be 0). */
  leakedDown: number;
  ready: boolean;
}

export function readBoard(): BoardCounts {
  const regions = [...document.querySelectorAll('section[aria-label]')].map(
    (el) => el.getAttribute('aria-label') ?? '',
  );
  const columns = [...document.querySelectorAll('section.column')];
  const down = document.querySelectorAll('section.column [data-face="down"]');
  const up = [...document.querySelectorAll('section.column [data-card]')];
  return {
    regions,
    tableauDown: down.length,
    tableauUp: up.length,
    perColumn: columns.map((c) => c.querySelectorAll('[data-card], [data-face="down"]').length),
    stockCount: document.querySelector('section[aria-label="Stock"]')?.getAttribute('data-count') ?? null,
    upNames: up.map((el) => el.getAttribute('aria-label') ?? ''),
    upCards: up.map((el) => el.getAttribute('data-card') ?? ''),
    leakedDown: document.querySelectorAll('[data-face="down"][data-card]').length,
    ready: columns.length === 7,
  };
}

export const EXPECTED_REGIONS = [
  'Stock',
  'Waste',
  'Foundation 1',
  'Foundation 2',
  'Foundation 3',
  'Foundation 4',
  'Column 1',
  'Column 2',
  'Column 3',
  'Column 4',
  'Column 5',
  'Column 6',
  'Column 7',
];
