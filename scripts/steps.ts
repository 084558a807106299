// Runs commands one after another with progress around their own output: each step announced as it
// starts ("[3/8] unit tests (npm run test:unit) …") and timed when it ends, a total at the end, and a
// failing step stops the run, named with its exit code. `npm test` (scripts/test.ts) is eight steps
// and several minutes long; without this, the only sign of progress was the output of the step running.
import { spawn } from 'node:child_process';

export interface Step {
  /** What the step checks, for people: "unit tests". */
  name: string;
  /** The command as shown: "npm run test:unit". */
  shown: string;
  command: string;
  args: string[];
}

export interface Io {
  log: (line: string) => void;
  /** Milliseconds on any monotonic clock. */
  now: () => number;
  /** Where the steps' own output goes (the tests silence it). */
  stdio: 'inherit' | 'ignore';
}

const defaultIo: Io = { log: (line) => console.log(line), now: () => performance.now(), stdio: 'inherit' };

/** 3.2 s, 92 s, 6 min 58 s. */
export function duration(ms: number): string {
  if (ms < 9_950) return `${(ms / 1000).toFixed(1)} s`;
  const s = Math.round(ms / 1000);
  return s < 120 ? `${s} s` : `${Math.floor(s / 60)} min ${s % 60} s`;
}

/** The exit code, or the signal that ended it. */
function runOne(step: Step, stdio: Io['stdio']): Promise<{ code: number | null; signal: NodeJS.Signals | null }> {
  return new Promise((resolve) => {
    const child = spawn(step.command, step.args, { stdio, shell: process.platform === 'win32' });
    child.on('error', () => resolve({ code: 127, signal: null }));
    child.on('exit', (code, signal) => resolve({ code, signal }));
  });
}

/** Runs the steps in order; resolves to the exit code for the whole run (the failing step's, or 0). */
export async function runSteps(steps: Step[], io: Io = defaultIo): Promise<number> {
  const start = io.now();
  const times: number[] = [];
  io.log(`${steps.length} steps: ${steps.map((s) => s.name).join(', ')}`);
  for (const [i, step] of steps.entries()) {
    const tag = `[${i + 1}/${steps.length}] ${step.name}`;
    io.log(`\n${tag} (${step.shown}) …`);
    const began = io.now();
    const { code, signal } = await runOne(step, io.stdio);
    const took = io.now() - began;
    if (code !== 0) {
      const how = signal ? `was ended by ${signal}` : `exited with code ${code}`;
      io.log(`\n${tag} FAILED after ${duration(took)}: ${step.shown} ${how}`);
      const skipped = steps.length - i - 1;
      io.log(
        `Stopped after ${duration(io.now() - start)}` +
          (skipped > 0
            ? `; not run: ${steps
                .slice(i + 1)
                .map((s) => s.name)
                .join(', ')}`
            : ''),
      );
      return code && code > 0 ? code : 1;
    }
    times.push(took);
    io.log(`${tag} done in ${duration(took)}`);
  }
  const width = Math.max(...steps.map((s) => s.name.length));
  io.log(`\nAll ${steps.length} steps passed in ${duration(io.now() - start)}:`);
  for (const [i, step] of steps.entries()) io.log(`  ${step.name.padEnd(width)}  ${duration(times[i])}`);
  return 0;
}
