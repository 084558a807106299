import { RANK_OF, SUIT_OF } from '../cards';
import { Board } from '../core/board';
import { COLUMN_ROOM } from '../core/board-layout';
import { checkMove } from '../legality';
import { type Col, encodeMove, formatMove, type Move } from '../moves';
import { isWon } from '../play';
import type { Position } from '../position';
import { DECK_PILE, DECK_STACK, PILE_STACK, REVEAL, STACK_PILE } from './macro';

/**
 * Turns the solver's macro moves into the shared notation's single moves by
 * replaying them on a real board (after lonelybot src/convert.rs): a deck move
 * becomes the draws and recycles that bring its card to the top of the waste,
 * then the play; a tableau card going home that sits under its twin's partner
 * first has the run on it moved across. Every move is checked by the rules
 * engine as it is played, so a line that does not hold fails here, loudly.
 * After the last macro move the game is won or plays itself out (every card
 * face up, at most one in stock and waste): those moves are added too.
 */
export function expandLine(start: Position, tokens: readonly number[]): Move[] {
  const board = Board.from(start);
  const { out, play } = player(board);
  playTokens(board, tokens, play);
  finish(board, play);
  if (!isWon(board.toPosition(start.rules))) throw new Error('solver line does not win');
  return out;
}

/** The single moves of macro moves that need not win (the fair policy's steps): nothing is played out after them. */
export function expandSteps(start: Position, tokens: readonly number[]): Move[] {
  const board = Board.from(start);
  const { out, play } = player(board);
  playTokens(board, tokens, play);
  return out;
}

function player(board: Board): { out: Move[]; play: (m: Move) => void } {
  const out: Move[] = [];
  const play = (m: Move) => {
    const error = checkMove(board, m);
    if (error) throw new Error(`solver line broke at move ${out.length + 1} (${formatMove(m)}): ${error.message}`);
    board.make(encodeMove(m));
    out.push(m);
  };
  return { out, play };
}

function playTokens(board: Board, tokens: readonly number[], play: (m: Move) => void): void {
  for (const token of tokens) {
    const x = token & 63;
    switch ((token >> 6) & 7) {
      case DECK_PILE:
      case DECK_STACK:
        bringToWaste(board, x, play);
        play(
          ((token >> 6) & 7) === DECK_STACK
            ? { type: 'waste-foundation' }
            : { type: 'waste-tableau', to: target(board, x, -1) },
        );
        break;
      case STACK_PILE:
        play({ type: 'foundation-tableau', suit: SUIT_OF[x] as 0 | 1 | 2 | 3, to: target(board, x, -1) });
        break;
      case REVEAL: {
        const from = locate(board, x).col;
        play({ type: 'tableau-tableau', from, to: target(board, x, from) });
        break;
      }
      case PILE_STACK: {
        const { col, index } = locate(board, x);
        if (index < board.len[col] - 1) {
          const above = board.tab[col * COLUMN_ROOM + index + 1];
          play({ type: 'tableau-tableau', from: col, to: target(board, above, col) });
        }
        play({ type: 'tableau-foundation', from: col });
        break;
      }
    }
  }
}

/** Draws (and recycles) until card x is on top of the waste. */
function bringToWaste(board: Board, x: number, play: (m: Move) => void): void {
  for (let guard = 0; board.wasteTop() !== x; guard++) {
    if (guard > 60) throw new Error('solver line: a deck card never came up');
    play(board.swLen > board.waste ? { type: 'draw' } : { type: 'recycle' });
  }
}

/** The first column (other than `not`) that takes card x. */
function target(board: Board, x: number, not: number): Col {
  for (let c = 0; c < 7; c++) if (c !== not && board.accepts(c, x)) return c as Col;
  throw new Error('solver line: no column takes the card');
}

function locate(board: Board, x: number): { col: Col; index: number } {
  for (let c = 0; c < 7; c++) {
    for (let i = board.down[c]; i < board.len[c]; i++) {
      if (board.tab[c * COLUMN_ROOM + i] === x) return { col: c as Col, index: i };
    }
  }
  throw new Error('solver line: card not on the tableau');
}

/**
 * Plays out a game with every card face up: the lowest card that can go home goes; the last stock card is drawn when
 * due.
 */
function finish(board: Board, play: (m: Move) => void): void {
  for (let guard = 0; guard < 200 && board.found.some((n) => n < 13); guard++) {
    let best: Move | null = null;
    let bestRank = 99;
    for (let c = 0; c < 7; c++) {
      const t = board.top(c);
      if (t >= 0 && board.found[SUIT_OF[t]] === RANK_OF[t] && RANK_OF[t] < bestRank) {
        best = { type: 'tableau-foundation', from: c as Col };
        bestRank = RANK_OF[t];
      }
    }
    const w = board.wasteTop();
    if (w >= 0 && board.found[SUIT_OF[w]] === RANK_OF[w] && RANK_OF[w] < bestRank) best = { type: 'waste-foundation' };
    if (best) play(best);
    else if (board.swLen > board.waste) play({ type: 'draw' });
    else if (board.waste > 0) play({ type: 'recycle' });
    else throw new Error('solver line: stuck while finishing');
  }
}
