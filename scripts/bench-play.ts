// npm run bench:play [-- --deals N] [--from K] [--samples N] [--budget-nodes N] [--playoff-samples N]
//   [--playoff-nodes N] [--steps] [--only stock-known|draw3|draw1]
// Plays random deals (numbers #K..#K+N-1; 500 from #1 unless told) with the fair policy in three settings: draw 3
// with the stock known (the published results' model), and draw 3 and draw 1 in the strict model (only what a
// player has seen). Prints each setting's win rate with its 95% confidence interval (Wilson) and the mean time a
// game on one core, beside the records; for the strict settings, the same deals' full-information winnable
// rate (the solver seeing every card, 10 s a deal). Every game's line is replayed: a line that does not replay
// to what the play CLI said stops the benchmark. The deals are shared between the cores by child processes
// running the play and solve CLIs, bundled as `npm run play` runs them.
import { spawn } from 'node:child_process';
import { cpus } from 'node:os';
import { DEFAULT_RULES, dealFromNumber, formatDeal, parseMoves, replay } from '../engine';
import { FAIR_PLAY } from '../engine/fair';
import { wilson } from './wilson';

const args = process.argv.slice(2);
const opt = (name: string) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? args[i + 1] : undefined;
};
const deals = Number(opt('deals') ?? 500);
const from = Number(opt('from') ?? 1);
const samples = Number(opt('samples') ?? FAIR_PLAY.samples);
const nodes = Number(opt('budget-nodes') ?? FAIR_PLAY.nodes);
const playoffSamples = Number(opt('playoff-samples') ?? FAIR_PLAY.playoff.samples);
const playoffNodes = Number(opt('playoff-nodes') ?? FAIR_PLAY.playoff.nodes);
const only = opt('only');
/** Weigh steps that cannot be taken back (play --steps). */
const steps = args.includes('--steps');
const SETTINGS = [
  {
    name: 'stock-known',
    draw: 3,
    flags: ['--stock-known'],
    record: 'Bjarnason et al. 2009: 36.97% ± 1.92 at ~2,280 s a game; lonelybot README: 44.5–47.6% at a few s',
  },
  { name: 'draw3', draw: 3, flags: [], record: 'no published figure' },
  { name: 'draw1', draw: 1, flags: [], record: 'no published figure' },
] as const;
if (
  ![deals, from, samples, nodes, playoffNodes].every((n) => Number.isInteger(n) && n >= 1) ||
  !(Number.isInteger(playoffSamples) && playoffSamples >= 0) ||
  (only && !SETTINGS.some((s) => s.name === only))
) {
  console.error(
    'usage: bench:play [-- --deals N] [--from K] [--samples N] [--budget-nodes N] [--playoff-samples N] [--playoff-nodes N] [--steps] [--only stock-known|draw3|draw1]',
  );
  process.exit(2);
}

const cores = Math.max(1, cpus().length);
const numbers = Array.from({ length: deals }, (_, i) => from + i);

/** Runs a CLI (bundled by scripts/run.mjs) on the deals (ID<TAB>DEAL lines), spread over the cores; its output lines by deal number. */
async function runShared(script: string, cliArgs: readonly string[]): Promise<Map<number, string[]>> {
  const parts = Array.from({ length: cores }, (_, c) => numbers.filter((_, i) => i % cores === c));
  const out = new Map<number, string[]>();
  await Promise.all(
    parts.map(
      (part) =>
        new Promise<void>((done, failed) => {
          const child = spawn(process.execPath, ['scripts/run.mjs', script, ...cliArgs], {
            stdio: ['pipe', 'pipe', 'inherit'],
          });
          let text = '';
          child.stdout.on('data', (d) => {
            text += d;
          });
          child.on('error', failed);
          child.on('close', (code) => {
            if (code !== 0) return failed(new Error(`${script} exited with ${code}`));
            for (const line of text.split('\n').filter(Boolean)) {
              const f = line.split('\t');
              out.set(Number(f[0]), f);
            }
            // A child that answered for fewer deals than it was given would skew the figures unseen.
            const missing = part.filter((n) => !out.has(n));
            if (missing.length > 0) return failed(new Error(`${script} said nothing of deals ${missing.join(', ')}`));
            done();
          });
          child.stdin.end(part.map((n) => `${n}\t${formatDeal(dealFromNumber(n))}`).join('\n'));
        }),
    ),
  );
  return out;
}

const pct = (x: number) => `${(100 * x).toFixed(1)}%`;

console.log(
  `bench:play  node ${process.version}  ${cpus()[0]?.model ?? ''}  ${cores} cores  deals #${from}..#${from + deals - 1}  ${samples} samples × ${nodes} nodes a ${steps ? 'step' : 'move'} weighed, ${playoffSamples > 0 ? `close races run again on ${playoffSamples} × ${playoffNodes}` : 'no second race'}`,
);
for (const s of SETTINGS) {
  if (only && s.name !== only) continue;
  const rules = { ...DEFAULT_RULES, draw: s.draw };
  const t0 = performance.now();
  const played = await runShared('scripts/play.ts', [
    '--draw',
    String(s.draw),
    ...s.flags,
    '--samples',
    String(samples),
    '--budget-nodes',
    String(nodes),
    '--playoff-samples',
    String(playoffSamples),
    '--playoff-nodes',
    String(playoffNodes),
    ...(steps ? ['--steps'] : []),
  ]);
  const wall = performance.now() - t0;
  let won = 0;
  let ms = 0;
  for (const n of numbers) {
    const f = played.get(n);
    if (!f || (f[1] !== 'won' && f[1] !== 'lost')) throw new Error(`deal ${n}: no game (${f?.join(' ')})`);
    const moves = parseMoves(f[4] ?? '');
    const state = moves.ok ? replay({ rules, deal: dealFromNumber(n), moves: moves.value, undone: [] }) : moves;
    if (!state.ok || state.value.won !== (f[1] === 'won'))
      throw new Error(`deal ${n}: the line does not replay to ${f[1]}`);
    if (f[1] === 'won') won++;
    ms += Number(f[3]);
  }
  const [lo, hi] = wilson(won, deals);
  console.log('');
  console.log(
    `${s.name === 'stock-known' ? 'draw 3, stock known (--stock-known)' : `draw ${s.draw}, strict (only what the player has seen)`}, unlimited passes`,
  );
  console.log(
    `  fair play: won ${won}/${deals} = ${pct(won / deals)} (95% CI ${pct(lo)}–${pct(hi)}), mean ${(ms / deals / 1000).toFixed(2)} s a game on one core (${(wall / 1000).toFixed(0)} s wall on ${cores})`,
  );
  console.log(`  record: ${s.record}`);
  if (s.name === 'stock-known') {
    const met = won / deals >= 0.45 && ms / deals <= 10_000;
    const sure = lo >= 0.45 ? ', and by the whole interval' : ', not by the whole interval';
    console.log(`  goal ≥ 45% at ≤ 10 s a game: ${met ? `met by the estimate${sure}` : 'not met'}`);
    continue;
  }
  const solved = await runShared('scripts/solve.ts', ['--draw', String(s.draw), '--budget-ms', '10000']);
  const count = (v: string) => numbers.filter((n) => solved.get(n)?.[1] === v).length;
  const yes = count('solved');
  const [wlo, whi] = wilson(yes, deals);
  console.log(
    `  full information (the solver sees every card, 10 s a deal): winnable ${yes}/${deals} = ${pct(yes / deals)} (95% CI ${pct(wlo)}–${pct(whi)}), ${count('unsolvable')} unsolvable, ${count('unknown')} unknown; fair play wins ${pct(won / Math.max(yes, 1))} of the winnable`,
  );
}
