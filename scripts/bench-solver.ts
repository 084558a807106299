// npm run bench:solver [-- --draw 1|3] [--budget-ms N] [--numbers N]
// Solves the 200 shared sample deals (test/fixtures/shared-deals) from the deal, full information,
// unlimited passes, foundation moves back allowed, and prints verdicts, agreement with the reference
// verdicts (lonelybot), and times; with --numbers N, deals #1..#N instead (no reference).
import { cpus } from 'node:os';
import { DEFAULT_RULES, type Deal, dealFromNumber, initialPosition, parseMoves, replay } from '../engine';
import { hint } from '../engine/solver/hint';
import { solve } from '../engine/solver/solve';
import { references } from '../test/support/fixtures';
import { quantile } from './quantile';

const args = process.argv.slice(2);
const opt = (name: string) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? args[i + 1] : undefined;
};
const draws = opt('draw') ? [Number(opt('draw')) as 1 | 3] : ([1, 3] as const);
const budgetMs = Number(opt('budget-ms') ?? 60000);
const numbers = opt('numbers') ? Number(opt('numbers')) : 0;

// lonelybot on this kind of machine (2 cores), 300 random deals, as measured for issue 3.
const LONELYBOT = {
  1: { solvable: '90%', median: 0.9, p95: 125, worst: 4000, total: 18000 },
  3: { solvable: '82%', median: 0.6, p95: 340, worst: 27000, total: 56000 },
};

let peakRss = 0;

console.log(`bench:solver  node ${process.version}  ${cpus()[0]?.model ?? ''}  budget ${budgetMs} ms a deal`);
for (const draw of draws) {
  const rules = { ...DEFAULT_RULES, draw };
  const deals: { id: string; deal: Deal; verdict?: string }[] = numbers
    ? Array.from({ length: numbers }, (_, i) => ({ id: `#${i + 1}`, deal: dealFromNumber(i + 1) }))
    : references(draw).map((r) => ({ id: r.id, deal: r.deal, verdict: r.verdict }));
  const times: number[] = [];
  let solved = 0;
  let unsolvable = 0;
  let unknown = 0;
  let disagree = 0;
  let nodes = 0;
  const slow: string[] = [];
  const t0 = performance.now();
  for (const d of deals) {
    // The last deal's visited set is garbage: collect it, so the peak is one solve's (npm runs this with --expose-gc).
    (globalThis as { gc?: () => void }).gc?.();
    const r = solve(initialPosition(d.deal, rules), { maxMs: budgetMs, now: () => performance.now() });
    peakRss = Math.max(peakRss, process.memoryUsage().rss);
    times.push(r.ms);
    nodes += r.nodes;
    if (r.verdict === 'solved') {
      solved++;
      const g = replay({ rules, deal: d.deal, moves: r.line, undone: [] });
      if (!g.ok || !g.value.won) throw new Error(`${d.id}: the solver's line does not win`);
    } else if (r.verdict === 'unsolvable') unsolvable++;
    else unknown++;
    const v = r.verdict === 'solved' ? 'solvable' : r.verdict;
    if (d.verdict && v !== 'unknown' && v !== d.verdict) {
      disagree++;
      slow.push(`${d.id} DISAGREES: ${v}, reference ${d.verdict}`);
    }
    if (r.ms > 1000) slow.push(`${d.id} ${r.verdict} ${(r.ms / 1000).toFixed(1)} s ${r.nodes} nodes`);
  }
  const total = performance.now() - t0;
  times.sort((a, b) => a - b);
  const ref = LONELYBOT[draw];
  const pct = (n: number) => `${((100 * n) / deals.length).toFixed(1)}%`;
  console.log(`\ndraw ${draw}: ${deals.length} deals${numbers ? ' (deal numbers)' : ' (shared samples)'}`);
  console.log(
    `  solved ${solved} (${pct(solved)})  unsolvable ${unsolvable}  unknown ${unknown}${numbers ? '' : `  disagreements with the reference ${disagree}`}`,
  );
  console.log(`                 this solver      lonelybot (300 deals, from the issue)`);
  console.log(`  median         ${quantile(times, 0.5).toFixed(1).padStart(8)} ms      ${ref.median} ms`);
  console.log(`  p95            ${quantile(times, 0.95).toFixed(0).padStart(8)} ms      ${ref.p95} ms`);
  console.log(`  worst          ${times[times.length - 1].toFixed(0).padStart(8)} ms      ${ref.worst} ms`);
  console.log(`  total          ${(total / 1000).toFixed(1).padStart(8)} s       ${ref.total / 1000} s`);
  console.log(
    `  total per 300  ${((total / deals.length) * 0.3).toFixed(1).padStart(8)} s       ${ref.total / 1000} s`,
  );
  console.log(`  nodes/s        ${(((nodes / total) * 1000) / 1e6).toFixed(2).padStart(8)} M`);
  for (const s of slow) console.log(`    ${s}`);
  if (!numbers) hintLatency(draw);
}
console.log(`\npeak RSS ${(peakRss / 2 ** 20).toFixed(0)} MB (the largest after any one solve, the process included)`);

/**
 * Hint latency with the page's budget (1.5 s), cold (no remembered line): positions every
 * HINT_EVERY moves along the reference winning lines of the first HINT_DEALS solvable deals.
 */
function hintLatency(draw: 1 | 3): void {
  const HINT_DEALS = 40;
  const HINT_EVERY = 15;
  const rules = { ...DEFAULT_RULES, draw };
  const times: number[] = [];
  const kinds = { winning: 0, heuristic: 0, none: 0 };
  for (const r of references(draw)
    .filter((x) => x.verdict === 'solvable')
    .slice(0, HINT_DEALS)) {
    const moves = parseMoves(r.solution);
    if (!moves.ok) throw new Error(`${r.id}: ${moves.message}`);
    for (let k = 0; k < moves.value.length; k += HINT_EVERY) {
      const game = { rules, deal: r.deal, moves: moves.value.slice(0, k), undone: [] };
      const t = performance.now();
      const a = hint(game, { maxMs: 1500, now: () => performance.now() });
      times.push(performance.now() - t);
      kinds[a.hint.kind]++;
    }
  }
  times.sort((a, b) => a - b);
  console.log(
    `  hints along reference lines (${times.length} positions, cold, budget 1.5 s): p50 ${quantile(times, 0.5).toFixed(1)} ms  p95 ${quantile(times, 0.95).toFixed(1)} ms  max ${times[times.length - 1].toFixed(0)} ms  (goal p95 ≤ 100 ms)  ${kinds.winning} winning, ${kinds.heuristic} heuristic`,
  );
}
