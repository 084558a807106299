// bench:solver's hint latency (scripts/bench-solver.ts solves the deals): hints asked with the page's budget
// at positions along winning lines, cold, and along games played by following the hints.
import { DEFAULT_RULES, type Deal, type Game, type Move, parseMoves, replay } from '../engine';
import { type HintMemory, hint } from '../engine/solver/hint';
import { KeptLineTails } from '../engine/solver/kept-line';
import { references } from '../test/support/fixtures';
import { quantile } from './quantile';

/** A deal the solver won, and its winning line. */
export interface WonGame {
  readonly deal: Deal;
  readonly line: readonly Move[];
}

/**
 * Hint latency with the page's budget (1.5 s), cold (no remembered line): positions every HINT_EVERY moves
 * along the reference winning lines of the first 40 solvable deals.
 */
export function hintLatency(draw: 1 | 3): void {
  const lines = references(draw)
    .filter((x) => x.verdict === 'solvable')
    .map((r) => {
      const moves = parseMoves(r.solution);
      if (!moves.ok) throw new Error(`${r.id}: ${moves.message}`);
      return { deal: r.deal, line: moves.value };
    });
  timeHints(draw, lines.slice(0, 40), 15, 'along reference lines', 100);
}

/** The games whose hints are timed: 20 until the searches took milliseconds a deal, 100 since. */
const HINT_GAMES = 100;

/**
 * Spider-Klondike hint latency: cold, the same way, along the winning lines the solver found on the sample
 * just run (`won`); and along games played by following the hints from the deal (each hint remembers its winning
 * line, as the page's do, shortened as the page's worker shortens it while the hint is on show), up to 2000 hints
 * a game, and how many moves the games won took.
 */
export function spiderHints(draw: 1 | 3, won: readonly WonGame[]): void {
  // The first HINT_GAMES games won; at most 20 positions a game: a long line would otherwise weigh as many games.
  // The first 2,000 moves of each line at most: a search's line can run to a million moves, and a hint's
  // cost grows with the game's length, which in play stays far below that.
  const lines = won.slice(0, HINT_GAMES).map((g) => ({ ...g, line: g.line.slice(0, 2000) }));
  timeHints(draw, lines, 25, 'along the first 2,000 moves of the games it won', 150, 20);
  const lengths = won.map((g) => g.line.length).sort((a, b) => a - b);
  console.log(
    `  its winning lines: median ${quantile(lengths, 0.5)} moves, p95 ${quantile(lengths, 0.95)}, longest ${lengths[lengths.length - 1] ?? 0}  (goal median ≤ 250, longest ≤ 2,000)`,
  );
  const rules = { ...DEFAULT_RULES, draw };
  const times: number[] = [];
  let wins = 0;
  /** The moves each game won took. */
  const played: number[] = [];
  const games = won.slice(0, HINT_GAMES);
  for (const g of games) {
    let game: Game = { rules, deal: g.deal, moves: [], undone: [] };
    let memory: HintMemory | undefined;
    for (let i = 0; i < 2000; i++) {
      const t = performance.now();
      const a = hint(game, { maxMs: 1500, now: () => performance.now() }, memory);
      times.push(performance.now() - t);
      if (!a.hint.move) break;
      // A new line kept: shortened as the page's worker shortens it while the hint is on show (shortenKept).
      if (a.memory && a.memory !== memory)
        memory = KeptLineTails.of(game, a)?.step(Number.POSITIVE_INFINITY) ?? a.memory;
      game = { ...game, moves: [...game.moves, a.hint.move] };
      const end = replay(game);
      if (end.ok && end.value.won) {
        wins++;
        played.push(game.moves.length);
        break;
      }
    }
  }
  times.sort((a, b) => a - b);
  played.sort((a, b) => a - b);
  console.log(
    `  hints following the hints from the deal (${games.length} games, ${times.length} hints, ${wins} won within 2000): p50 ${quantile(times, 0.5).toFixed(1)} ms  p95 ${quantile(times, 0.95).toFixed(1)} ms  max ${times[times.length - 1]?.toFixed(0)} ms  (goal p95 ≤ 150 ms)`,
  );
  console.log(
    `  games won by following them (Show me), each line kept shortened while its hint is on show: median ${quantile(played, 0.5)} moves, p95 ${quantile(played, 0.95)}, longest ${played[played.length - 1] ?? 0}`,
  );
}

function timeHints(
  draw: 1 | 3,
  games: readonly WonGame[],
  every: number,
  label: string,
  goal: number,
  most = 1e9,
): void {
  const rules = { ...DEFAULT_RULES, draw };
  const times: number[] = [];
  const kinds = { winning: 0, heuristic: 0, fair: 0, none: 0 };
  for (const g of games) {
    const step = Math.max(every, Math.ceil(g.line.length / most));
    for (let k = 0; k < g.line.length; k += step) {
      const at = { rules, deal: g.deal, moves: g.line.slice(0, k), undone: [] };
      const t = performance.now();
      const a = hint(at, { maxMs: 1500, now: () => performance.now() });
      times.push(performance.now() - t);
      kinds[a.hint.kind]++;
    }
  }
  times.sort((a, b) => a - b);
  console.log(
    `  hints ${label} (${games.length} games, ${times.length} positions, cold, budget 1.5 s): p50 ${quantile(times, 0.5).toFixed(1)} ms  p95 ${quantile(times, 0.95).toFixed(1)} ms  max ${times[times.length - 1]?.toFixed(0)} ms  (goal p95 ≤ ${goal} ms)  ${kinds.winning} winning, ${kinds.heuristic} heuristic`,
  );
}
