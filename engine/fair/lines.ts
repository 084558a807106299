import type { Card } from '../cards';
import { Board } from '../core/board';
import { type Game, replayFrom, startState } from '../game';
import type { Move } from '../moves';
import { legalMoves, makeOn } from '../play';
import type { Position } from '../position';
import { maxRecycles } from '../rules';
import { history, keyText, rankedMoves } from '../solver/ranked-moves';
import { SolverState } from '../solver/state';
import { isStockMove } from '../stock-run';
import { playedOn } from './follow';

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

/**
 * The lines that lead to the same state for the solver, the first of each kept: a run moved onto its twin
 * parent (8♠ for 8♣), or a card sent home by one route or another, leaves the solver's state as it would be
 * after another line, and the solver then searches the same from both, so the two win the same arrangements
 * with winning lines as long. Weighed apart, such lines only spent the race's arrangements. With `still`
 * (the game has stood still: stoodStill), the lines that leave the state as it is now go too, unless
 * nothing else is left. The states are read off `arrangement`: lines that agree there agree in every one,
 * as what tells the states apart does not depend on where the unknown cards lie. A two-deck table, which
 * the solver's state does not hold, keeps every line.
 */
export function distinctLines(lines: readonly Move[][], arrangement: Position, still: boolean): Move[][] {
  if (!isKlondike(arrangement)) return lines.slice();
  const states = new Set<string>(still ? [stateText(arrangement)] : []);
  const kept = lines.filter((line) => {
    const key = stateText(playedOn(arrangement, line));
    if (states.has(key)) return false;
    states.add(key);
    return true;
  });
  return kept.length > 0 || !still ? kept : distinctLines(lines, arrangement, false);
}

/**
 * Whether each of the game's last `n` moves left the solver's state as it was (runs moved between columns,
 * nothing turned up, sent home or drawn). Such moves change nothing the solver sees, so in every arrangement
 * they win as much as the best move after them: weighed against moves that commit to something, they led
 * by the samples' hindsight, and the policy moved runs round the columns until the game's move cap (a deal
 * still won with every card in sight was lost that way). Whether a move stood still depends on nothing
 * the player cannot see (cards turned up, sent home, drawn), not on the face-down cards or the unseen
 * stock's order. Never on a two-deck table, which the solver's state does not hold.
 */
export function stoodStill(game: Game, n: number): boolean {
  const from = game.moves.length - n;
  const start = startState(game);
  if (from < 0 || !isKlondike(start.position)) return false;
  const texts = from === 0 ? [stateText(start.position)] : [];
  const keep = (k: number) => k >= from;
  replayFrom(game, 0, start, game.moves.length, keep, (v) => texts.push(stateText(v.state.position)));
  return texts.every((t) => t === texts[0]);
}

/** Whether the solver's state (solver/state.ts) holds the position: Klondike's seven columns, one deck. */
const isKlondike = (p: Position): boolean => p.columns.length === 7;

/** The solver's state as text: positions with the same text are the same state to it, and searched alike. */
function stateText(p: Position): string {
  const s = new SolverState(p);
  return [s.found, s.nHidden, s.deck.subarray(0, s.len), s.cur, s.vl, s.vh, s.recycles].join(' ');
}
