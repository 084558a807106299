import { afterAll, beforeAll, describe, it } from 'vitest';
import { type FirefoxSession, launchFirefox, navigate, waitFor } from './support/firefox';
import { checkHint, readHint } from './support/hint';
import { FIREFOX_NEWTAB_URL } from './support/paths';

let session: FirefoxSession;

beforeAll(async () => {
  session = await launchFirefox();
});

afterAll(async () => {
  await session?.close();
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
