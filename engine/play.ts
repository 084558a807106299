import type { Card } from './cards';
import { Board } from './core/board';
import { COLUMN_ROOM } from './core/board-layout';
import { checkMove, type MoveError } from './legality';
import { decodeMove, encodeMove, type Move, moveKind, TABLEAU_TABLEAU } from './moves';
import type { Position } from './position';
import { ok, type Result } from './result';

/** One board a table's shape (its columns and decks), reused by the plain-data calls below: they load it, use it and are done. */
const scratches: Board[] = [];
const scratch = (p: Position): Board => {
  const columns = p.columns.length;
  const decks = p.foundations.length / 4;
  const board = (scratches[columns * 4 + decks] ??= new Board(columns, decks));
  return board.load(p);
};
const buffer = new Uint16Array(256);

/** Every legal move, in a fixed order: to foundations, column to column, waste to columns, foundation to columns, draw or recycle. */
export function legalMoves(p: Position): Move[] {
  const n = scratch(p).generate(buffer);
  const out: Move[] = [];
  for (let i = 0; i < n; i++) out.push(decodeMove(buffer[i]));
  return out;
}

/** What a move did, for scoring, announcements and animation. */
export interface Step {
  readonly position: Position;
  readonly move: Move;
  /** The cards that moved, bottom to top (none for a draw or a recycle). */
  readonly cards: readonly Card[];
  /** The face-down card the move turned up, or -1. */
  readonly flipped: Card | -1;
}

/** Plays a move: the new position and what happened, or why the move is illegal. Never throws on bad input. */
export function step(p: Position, move: Move): Result<Step, MoveError> {
  const board = scratch(p);
  const made = makeOn(board, move);
  return made.ok ? ok({ position: board.toPosition(p.rules), move, ...made.value }) : made;
}

/** What a move did, without the position after it. */
export type Made = Omit<Step, 'position' | 'move'>;

/** Checks and makes a move on a board (left as it was when the move is illegal): what it did. */
export function makeOn(board: Board, move: Move): Result<Made, MoveError> {
  const error = checkMove(board, move);
  if (error) return error;
  const m = encodeMove(move);
  const cards = movedCards(board, m, move);
  const token = board.make(m);
  let flipped: Card | -1 = -1;
  if (Board.flipped(token)) {
    const from = (move as { from: number }).from;
    flipped = board.tab[from * COLUMN_ROOM + board.len[from] - 1];
  }
  return ok({ cards, flipped });
}

function movedCards(board: Board, m: number, move: Move): Card[] {
  switch (move.type) {
    case 'draw':
    case 'recycle':
      return [];
    case 'waste-foundation':
    case 'waste-tableau':
      return [board.wasteTop()];
    case 'tableau-foundation':
      return [board.top(move.from)];
    case 'foundation-tableau':
      return [board.homeTop(board.homeFitting(move.suit, move.to))];
    case 'tableau-tableau': {
      const n = moveKind(m) === TABLEAU_TABLEAU ? board.runFits(move.from, move.to) : 0;
      const end = move.from * COLUMN_ROOM + board.len[move.from];
      return Array.from(board.tab.subarray(end - n, end));
    }
  }
}

export const isWon = (p: Position): boolean => p.foundations.every((n) => n === 13);

/** No legal move at all (not even a draw or a recycle). */
export const hasNoLegalMove = (p: Position): boolean => scratch(p).generate(buffer) === 0;
