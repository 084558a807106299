import type { Card } from '../cards';
import { Board } from '../core/board';
import type { Move } from '../moves';
import { makeOn } from '../play';
import type { Position } from '../position';
import { solve } from '../solver/solve';

/** A line's moves made on an arrangement (they are legal in every one: what makes them legal is in sight). */
export function playedOn(p: Position, line: readonly Move[]): Position {
  const board = Board.from(p);
  for (const m of line) makeOn(board, m);
  return board.toPosition(p.rules);
}

/**
 * A line every arrangement weighed won after, carried on along a winning line of the first of them
 * (`arrangements`) up to the first move that shows a card the player has not seen: until then, nothing new
 * is known, and a winning line is progress. Left to choose one move at a time, a position won in every
 * arrangement leaves every move about equal, and the policy wandered (runs moved from column to column,
 * cards taken back from the foundations) until the game's move cap. The longer line is kept only if every
 * arrangement is still won after it within `nodes`: one arrangement's line may spend a card (the waste's
 * onto a column, one sent home) that another needs, and two games in a hundred were lost that way.
 */
export function onUntilShown(
  arrangements: readonly Position[],
  line: readonly Move[],
  unknown: ReadonlySet<Card>,
  nodes: number,
): Move[] {
  const out = line.slice();
  const board = Board.from(arrangements[0]);
  // The line itself may show a card (a move that turns one up, a draw into unseen cards): then it ends there.
  if (line.some((m) => makesShown(board, m, unknown))) return out;
  const from = board.toPosition(arrangements[0].rules);
  const r = solve(from, { maxNodes: nodes });
  if (r.verdict !== 'solved') return out;
  for (const m of r.line) {
    out.push(m);
    if (makesShown(board, m, unknown)) break;
  }
  const wonAfter = (a: Position) =>
    solve(playedOn(a, out), { maxNodes: nodes, verdictOnly: true }).verdict === 'solved';
  return arrangements.slice(1).every(wonAfter) ? out : line.slice();
}

/** Makes a move on the board: whether it showed a card the player has not seen (a move that cannot be made shows nothing). */
function makesShown(board: Board, m: Move, unknown: ReadonlySet<Card>): boolean {
  const made = makeOn(board, m);
  if (!made.ok) return false;
  if (made.value.flipped !== -1 && unknown.has(made.value.flipped)) return true;
  if (m.type !== 'draw') return false;
  return board.fan().some((c) => unknown.has(c));
}
