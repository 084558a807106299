import { spawnSync } from 'node:child_process';
import { fail, ok, type Result } from '../engine/result';
import { quantile } from './quantile';

/** One deal as another solver decided it: its verdict and how long it took. */
export interface ReferenceTime {
  readonly verdict: 'solved' | 'unsolvable' | 'unknown';
  readonly ms: number;
}

const VERDICTS: Record<string, ReferenceTime['verdict']> = {
  solved: 'solved',
  solvable: 'solved',
  unsolvable: 'unsolvable',
  unknown: 'unknown',
};

/**
 * Reads another solver's results on the same deals, one `ID<TAB>verdict<TAB>ms[<TAB>…]` line each (the first
 * three columns of `npm run solve`'s output), so that bench:solver can set its times beside them: a reference
 * run on this machine, just before or after, rather than figures measured elsewhere.
 */
export function parseReferenceTimes(text: string): Result<Map<string, ReferenceTime>> {
  const times = new Map<string, ReferenceTime>();
  const lines = text.split('\n');
  for (const [i, raw] of lines.entries()) {
    const line = raw.trim();
    if (line === '') continue;
    const [id, word, msText] = line.split('\t');
    const verdict = VERDICTS[word ?? ''];
    const ms = Number(msText);
    if (!id || !verdict || msText === undefined || msText.trim() === '' || !Number.isFinite(ms) || ms < 0)
      return fail('reference-line', `line ${i + 1} is not ID<TAB>solved|unsolvable|unknown<TAB>ms: "${line}"`);
    if (times.has(id)) return fail('reference-twice', `line ${i + 1}: ${id} is there twice`);
    times.set(id, { verdict, ms });
  }
  return ok(times);
}

/**
 * Runs another solver on some deals now: `command` (a shell command line) reads the deals' `ID | deal` lines on
 * its standard input and writes `ID<TAB>verdict<TAB>ms` lines, one for each deal, as parseReferenceTimes
 * reads them. bench:solver runs it block by block, each block just before its own, so that the two solvers
 * are timed minutes apart on the same machine rather than in two runs that may see it loaded differently.
 */
export function runReference(command: string, lines: readonly string[]): Result<Map<string, ReferenceTime>> {
  const run = spawnSync('sh', ['-c', command], {
    input: `${lines.join('\n')}\n`,
    encoding: 'utf8',
    maxBuffer: 1 << 26,
  });
  // A command that exits without reading its input breaks the pipe, when it wins the race with our write (under
  // load): it ran, and its exit status says how it went.
  const unread = (run.error as NodeJS.ErrnoException | undefined)?.code === 'EPIPE' && run.status !== null;
  if (run.error && !unread) return fail('reference-run', `could not run "${command}": ${run.error.message}`);
  if (run.status !== 0)
    return fail(
      'reference-run',
      `"${command}" exited with ${run.status ?? run.signal}: ${run.stderr.trim().slice(0, 500)}`,
    );
  const times = parseReferenceTimes(run.stdout);
  if (!times.ok) return times;
  const missing = lines.map((line) => line.split(' | ')[0]).find((id) => !times.value.has(id));
  if (missing) return fail('reference-missing', `"${command}" wrote no line for ${missing}`);
  return times;
}

/** The reference's figures for a sample's deals, in the bench's order; a failure names a deal it lacks. */
export function referenceFigures(
  times: ReadonlyMap<string, ReferenceTime>,
  ids: readonly string[],
): Result<{ median: number; p95: number; worst: number; total: number; unknown: number }> {
  const ms: number[] = [];
  let unknown = 0;
  for (const id of ids) {
    const t = times.get(id);
    if (!t) return fail('reference-missing', `the reference has no line for ${id}`);
    ms.push(t.ms);
    if (t.verdict === 'unknown') unknown++;
  }
  return ok({
    median: quantile(ms, 0.5),
    p95: quantile(ms, 0.95),
    worst: quantile(ms, 1),
    total: ms.reduce((a, b) => a + b, 0),
    unknown,
  });
}
