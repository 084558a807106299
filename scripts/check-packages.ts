// npm run check:packages — makes the store packages (`npm run zip`) next to the builds the tests load
// (`npm run build`, `build:firefox`), opens the three zips and checks what each store gets:
// - Chrome Web Store zip: no manifest `key` (refused at upload), a minimum_chrome_version;
// - Firefox zip: gecko id, strict_min_version and data_collection_permissions;
// - both: no benchmark page (blank.html), every other file byte for byte the tested build's (so a store
//   build is a production build), a 128 px icon with 16 px of transparent padding around its artwork;
// - AMO sources zip: exactly the files git tracks (an untracked file planted in test-results/ for the
//   run stays out, as test screenshots must);
// and runs `web-ext lint` on the Firefox store build with AMO's rules (errors fail the check).
// Prints each check; exit 1 if any failed.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { CHROME_BUILD, FIREFOX_BUILD, ROOT } from '../test/e2e/support/paths';
import { decodePng } from './png';
import { trackedFiles } from './tracked-files';
import { unzip } from './unzip';

const TEST_ONLY_PAGES = ['blank.html'];
const ICON = 'icon/128.png';
const PADDING = 16;

let failures = 0;
/** Prints one line a check; `why` is only shown when it failed. */
function check(what: string, ok: boolean, why = ''): void {
  if (!ok) failures++;
  console.log(`  ${ok ? 'ok  ' : 'FAIL'}  ${what}${!ok && why ? `: ${why}` : ''}`);
}

function run(command: string, args: string[]): void {
  const r = spawnSync(command, args, { cwd: ROOT, encoding: 'utf8', shell: process.platform === 'win32' });
  if (r.status !== 0) {
    console.error(`${command} ${args.join(' ')} failed (exit ${r.status}):\n${r.stdout}${r.stderr}`);
    process.exit(1);
  }
}

/** Every file under `dir`, relative to it, with "/" separators as in a zip. */
function filesIn(dir: string, under = dir): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesIn(path, under) : [relative(under, path).split('\\').join('/')];
  });
}

const sameSet = (a: string[], b: string[]) => a.length === b.length && a.every((x) => b.includes(x));
const list = (xs: string[]) => (xs.length > 6 ? `${xs.slice(0, 6).join(', ')} … (${xs.length})` : xs.join(', '));

/** The 128 px icon: nothing but transparency in its outer 16 px, artwork filling most of the middle. */
function checkIcon(png: Buffer | undefined): void {
  if (!png) {
    check(`${ICON} present`, false);
    return;
  }
  const { width, height, pixels } = decodePng(png);
  if (width !== 128 || height !== 128) {
    check(`${ICON} is 128 x 128`, false, `${width} x ${height}`);
    return;
  }
  let opaqueInRing = 0;
  let [left, top, right, bottom] = [width, height, -1, -1];
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      if (pixels[(y * width + x) * 4 + 3] === 0) continue;
      const inMiddle = x >= PADDING && x < width - PADDING && y >= PADDING && y < height - PADDING;
      if (!inMiddle) opaqueInRing++;
      [left, top, right, bottom] = [Math.min(left, x), Math.min(top, y), Math.max(right, x), Math.max(bottom, y)];
    }
  }
  check(`${ICON}: outer ${PADDING} px fully transparent`, opaqueInRing === 0, `${opaqueInRing} pixels are not`);
  const middle = width - 2 * PADDING;
  const span = Math.min(right - left + 1, bottom - top + 1);
  check(
    `${ICON}: artwork fills the middle ${middle} x ${middle} (drawn from ${left},${top} to ${right},${bottom})`,
    span >= middle * 0.9 && pixels[(64 * width + 64) * 4 + 3] === 255,
  );
}

/** What both store zips must have in common: no test-only page, the tested build's files otherwise. */
function checkAgainstTestBuild(entries: Map<string, Buffer>, build: string): void {
  const files = [...entries.keys()].filter((name) => !name.endsWith('/'));
  const leftIn = files.filter((f) => TEST_ONLY_PAGES.includes(f));
  check(`no test-only page (${TEST_ONLY_PAGES.join(', ')})`, leftIn.length === 0);
  const expected = filesIn(build).filter((f) => !TEST_ONLY_PAGES.includes(f));
  const differing = expected.filter(
    (f) => f !== 'manifest.json' && !entries.get(f)?.equals(readFileSync(join(build, f))),
  );
  check(
    `the tested build's other ${expected.length} files, byte for byte (${relative(ROOT, build)})`,
    sameSet(files, expected) && differing.length === 0,
    `differ: ${list(differing)}; only in the zip: ${list(files.filter((f) => !expected.includes(f)))}; ` +
      `missing: ${list(expected.filter((f) => !files.includes(f)))}`,
  );
}

function openZip(path: string): Map<string, Buffer> {
  const entries = unzip(readFileSync(path));
  const size = `${(statSync(path).size / 1024).toFixed(1)} KB`;
  console.log(
    `\n${relative(ROOT, path)} (${size}, ${[...entries.keys()].filter((n) => !n.endsWith('/')).length} files)`,
  );
  return entries;
}

const manifestOf = (entries: Map<string, Buffer>) => JSON.parse(entries.get('manifest.json')?.toString() ?? '{}');
const readJson = (path: string) => JSON.parse(readFileSync(path, 'utf8'));
const version = (v: unknown) => typeof v === 'string' && /^\d+(\.\d+)*$/.test(v);

// An untracked file where `npm test` leaves its screenshots: the sources zip must leave it out.
const results = join(ROOT, 'test-results');
const createdResults = !existsSync(results);
const planted = join(results, 'check-packages-untracked.txt');
mkdirSync(results, { recursive: true });
writeFileSync(planted, 'Untracked: npm run check:packages checks that the sources zip leaves this out.\n');
try {
  console.log('check:packages: npm run build, build:firefox (the tested builds) and zip (the store packages) …');
  run('npm', ['run', 'build']);
  run('npm', ['run', 'build:firefox']);
  run('npm', ['run', 'zip']);
} finally {
  rmSync(createdResults ? results : planted, { recursive: true, force: true });
}

const { name, version: packageVersion } = readJson(join(ROOT, 'package.json'));
const zip = (what: string) => join(ROOT, '.output', `${name}-${packageVersion}-${what}.zip`);

const chrome = openZip(zip('chrome'));
const chromeManifest = manifestOf(chrome);
const testedChrome = readJson(join(CHROME_BUILD, 'manifest.json'));
check('manifest.json has no "key" (the store assigns the id)', !('key' in chromeManifest));
check(
  `minimum_chrome_version ${chromeManifest.minimum_chrome_version}`,
  version(chromeManifest.minimum_chrome_version),
);
const { key: _key, ...testedWithoutKey } = testedChrome;
check(
  'manifest.json otherwise the tested build’s (which keeps the key, for its fixed id)',
  JSON.stringify(chromeManifest) === JSON.stringify(testedWithoutKey),
);
checkAgainstTestBuild(chrome, CHROME_BUILD);
checkIcon(chrome.get(ICON));

const firefox = openZip(zip('firefox'));
const firefoxManifest = manifestOf(firefox);
const gecko = firefoxManifest.browser_specific_settings?.gecko ?? {};
const android = firefoxManifest.browser_specific_settings?.gecko_android ?? {};
check(`gecko.id ${gecko.id}`, typeof gecko.id === 'string');
check(`gecko.strict_min_version ${gecko.strict_min_version}`, version(gecko.strict_min_version));
check(`gecko_android.strict_min_version ${android.strict_min_version}`, version(android.strict_min_version));
check(
  `gecko.data_collection_permissions ${JSON.stringify(gecko.data_collection_permissions)}`,
  Array.isArray(gecko.data_collection_permissions?.required) && gecko.data_collection_permissions.required.length > 0,
);
check(
  'manifest.json the tested build’s',
  JSON.stringify(firefoxManifest) === JSON.stringify(readJson(join(FIREFOX_BUILD, 'manifest.json'))),
);
checkAgainstTestBuild(firefox, FIREFOX_BUILD);
checkIcon(firefox.get(ICON));

const sources = openZip(zip('sources'));
const tracked = trackedFiles(ROOT);
if (!tracked) {
  check('git lists the tracked files', false, 'git ls-files failed: this check needs a git checkout');
} else {
  const files = [...sources.keys()].filter((n) => !n.endsWith('/'));
  const untracked = files.filter((f) => !tracked.includes(f));
  check(`only files git tracks`, untracked.length === 0, `untracked: ${list(untracked)}`);
  const missing = tracked.filter((f) => !files.includes(f));
  check(`all ${tracked.length} files git tracks`, missing.length === 0, `missing: ${list(missing)}`);
  check(
    `no ${relative(ROOT, planted)}, test-results/, .output/, node_modules/`,
    !files.some((f) => /^(test-results|\.output|node_modules)\//.test(f)),
  );
}

// Without --self-hosted: the rules addons.mozilla.org applies at upload.
const firefoxStore = `${FIREFOX_BUILD}-store`;
console.log(`\nweb-ext lint ${relative(ROOT, firefoxStore)} (AMO's rules)`);
const lint = spawnSync('npx', ['web-ext', 'lint', '--source-dir', firefoxStore, '--output', 'json'], {
  cwd: ROOT,
  encoding: 'utf8',
  shell: process.platform === 'win32',
});
try {
  const report = JSON.parse(lint.stdout);
  const { errors, warnings, notices } = report.summary;
  const messages = [...report.errors, ...report.warnings].map((m: { code: string }) => m.code);
  check(`no errors (${warnings} warnings, ${notices} notices)`, errors === 0 && lint.status === 0, list(messages));
  for (const m of [...report.errors, ...report.warnings, ...report.notices]) {
    console.log(`        ${m._type} ${m.code}: ${m.message} (${m.file ?? ''})`);
  }
} catch {
  check('web-ext lint ran', false, `exit ${lint.status}\n${lint.stdout}${lint.stderr}`);
}

console.log(failures === 0 ? '\ncheck:packages: all checks passed' : `\ncheck:packages: ${failures} checks failed`);
process.exit(failures === 0 ? 0 : 1);
