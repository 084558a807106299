// npm run bench:page-hints [-- --deals N] [--from K] [--draw 1|3]
// How well the page's fair hints play: each deal (numbers #K..#K+N-1, 200 from #1 unless told; draw 1 unless
// told) is played to its end by always doing what the hint says, twice: acting on each first answer as it shows
// (FAIR_HINT_BUDGET), and waiting for the refined answer the page shows in its place (FAIR_REFINED_BUDGET). It
// runs the page's own models in Node: the table (models/game.ts, cards going home by themselves as with the
// page's default) and the hint model (models/hint.ts: ask, then Show me), whose client talks to the worker's
// own service (workers/solver-service.ts) over a MessageChannel. Prints the games won each way with their 95%
// intervals (Wilson) and the mean time a game on one core. The deals are shared between the cores by child
// processes running this script.
import { spawn } from 'node:child_process';
import { cpus } from 'node:os';
import { signal } from '@preact/signals';
import { expose, wrap } from 'comlink';
import { DEFAULT_RULES, dealFromNumber, isWon, KLONDIKE } from '../engine';
import type { Hint } from '../engine/solver';
import { createTable } from '../models/game';
import { createHintModel, FAIR_HINT_BUDGET, FAIR_REFINED_BUDGET } from '../models/hint';
import { freshTable } from '../models/saved-table';
import { SolverClient } from '../models/solver';
import { SolverService } from '../workers/solver-service';
import { wilson } from './wilson';

const args = process.argv.slice(2);
const opt = (name: string) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? args[i + 1] : undefined;
};
const deals = Number(opt('deals') ?? 200);
const from = Number(opt('from') ?? 1);
const draw = Number(opt('draw') ?? 1);
if (![deals, from].every((n) => Number.isInteger(n) && n >= 1) || (draw !== 1 && draw !== 3)) {
  console.error('usage: bench:page-hints [-- --deals N] [--from K] [--draw 1|3]');
  process.exit(2);
}
const rules = { ...DEFAULT_RULES, draw: draw as 1 | 3 };
/** Hints a game may take: past it (a game going round in circles), it counts as lost. */
const MAX_HINTS = 1000;

type Mode = 'first' | 'refined';

const child = opt('child') as Mode | undefined;
if (child) {
  const { port1, port2 } = new MessageChannel();
  expose(new SolverService(), port2);
  const client = new SolverClient(wrap<SolverService>(port1));
  for (const n of (opt('list') ?? '').split(',').filter(Boolean).map(Number)) {
    const t0 = performance.now();
    const won = await follow(client, n, child === 'refined');
    console.log(`${n}\t${won ? 'won' : 'lost'}\t${(performance.now() - t0).toFixed(0)}`);
  }
  port1.close();
  port2.close();
} else await main();

async function main(): Promise<void> {
  const cores = Math.max(1, cpus().length);
  const numbers = Array.from({ length: deals }, (_, i) => from + i);
  console.log(
    `bench:page-hints  node ${process.version}  ${cpus()[0]?.model ?? ''}  ${cores} cores  draw ${draw}, strict (the page's fair hints)  deals #${from}..#${from + deals - 1}`,
  );
  for (const mode of ['first', 'refined'] as const) {
    const parts = Array.from({ length: cores }, (_, c) => numbers.filter((_, i) => i % cores === c));
    const lines = (await Promise.all(parts.map((part) => run(mode, part)))).flat();
    const won = lines.filter((l) => l[1] === 'won').length;
    const ms = lines.reduce((s, l) => s + Number(l[2]), 0) / lines.length;
    const [lo, hi] = wilson(won, lines.length);
    const budget = mode === 'first' ? FAIR_HINT_BUDGET : FAIR_REFINED_BUDGET;
    console.log(
      `  ${mode === 'first' ? 'first answers only' : 'refined answers   '}  won ${won}/${lines.length} = ${pct(won / lines.length)} (95% CI ${pct(lo)}–${pct(hi)}), mean ${(ms / 1000).toFixed(2)} s a game  ${JSON.stringify(budget)}`,
    );
  }
}

function pct(x: number): string {
  return `${(100 * x).toFixed(1)}%`;
}

/** This script in a child process on some of the deals; its lines (deal, won|lost, ms). */
function run(mode: Mode, part: readonly number[]): Promise<string[][]> {
  return new Promise((done, failed) => {
    // process.argv[1] is this script, bundled by scripts/run.mjs.
    const c = spawn(
      process.execPath,
      [process.argv[1], '--child', mode, '--list', part.join(','), '--draw', String(draw)],
      {
        stdio: ['ignore', 'pipe', 'inherit'],
      },
    );
    let text = '';
    c.stdout.on('data', (d) => {
      text += d;
    });
    c.on('error', failed);
    c.on('close', (code) => {
      const lines = text
        .split('\n')
        .filter(Boolean)
        .map((l) => l.split('\t'));
      if (code !== 0 || lines.length !== part.length) failed(new Error(`a ${mode} child exited with ${code}`));
      else done(lines);
    });
  });
}

/**
 * Plays deal n by the hints to its end, as the page does, with fair hints on: asks, then Show me. Acting on the
 * first answer as it shows makes the table's move cancel its refinement, as a player acting at once does.
 */
async function follow(client: SolverClient, n: number, refined: boolean): Promise<boolean> {
  const table = createTable(freshTable(dealFromNumber(n), n, 'normal', rules), {
    variant: KLONDIKE,
    autoCollect: () => true,
    onResult: () => {},
    onSave: () => {},
    newUid: () => 'bench',
  });
  const current = signal<Hint | null>(null);
  const hints = createHintModel(
    table,
    async () => client,
    { current, thinking: signal(false), refining: signal(false) },
    () => true,
  );
  for (let i = 0; i < MAX_HINTS && !isWon(table.position.value); i++) {
    const revision = table.revision.value;
    let first: Hint | null = null;
    // Show me as soon as the first answer is on show (unless the refined one is awaited): ask() then ends with
    // its refinement cancelled.
    const stop = current.subscribe((h) => {
      if (!h || first || table.revision.peek() !== revision) return;
      first = h;
      if (!refined) queueMicrotask(() => hints.showMe());
    });
    await hints.ask();
    stop();
    if (table.revision.value === revision && (refined || first === null)) hints.showMe();
    // No move to play (or one that played nothing): the game stands still, lost.
    if (table.revision.value === revision) break;
  }
  return isWon(table.position.value);
}
