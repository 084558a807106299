import { type Card, DECK_SIZE, RANK_OF, RED_OF } from './cards';
import type { Col, Move } from './moves';
import { isWon, legalMoves, step } from './play';
import { homeTakes, homeTop, pileIndex, type Position } from './position';

/**
 * Where a player took hold of a card: the waste top, a foundation's top (with
 * two decks, `second` names the suit's second foundation), or a tableau card
 * (its column and its index from the bottom, face-down cards counted), which
 * holds the run from that card up.
 */
export type Source =
  | { readonly pile: 'waste' }
  | { readonly pile: 'foundation'; readonly suit: 0 | 1 | 2 | 3; readonly second?: boolean }
  | { readonly pile: 'column'; readonly col: Col; readonly index: number };

/** Where a player let go: a foundation (any: the card's own is meant) or a column. */
export type Target = { readonly pile: 'foundation' } | { readonly pile: 'column'; readonly col: Col };

/**
 * Can card c (rank r) go home without the game ever needing it back? Aces and twos always; otherwise when
 * every foundation of the other colour holds at least r - 1 cards (every card that could be built on c is
 * home), and, with foundation-to-tableau moves allowed, every foundation of c's colour holds at least r - 3.
 * The second half is there because a home card can come back. Deal 3000000796 (Easy, draw 1) comes to a
 * point where the 4H can go home, with the black threes home and the 2D on the face-down AD. Sent home, the
 * 4H left a three taken back no red four on the table to stand on and take the 2D, and the won game was lost.
 * With the reds at r - 3 or more, a red r - 2 never needs that place: it can go home itself. Stricter than the
 * solver's rule (survey.ts), so never less safe.
 */
export const isSafeHome = (p: Position, c: Card): boolean => safeOver(p.foundations, c, p.rules.foundationToTableau);

/**
 * isSafeHome over the foundations' heights alone (one a suit, or two a suit with two decks, in suit order):
 * the board search asks it of its own arrays.
 */
export function safeOver(foundations: ArrayLike<number>, c: Card, f2t: boolean): boolean {
  const r = RANK_OF[c];
  if (r <= 1) return true;
  const decks = foundations.length / 4;
  for (let f = 0; f < foundations.length; f++) {
    const need = RED_OF[((f / decks) | 0) * 13] !== RED_OF[c] ? r : f2t ? r - 2 : 0;
    if (foundations[f] < need) return false;
  }
  return true;
}

const sameSource = (m: Move, p: Position, s: Source): boolean => {
  switch (s.pile) {
    case 'waste':
      return m.type === 'waste-foundation' || m.type === 'waste-tableau';
    case 'foundation': {
      if (m.type !== 'foundation-tableau' || m.suit !== s.suit) return false;
      // With two decks the move takes whichever of the suit's foundations fits: its card must be the one held
      // (either copy: two foundations at one height offer the same card, and the notation names it once).
      const moved = step(p, m);
      return moved.ok && moved.value.cards[0] % DECK_SIZE === homeTop(p, pileIndex(p, s)) % DECK_SIZE;
    }
    case 'column': {
      const col = p.columns[s.col];
      const height = col.down.length + col.up.length;
      if (m.type === 'tableau-foundation') return m.from === s.col && s.index === height - 1;
      if (m.type !== 'tableau-tableau' || m.from !== s.col) return false;
      // The run that moves must start at the card taken hold of.
      const moved = step(p, m);
      return moved.ok && moved.value.cards.length === height - s.index;
    }
  }
};

/** The legal moves of the card (or run) at `source`. */
export const movesFrom = (p: Position, source: Source): Move[] => legalMoves(p).filter((m) => sameSource(m, p, source));

/** The legal move that takes `source` to `target`, or null (an illegal drop). */
export function moveFor(p: Position, source: Source, target: Target): Move | null {
  return (
    movesFrom(p, source).find((m) =>
      target.pile === 'foundation'
        ? m.type === 'waste-foundation' || m.type === 'tableau-foundation'
        : (m.type === 'waste-tableau' || m.type === 'tableau-tableau' || m.type === 'foundation-tableau') &&
          m.to === target.col,
    ) ?? null
  );
}

/** Double-click: the card to its foundation, when it can go. */
export const foundationMoveFor = (p: Position, source: Source): Move | null =>
  movesFrom(p, source).find((m) => m.type === 'waste-foundation' || m.type === 'tableau-foundation') ?? null;

/**
 * Auto-collect: a card that can go home safely (tableau tops first, then the waste), or null. `except`
 * is a card the player just took back from its foundation: sending it straight home again would undo
 * the player's own move.
 */
export function safeCollectMove(p: Position, except: Card = -1): Move | null {
  for (const m of legalMoves(p)) {
    if (m.type !== 'tableau-foundation' && m.type !== 'waste-foundation') continue;
    const s = step(p, m);
    if (s.ok && s.value.cards[0] !== except && isSafeHome(p, s.value.cards[0])) return m;
  }
  return null;
}

/** The lowest card that can go home now, from a column's top or the waste, or null. */
function lowestHome(p: Position): Move | null {
  let best: Move | null = null;
  let bestRank = 99;
  const consider = (c: Card | undefined, m: Move) => {
    if (c === undefined || !homeTakes(p, c) || RANK_OF[c] >= bestRank) return;
    best = m;
    bestRank = RANK_OF[c];
  };
  p.columns.forEach((col, i) => {
    consider(col.up[col.up.length - 1], { type: 'tableau-foundation', from: i as Col });
  });
  consider(p.waste[p.waste.length - 1], { type: 'waste-foundation' });
  return best;
}

/**
 * Auto-complete: once every tableau card is face up, the rest is mechanical when sending the lowest card
 * that can go home, else drawing (or turning the waste over), wins; this is that line, or [] when it does
 * not win (a draw-three stock whose needed card never comes up, no pass left, a card still face down).
 * One pass through stock and waste with no card going home means it never will: the same cards come up
 * in the same order again.
 */
export function autoCompleteMoves(p: Position): Move[] {
  if (p.columns.some((c) => c.down.length > 0)) return [];
  const out: Move[] = [];
  let q = p;
  let idle = 0;
  while (!isWon(q)) {
    let m = lowestHome(q);
    if (m) idle = 0;
    else if (idle++ > q.stock.length + q.waste.length) return [];
    else m = q.stock.length > 0 ? { type: 'draw' } : { type: 'recycle' };
    const s = step(q, m);
    if (!s.ok) return [];
    out.push(m);
    q = s.value.position;
  }
  return out;
}

/** The rest of the game plays itself (see autoCompleteMoves). */
export const canAutoComplete = (p: Position): boolean => autoCompleteMoves(p).length > 0;
