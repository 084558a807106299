// npm run --silent duel -- --games N --a strong|casual --b strong|casual [--draw 1|3] [--from K]
// Plays N Double Solitaire games, computer against computer, on duels #K, #K, #K+1, #K+1, … (each deal twice,
// the players changing seats, so that neither gains by the deal), and prints each player's wins, the draws,
// the average moves of a game, and a's share of the decided games with its 95% confidence interval (Wilson).
import { MAX_DEAL_NUMBER } from '../engine/deal';
import { dealDuel } from '../engine/duel/duel';
import { duelPlayer, playDuelGame, STRENGTHS, type Strength } from '../engine/duel/players';
import { wilson } from './wilson';

const usage = 'usage: duel --games N --a strong|casual --b strong|casual [--draw 1|3] [--from K]';
const args = process.argv.slice(2);
const options: Record<string, string> = {};
for (let i = 0; i < args.length; i += 2) {
  const [key, value] = [args[i], args[i + 1]];
  if (!key?.startsWith('--') || value === undefined) {
    process.stderr.write(`duel: ${key ?? ''} needs a value\n${usage}\n`);
    process.exit(2);
  }
  options[key.slice(2)] = value;
}
const unknown = Object.keys(options).filter((k) => !['games', 'a', 'b', 'draw', 'from'].includes(k));
const strength = (k: string): Strength | null =>
  (STRENGTHS as readonly string[]).includes(options[k] ?? '') ? (options[k] as Strength) : null;
const games = Number(options.games ?? '');
const from = Number(options.from ?? '1');
const draw = Number(options.draw ?? '3');
const a = strength('a');
const b = strength('b');
if (
  unknown.length > 0 ||
  !Number.isInteger(games) ||
  games < 1 ||
  !a ||
  !b ||
  !Number.isInteger(from) ||
  from < 0 ||
  (draw !== 1 && draw !== 3)
) {
  process.stderr.write(
    `duel: ${unknown.length > 0 ? `unknown option --${unknown[0]}` : 'bad or missing option'}\n${usage}\n`,
  );
  process.exit(2);
}
// A duel is dealt from its number as a 32-bit seed: a larger one would be played as another duel's.
const last = from + Math.ceil(games / 2) - 1;
if (last > MAX_DEAL_NUMBER) {
  const what =
    from > MAX_DEAL_NUMBER ? `--from ${options.from}` : `--games ${games} from duel #${from} plays up to #${last}`;
  process.stderr.write(`duel: ${what}: duel numbers go from 0 to ${MAX_DEAL_NUMBER}\n${usage}\n`);
  process.exit(2);
}

let winsA = 0;
let winsB = 0;
let draws = 0;
let moves = 0;
const started = performance.now();
for (let i = 0; i < games; i++) {
  const n = from + Math.floor(i / 2);
  const aSide = i % 2;
  const pa = duelPlayer(a, n * 2 + 1);
  const pb = duelPlayer(b, n * 2 + 2);
  const r = playDuelGame(dealDuel(n, draw), aSide === 0 ? [pa, pb] : [pb, pa]);
  moves += r.moves;
  if (r.winner === null) draws++;
  else if (r.winner === aSide) winsA++;
  else winsB++;
}

const decided = winsA + winsB;
const [lo, hi] = wilson(winsA, decided);
const pct = (x: number) => `${(100 * x).toFixed(1)}%`;
console.log(
  `duel: ${a} (a) against ${b} (b), ${games} games, draw ${draw}, duels #${from}..#${from + Math.ceil(games / 2) - 1} each played from both seats`,
);
console.log(`a wins ${winsA}, b wins ${winsB}, draws ${draws}; average moves ${(moves / games).toFixed(0)}`);
console.log(
  `a's share of the decided games: ${decided === 0 ? '–' : pct(winsA / decided)} (95% CI ${pct(lo)}–${pct(hi)}, Wilson, n = ${decided})`,
);
console.log(`${((performance.now() - started) / 1000).toFixed(1)} s`);
