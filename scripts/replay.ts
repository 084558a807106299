// npm run --silent replay -- [--game klondike|spider-klondike] --draw 1|3 [--passes N] [--no-f2t] < lines
// Reads ID<TAB>DEAL<TAB>MOVES lines on stdin (DEAL: the deal's text or its number); prints one verdict per line; exit 1 if any was illegal or invalid.
import { createInterface } from 'node:readline';
import { parseCliOptions } from '../engine/cli/args';
import { replayLine } from '../engine/cli/replay';

const options = parseCliOptions(process.argv.slice(2));
if (!options.ok) {
  process.stderr.write(
    `replay: ${options.message}\nusage: replay [--game klondike|spider-klondike] --draw 1|3 [--passes N] [--no-f2t] < lines\n`,
  );
  process.exit(2);
}
let bad = false;
const out: string[] = [];
for await (const raw of createInterface({ input: process.stdin, crlfDelay: Number.POSITIVE_INFINITY })) {
  const line = raw.replace(/\r$/, '');
  if (line.trim() === '') continue;
  const r = replayLine(line, options.value.rules, options.value.shape);
  if (r.verdict === 'illegal' || r.verdict === 'invalid') bad = true;
  out.push(r.text);
  if (out.length >= 256) process.stdout.write(`${out.splice(0).join('\n')}\n`);
}
if (out.length) process.stdout.write(`${out.join('\n')}\n`);
process.exitCode = bad ? 1 : 0;
