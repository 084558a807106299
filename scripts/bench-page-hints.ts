// npm run bench:page-hints [-- --deals N] [--from K] [--draw 1|3]
// How well the page's fair hints play: each deal (numbers #K..#K+N-1, 200 from #1 unless told; draw 1 unless
// told) is played to its end by always doing what the hint says, twice: with the first answers only
// (FAIR_HINT_BUDGET) and with the refined answers the page shows in their place (FAIR_REFINED_BUDGET). The hints
// come from the worker's own service (workers/solver-service.ts, with the page's visited-set cap), run in
// Node; cards go home by themselves as with the page's default, and a run of draws is drawn until its card,
// as Show me does. Prints the games won each way with their 95% intervals (Wilson) and the mean time a game
// on one core. The deals are shared between the cores by child processes running this script.
import { spawn } from 'node:child_process';
import { cpus } from 'node:os';
import {
  advance,
  DEFAULT_RULES,
  dealFromNumber,
  encodeGame,
  type Game,
  isWon,
  type Move,
  newGame,
  startState,
  step,
} from '../engine';
import { safeCollectMove } from '../engine/assist';
import type { Hint } from '../engine/solver';
import { drawnTo } from '../engine/stock-run';
import { FAIR_HINT_BUDGET, FAIR_REFINED_BUDGET, refinable } from '../models/hint';
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
  const service = new SolverService();
  for (const n of (opt('list') ?? '').split(',').filter(Boolean).map(Number)) {
    const t0 = performance.now();
    const won = await follow(service, n, child === 'refined');
    console.log(`${n}\t${won ? 'won' : 'lost'}\t${(performance.now() - t0).toFixed(0)}`);
  }
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

/** Plays deal n by the hints to its end, as the page would; whether it was won. */
async function follow(service: SolverService, n: number, refined: boolean): Promise<boolean> {
  let game: Game = newGame(dealFromNumber(n), rules);
  let state = startState(game);
  let id = 0;
  const play = (m: Move) => {
    const r = advance(rules, state, m);
    if (!r.ok) throw new Error(`deal #${n}: the hint's ${JSON.stringify(m)} is illegal: ${r.message}`);
    state = r.value.state;
    game = { ...game, moves: [...game.moves, m] };
  };
  /** The player's move, then the cards that go home by themselves (not one just taken back from its foundation). */
  const move = (m: Move) => {
    const taken = m.type === 'foundation-tableau' ? step(state.position, m) : null;
    const keep = taken?.ok ? taken.value.cards[0] : -1;
    play(m);
    for (let c = safeCollectMove(state.position, keep); c; c = safeCollectMove(state.position, keep)) play(c);
  };
  const ask = async (budget: typeof FAIR_HINT_BUDGET | typeof FAIR_REFINED_BUDGET): Promise<Hint> => {
    const a = await service.fairHint(++id, encodeGame(game), budget);
    if (a.status !== 'done') throw new Error(`deal #${n}: the hint came back ${a.status}`);
    return a.value.hint;
  };
  for (let i = 0; i < MAX_HINTS && !isWon(state.position); i++) {
    const first = await ask(FAIR_HINT_BUDGET);
    const hint = refined && refinable(first) ? await ask(FAIR_REFINED_BUDGET) : first;
    if (!hint.move) break;
    if (hint.until === null) move(hint.move);
    else {
      const until = hint.until;
      for (let k = 0; k < 2 * hint.moves.length + 52 && !drawnTo(state.position, until); k++)
        move({ type: state.position.stock.length > 0 ? 'draw' : 'recycle' });
    }
  }
  return isWon(state.position);
}
