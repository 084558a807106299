import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import { WxtVitest } from 'wxt/testing/vitest-plugin';

// Unit and component tests. WxtVitest applies wxt.config.ts (aliases, the Preact plugin, import.meta.env)
// and swaps `wxt/browser` for an in-memory fake, so extension code imports cleanly in Node.
export default defineConfig({
  plugins: [WxtVitest()],
  test: {
    setupFiles: ['test/setup.ts'],
    // Property tests and solver runs are CPU-bound: on two busy cores, the default 5 s is flaky.
    testTimeout: 60_000,
    // One test file a core. Vitest's default leaves a core free, which on this 2-core machine ran the files one
    // at a time: 3 min 5 s for the unit tests against 1 min 59 s with both cores.
    maxWorkers: availableParallelism(),
    include: ['test/**/*.test.ts', 'test/**/*.test.tsx'],
    exclude: ['test/e2e/**', '**/node_modules/**'],
    // Components opt into a DOM per file with `// @vitest-environment happy-dom`.
    environment: 'node',
  },
});
