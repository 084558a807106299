// npm run --silent solve -- [--game klondike|spider-klondike] --draw 1|3 [--passes N] [--no-f2t] [--budget-ms N] [--budget-nodes N] [--max-table-mb N] < lines
// Reads ID<TAB>DEAL[<TAB>MOVES] lines (DEAL: the deal's text or its number); prints ID<TAB>solved|unsolvable|unknown<TAB>ms<TAB>nodes<TAB>LINE each.
import { createInterface } from 'node:readline';
import { parseCliOptions } from '../engine/cli/args';
import { solveLine } from '../engine/cli/solve';
import { DEFAULT_TABLE_BYTES } from '../engine/solver/solve';
import { MAX_TABLE_BYTES } from '../engine/solver/visited';

const usage =
  'usage: solve [--game klondike|spider-klondike] --draw 1|3 [--passes N] [--no-f2t] [--budget-ms N] [--budget-nodes N] [--max-table-mb N] < lines';
const options = parseCliOptions(process.argv.slice(2), ['budget-ms', 'budget-nodes', 'max-table-mb']);
const number = (name: string): number | undefined => {
  const v = options.ok ? options.value.extra[name] : undefined;
  if (v === undefined) return undefined;
  const n = Number(v);
  if (!Number.isInteger(n) || n <= 0) {
    process.stderr.write(`solve: --${name} must be a positive whole number, not "${v}"\n${usage}\n`);
    process.exit(2);
  }
  return n;
};
if (!options.ok) {
  process.stderr.write(`solve: ${options.message}\n${usage}\n`);
  process.exit(2);
}
const tableMb = number('max-table-mb') ?? DEFAULT_TABLE_BYTES / 2 ** 20;
if (tableMb > MAX_TABLE_BYTES / 2 ** 20) {
  process.stderr.write(
    `solve: --max-table-mb is at most ${MAX_TABLE_BYTES / 2 ** 20} (what the visited set can address), not ${tableMb}\n${usage}\n`,
  );
  process.exit(2);
}
const budget = {
  maxMs: number('budget-ms'),
  maxNodes: number('budget-nodes'),
  // The visited set's cap (the solver's default, 176 MB, unless told): a machine with memory to spare decides
  // the hardest deals sooner with a larger one. The page's worker keeps a lower cap of its own.
  maxTableBytes: tableMb * 2 ** 20,
  now: () => performance.now(),
};
for await (const raw of createInterface({ input: process.stdin, crlfDelay: Number.POSITIVE_INFINITY })) {
  const line = raw.replace(/\r$/, '');
  if (line.trim() === '') continue;
  process.stdout.write(`${solveLine(line, options.value.rules, budget, options.value.shape)}\n`);
}
