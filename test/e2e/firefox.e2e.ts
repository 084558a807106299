import { describe, expect, it } from 'vitest';
import { cardName, DEFAULT_RULES, dealFromNumber, encodeGame, formatCard, newGame, parseCard } from '../../engine';
import { compactGame } from '../../engine/compact';
import { EXPECTED_REGIONS, readBoard } from './support/board';
import { type FirefoxSession, firefoxForAll, navigate, waitFor } from './support/firefox';
import { checkHint, readHint } from './support/hint';
import { FIREFOX_NEWTAB_URL } from './support/paths';

// The built extension in Firefox ESR: the page, its worker, and its storage, in one browser started once (a
// start takes seconds) and one tab, the tests in order: each goes on from the deal the one before left.
// Any error on the extension's pages, as Firefox prints it (support/firefox.ts), fails the test it came in,
// or the file when it came as the browser closed.
let session: FirefoxSession;
firefoxForAll((s) => {
  session = s;
});

// The storage behaviour that can differ in Firefox: storage.local and storage.sync (no account needed) through
// the same code, and storage.onChanged reaching the page for a change "from another browser".
interface Area {
  set(items: Record<string, unknown>): Promise<void>;
}
declare const browser: { storage: { local: Area; sync: Area } };

describe('the built extension in Firefox ESR', () => {
  it('deals a full board on its new tab page: 21 face-down and 7 face-up tableau cards, 24 in the stock', async () => {
    navigate(session.page, FIREFOX_NEWTAB_URL);
    const board = await waitFor(session.page, readBoard, (b) => b.ready);
    expect(board.regions).toEqual(EXPECTED_REGIONS);
    expect(board.perColumn).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(board.tableauDown).toBe(21);
    expect(board.tableauUp).toBe(7);
    expect(board.stockCount).toBe('24');
    expect(board.leakedDown).toBe(0);
    expect(board.upNames).toEqual(board.upCards.map((c) => cardName(parseCard(c) as number)));
  });

  it('deals the deal named in #deal=N: the face-up cards are the engine’s column tops', async () => {
    const tops = dealFromNumber(12345).columns.map((col) => formatCard(col[col.length - 1]));
    navigate(session.page, `${FIREFOX_NEWTAB_URL}#deal=12345`);
    const board = await waitFor(session.page, readBoard, (b) => b.ready && b.upCards.join() === tops.join());
    expect(board.upCards).toEqual(tops);
  });
});

describe('the hint engine worker in Firefox ESR', () => {
  it('answers a hint for a known deal with the first move of a winning line', async () => {
    navigate(session.page, `${FIREFOX_NEWTAB_URL}#deal=7`);
    // The page paints the link's deal once its reader is in: ask for the hint on that deal.
    await waitFor(session.page, () => document.querySelector('.deal a')?.textContent === '#7', Boolean);
    await waitFor(session.page, () => document.querySelector('button.hint-button') !== null, Boolean);
    await session.page.evaluate(() => (document.querySelector('button.hint-button') as HTMLButtonElement).click());
    const shown = await waitFor(session.page, readHint, (h) => h.kind !== '');
    checkHint(7, shown);
  });
});

const read = () => ({
  // False on a document marked before a reload: a wait cannot be answered by the page being replaced.
  reloaded: !(window as unknown as { beforeReload?: boolean }).beforeReload,
  ready: document.documentElement.dataset.storage === 'ready',
  stock: document.querySelector('section[aria-label="Stock"]')?.getAttribute('data-count') ?? '',
  tops: [...document.querySelectorAll('section.column')].map((c) => {
    const cards = c.querySelectorAll('[data-card]');
    return cards[cards.length - 1]?.getAttribute('data-card') ?? '';
  }),
});

describe('storage in Firefox ESR', () => {
  it('a game saved in storage comes back exactly after a reload', async () => {
    navigate(session.page, `${FIREFOX_NEWTAB_URL}#deal=41`);
    await waitFor(session.page, read, (r) => r.ready && r.stock === '24');
    await session.page.evaluate(() => (document.querySelector('button.stock-button') as HTMLButtonElement).click());
    await session.page.evaluate(() => (document.querySelector('button.stock-button') as HTMLButtonElement).click());
    await waitFor(session.page, read, (r) => r.stock === '22');
    // The old document is marked, so the wait cannot be answered by it before the reload replaces it (a
    // CI run read "ready" there and went on while the reload was still under way).
    await session.page.evaluate(() => {
      (window as unknown as { beforeReload: boolean }).beforeReload = true;
      location.reload();
    });
    const after = await waitFor(session.page, read, (r) => r.reloaded && r.ready);
    expect(after.stock).toBe('22');
  });

  it('a newer game written to storage.sync as another browser would write it is taken into the page', async () => {
    // A game with nothing of its own on the table is replaced without asking.
    // The game under way (the last test's) makes the link ask first: play the new deal.
    navigate(session.page, `${FIREFOX_NEWTAB_URL}#deal=42`);
    await waitFor(
      session.page,
      () => {
        const b = [...document.querySelectorAll<HTMLButtonElement>('dialog[open] button')].find(
          (x) => x.textContent === 'Play deal #42',
        );
        b?.click();
        return !!b;
      },
      Boolean,
    );
    await waitFor(session.page, read, (r) => r.ready && r.stock === '24');
    const deal = dealFromNumber(778);
    const record = {
      rev: { n: 1_000_000, d: 'd-otherbrowser/t0' },
      uid: 'other-game',
      level: 'normal',
      elapsed: 3,
      ended: false,
      carry: 0,
      g: compactGame(encodeGame(newGame(deal, DEFAULT_RULES)), 778, deal),
    };
    await session.page.evaluate((game) => browser.storage.sync.set({ game }), record);
    const want = deal.columns.map((c) => formatCard(c[c.length - 1]));
    const shown = await waitFor(session.page, read, (r) => r.tops.join() === want.join());
    expect(shown.tops).toEqual(want);
  });
});
