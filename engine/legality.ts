import { formatCard, RANK_OF, RED_OF, SUIT_OF } from './cards';
import type { Board } from './core/board';
import { COLUMN_ROOM } from './core/board-layout';
import type { Move } from './moves';
import { fail, type Failure } from './result';

export type MoveError =
  | 'bad-move'
  | 'stock-empty'
  | 'stock-not-empty'
  | 'nothing-to-recycle'
  | 'no-passes-left'
  | 'waste-empty'
  | 'column-empty'
  | 'not-next-on-foundation'
  | 'only-king-on-empty'
  | 'does-not-fit'
  | 'no-run-fits'
  | 'foundation-to-tableau-off'
  | 'foundation-empty';

/** Why card x cannot go to a foundation, which holds `have` cards of its suit (the fullest, with two decks). */
function homeError(x: number, have: number): Failure<MoveError> {
  const card = formatCard(x);
  const next = have === 13 ? '' : formatCard(SUIT_OF[x] * 13 + have);
  const needs = have === 13 ? 'its foundation is complete' : `its foundation needs the ${next} first`;
  // The values end with which sentence it is, for a page that words it (models/fault-words.ts).
  return fail('not-next-on-foundation', `${card} cannot go to a foundation: ${needs}`, [
    card,
    next,
    have === 13 ? 'complete' : 'needs',
  ]);
}

/** Why card x cannot go to a foundation, or null if one takes it. */
function homeCheck(board: Board, x: number): Failure<MoveError> | null {
  if (board.homeFor(x) >= 0) return null;
  const first = SUIT_OF[x] * board.decks;
  return homeError(x, Math.max(...board.found.subarray(first, first + board.decks)));
}

/** Why card x cannot go onto column `to`, whose top is t (-1: empty), or null if it can. */
function placeError(x: number, t: number, to: number): Failure<MoveError> | null {
  if (t < 0) {
    if (RANK_OF[x] === 12) return null;
    const card = formatCard(x);
    return fail('only-king-on-empty', `${card} cannot go to empty column ${to + 1}: only a king can`, [card, to + 1]);
  }
  const rank = RANK_OF[x] + 1 !== RANK_OF[t];
  if (!rank && RED_OF[x] !== RED_OF[t]) return null;
  const [card, onto] = [formatCard(x), formatCard(t)];
  const why = rank ? 'it must be one rank lower' : 'colours must alternate';
  return fail('does-not-fit', `${card} does not go on ${onto}: ${why}`, [card, onto, rank ? 'rank' : 'colours']);
}

/**
 * Checks a move against the rules, stated one by one. This is written apart
 * from Board.generate on purpose: the property tests check that the two agree
 * over the whole move space, so neither can drift alone.
 */
export function checkMove(board: Board, move: Move): Failure<MoveError> | null {
  if (!wellFormed(move, board.columns))
    return fail('bad-move', `not a move: ${JSON.stringify(move)}`, [JSON.stringify(move)]);
  switch (move.type) {
    case 'draw':
      return board.swLen > board.waste ? null : fail('stock-empty', 'the stock is empty: recycle the waste first');
    case 'recycle':
      if (board.swLen > board.waste) return fail('stock-not-empty', 'the stock is not empty yet');
      if (board.waste === 0) return fail('nothing-to-recycle', 'stock and waste are both empty');
      if (board.recycles >= board.maxRecycles) return fail('no-passes-left', 'no passes through the stock are left');
      return null;
    case 'waste-foundation':
    case 'waste-tableau': {
      const x = board.wasteTop();
      if (x < 0) return fail('waste-empty', 'the waste is empty');
      return move.type === 'waste-tableau' ? placeError(x, board.top(move.to), move.to) : homeCheck(board, x);
    }
    case 'tableau-foundation': {
      const x = board.top(move.from);
      return x < 0 ? fail('column-empty', `column ${move.from + 1} is empty`, [move.from + 1]) : homeCheck(board, x);
    }
    case 'tableau-tableau': {
      const { from, to } = move;
      if (board.len[from] === 0) return fail('column-empty', `column ${from + 1} is empty`, [from + 1]);
      // Scan the face-up run from its base for the one card that can go to `to`.
      const base = from * COLUMN_ROOM;
      const target = board.top(to);
      for (let i = board.down[from]; i < board.len[from]; i++) {
        if (placeError(board.tab[base + i], target, to) === null) return null;
      }
      return noRunFits(from, to, target);
    }
    case 'foundation-tableau': {
      if (!board.f2t) return F2T_OFF;
      const first = move.suit * board.decks;
      const piles = [...board.found.subarray(first, first + board.decks)];
      if (piles.every((n) => n === 0)) return fail('foundation-empty', 'that foundation is empty');
      if (board.homeFitting(move.suit, move.to) >= 0) return null;
      const fullest = first + piles.indexOf(Math.max(...piles));
      return placeError(board.homeTop(fullest), board.top(move.to), move.to);
    }
  }
}

const F2T_OFF = fail('foundation-to-tableau-off', 'these rules do not allow moves from a foundation');

/** No card of column `from`'s face-up run goes to column `to`, whose top is `target` (-1: empty). */
function noRunFits(from: number, to: number, target: number): Failure<MoveError> {
  if (target < 0)
    return fail('no-run-fits', `no king-led run in column ${from + 1} can go to empty column ${to + 1}`, [
      from + 1,
      to + 1,
      'king',
    ]);
  const onto = formatCard(target);
  return fail('no-run-fits', `no card of column ${from + 1}'s run goes on ${onto}`, [from + 1, onto, 'card']);
}

const index = (x: unknown, n: number) => Number.isInteger(x) && (x as number) >= 0 && (x as number) < n;

/** Moves come from the UI, storage and CLIs as plain objects: check their shape before the rules (`columns` on the table). */
function wellFormed(move: Move, columns = 7): boolean {
  if (typeof move !== 'object' || move === null) return false;
  switch (move.type) {
    case 'draw':
    case 'recycle':
    case 'waste-foundation':
      return true;
    case 'waste-tableau':
      return index(move.to, columns);
    case 'tableau-foundation':
      return index(move.from, columns);
    case 'tableau-tableau':
      return index(move.from, columns) && index(move.to, columns) && move.from !== move.to;
    case 'foundation-tableau':
      return index(move.suit, 4) && index(move.to, columns);
    default:
      return false;
  }
}
