import { DEFAULT_RULES, dealFromNumber, initialPosition, replay } from '../engine';
import { SPIDER_KLONDIKE_SHAPE as S } from '../engine/games';
import { solve } from '../engine/solver/solve';
for (const draw of [1, 3] as const) {
  const tally: Record<string, number> = {};
  let ms = 0;
  for (let n = 1; n <= 20; n++) {
    const rules = { ...DEFAULT_RULES, draw };
    const deal = dealFromNumber(n, S);
    const r = solve(initialPosition(deal, rules), { maxMs: 5000, now: () => performance.now() });
    tally[r.verdict] = (tally[r.verdict] ?? 0) + 1;
    ms += r.ms;
    if (r.verdict === 'solved') {
      const rep = replay({ rules, deal, moves: r.line, undone: [] });
      if (!rep.ok || !rep.value.won) console.log('BAD LINE', n, rep.ok ? 'not won' : rep.message);
    }
    console.log(draw, n, r.verdict, r.ms.toFixed(0), r.nodes, r.line.length);
  }
  console.log('draw', draw, tally, (ms / 1000).toFixed(1), 's');
}
