// The files git tracks: what the sources zip for addons.mozilla.org may hold (wxt.config.ts), and what
// `npm run check:packages` compares it with. Untracked files (test screenshots, benchmark output,
// a stats.html) are not sources.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Tracked files present in the working tree, relative to `dir` (a file deleted but not yet committed
 * is left out); undefined without git or outside a repository, e.g. in an unpacked sources zip.
 */
export function trackedFiles(dir: string): string[] | undefined {
  const git = spawnSync('git', ['ls-files', '-z'], { cwd: dir, encoding: 'utf8' });
  if (git.error || git.status !== 0) return undefined;
  return git.stdout
    .split('\0')
    .filter(Boolean)
    .filter((file) => existsSync(join(dir, file)));
}

/** A path as a picomatch pattern that matches only itself (WXT's zip options take patterns). */
export const literalPattern = (path: string): string => path.replace(/[\\*?[\](){}!+@|]/g, '\\$&');
