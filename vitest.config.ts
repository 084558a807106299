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
    include: ['test/**/*.test.ts', 'test/**/*.test.tsx'],
    exclude: ['test/e2e/**', '**/node_modules/**'],
    // Components opt into a DOM per file with `// @vitest-environment happy-dom`.
    environment: 'node',
  },
});
