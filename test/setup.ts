import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { generateChromeMessages, parseMessagesText } from '@wxt-dev/i18n/build';
import fc from 'fast-check';
import { fakeBrowser } from 'wxt/testing/fake-browser';

// Property tests are deterministic by default, like everything else here: a fixed seed
// (set FC_SEED to explore others; a failure prints the seed and path to replay it).
fc.configureGlobal({ seed: Number(process.env.FC_SEED ?? 20261130) });

// The page's words in Node: the browser's reader over the real English messages, as the @wxt-dev/i18n module
// writes them into _locales/en/messages.json (keys joined with '_', a plural's forms with ' | '), so a test
// of words reads what English players read. The fake browser has no reader of its own (it throws).
const english = generateChromeMessages(
  parseMessagesText(readFileSync(join(__dirname, '..', 'locales', 'en.yml'), 'utf8'), 'YAML'),
);
/** Chrome's substitution: `$1`…`$9` the substitutions in order (missing ones empty), `$$` a dollar. */
fakeBrowser.i18n.getMessage = ((name: string, subs?: string | string[]) => {
  const values = typeof subs === 'string' ? [subs] : (subs ?? []);
  return (english[name]?.message ?? '').replace(/\$(\$|[1-9])/g, (_, x: string) =>
    x === '$' ? '$' : (values[Number(x) - 1] ?? ''),
  );
}) as typeof fakeBrowser.i18n.getMessage;
