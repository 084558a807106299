import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { duration, runSteps, type Step } from '../../scripts/steps';
import { NPM_TEST_STEPS } from '../../scripts/test-steps';

const root = join(__dirname, '..', '..');

/** A step that runs a line of JavaScript in Node. */
const node = (name: string, code: string): Step => ({
  name,
  shown: `node -e ${JSON.stringify(code)}`,
  command: process.execPath,
  args: ['-e', code],
});

/** The clock reads 0, 1500, 3000, … ms: each step seems to take 1.5 s, whatever it really takes. */
function fakeIo() {
  const lines: string[] = [];
  let t = -1500;
  const io = {
    log: (line: string) => lines.push(...line.split('\n')),
    now: () => (t += 1500),
    stdio: 'ignore' as const,
  };
  return { io, lines };
}

let tmp: string;
beforeEach(() => {
  tmp = mkdtempSync(join(tmpdir(), 'steps-test-'));
});
afterEach(() => rmSync(tmp, { recursive: true, force: true }));

describe('npm test progress', () => {
  it('announces each step as it starts, its duration when done, and the total', async () => {
    const { io, lines } = fakeIo();
    const code = await runSteps([node('first', ''), node('second', '')], io);

    expect(code).toBe(0);
    expect(lines.filter(Boolean)).toEqual([
      '2 steps: first, second',
      '[1/2] first (node -e "") …',
      '[1/2] first done in 1.5 s',
      '[2/2] second (node -e "") …',
      '[2/2] second done in 1.5 s',
      'All 2 steps passed in 7.5 s:',
      '  first   1.5 s',
      '  second  1.5 s',
    ]);
  });

  it('stops at a failing step, names it with its exit code and the steps not run, and exits with that code', async () => {
    const marker = join(tmp, 'third-ran');
    const { io, lines } = fakeIo();
    const code = await runSteps(
      [
        node('first', ''),
        node('second', 'process.exit(3)'),
        node('third', `require('fs').writeFileSync(${JSON.stringify(marker)}, '')`),
      ],
      io,
    );

    expect(code).toBe(3);
    expect(existsSync(marker)).toBe(false);
    expect(lines.filter(Boolean).slice(-2)).toEqual([
      '[2/3] second FAILED after 1.5 s: node -e "process.exit(3)" exited with code 3',
      'Stopped after 7.5 s; not run: third',
    ]);
  });

  it('writes durations as seconds, then minutes and seconds', () => {
    expect(duration(3_240)).toBe('3.2 s');
    expect(duration(92_400)).toBe('92 s');
    expect(duration(418_000)).toBe('6 min 58 s');
  });
});

describe('npm test', () => {
  const packageJson = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));

  it('is the step runner (.ci/run calls npm test)', () => {
    expect(packageJson.scripts.test).toBe('node scripts/run.mjs scripts/test.ts');
  });

  it('runs the CI checks in order: builds before what loads them, the store packages before the e2e tests', () => {
    expect(NPM_TEST_STEPS.map((s) => s.script)).toEqual([
      'typecheck',
      'lint',
      'test:unit',
      'build',
      'build:firefox',
      'lint:firefox',
      'check:packages',
      'test:e2e',
    ]);
    for (const { script } of NPM_TEST_STEPS) expect(packageJson.scripts).toHaveProperty([script]);
  });
});
