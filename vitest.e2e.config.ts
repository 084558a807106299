import { defineConfig } from 'vitest/config';

// End-to-end tests: the built extension in real Chromium and Firefox ESR. One browser at a
// time (2 cores here; two browsers at once only slow each other into timeouts).
export default defineConfig({
  test: {
    include: ['test/e2e/**/*.e2e.ts'],
    globalSetup: ['test/e2e/support/global-setup.ts'],
    fileParallelism: false,
    // The files run one after another in one process, which imports the engine, the solver and Playwright
    // once rather than once a file (about 2 s a file here). Each file starts and closes its own browsers,
    // and the support modules hold no state between files.
    isolate: false,
    testTimeout: 60_000,
    hookTimeout: 60_000,
    environment: 'node',
  },
});
