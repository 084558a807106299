import { existsSync } from 'node:fs';
import { join, relative } from 'node:path';
import { CHROME_BUILD, FIREFOX_BUILD, ROOT } from './paths';

/** The e2e tests load the built extension; fail fast, and say how to build it, when it is missing. */
export default function checkBuilds(): void {
  const missing = [CHROME_BUILD, FIREFOX_BUILD].filter((dir) => !existsSync(join(dir, 'manifest.json')));
  if (missing.length > 0) {
    throw new Error(
      `e2e tests need the built extension, missing: ${missing.map((d) => relative(ROOT, d)).join(', ')}. ` +
        'Run npm run build && npm run build:firefox (npm test does this before the e2e tests).',
    );
  }
}
