import type { Col, Position, Source } from '../engine';

/**
 * The places keyboard focus can rest on the board ("stops"; how arrow keys
 * move between them is stops.ts's). The top row is stock, waste and the foundations
 * (four, or eight with two decks); the tableau row is the columns, and within
 * a column each face-up card (or the empty place, index -1). A stop is the
 * place a card there is taken hold of from, so one key names both. Pure: the
 * board keeps the current stop.
 */
export type Stop = Source | { readonly pile: 'stock' };

/** A column's top stop: its top card, or its empty place (index -1). */
export function columnTop(p: Position, col: number): Stop {
  const c = p.columns[col];
  const n = c.down.length + c.up.length;
  return { pile: 'column', col: col as Col, index: n === 0 ? -1 : n - 1 };
}

/** Keeps a stop valid after the position changed (a card moved away from under it). */
export function clamp(p: Position, s: Stop): Stop {
  if (s.pile !== 'column') return s;
  const c = p.columns[s.col];
  const n = c.down.length + c.up.length;
  if (n === 0) return { ...s, index: -1 };
  if (s.index < c.down.length || s.index >= n) return columnTop(p, s.col);
  return s;
}
