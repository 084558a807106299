import { afterAll } from 'vitest';
import fc from 'fast-check';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { browserIn } from './support/words';

// Property tests are deterministic by default, like everything else here: a fixed seed
// (set FC_SEED to explore others; a failure prints the seed and path to replay it).
fc.configureGlobal({ seed: Number(process.env.FC_SEED ?? 20261130) });

// The page's words in Node: the fake browser has no i18n reader (it throws), so it gets one over the real
// English messages, as the build writes them (test/support/words.ts): a test of words reads what English
// players read. A test of another language mocks `wxt/browser` with browserIn(language) itself.
fakeBrowser.i18n.getMessage = browserIn('en').browser.i18n.getMessage as typeof fakeBrowser.i18n.getMessage;

// A component test's page dies with its file, as a page's timers die with its tab: the timers it left
// pending (a duel's computer playing its turn at its pace) are cleared when the file ends, not run after
// happy-dom has taken `document` away.
if (typeof document !== 'undefined') {
  const pending = new Set<ReturnType<typeof setTimeout>>();
  const { setTimeout: set, clearTimeout: clear } = globalThis;
  globalThis.setTimeout = ((fn: (...a: unknown[]) => void, ms?: number, ...args: unknown[]) => {
    const id = set(
      (...a: unknown[]) => {
        pending.delete(id);
        fn(...a);
      },
      ms,
      ...args,
    );
    pending.add(id);
    return id;
  }) as typeof setTimeout;
  afterAll(() => {
    for (const id of pending) clear(id);
  });
}
