import type { Card } from '../cards';
import type { Game } from '../game';
import type { Move } from '../moves';
import type { Position } from '../position';
import { expandLine, expandSteps } from '../solver/expand';
import { generate } from '../solver/generate';
import { DECK_PILE, DECK_STACK, MAX_MOVES } from '../solver/macro';
import { SolverState } from '../solver/state';
import { drawRuns } from './lines';
import { sampleOf, type Unknowns } from './unknowns';

/** Positions reached by moves that can be taken back, at most: the rest are left unweighed. */
const MAX_STATES = 64;

/**
 * The lines a fair decision weighs (after lonelybot's HOP player, src/mcts_solver.rs): each step that cannot
 * be taken back (a card turned up, a column emptied, a stock card played, a tableau card sent home for good),
 * with the moves that can be taken back (cards between the foundations and the tableau) that lead to it, and
 * any such moves that win outright. Moves that can be taken back decide nothing on their own: weighed alone,
 * each looked as good as the best step after it (the samples' solver sees every card), so the policy drifted
 * among them. Weighing only steps, every line commits to something.
 *
 * The solver's moves are read off one arrangement of the unknown cards that depends only on what the
 * player has seen (card order), and a stock card's moves are weighed only once the card has been seen. In
 * the strict model, the stock's unseen cards are reached by drawing: one more line draws up to the first
 * draw that shows one (lines.ts), as the player would.
 */
export function fairSteps(game: Game, u: Unknowns): Move[][] {
  const known = sampleOf(u, () => 0);
  const unknown = new Set(u.cards);
  const st = new SolverState(known);
  const lines: Move[][] = [];
  const seen = new Set<string>();
  const buffer = new Uint16Array(MAX_MOVES);
  // Breadth first, so that the shortest way to each step comes first (the race's ties go to the first line).
  let layer: number[][] = [[]];
  while (layer.length > 0 && seen.size < MAX_STATES) {
    const next: number[][] = [];
    for (const path of layer) {
      const tokens = path.map((m) => st.make(m));
      const key = `${st.keyA()},${st.keyB()},${st.keyC()}`;
      if (!seen.has(key) && seen.size < MAX_STATES) {
        seen.add(key);
        if ((st.won || st.sureWin) && path.length > 0) lines.push(expandLine(known, path));
        else next.push(...stepsFrom(st, buffer, path, unknown, known, lines));
      }
      for (let i = tokens.length - 1; i >= 0; i--) st.unmake(tokens[i]);
    }
    layer = next;
  }
  const { intoUnseen } = drawRuns(game, known, unknown);
  if (intoUnseen) lines.push(intoUnseen);
  return lines;
}

/** Adds the steps from the state (reached by `path`) to `lines`; returns the paths one move longer that can be taken back. */
function stepsFrom(
  st: SolverState,
  buffer: Uint16Array,
  path: number[],
  unknown: ReadonlySet<Card>,
  known: Position,
  lines: Move[][],
): number[][] {
  const onward: number[][] = [];
  const n = generate(st, buffer, 0, -1, true);
  for (let i = 0; i < n; i++) {
    const m = buffer[i];
    const kind = (m >> 6) & 7;
    if ((kind === DECK_PILE || kind === DECK_STACK) && unknown.has(m & 63)) continue;
    const token = st.make(m);
    const back = st.reverseOf(token) !== -1;
    st.unmake(token);
    if (back) onward.push([...path, m]);
    else lines.push(expandSteps(known, [...path, m]));
  }
  return onward;
}
