// The steps of `npm test` (scripts/test.ts): each an npm script of its own, to rerun alone.
import type { Step } from './steps';

/** In order: cheap checks first; the builds before what loads them; the packages before the e2e tests. */
export const NPM_TEST_STEPS: ReadonlyArray<{ name: string; script: string }> = [
  { name: 'typecheck', script: 'typecheck' },
  { name: 'lint and format check', script: 'lint' },
  { name: 'unit and property tests', script: 'test:unit' },
  { name: 'Chrome build', script: 'build' },
  { name: 'Firefox build', script: 'build:firefox' },
  { name: 'web-ext lint of the Firefox build', script: 'lint:firefox' },
  { name: 'store packages check', script: 'check:packages' },
  { name: 'end-to-end tests', script: 'test:e2e' },
];

/** `npm run <script>` with the npm that runs `npm test` (npm_execpath), else the one on PATH. */
export function npmStep(name: string, script: string): Step {
  const npm = process.env.npm_execpath;
  const run = ['run', script];
  return npm && /\.c?js$/.test(npm)
    ? { name, shown: `npm run ${script}`, command: process.execPath, args: [npm, ...run] }
    : { name, shown: `npm run ${script}`, command: 'npm', args: run };
}
