import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { generateChromeMessages, parseMessagesText } from '@wxt-dev/i18n/build';

/**
 * The browser's i18n as a page in `language` gets it, for tests of the page's words (the fake browser the
 * unit tests run on has no messages): the messages the build makes from locales/<language>.yml, read by
 * Chrome's rules ($1…$9 filled in order, $$ a dollar). test/setup.ts gives it to every test's fake browser in
 * English; a test of another language uses it as `wxt/browser`:
 * `vi.mock('wxt/browser', () => import('../support/words').then((w) => w.browserIn('fr')))`.
 */
export function browserIn(language: string) {
  const text = readFileSync(join(__dirname, '..', '..', 'locales', `${language}.yml`), 'utf8');
  const messages = generateChromeMessages(parseMessagesText(text, 'YAML'));
  const getMessage = (name: string, subs: string | string[] = []): string => {
    const list = typeof subs === 'string' ? [subs] : subs;
    return (messages[name]?.message ?? '').replace(/\$(\$|[1-9])/g, (_, d: string) =>
      d === '$' ? '$' : (list[Number(d) - 1] ?? ''),
    );
  };
  return { browser: { i18n: { getMessage } } };
}
