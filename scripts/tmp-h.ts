import { DEFAULT_RULES, dealFromNumber, initialPosition } from '../engine';
import { SPIDER_KLONDIKE_SHAPE as S } from '../engine/games';
import { hint } from '../engine/solver/hint';
import { solve } from '../engine/solver/solve';
const rules = DEFAULT_RULES;
for (const n of [4, 5, 7]) {
  const deal = dealFromNumber(n, S);
  let t = performance.now();
  const r = solve(initialPosition(deal, rules), { maxMs: 10000, now: () => performance.now() });
  console.log(n, r.verdict, r.line.length, 'moves', (performance.now() - t).toFixed(0), 'ms');
  for (let k = 0; k < r.line.length; k += Math.ceil(r.line.length / 8)) {
    t = performance.now();
    const a = hint(
      { rules, deal, moves: r.line.slice(0, k), undone: [] },
      { maxMs: 1500, now: () => performance.now() },
    );
    console.log('  at', k, a.hint.kind, a.nodes, (performance.now() - t).toFixed(0), 'ms');
  }
}
