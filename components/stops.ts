import type { Position, Source, Target } from '../engine';

/**
 * The places keyboard focus can rest on the board ("stops"), and how arrow
 * keys move between them. The top row is stock, waste and the four
 * foundations; the tableau row is the seven columns, and within a column each
 * face-up card (or the empty place). Pure: the board keeps the current stop.
 */
export type Stop =
  | { readonly kind: 'stock' }
  | { readonly kind: 'waste' }
  | { readonly kind: 'foundation'; readonly suit: 0 | 1 | 2 | 3 }
  | { readonly kind: 'column'; readonly col: number; readonly index: number };

export const stopKey = (s: Stop): string =>
  s.kind === 'column' ? `c${s.col}:${s.index}` : s.kind === 'foundation' ? `f${s.suit}` : s.kind;

const TOP: Stop[] = [
  { kind: 'stock' },
  { kind: 'waste' },
  { kind: 'foundation', suit: 0 },
  { kind: 'foundation', suit: 1 },
  { kind: 'foundation', suit: 2 },
  { kind: 'foundation', suit: 3 },
];
/** The top-row stop above each column (stock over 1, waste over 2 and 3, foundations over 4-7), and back. */
const ABOVE = [0, 1, 1, 2, 3, 4, 5];
const BELOW = [0, 1, 3, 4, 5, 6];

/** A column's top stop: its top card, or its empty place (index -1). */
export function columnTop(p: Position, col: number): Stop {
  const c = p.columns[col];
  const n = c.down.length + c.up.length;
  return { kind: 'column', col, index: n === 0 ? -1 : n - 1 };
}

export function move(p: Position, s: Stop, key: 'ArrowLeft' | 'ArrowRight' | 'ArrowUp' | 'ArrowDown'): Stop {
  if (s.kind !== 'column') {
    const i = TOP.findIndex((t) => stopKey(t) === stopKey(s));
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
  if (s.kind !== 'column') return s;
  const c = p.columns[s.col];
  const n = c.down.length + c.up.length;
  if (n === 0) return { ...s, index: -1 };
  if (s.index < c.down.length || s.index >= n) return columnTop(p, s.col);
  return s;
}

/** What picking up at a stop holds, if anything can be held there. */
export function sourceAt(p: Position, s: Stop): Source | null {
  switch (s.kind) {
    case 'waste':
      return p.waste.length > 0 ? { pile: 'waste' } : null;
    case 'foundation':
      return p.foundations[s.suit] > 0 ? { pile: 'foundation', suit: s.suit } : null;
    case 'column':
      return s.index >= p.columns[s.col].down.length ? { pile: 'column', col: s.col as 0, index: s.index } : null;
    default:
      return null;
  }
}

/** Where putting down at a stop aims. */
export function targetAt(s: Stop): Target | null {
  if (s.kind === 'foundation') return { pile: 'foundation' };
  if (s.kind === 'column') return { pile: 'column', col: s.col as 0 };
  return null;
}
