import { cardAt, foundationAt, type Position, type Source, type Target } from '../engine';
import { placeKey } from './place-key';
import { columnTop, type Stop } from './stop';

/*
 * How arrow keys move between the stops (stop.ts), and where Enter picks up and puts down at one. Loaded
 * after the first paint (the entry point asks for it with the dialogs), off its path.
 */

/**
 * The top row's stops, left to right, and the card-wide cells each takes (the waste two): stock, waste and
 * the foundations, or for the left hand the foundations, waste and stock.
 */
interface TopRow {
  readonly stops: Stop[];
  readonly cells: number[];
  readonly left: boolean;
}

function topRow(p: Position, left: boolean): TopRow {
  const found = p.foundations.map((_, i) => foundationAt(p, i));
  const piles: Stop[] = [{ pile: 'stock' }, { pile: 'waste' }];
  const stops = left ? [...found, ...piles.reverse()] : [...piles, ...found];
  return { stops, cells: stops.map((s) => (s.pile === 'waste' ? 2 : 1)), left };
}

/*
 * Up and down between the rows go to what lies above or below. The top row is laid out in card-wide cells,
 * one more cell than there are columns under Spider-Klondike's eight foundations, where the columns sit
 * centred, half a cell in: a column goes up to the cell over its right half (its left half, for the left
 * hand, whose row is the mirror's).
 */
function above(p: Position, { cells, left }: TopRow, col: number): number {
  const cell = col + (p.columns.length === 7 || left ? 0 : 1);
  let end = 0;
  return cells.findIndex((n) => {
    end += n;
    return end > cell;
  });
}

/** The column under a top-row stop: the first that goes up to it (a stop over none goes to the nearest end). */
function below(p: Position, row: TopRow, top: number): number {
  const c = p.columns.findIndex((_, c) => above(p, row, c) === top);
  return c >= 0 ? c : top === 0 ? 0 : p.columns.length - 1;
}

export function move(
  p: Position,
  s: Stop,
  key: 'ArrowLeft' | 'ArrowRight' | 'ArrowUp' | 'ArrowDown',
  left = false,
): Stop {
  const row = topRow(p, left);
  const top = row.stops;
  if (s.pile !== 'column') {
    const i = top.findIndex((t) => placeKey(t) === placeKey(s));
    if (key === 'ArrowLeft') return top[Math.max(0, i - 1)];
    if (key === 'ArrowRight') return top[Math.min(top.length - 1, i + 1)];
    if (key === 'ArrowDown') return columnTop(p, below(p, row, i));
    return s;
  }
  const c = p.columns[s.col];
  if (key === 'ArrowLeft' || key === 'ArrowRight') {
    const col = Math.min(p.columns.length - 1, Math.max(0, s.col + (key === 'ArrowLeft' ? -1 : 1)));
    return columnTop(p, col);
  }
  const first = c.down.length;
  if (key === 'ArrowUp') {
    if (s.index > first) return { ...s, index: s.index - 1 };
    return top[above(p, row, s.col)];
  }
  const last = c.down.length + c.up.length - 1;
  return s.index >= 0 && s.index < last ? { ...s, index: s.index + 1 } : s;
}

/** What picking up at a stop holds: the stop itself, when a card lies there. */
export const sourceAt = (p: Position, s: Stop): Source | null => (s.pile !== 'stock' && cardAt(p, s) >= 0 ? s : null);

/** Where putting down at a stop aims: its foundation (any: the card's own is meant) or its column. */
export const targetAt = (s: Stop): Target | null =>
  s.pile === 'foundation' ? { pile: 'foundation' } : s.pile === 'column' ? { pile: 'column', col: s.col } : null;
