// node scripts/run.mjs <entry.ts> [args…]: bundles a TypeScript CLI with esbuild and runs it.
// Why not tsx: tsx's per-module transform turns every engine table lookup into an
// import-binding access, which made move generation 15x slower than the bundled
// code the extension ships; benchmarks and CLIs must measure the real thing.
import { build } from 'esbuild';
import { mkdirSync, renameSync } from 'node:fs';
import { basename, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

const [entry, ...args] = process.argv.slice(2);
if (!entry) {
  process.stderr.write('usage: node scripts/run.mjs <entry.ts> [args…]\n');
  process.exit(2);
}
const outdir = resolve('.cache/cli');
mkdirSync(outdir, { recursive: true });
const outfile = resolve(outdir, `${basename(entry, '.ts')}.mjs`);
// bench:play starts one of these per core at once, all bundling the same CLI: each writes its
// own file and renames it into place, so that none can import another's while it is half written (a CLI
// imported from an empty file runs nothing and exits 0, its deals silently missing).
const written = `${outfile}.${process.pid}.tmp`;
await build({
  entryPoints: [entry],
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  outfile: written,
  logLevel: 'warning',
  // Node built-ins stay imports; everything else (the engine) is bundled.
  packages: 'external',
});
renameSync(written, outfile);
process.argv = [process.argv[0], outfile, ...args];
await import(pathToFileURL(outfile).href);
