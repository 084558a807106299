// npm run bench:worker — how fast the hint engine's service honours a newer request: a long search is
// running, a new request arrives; the time until the old one answers "cancelled" and until the new one is
// answered. Runs the service in Node (the worker runs the same code); prints p50 / p95 / max.
import { cpus } from 'node:os';
import { DEFAULT_RULES, dealFromNumber, encodeGame, newGame } from '../engine';
import { SolverService } from '../workers/solver-service';
import { reference } from '../test/support/fixtures';
import { quantile } from './quantile';

const hard = encodeGame(newGame(reference(1, 'SD0166').deal, DEFAULT_RULES));
const easy = encodeGame(newGame(dealFromNumber(7), DEFAULT_RULES));
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

const cancelMs: number[] = [];
const answerMs: number[] = [];
for (let i = 0; i < 20; i++) {
  const service = new SolverService();
  const old = service.hint(2 * i, hard, { nodes: 100_000_000 });
  await sleep(50 + 10 * i);
  const t0 = performance.now();
  const next = service.hint(2 * i + 1, easy, { nodes: 1_000_000 });
  const a = await old;
  cancelMs.push(performance.now() - t0);
  await next;
  answerMs.push(performance.now() - t0);
  if (a.status !== 'cancelled') throw new Error(`expected cancelled, got ${a.status}`);
}
const fmt = (xs: number[]) =>
  `p50 ${quantile(xs, 0.5).toFixed(1)} ms  p95 ${quantile(xs, 0.95).toFixed(1)} ms  max ${Math.max(...xs).toFixed(1)} ms`;
console.log(`bench:worker  node ${process.version}  ${cpus()[0]?.model ?? ''}  20 trials`);
console.log(`  new request → old search answers cancelled   ${fmt(cancelMs)}`);
console.log(`  new request → new hint answered              ${fmt(answerMs)}`);
