import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ChromiumSession, launchChromium } from './support/chromium';
import { ATTACKS, runAttack } from './support/faults';

let session: ChromiumSession;

beforeAll(async () => {
  session = await launchChromium();
});

afterAll(async () => {
  await session?.close();
});

// Each attack breaks one stored record under a game with one loss counted and a game under way
// (`npm run bench:faults` prints the same cases as a report, with the times).
describe('a broken stored record (fault injection, built extension in Chromium)', () => {
  for (const attack of ATTACKS) {
    it(`${attack.name}: no error, the game and the loss kept, the next result counted`, async () => {
      const o = await runAttack(session, attack);
      expect(o.errors).toEqual([]);
      expect(Number.isFinite(o.boardMs)).toBe(true);
      expect(o.gameKept).toBe(true);
      expect(o.played[0]).toBeGreaterThanOrEqual(1);
      expect(o.played[1]).toBe(o.played[0] + 1);
    });
  }
});
