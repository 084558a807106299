/**
 * Another device's records cannot exhaust our revision clock: however high and however often they claim, the
 * changes made in this browser keep their order, so two tabs never write over each other's moves.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { KEYS } from '../../models/storage/records';
import { parseLocalTable } from '../../models/storage/local-table';
import { orNull } from '../../models/storage/read';
import { ceilingAt, isNewer, MAX_REV, type Rev } from '../../models/sync/clock';
import { Browser, Clock, settle, type Tab } from '../support/world';

const ME = 'dev-mine00';
const OTHER = 'dev-other0';
/** A fixed calendar date for the page's clock (tests never read the real one). */
const DAY = Date.UTC(2026, 11, 6);

const statsRecord = (n: number) => ({
  device: OTHER,
  levels: {},
  recent: [],
  resets: {},
  n,
});

async function stored(b: Browser) {
  return orNull(parseLocalTable(await b.local.get(KEYS.table)));
}

/** Tab one draws three times and tab two twice, turn about; every revision stored comes after the last. */
async function drawTurnAbout(b: Browser, one: Tab, two: Tab): Promise<Rev[]> {
  const revs: Rev[] = [];
  for (const tab of [one, two, one, two, one]) {
    tab.table.stock();
    await settle();
    const record = await stored(b);
    if (record) revs.push(record.rev);
  }
  return revs;
}

describe('the revision clock against another device', () => {
  it('records climbing 2^32 at a time, 256 times over two minutes, leave two tabs keeping each other’s moves', async () => {
    const clock = new Clock();
    clock.now = DAY;
    const b = new Browser(ME, clock);
    const one = await b.open();
    const two = await b.open();
    for (let i = 1; i <= 256; i++) {
      b.sync.apply({ [`${KEYS.syncStats}${OTHER}`]: statsRecord(i * 2 ** 32) });
      await clock.advance(470);
    }
    const revs = await drawTurnAbout(b, one, two);
    expect((await stored(b))?.table.game.moves).toBe('D D D D D');
    expect(revs).toHaveLength(5);
    for (let i = 1; i < revs.length; i++) expect(isNewer(revs[i], revs[i - 1])).toBe(true);
    expect(revs[4].n).toBeLessThan(MAX_REV);
  });

  it('a record past the calendar’s ceiling is refused, one at it is taken and our next change comes after it', async () => {
    const clock = new Clock();
    clock.now = DAY;
    const b = new Browser(ME, clock);
    const tab = await b.open();
    b.sync.apply({ [`${KEYS.syncStats}${OTHER}`]: statsRecord(ceilingAt(DAY) + 1) });
    await settle();
    tab.table.stock();
    await settle();
    expect(tab.persistence.rev.n).toBeLessThan(1000);
    b.sync.apply({ [`${KEYS.syncStats}${OTHER}`]: statsRecord(ceilingAt(DAY)) });
    await settle();
    tab.table.stock();
    await settle();
    expect(tab.persistence.rev.n).toBeGreaterThan(ceilingAt(DAY));
  });

  it('whatever another device claims, and however often, every change made here is newer than the last', async () => {
    // Each step: the other device claims a counter (at most the ceiling, or past it), time passes, a tab draws.
    const step = fc.record({
      claim: fc.oneof(
        fc.constant('ceiling' as const),
        fc.constant('past' as const),
        fc.integer({ min: 0, max: 2 ** 40 }),
      ),
      ms: fc.integer({ min: 0, max: 60_000 }),
      tab: fc.integer({ min: 0, max: 1 }),
    });
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 40 }), async (steps) => {
        const clock = new Clock();
        clock.now = DAY;
        const b = new Browser(ME, clock);
        const tabs = [await b.open(), await b.open()];
        let last: Rev | null = null;
        let draws = 0;
        for (const s of steps) {
          const ceiling = ceilingAt(clock.now);
          const n = s.claim === 'ceiling' ? ceiling : s.claim === 'past' ? ceiling + 2 ** 32 : s.claim;
          b.sync.apply({ [`${KEYS.syncStats}${OTHER}`]: statsRecord(n) });
          await clock.advance(s.ms);
          // The stock comes round every 25 draws: a draw is always a move while the deck lasts.
          tabs[s.tab].table.stock();
          draws++;
          await settle();
          const rev = (await stored(b))?.rev ?? null;
          expect(rev?.n, 'a revision stored').toBeGreaterThan(0);
          expect(last === null || (rev !== null && isNewer(rev, last)), `${rev?.n} after ${last?.n}`).toBe(true);
          last = rev;
        }
        expect((await stored(b))?.table.game.moves.split(' ')).toHaveLength(draws);
      }),
      { seed: 39, numRuns: 40 },
    );
  });
});
