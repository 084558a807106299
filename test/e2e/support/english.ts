import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseMessagesText } from '@wxt-dev/i18n/build';
import { ROOT } from './paths';

/**
 * The page's English words by key, read from locales/en.yml: for a test that picks a control by the name the
 * page shows (the page's own tables read the browser's messages, which a test in Node has not).
 */
const messages = new Map(
  parseMessagesText(readFileSync(join(ROOT, 'locales', 'en.yml'), 'utf8'), 'YAML').flatMap((m) =>
    m.type === 'simple' ? [[m.key.join('.'), m.message] as const] : [],
  ),
);

export function english(key: string): string {
  const message = messages.get(key);
  if (message === undefined) throw new Error(`No English message ${key}`);
  return message;
}
