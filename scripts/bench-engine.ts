// npm run bench:engine — move generation and random playout speed of the rules engine, one core.
// Deterministic workload (seeded deals and choices); only the timings vary from run to run.
import { cpus } from 'node:os';
import {
  DEFAULT_RULES,
  dealFromNumber,
  initialPosition,
  legalMoves,
  mulberry32,
  parsePosition,
  type Position,
  type Rules,
  step,
} from '../engine';
import { Board } from '../engine/core/board';
import { perft } from '../engine/core/perft';

const MIDGAME =
  'd1 p- f+ t- standard | 0 3 0 0 | KH | KD | 4S | td 7c 9c TC 9H 8C 7H 6C | ac ah 2S | as 8s 4C 3H 2C | 6s js 4h 7d qc jd JC TH 9S 8D 7S 6D 5C 4D 3C 2H | QS 8H KC 5D QH 9D | QD 5H 6H 5S TS 3S KS JH | 4';
const seconds = Number(process.env.BENCH_SECONDS ?? 2);
const rulesSets: [string, Rules][] = [
  ['draw 1', DEFAULT_RULES],
  ['draw 3', { ...DEFAULT_RULES, draw: 3 }],
];

/** Positions met in seeded random games, to measure generation on typical (not only opening) positions. */
function samplePositions(rules: Rules, count: number): Position[] {
  const next = mulberry32(12345);
  const out: Position[] = [];
  const board = new Board();
  const buf = new Uint16Array(128);
  for (let deal = 0; out.length < count; deal++) {
    board.load(initialPosition(dealFromNumber(deal), rules));
    for (let ply = 0; ply < 200 && out.length < count; ply++) {
      const n = board.generate(buf);
      if (n === 0) break;
      board.make(buf[next() % n]);
      if (ply % 10 === 0) out.push(board.toPosition(rules));
    }
  }
  return out;
}

function timed(fn: () => number): { perSecond: number; total: number } {
  let total = 0;
  const start = performance.now();
  let elapsed = 0;
  while (elapsed < seconds * 1000) {
    total += fn();
    elapsed = performance.now() - start;
  }
  return { perSecond: (total * 1000) / elapsed, total };
}

const fmt = (n: number) => (n >= 1e6 ? `${(n / 1e6).toFixed(2)} M` : `${(n / 1e3).toFixed(1)} k`);

console.log(
  `bench:engine  node ${process.version}  ${cpus()[0]?.model ?? 'unknown cpu'} (${cpus().length} cores, one used)`,
);
for (const [name, rules] of rulesSets) {
  const positions = samplePositions(rules, 2000);
  const boards = positions.map((p) => Board.from(p));
  const buf = new Uint16Array(128);

  // warm up the JIT on every path before timing
  for (let i = 0; i < 3; i++) for (const b of boards) b.generate(buf);

  const gen = timed(() => {
    for (const b of boards) b.generate(buf);
    return boards.length;
  });

  let k = 0;
  const plain = timed(() => {
    for (let i = 0; i < 200; i++) legalMoves(positions[k++ % positions.length]);
    return 200;
  });

  // Random playouts on the make/unmake core: random legal moves, 300 plies a game, then a new deal.
  const next = mulberry32(7);
  const board = new Board();
  let deal = 0;
  const playout = timed(() => {
    board.load(initialPosition(dealFromNumber(deal++), rules));
    let ply = 0;
    for (; ply < 300; ply++) {
      const n = board.generate(buf);
      if (n === 0) break;
      board.make(buf[next() % n]);
    }
    return ply;
  });

  // The same through the plain-data API: step() builds a new Position every move.
  let p = initialPosition(dealFromNumber(0), rules);
  let plies = 0;
  const plainPlayout = timed(() => {
    for (let i = 0; i < 100; i++) {
      const moves = legalMoves(p);
      if (moves.length === 0 || plies++ > 300) {
        p = initialPosition(dealFromNumber(plies), rules);
        plies = 0;
        continue;
      }
      const s = step(p, moves[next() % moves.length]);
      if (s.ok) p = s.value.position;
    }
    return 100;
  });

  // perft from a busy midgame position (see test/engine/perft.test.ts), under these rules.
  const mid = parsePosition(MIDGAME);
  if (!mid.ok) throw new Error(mid.message);
  const t0 = performance.now();
  const nodes = perft(Board.from({ ...mid.value, rules }), 8);
  const perftRate = (nodes * 1000) / (performance.now() - t0);

  console.log(`\n${name}`);
  console.log(`  core legal-move generations/s   ${fmt(gen.perSecond)}  (${positions.length} sampled positions)`);
  console.log(`  core random-playout moves/s     ${fmt(playout.perSecond)}  (generate + make, 300-ply games)`);
  console.log(`  core perft(8) leaf nodes/s      ${fmt(perftRate)}  (${nodes} nodes, make/unmake)`);
  console.log(`  plain legalMoves(position)/s    ${fmt(plain.perSecond)}`);
  console.log(
    `  plain playout moves/s           ${fmt(plainPlayout.perSecond)}  (legalMoves + step, new Position each move)`,
  );
}
