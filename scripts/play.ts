// npm run --silent play -- --draw 1|3 [--passes N] [--no-f2t] [--stock-known] [--steps] [--budget-nodes N] [--samples N] [--seed S]
//   [--playoff-samples N] [--playoff-nodes N] [--max-nodes N] < lines
// Reads ID<TAB>DEAL lines (DEAL: the deal's text or its number) or deal numbers alone; plays each game to its end
// with the fair policy and prints ID<TAB>won|lost<TAB>moves<TAB>ms<TAB>LINE (LINE replays with `npm run replay`).
// --playoff-samples and --playoff-nodes size the second race a close decision gets (engine/fair/policy.ts; 0 samples: none).
// --steps weighs only steps that cannot be taken back (engine/fair/steps.ts), as lonelybot's player does.
// --max-nodes caps each decision's nodes in all, as the page's hint does (models/hint.ts FAIR_HINT_BUDGET);
// the page also collects cards home on their own between decisions, which this CLI does not.
import { createInterface } from 'node:readline';
import { parseCliOptions } from '../engine/cli/args';
import { playLine } from '../engine/cli/play';
import { FAIR_PLAY } from '../engine/fair';

const usage =
  'usage: play --draw 1|3 [--passes N] [--no-f2t] [--stock-known] [--steps] [--budget-nodes N] [--samples N] [--seed S] [--playoff-samples N] [--playoff-nodes N] [--max-nodes N] < lines';
const argv = process.argv.slice(2);
const stockKnown = argv.includes('--stock-known');
const steps = argv.includes('--steps');
const options = parseCliOptions(
  argv.filter((a) => a !== '--stock-known' && a !== '--steps'),
  ['budget-nodes', 'samples', 'seed', 'max-nodes', 'playoff-samples', 'playoff-nodes'],
);
const fail = (message: string): never => {
  process.stderr.write(`play: ${message}\n${usage}\n`);
  process.exit(2);
};
if (!options.ok) fail(options.message);
else if (options.value.game !== 'klondike')
  fail(`the fair policy plays Klondike only so far, not ${options.value.game}`);
const opts = options.ok ? options.value : fail('unreachable');
const whole = (name: string, fallback: number, min: number): number => {
  const v = opts.extra[name];
  if (v === undefined) return fallback;
  const n = Number(v);
  return Number.isInteger(n) && n >= min && n <= 0xffffffff
    ? n
    : fail(`--${name} must be a whole number from ${min}, not "${v}"`);
};
const playoff = (samples: number, nodes: number) => (samples > 0 ? { playoff: { samples, nodes } } : {});
const budget = {
  sight: stockKnown ? ('stock-known' as const) : ('strict' as const),
  nodes: whole('budget-nodes', FAIR_PLAY.nodes, 1),
  samples: whole('samples', FAIR_PLAY.samples, 1),
  seed: whole('seed', 0, 0),
  ...playoff(
    whole('playoff-samples', FAIR_PLAY.playoff.samples, 0),
    whole('playoff-nodes', FAIR_PLAY.playoff.nodes, 1),
  ),
  ...(steps ? { steps } : {}),
  ...(opts.extra['max-nodes'] === undefined ? {} : { maxNodes: whole('max-nodes', 0, 1) }),
};
for await (const raw of createInterface({ input: process.stdin, crlfDelay: Number.POSITIVE_INFINITY })) {
  const line = raw.replace(/\r$/, '');
  if (line.trim() === '') continue;
  process.stdout.write(`${playLine(line, opts.rules, budget, () => performance.now())}\n`);
}
