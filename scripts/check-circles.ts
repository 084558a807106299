// node scripts/run.mjs scripts/check-circles.ts (the last step of `npm run lint`): fails, naming each
// circle and what ties it, when the project's source files import one another in a circle, type-only
// imports and `import()` included (scripts/import-circles.ts says why). Tests are left out: they import
// what they test, nothing imports them.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { circles, describeCircles } from './import-circles';

const ROOTS = ['entrypoints', 'components', 'models', 'engine', 'workers', 'scripts'];

/** Every .ts, .tsx and .mjs file under `dir`, relative to the working directory, with `/`. */
const sources = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const path = `${dir}/${e.name}`;
    if (e.isDirectory()) return sources(path);
    return /\.(tsx?|mjs)$/.test(e.name) ? [path] : [];
  });

const files: Record<string, string> = {};
for (const path of ROOTS.flatMap(sources)) files[path] = readFileSync(join(process.cwd(), path), 'utf8');
const found = circles(files);
if (found.length === 0) {
  process.stdout.write(`No import circle among ${Object.keys(files).length} files.\n`);
} else {
  process.stderr.write(
    `${found.length} import circle${found.length === 1 ? '' : 's'} (type-only imports count too):\n${describeCircles(found)}\n`,
  );
  process.exitCode = 1;
}
