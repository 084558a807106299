import type { Move } from '../moves';
import type { SolveResult } from '../solver/solve';

/*
 * The race's score (FairSearch, policy.ts, runs the solves): what each line has won, which lines stay in
 * after a round, which one leads, and which go to a playoff.
 */

/** A line leaves the race when it has won this many times √n fewer arrangements than the best (n weighed each). */
const MARGIN = 1;
/** What a sample not won adds to a line's lines' length: more than any line. */
const UNWON = 10_000;
/** Lines a playoff weighs at most. */
const PLAYOFF_LINES = 3;

/** A line in the race, and what it has won so far. */
export interface Entry {
  readonly line: Move[];
  wins: number;
  /** The length of the winning lines found after it (solver's macro moves, UNWON for a sample not won). */
  cost: number;
  weighed: number;
  /** Which arrangements of the race it won, in order ('1' won): lines alike in every one are one line to the playoff. */
  outcomes: string;
}

/** A line back at the start of a race. */
export const fresh = (line: Move[]): Entry => ({ line, wins: 0, cost: 0, weighed: 0, outcomes: '' });

/** Counts one arrangement the line was weighed on: won (with the length of its winning line) or not. */
export function weigh(e: Entry, r: SolveResult): void {
  if (r.verdict === 'solved') e.wins++;
  e.cost += r.verdict === 'solved' ? (r.depth ?? 0) : UNWON;
  e.weighed++;
  e.outcomes += r.verdict === 'solved' ? '1' : '0';
}

/** Whether a line is ahead of another: it won a larger share of its arrangements, or as large with shorter winning lines. */
function ahead(e: Entry, of: Entry): boolean {
  const [rate, ofRate] = [e.wins / e.weighed || 0, of.wins / of.weighed || 0];
  return rate > ofRate || (rate === ofRate && e.cost / e.weighed < of.cost / of.weighed);
}

/** The line ahead: the most arrangements won, then the shortest winning lines, then the rules of thumb' order. */
export function leaderOf(racing: readonly Entry[]): Entry {
  // A line the decision's node cap left unweighed cannot lead (its rate and length would read as 0).
  const weighed = racing.filter((e) => e.weighed > 0);
  const field = weighed.length > 0 ? weighed : racing;
  let best = field[0];
  for (const e of field) if (ahead(e, best)) best = e;
  return best;
}

/** The lines that stay in the race after a round: those that have not won clearly fewer than `best`. */
export const stillIn = (racing: readonly Entry[], best: Entry): Entry[] =>
  racing.filter((e) => best.wins - e.wins <= MARGIN * Math.sqrt(best.weighed));

/**
 * The leaders of a race that ended close, for a playoff (PLAYOFF_LINES at most). Lines that won the same
 * arrangements are taken as one (cards moved between columns and back often change nothing).
 */
export function playoffLeaders(racing: readonly Entry[]): Entry[] {
  // A race ends after a whole round: every line in it has been weighed, so ranking is `ahead`'s order
  // (stable: among equals, the rules of thumb' order).
  const ranked = racing.slice().sort((a, b) => (ahead(a, b) ? -1 : ahead(b, a) ? 1 : 0));
  return ranked.filter((e, i) => ranked.findIndex((o) => o.outcomes === e.outcomes) === i).slice(0, PLAYOFF_LINES);
}
