import type { Source } from './assist';
import type { Card } from './cards';
import type { Move } from './moves';
import { cardAt, foundationAt, moveEnds } from './places';
import { homeTop, type Position } from './position';

/**
 * Where a card lies face up in a position: in a column (its index counts the face-down cards), on top of a
 * foundation, or on top of the waste; null anywhere else (face down, in the stock, under the waste's top or
 * under a foundation's). Apart from places.ts, which the first paint loads: only what shows a move made needs these.
 */
export function placeOf(p: Position, card: Card): Source | null {
  for (let col = 0; col < p.columns.length; col++) {
    const { down, up } = p.columns[col];
    const i = up.indexOf(card);
    if (i >= 0) return { pile: 'column', col, index: down.length + i };
  }
  const f = p.foundations.findIndex((_, k) => homeTop(p, k) === card);
  if (f >= 0) return foundationAt(p, f);
  return p.waste.at(-1) === card ? { pile: 'waste' } : null;
}

/**
 * Where move `m`, played from `before` to `after`, put its card down: the card it took (a run's bottom card;
 * a draw's, the waste's new top) where it now lies. Null for a recycle, which moves no card into sight.
 */
export function landedAt(before: Position, m: Move, after: Position): Source | null {
  const ends = moveEnds(before, m);
  const card = ends ? cardAt(before, ends.source) : m.type === 'draw' ? (after.waste.at(-1) ?? -1) : -1;
  return card === -1 ? null : placeOf(after, card);
}
