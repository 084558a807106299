import { type Card, RANK_OF, SUIT_OF } from './cards';
import type { Col, Move } from './moves';
import { legalMoves, step } from './play';
import type { Position } from './position';

/**
 * Where a player took hold of a card: the waste top, a foundation's top, or a
 * tableau card (its column and its index from the bottom, face-down cards
 * counted), which holds the run from that card up.
 */
export type Source =
  | { readonly pile: 'waste' }
  | { readonly pile: 'foundation'; readonly suit: 0 | 1 | 2 | 3 }
  | { readonly pile: 'column'; readonly col: Col; readonly index: number };

/** Where a player let go: a foundation (any: the card's own is meant) or a column. */
export type Target = { readonly pile: 'foundation' } | { readonly pile: 'column'; readonly col: Col };

/**
 * Can card c (rank r) go home without any tableau card ever needing it? Aces
 * and twos always; otherwise when both foundations of the other colour hold
 * at least r cards (every card that could be built on c is home already).
 * This is the conservative rule, right under every option.
 */
export function isSafeHome(p: Position, c: Card): boolean {
  const r = RANK_OF[c];
  if (r <= 1) return true;
  const f = p.foundations;
  const red = SUIT_OF[c] === 1 || SUIT_OF[c] === 2;
  return (red ? Math.min(f[0], f[3]) : Math.min(f[1], f[2])) >= r;
}

const sameSource = (m: Move, p: Position, s: Source): boolean => {
  switch (s.pile) {
    case 'waste':
      return m.type === 'waste-foundation' || m.type === 'waste-tableau';
    case 'foundation':
      return m.type === 'foundation-tableau' && m.suit === s.suit;
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
 * Click: the card's best move. Home when that is safe; otherwise the best
 * column: one that turns a card over, then one onto a card rather than into an
 * empty column (a king going to an empty column from a column with nothing
 * under it would change nothing, so it is not offered), then home anyway.
 */
export function bestMoveFor(p: Position, source: Source): Move | null {
  const moves = movesFrom(p, source);
  const home = moves.find((m) => m.type === 'waste-foundation' || m.type === 'tableau-foundation');
  const homeCard = home ? step(p, home) : null;
  if (home && homeCard?.ok && isSafeHome(p, homeCard.value.cards[0])) return home;
  let best: Move | null = null;
  let bestScore = 0;
  for (const m of moves) {
    if (m === home) continue;
    const s = step(p, m);
    if (!s.ok) continue;
    let score = 1;
    if (s.value.flipped !== -1) score = 4;
    else if ('to' in m && p.columns[m.to].up.length > 0) score = 3;
    else if (
      m.type === 'tableau-tableau' &&
      p.columns[m.from].down.length === 0 &&
      s.value.cards.length === p.columns[m.from].up.length
    ) {
      score = 0; // a whole column into an empty one: nothing changes
    } else score = 2;
    if (score > bestScore) {
      best = m;
      bestScore = score;
    }
  }
  return best ?? home ?? null;
}

/** Auto-collect: a card that can go home safely (tableau tops first, then the waste), or null. */
export function safeCollectMove(p: Position): Move | null {
  for (const m of legalMoves(p)) {
    if (m.type !== 'tableau-foundation' && m.type !== 'waste-foundation') continue;
    const s = step(p, m);
    if (s.ok && isSafeHome(p, s.value.cards[0])) return m;
  }
  return null;
}

/**
 * Auto-complete, once every card is face up and stock and waste are used: the
 * lowest card that can go home goes, until the game is won.
 */
export function autoCompleteMoves(p: Position): Move[] {
  const out: Move[] = [];
  let q = p;
  for (let guard = 0; guard < 52; guard++) {
    let best: Move | null = null;
    let bestRank = 99;
    for (const m of legalMoves(q)) {
      if (m.type !== 'tableau-foundation') continue;
      const s = step(q, m);
      if (s.ok && RANK_OF[s.value.cards[0]] < bestRank) {
        best = m;
        bestRank = RANK_OF[s.value.cards[0]];
      }
    }
    if (!best) break;
    const s = step(q, best);
    if (!s.ok) break;
    out.push(best);
    q = s.value.position;
  }
  return out;
}
