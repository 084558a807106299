import type { Card } from '../cards';
import { Board } from '../core/board';
import type { Game } from '../game';
import type { Move } from '../moves';
import { legalMoves, makeOn } from '../play';
import type { Position } from '../position';
import { maxRecycles } from '../rules';
import { history, keyText, rankedMoves } from '../solver/hint';
import { isStockMove } from '../stock-run';

/**
 * The lines a fair decision weighs, most promising first: each worthwhile move alone (rankedMoves, idle
 * ones last), but for the stock's: those become runs of draws (recycling where the stock runs out) to each
 * place in one turn of the stock where the waste shows a card that can be played, up to the first draw that
 * shows a card the player has not seen (`unknown`: what it is, and so whether it plays, is not theirs to
 * know; once seen, it may change the plan). Drawing changes nothing but which card is on the waste, so
 * weighing each draw on its own spent most of a game's decisions on draws; a run is one decision. A run that
 * comes back to a position the game has been in is left out. When that leaves nothing, every legal move is a
 * line of its own: a game that has been round in circles may need a move back to where it was (measured:
 * a deal still won with the cards in sight had nothing left to weigh, and was given up).
 */
export function fairLines(game: Game, position: Position, unknown: ReadonlySet<Card>): Move[][] {
  const ranked = rankedMoves(game, position, true);
  const lines: Move[][] = [];
  let drawn = false;
  for (const s of ranked) {
    if (!isStockMove(s.move)) lines.push([s.move]);
    else if (!drawn) {
      drawn = true;
      const { plays, intoUnseen } = drawRuns(game, position, unknown);
      lines.push(...plays, ...(intoUnseen ? [intoUnseen] : []));
    }
  }
  return lines.length > 0 ? lines : legalMoves(position).map((m) => [m]);
}

/**
 * The runs of draws in one turn of the stock (see fairLines): to each waste card that plays, and the one to
 * the first draw that shows an unseen card, where the runs end (null when every card drawn has been seen).
 */
export function drawRuns(
  game: Game,
  position: Position,
  unknown: ReadonlySet<Card>,
): { plays: Move[][]; intoUnseen: Move[] | null } {
  const been = history(game);
  const board = Board.from(position);
  const start = keyText(board);
  const recycles = maxRecycles(position.rules);
  const run: Move[] = [];
  const plays: Move[][] = [];
  // One turn of the stock takes at most a draw a card and a recycle.
  for (let i = 0; i <= board.swLen + 1; i++) {
    const m: Move | null =
      board.swLen > board.waste
        ? { type: 'draw' }
        : board.waste > 0 && board.recycles < recycles
          ? { type: 'recycle' }
          : null;
    if (!m || !makeOn(board, m).ok) break;
    run.push(m);
    const key = keyText(board);
    if (key === start) break;
    if (board.waste === 0 || been.has(key)) continue;
    // A draw that shows a card the player has not seen ends the runs: what it shows may change the plan.
    if (board.fan().some((c) => unknown.has(c))) return { plays, intoUnseen: run };
    if (wastePlays(board, position)) plays.push(run.slice());
  }
  return { plays, intoUnseen: null };
}

/** Whether the waste's top card can be played (home or onto a column) in the board's position. */
function wastePlays(board: Board, like: Position): boolean {
  return legalMoves(board.toPosition(like.rules)).some(
    (m) => m.type === 'waste-foundation' || m.type === 'waste-tableau',
  );
}
