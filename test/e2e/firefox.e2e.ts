import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cardName, dealFromNumber, formatCard, parseCard } from '../../engine';
import { EXPECTED_REGIONS, readBoard } from './support/board';
import { type FirefoxSession, launchFirefox, navigate, waitFor } from './support/firefox';
import { FIREFOX_NEWTAB_URL } from './support/paths';

// Firefox's BiDi delivers no console or pageerror events for extension pages (TOOLCHAIN.md),
// so errors show here as a board that never renders: readBoard().ready stays false.
let session: FirefoxSession;

beforeAll(async () => {
  session = await launchFirefox();
});

afterAll(async () => {
  await session?.close();
});

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
