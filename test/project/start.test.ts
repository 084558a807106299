import { spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

// `npm start` (scripts/start.mjs) where it cannot show a window. Each run gets its own TMPDIR, so
// "no profile left behind" is read from a directory nothing else writes klondike-tab-profile-* into.
const script = join(__dirname, '..', '..', 'scripts', 'start.mjs');
const chromium = '/usr/bin/chromium';

let tmp: string;
beforeEach(() => {
  tmp = mkdtempSync(join(tmpdir(), 'start-test-'));
});
afterEach(() => rmSync(tmp, { recursive: true, force: true }));

/** Runs the script as `npm start` would after its build, without the display variables of this shell. */
function start(env: Record<string, string>) {
  const { DISPLAY: _x, WAYLAND_DISPLAY: _w, CHROMIUM_FLAGS: _f, CHROMIUM: _c, ...rest } = process.env;
  return spawnSync(process.execPath, [script], {
    env: { ...rest, TMPDIR: tmp, ...env },
    encoding: 'utf8',
    timeout: 30_000,
  });
}

const profilesLeft = () => readdirSync(tmp).filter((name) => name.startsWith('klondike-tab-profile-'));

/** A stand-in build: the script only looks for its manifest before handing the folder to the browser. */
function fakeBuild(): string {
  const dir = join(tmp, 'build');
  mkdirSync(dir);
  writeFileSync(join(dir, 'manifest.json'), '{}');
  return dir;
}

// X11 and Wayland systems only: Windows and macOS always have a window system.
describe.skipIf(process.platform === 'win32' || process.platform === 'darwin')('npm start without a display', () => {
  it('explains the two ways out (xvfb-run, or loading the build by hand), exits 1, and starts no browser', () => {
    const marker = join(tmp, 'browser-started');
    const browser = join(tmp, 'browser.sh');
    writeFileSync(browser, `#!/bin/sh\ntouch '${marker}'\nexit 1\n`);
    chmodSync(browser, 0o755);

    const run = start({ CHROMIUM: browser, KLONDIKE_TAB_BUILD: fakeBuild() });

    expect(run.status).toBe(1);
    expect(run.stderr).toContain('no display (neither DISPLAY nor\nWAYLAND_DISPLAY is set)');
    expect(run.stderr).toContain('xvfb-run npm start');
    expect(run.stderr).toContain(`Load unpacked > ${join(tmp, 'build')}`);
    expect(existsSync(marker)).toBe(false);
    expect(profilesLeft()).toEqual([]);
  });

  it('with --headless in CHROMIUM_FLAGS, does not refuse to start', () => {
    const browser = join(tmp, 'browser.sh');
    writeFileSync(browser, '#!/bin/sh\nexit 0\n');
    chmodSync(browser, 0o755);

    const run = start({ CHROMIUM: browser, CHROMIUM_FLAGS: '--headless=new', KLONDIKE_TAB_BUILD: fakeBuild() });

    expect(run.stderr).not.toContain('no display');
    expect(run.stdout).toContain('Starting ');
  });

  // The real browser, crashing at start the way it does without an X server: its zygote processes
  // outlive it and used to re-create the removed profile directory.
  // Chromium without a session bus (a container, xvfb-run) prints some thirty of these, all harmless, before
  // the line that says the extension is loaded: they are left out, and its other messages are not.
  it("leaves out Chromium's harmless D-Bus errors and passes its other messages through", () => {
    const browser = join(tmp, 'browser.sh');
    const noise = [
      '[12486:12516:1206/091059.617116:ERROR:dbus/bus.cc:405] Failed to connect to the bus: Failed to connect to socket /run/dbus/system_bus_socket: No such file or directory',
      '[12486:12486:1206/091059.767523:ERROR:dbus/object_proxy.cc:572] Failed to call method: org.freedesktop.DBus.NameHasOwner: object_path= /org/freedesktop/DBus: unknown error type: ',
    ];
    const real =
      '[12486:12486:1206/091059.800000:ERROR:ui/ozone/platform/x11/ozone_platform_x11.cc:249] Missing X server or $DISPLAY';
    const lines = [...noise, real, ...noise].map((line) => `printf '%s\\n' '${line}' >&2`);
    writeFileSync(browser, `#!/bin/sh\n${lines.join('\n')}\nexit 1\n`);
    chmodSync(browser, 0o755);

    const run = start({ CHROMIUM: browser, CHROMIUM_FLAGS: '--headless=new', KLONDIKE_TAB_BUILD: fakeBuild() });

    expect(run.stderr).not.toContain('dbus');
    expect(run.stderr.split('\n')).toContain(real);
    expect(run.stderr).toMatch(/exited \(code 1\) before the extension was loaded/);
    expect(profilesLeft()).toEqual([]);
  });

  it.skipIf(!existsSync(chromium))(
    'when Chromium dies at start, removes the profile it was given and says what to try',
    () => {
      // A display that does not exist: Chromium exits with "Missing X server or $DISPLAY".
      let n = 90;
      while (existsSync(`/tmp/.X11-unix/X${n}`)) n++;

      const run = start({ CHROMIUM: chromium, DISPLAY: `:${n}`, KLONDIKE_TAB_BUILD: fakeBuild() });

      expect(run.status).not.toBe(0);
      expect(run.stderr).toMatch(/exited \(code \d+\) before the extension was loaded/);
      expect(run.stderr).toContain('xvfb-run npm start');
      expect(run.stderr).toContain('Load unpacked >');
      expect(profilesLeft()).toEqual([]);
    },
  );
});
