import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ChromiumSession, launchChromium } from './support/chromium';
import { earlyMove, revisionFlood } from './support/nothing-lost';

let session: ChromiumSession;

beforeAll(async () => {
  session = await launchChromium();
});

afterAll(async () => {
  await session?.close();
});

// The faults that once lost moves, against the built extension (`npm run bench:faults` prints them with times).
describe('nothing the player saw is lost (built extension in Chromium)', () => {
  it('a click on the stock as a tab opens with no first-paint copy goes onto the stored game, or is taken back with a word', async () => {
    const o = await earlyMove(session, 4);
    expect(o.shows).not.toMatch(/LOST/);
    expect(o.held).toBe(true);
    expect(session.errors).toEqual([]);
  });

  it('another device flooding sync with climbing revisions cannot make two tabs write over each other’s draws', async () => {
    const o = await revisionFlood(session);
    expect(o.shows).toMatch(/^5 of 5 draws kept/);
    expect(o.held).toBe(true);
    expect(session.errors).toEqual([]);
  });
});
