// `npm start`: opens a Chromium window with the freshly built extension loaded and a new tab
// showing the game. A throwaway profile each time, so it never touches the user's own browser.
//
//   CHROMIUM=/path/to/chrome npm start     use that browser
//   CHROMIUM_FLAGS="--headless=new" ...    extra flags (space separated), e.g. for a smoke check
//   KLONDIKE_TAB_BUILD=dir ...             load that build instead of .output/chrome-mv3 (the tests
//                                          point it at a stand-in, to run this without building)
//
// Why not just `chromium --load-extension=DIR chrome://newtab`: the startup tab opens before the
// unpacked extension is registered, so it shows Chromium's own new tab page; and Google Chrome
// 137+ ignores --load-extension altogether. So the browser starts with a DevTools pipe, the
// extension is loaded over it (Extensions.loadUnpacked), and only then is the new tab opened.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { createInterface } from 'node:readline';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const extension = process.env.KLONDIKE_TAB_BUILD ?? join(root, '.output', 'chrome-mv3');
const flags = (process.env.CHROMIUM_FLAGS ?? '').split(/\s+/).filter(Boolean);
const byHand = `load the build by hand: chrome://extensions > Developer mode > Load unpacked > ${extension}`;
// Windows and macOS always have a window system; elsewhere (Linux, the BSDs) it is X11 or Wayland.
const needsDisplayVariable = process.platform !== 'win32' && process.platform !== 'darwin';
const hasProcessGroups = process.platform !== 'win32';

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

/**
 * Without DISPLAY or WAYLAND_DISPLAY (an SSH session, a container, CI), Chromium cannot open a window:
 * it prints "Missing X server or $DISPLAY" among a screenful of other errors and exits 1. Say so plainly
 * before anything is started or created.
 */
function hasNoDisplay() {
  if (!needsDisplayVariable || process.env.DISPLAY || process.env.WAYLAND_DISPLAY) return false;
  return !flags.some((flag) => flag === '--headless' || flag.startsWith('--headless='));
}

/**
 * Chromium's zygote processes outlive the browser process, and one of them re-creates the
 * --user-data-dir if it was removed in the meantime (an empty profile was left in the temp dir after
 * every failed start). So the browser runs in its own process group, and once the browser process has
 * exited, what is left of the group is killed (the zygotes ignore SIGTERM) and waited for, before the
 * profile is removed.
 */
async function endBrowserGroup(pid) {
  if (!hasProcessGroups || pid === undefined) return;
  const signalGroup = (signal) => {
    try {
      process.kill(-pid, signal);
      return true;
    } catch {
      return false; // ESRCH: no process left in the group
    }
  };
  if (!signalGroup('SIGKILL')) return;
  // A killed process finishes at most the system call it is in. It may then stay a zombie until init
  // reaps it (two seconds in some containers), which is harmless: no need to wait for that.
  for (let waited = 0; waited < 100 && signalGroup(0); waited += 20) await sleep(20);
}

if (hasNoDisplay()) {
  console.error(
    'npm start opens Chromium in a window, and this session has no display (neither DISPLAY nor\n' +
      'WAYLAND_DISPLAY is set), so Chromium would only fail. Two ways out:\n' +
      '  - run it on a virtual display: xvfb-run npm start (Debian: apt-get install xvfb);\n' +
      '    nothing shows on screen, but the extension loads as it would on a desktop;\n' +
      `  - or, on a machine with a desktop, ${byHand}\n` +
      '    (npm run build makes it; README, "Load the build by hand", has Firefox too).\n' +
      'A check without any window: CHROMIUM_FLAGS=--headless=new npm start',
  );
  process.exit(1);
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
      `Or ${byHand}`,
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
  ...flags,
  'about:blank',
];

/**
 * Chromium's complaints that there is no D-Bus (a container, xvfb-run without a session bus): some thirty
 * lines such as "[…:ERROR:dbus/bus.cc:405] Failed to connect to the bus: …", all harmless, that buried the
 * line saying the extension is loaded. Its other messages (a crash's reasons) still pass through.
 */
const isDbusNoise = (line) => /^\[[^\]]*:ERROR:dbus\/[^\]]*\]/.test(line);

console.log(`Starting ${browser} with a fresh profile (${profile}).`);
// detached: its own process group (see endBrowserGroup), so Ctrl+C reaches it through this script.
const child = spawn(browser, args, {
  stdio: ['ignore', 'inherit', 'pipe', 'pipe', 'pipe'],
  detached: hasProcessGroups,
});
const browserErrors = createInterface({ input: child.stderr });
browserErrors.on('line', (line) => {
  if (!isDbusNoise(line)) process.stderr.write(`${line}\n`);
});
// Its last lines (why it crashed) are read before this script says what they mean and exits.
const browserErrorsRead = new Promise((resolve) => browserErrors.once('close', resolve));
const send = cdpOverPipe(child.stdio[3], child.stdio[4]);
// The pipe closes when the browser quits; a write to it then must not crash this script.
child.stdio[3].on('error', () => {});

// Until the extension is loaded (or refused), an exit of the browser is a failed start, not the user closing it.
let starting = true;
let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    stopping = true;
    try {
      if (hasProcessGroups) process.kill(-child.pid, signal);
      else child.kill(signal);
    } catch {
      // already gone: its exit handler cleans up
    }
  });
}
child.on('error', async (e) => {
  console.error(`Could not start ${browser}: ${e.message}`);
  await endBrowserGroup(child.pid);
  cleanUp();
  process.exit(1);
});
child.on('exit', async (code, signal) => {
  await endBrowserGroup(child.pid);
  // Once the group is gone, nothing holds the pipe open; the wait is bounded all the same.
  await Promise.race([browserErrorsRead, sleep(1000)]);
  cleanUp();
  if (starting && !stopping) {
    // A crash at start: its own messages are above; say what they mean for this command.
    console.error(
      `\n${browser} exited (${signal ? `signal ${signal}` : `code ${code}`}) before the extension was loaded; its messages are above.\n` +
        'The profile it was given has been removed. What to try:\n' +
        '  - no desktop here (SSH, container)? run it on a virtual display: xvfb-run npm start;\n' +
        '  - another Chromium-family browser: CHROMIUM=/path/to/chrome npm start;\n' +
        `  - or ${byHand}`,
    );
    process.exit(code || 1);
  }
  process.exit(signal ? 0 : (code ?? 0));
});

try {
  const { id } = await send('Extensions.loadUnpacked', { path: extension });
  starting = false;
  const { targetInfos } = await send('Target.getTargets');
  // The extension overrides the new tab page, so this opens the game.
  await send('Target.createTarget', { url: 'chrome://newtab' });
  for (const t of targetInfos) {
    if (t.type === 'page' && t.url === 'about:blank') await send('Target.closeTarget', { targetId: t.targetId });
  }
  console.log(`Klondike Tab loaded (extension id ${id}). Close the browser, or press Ctrl+C here, to stop.`);
} catch (e) {
  starting = false;
  console.error(`Could not load the extension: ${e.message}`);
  console.error(`Close the browser and ${byHand}`);
}
