import { browserIn } from '../../support/words';

const { getMessage } = browserIn('en').browser.i18n;

/**
 * The page's English words by key (`settings.themes.wine`): for a test that picks a control by the name the
 * page shows (the page's own tables read the browser's messages, which a test in Node has not).
 */
export function english(key: string): string {
  const message = getMessage(key.replaceAll('.', '_'));
  if (message === '') throw new Error(`No English message ${key}`);
  return message;
}
