import { expandMoves } from '../engine/compact';
import { parseDealLink } from '../engine/links/link';
import { type LineSteps, lineSteps } from './line-steps';
import type { SolverClient } from './solver';

/**
 * "Show a winning line" for a game of the history: the engine's winning line from its deal, searched in the
 * worker, as the positions it passes through and each move in words, to play on a small board.
 */
export type WinningLine =
  | ({ readonly kind: 'found' } & LineSteps)
  /** The search found no win within its budget: the deal may be lost from the start, or just too deep. */
  | { readonly kind: 'none' }
  | { readonly kind: 'unreadable' };

/** A search as long as a player waits for on purpose (the race's computer gets 4 s). */
const BUDGET = { ms: 15_000, nodes: 8_000_000 };

/** Stops the search for a line no longer wanted (its dialog closed). */
export const stopWinningLine = (solver: () => Promise<SolverClient>): void =>
  void solver().then((c) => c.cancel('line'));

/** The winning line of a history game's deal (its link), or null when a newer search took its place. */
export async function findWinningLine(link: string, solver: () => Promise<SolverClient>): Promise<WinningLine | null> {
  const read = parseDealLink(link);
  if (!read.ok || !read.value.rules) return { kind: 'unreadable' };
  const { deal, rules } = read.value;
  const answer = await (await solver()).line({ deal, rules, moves: [], undone: [] }, BUDGET);
  if (!answer) return null;
  const moves = expandMoves(answer.value.line, deal.columns.length);
  if (!answer.value.wins || !moves.ok) return { kind: 'none' };
  const steps = lineSteps(deal, rules, moves.value);
  return steps ? { kind: 'found', ...steps } : { kind: 'none' };
}
