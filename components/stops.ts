import { cardAt, type Col, type Position, type Source, type Target } from '../engine';
import { placeKey } from './place-key';

/**
 * The places keyboard focus can rest on the board ("stops"), and how arrow
 * keys move between them. The top row is stock, waste and the four
 * foundations; the tableau row is the seven columns, and within a column each
 * face-up card (or the empty place, index -1). A stop is the place a card
 * there is taken hold of from, so one key names both. Pure: the board keeps
 * the current stop.
 */
export type Stop = Source | { readonly pile: 'stock' };

const TOP: Stop[] = [
  { pile: 'stock' },
  { pile: 'waste' },
  { pile: 'foundation', suit: 0 },
  { pile: 'foundation', suit: 1 },
  { pile: 'foundation', suit: 2 },
  { pile: 'foundation', suit: 3 },
];
/** The top-row stop above each column (stock over 1, waste over 2 and 3, foundations over 4-7), and back. */
const ABOVE = [0, 1, 1, 2, 3, 4, 5];
const BELOW = [0, 1, 3, 4, 5, 6];

/** A column's top stop: its top card, or its empty place (index -1). */
function columnTop(p: Position, col: number): Stop {
  const c = p.columns[col];
  const n = c.down.length + c.up.length;
  return { pile: 'column', col: col as Col, index: n === 0 ? -1 : n - 1 };
}

export function move(p: Position, s: Stop, key: 'ArrowLeft' | 'ArrowRight' | 'ArrowUp' | 'ArrowDown'): Stop {
  if (s.pile !== 'column') {
    const i = TOP.findIndex((t) => placeKey(t) === placeKey(s));
    if (key === 'ArrowLeft') return TOP[Math.max(0, i - 1)];
    if (key === 'ArrowRight') return TOP[Math.min(TOP.length - 1, i + 1)];
    if (key === 'ArrowDown') return columnTop(p, BELOW[i]);
    return s;
  }
  const c = p.columns[s.col];
  if (key === 'ArrowLeft' || key === 'ArrowRight') {
    const col = Math.min(6, Math.max(0, s.col + (key === 'ArrowLeft' ? -1 : 1)));
    return columnTop(p, col);
  }
  const first = c.down.length;
  if (key === 'ArrowUp') {
    if (s.index > first) return { ...s, index: s.index - 1 };
    return TOP[ABOVE[s.col]];
  }
  const last = c.down.length + c.up.length - 1;
  return s.index >= 0 && s.index < last ? { ...s, index: s.index + 1 } : s;
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

/** What picking up at a stop holds: the stop itself, when a card lies there. */
export const sourceAt = (p: Position, s: Stop): Source | null => (s.pile !== 'stock' && cardAt(p, s) >= 0 ? s : null);

/** Where putting down at a stop aims: its foundation (any: the card's own is meant) or its column. */
export const targetAt = (s: Stop): Target | null =>
  s.pile === 'foundation' ? { pile: 'foundation' } : s.pile === 'column' ? { pile: 'column', col: s.col } : null;
