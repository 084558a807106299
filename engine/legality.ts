import { formatCard, RANK_OF, RED_OF, SUIT_OF } from './cards';
import { type Board, COLUMN_ROOM } from './core/board';
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

const FOUNDATION_NEEDS = (board: Board, x: number): string => {
  const have = board.found[SUIT_OF[x]];
  return have === 13
    ? 'its foundation is complete'
    : `its foundation needs the ${formatCard(SUIT_OF[x] * 13 + have)} first`;
};

/** Why card x cannot go onto column `to`, or null if it can. */
function placeError(board: Board, x: number, to: number): Failure<MoveError> | null {
  const t = board.top(to);
  if (t < 0) {
    return RANK_OF[x] === 12
      ? null
      : fail('only-king-on-empty', `${formatCard(x)} cannot go to empty column ${to + 1}: only a king can`);
  }
  if (RANK_OF[x] + 1 !== RANK_OF[t]) {
    return fail('does-not-fit', `${formatCard(x)} does not go on ${formatCard(t)}: it must be one rank lower`);
  }
  if (RED_OF[x] === RED_OF[t]) {
    return fail('does-not-fit', `${formatCard(x)} does not go on ${formatCard(t)}: colours must alternate`);
  }
  return null;
}

/**
 * Checks a move against the rules, stated one by one. This is written apart
 * from Board.generate on purpose: the property tests check that the two agree
 * over the whole move space, so neither can drift alone.
 */
export function checkMove(board: Board, move: Move): Failure<MoveError> | null {
  if (!wellFormed(move)) return fail('bad-move', `not a move: ${JSON.stringify(move)}`);
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
      if (move.type === 'waste-tableau') return placeError(board, x, move.to);
      return board.found[SUIT_OF[x]] === RANK_OF[x]
        ? null
        : fail('not-next-on-foundation', `${formatCard(x)} cannot go to a foundation: ${FOUNDATION_NEEDS(board, x)}`);
    }
    case 'tableau-foundation': {
      const x = board.top(move.from);
      if (x < 0) return fail('column-empty', `column ${move.from + 1} is empty`);
      return board.found[SUIT_OF[x]] === RANK_OF[x]
        ? null
        : fail('not-next-on-foundation', `${formatCard(x)} cannot go to a foundation: ${FOUNDATION_NEEDS(board, x)}`);
    }
    case 'tableau-tableau': {
      const { from, to } = move;
      if (board.len[from] === 0) return fail('column-empty', `column ${from + 1} is empty`);
      // Scan the face-up run from its base for the one card that can go to `to`.
      const base = from * COLUMN_ROOM;
      for (let i = board.down[from]; i < board.len[from]; i++) {
        if (placeError(board, board.tab[base + i], to) === null) return null;
      }
      const target = board.top(to);
      return fail(
        'no-run-fits',
        target < 0
          ? `no king-led run in column ${from + 1} can go to empty column ${to + 1}`
          : `no card of column ${from + 1}'s run goes on ${formatCard(target)}`,
      );
    }
    case 'foundation-tableau': {
      if (!board.f2t) return fail('foundation-to-tableau-off', 'these rules do not allow moves from a foundation');
      const n = board.found[move.suit];
      if (n === 0) return fail('foundation-empty', 'that foundation is empty');
      return placeError(board, move.suit * 13 + n - 1, move.to);
    }
  }
}

const index = (x: unknown, n: number) => Number.isInteger(x) && (x as number) >= 0 && (x as number) < n;

/** Moves come from the UI, storage and CLIs as plain objects: check their shape before the rules. */
function wellFormed(move: Move): boolean {
  if (typeof move !== 'object' || move === null) return false;
  switch (move.type) {
    case 'draw':
    case 'recycle':
    case 'waste-foundation':
      return true;
    case 'waste-tableau':
      return index(move.to, 7);
    case 'tableau-foundation':
      return index(move.from, 7);
    case 'tableau-tableau':
      return index(move.from, 7) && index(move.to, 7) && move.from !== move.to;
    case 'foundation-tableau':
      return index(move.suit, 4) && index(move.to, 7);
    default:
      return false;
  }
}
