// `npm start`: opens a Chromium window with the freshly built extension loaded and a new tab
// showing the game. A throwaway profile each time, so it never touches the user's own browser.
//
//   CHROMIUM=/path/to/chrome npm start     use that browser
//   CHROMIUM_FLAGS="--headless=new" ...    extra flags (space separated), e.g. for a smoke check
//
// Why not just `chromium --load-extension=DIR chrome://newtab`: the startup tab opens before the
// unpacked extension is registered, so it shows Chromium's own new tab page; and Google Chrome
// 137+ ignores --load-extension altogether. So the browser starts with a DevTools pipe, the
// extension is loaded over it (Extensions.loadUnpacked), and only then is the new tab opened.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const extension = join(root, '.output', 'chrome-mv3');

/** An executable on PATH, found the way a shell would. */
function onPath(name) {
  const r = spawnSync('sh', ['-c', `command -v "${name}"`], { encoding: 'utf8' });
  return r.status === 0 ? r.stdout.trim() : undefined;
}

function findChromium() {
  if (process.env.CHROMIUM) return process.env.CHROMIUM;
  if (existsSync('/usr/bin/chromium')) return '/usr/bin/chromium';
  for (const name of ['chromium', 'chromium-browser', 'google-chrome', 'google-chrome-stable']) {
    const found = onPath(name);
    if (found) return found;
  }
  return undefined;
}

/** A minimal Chrome DevTools Protocol client over --remote-debugging-pipe (fd 3 in, fd 4 out; NUL-framed JSON). */
function cdpOverPipe(toBrowser, fromBrowser) {
  let nextId = 1;
  let buffer = '';
  const pending = new Map();
  fromBrowser.setEncoding('utf8');
  fromBrowser.on('data', (chunk) => {
    buffer += chunk;
    for (let end = buffer.indexOf('\0'); end >= 0; end = buffer.indexOf('\0')) {
      const message = JSON.parse(buffer.slice(0, end));
      buffer = buffer.slice(end + 1);
      const waiter = pending.get(message.id);
      if (!waiter) continue; // events: not needed here
      pending.delete(message.id);
      if (message.error) waiter.reject(new Error(`${waiter.method}: ${message.error.message}`));
      else waiter.resolve(message.result);
    }
  });
  return (method, params = {}) =>
    new Promise((resolve, reject) => {
      const id = nextId++;
      pending.set(id, { resolve, reject, method });
      toBrowser.write(`${JSON.stringify({ id, method, params })}\0`);
    });
}

if (!existsSync(join(extension, 'manifest.json'))) {
  console.error(`No build at ${extension}. Run "npm run build" first (npm start does).`);
  process.exit(1);
}

const browser = findChromium();
if (!browser) {
  console.error(
    'No Chromium or Google Chrome found. Install one (Debian/Ubuntu: sudo apt-get install chromium),\n' +
      'or point CHROMIUM at the executable: CHROMIUM=/path/to/chrome npm start\n' +
      `Or load the extension by hand: chrome://extensions > Developer mode > Load unpacked > ${extension}`,
  );
  process.exit(1);
}

const profile = mkdtempSync(join(tmpdir(), 'klondike-tab-profile-'));
const cleanUp = () => rmSync(profile, { recursive: true, force: true });
const args = [
  `--user-data-dir=${profile}`,
  '--remote-debugging-pipe',
  // Allows the DevTools Extensions domain (loadUnpacked) on that pipe.
  '--enable-unsafe-extension-debugging',
  '--no-first-run',
  '--no-default-browser-check',
  // Chromium refuses to run as root with its sandbox on (containers, CI boxes).
  ...(process.getuid?.() === 0 ? ['--no-sandbox'] : []),
  ...(process.env.CHROMIUM_FLAGS ?? '').split(/\s+/).filter(Boolean),
  'about:blank',
];

console.log(`Starting ${browser} with a fresh profile (${profile}).`);
const child = spawn(browser, args, { stdio: ['ignore', 'inherit', 'inherit', 'pipe', 'pipe'] });
const send = cdpOverPipe(child.stdio[3], child.stdio[4]);
// The pipe closes when the browser quits; a write to it then must not crash this script.
child.stdio[3].on('error', () => {});

for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('error', (e) => {
  console.error(`Could not start ${browser}: ${e.message}`);
  cleanUp();
  process.exit(1);
});
child.on('exit', (code, signal) => {
  cleanUp();
  process.exit(signal ? 0 : (code ?? 0));
});

try {
  const { id } = await send('Extensions.loadUnpacked', { path: extension });
  const { targetInfos } = await send('Target.getTargets');
  // The extension overrides the new tab page, so this opens the game.
  await send('Target.createTarget', { url: 'chrome://newtab' });
  for (const t of targetInfos) {
    if (t.type === 'page' && t.url === 'about:blank') await send('Target.closeTarget', { targetId: t.targetId });
  }
  console.log(`Klondike Tab loaded (extension id ${id}). Close the browser, or press Ctrl+C here, to stop.`);
} catch (e) {
  console.error(`Could not load the extension: ${e.message}`);
  console.error(`Load it by hand instead: chrome://extensions > Developer mode > Load unpacked > ${extension}`);
}
