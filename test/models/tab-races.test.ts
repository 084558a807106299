import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatMoves } from '../../engine';
import { SYNC_GAP_MS } from '../../models/persist/sync-writer';
import { KEYS } from '../../models/storage/records';
import { parseLocalTable } from '../../models/storage/local-table';
import { Browser, Clock, settle, type Tab } from '../support/world';
import { orNull } from '../../models/storage/read';

// Tabs of one browser share storage.local, and each hears of another's write a moment after it is made.
// `hold` keeps those moments apart: every tab below plays before it hears of the others.

const count = (t: Tab, type: 'draw' | 'recycle') => t.table.game.value.moves.filter((m) => m.type === type).length;
const shown = (t: Tab) => formatMoves(t.table.game.value.moves);

async function threeTabsOnOneGame(): Promise<{ b: Browser; tabs: Tab[] }> {
  const b = new Browser('dev-aaaaaa', new Clock());
  const tabs = [await b.open(), await b.open(), await b.open()];
  tabs[0].table.stock(); // the game is under way, and every tab shows it
  await settle();
  return { b, tabs };
}

async function stored(b: Browser): Promise<string | undefined> {
  return orNull(parseLocalTable(await b.local.get(KEYS.table)))?.table.game.moves;
}

describe('tabs of one browser playing at the same moment', () => {
  it('draws pressed in three tabs before any hears of the others are all kept, in every tab', async () => {
    const { b, tabs } = await threeTabsOnOneGame();
    for (let round = 0; round < 5; round++) {
      b.local.hold();
      for (const t of tabs) t.table.stock();
      await settle();
      b.local.release();
      await settle();
    }
    for (const t of tabs) expect(count(t, 'draw')).toBe(16);
    expect(await stored(b)).toBe(shown(tabs[0]));
    for (const t of tabs) expect(t.persistence.notice.value).toBeNull();
  });

  it('a copy another tab of this browser wrote to sync, heard before its local record, drops no move of this tab', async () => {
    const { b, tabs } = await threeTabsOnOneGame();
    await b.clock.advance(SYNC_GAP_MS); // a first sync copy: the next one waits a minute
    b.local.hold();
    tabs[0].table.stock();
    tabs[1].table.stock();
    await settle();
    await b.clock.advance(SYNC_GAP_MS); // the sync copies are written and heard while the local records wait
    b.local.release();
    await settle();
    for (const t of tabs) expect(count(t, 'draw')).toBe(3);
    expect(await stored(b)).toBe(shown(tabs[2]));
  });

  it('a move that no longer fits after another tab’s is taken back in its tab, with a word', async () => {
    const { b, tabs } = await threeTabsOnOneGame();
    for (let i = 1; i < 24; i++) tabs[0].table.stock();
    await settle();
    // The stock is empty: both tabs turn the waste over at once. Only one turn-over can be played.
    b.local.hold();
    tabs[0].table.stock();
    tabs[1].table.stock();
    await settle();
    b.local.release();
    await settle();
    for (const t of tabs) expect(count(t, 'recycle')).toBe(1);
    expect(await stored(b)).toBe(shown(tabs[2]));
    const told = tabs.filter((t) => t.persistence.notice.value !== null);
    expect(told).toHaveLength(1);
    expect(told[0].persistence.notice.value).toMatch(/A move made in this tab .* another tab .* taken back/);
  });

  it('an undo in one tab and a draw in another at the same moment: the draw follows the undo, or the undo is taken back with a word', async () => {
    // The later tab id wins a tie between writes: tab 1's. Its undo stands, and the draw follows it; its draw
    // stands, and tab 0's undo is taken back with a word.
    for (const [undoing, drawing, draws, word] of [
      [1, 0, 2, null],
      [0, 1, 3, expect.stringMatching(/A change made in this tab .* taken back/)],
    ] as const) {
      const { b, tabs } = await threeTabsOnOneGame();
      tabs[0].table.stock();
      await settle();
      b.local.hold();
      tabs[undoing].table.undo();
      tabs[drawing].table.stock();
      await settle();
      b.local.release();
      await settle();
      const final = shown(tabs[2]);
      for (const t of tabs) expect(shown(t)).toBe(final);
      expect(await stored(b)).toBe(final);
      expect(count(tabs[2], 'draw')).toBe(draws);
      expect(tabs[0].persistence.notice.value).toEqual(word);
    }
  });

  it('whatever the timing of presses in three tabs, they end on one game, no press counts twice, and none is lost without a word', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.record({ tab: fc.integer({ min: 0, max: 2 }), heard: fc.boolean() }), { maxLength: 40 }),
        async (presses) => {
          const { b, tabs } = await threeTabsOnOneGame();
          b.local.hold();
          for (const p of presses) {
            tabs[p.tab].table.stock();
            await settle();
            if (p.heard) {
              b.local.release();
              await settle();
              b.local.hold();
            }
          }
          b.local.release();
          await settle();
          const final = shown(tabs[0]);
          for (const t of tabs) expect(shown(t)).toBe(final);
          expect(await stored(b)).toBe(final);
          const played = count(tabs[0], 'draw') + count(tabs[0], 'recycle') - 1;
          expect(played).toBeLessThanOrEqual(presses.length);
          // A press that did not count is told of in some tab.
          const told = tabs.some((t) => t.persistence.notice.value !== null);
          expect(told || played === presses.length).toBe(true);
        },
      ),
      { numRuns: 150 },
    );
  });
});
