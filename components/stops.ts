import { cardAt, foundationAt, type Position, type Source, type Target } from '../engine';
import { placeKey } from './place-key';
import { columnTop, type Stop } from './stop';

/*
 * How arrow keys move between the stops (stop.ts), and where Enter picks up and puts down at one. Loaded
 * after the first paint (the entry point asks for it with the dialogs), off its path.
 */

/** The top row's stops, left to right. */
function topRow(p: Position): Stop[] {
  return [{ pile: 'stock' }, { pile: 'waste' }, ...p.foundations.map((_, i) => foundationAt(p, i))];
}

/*
 * Up and down between the rows go to what lies above or below. The top row is laid out in card-wide cells
 * (the waste takes two: stock, waste, waste, foundations…), one more cell than there are columns under
 * Spider-Klondike's eight foundations, where the columns sit centred, half a cell in: a column goes up to
 * the cell over its right half.
 */
function above(p: Position, col: number): number {
  const cell = col + (p.columns.length === 7 ? 0 : 1);
  return cell === 0 ? 0 : cell <= 2 ? 1 : cell - 1;
}

/** The column under a top-row stop: the first that goes up to it (the stock, over none, goes to the first). */
const below = (p: Position, top: number): number =>
  Math.max(
    0,
    p.columns.findIndex((_, c) => above(p, c) === top),
  );

export function move(p: Position, s: Stop, key: 'ArrowLeft' | 'ArrowRight' | 'ArrowUp' | 'ArrowDown'): Stop {
  const top = topRow(p);
  if (s.pile !== 'column') {
    const i = top.findIndex((t) => placeKey(t) === placeKey(s));
    if (key === 'ArrowLeft') return top[Math.max(0, i - 1)];
    if (key === 'ArrowRight') return top[Math.min(top.length - 1, i + 1)];
    if (key === 'ArrowDown') return columnTop(p, below(p, i));
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
    return top[above(p, s.col)];
  }
  const last = c.down.length + c.up.length - 1;
  return s.index >= 0 && s.index < last ? { ...s, index: s.index + 1 } : s;
}

/** What picking up at a stop holds: the stop itself, when a card lies there. */
export const sourceAt = (p: Position, s: Stop): Source | null => (s.pile !== 'stock' && cardAt(p, s) >= 0 ? s : null);

/** Where putting down at a stop aims: its foundation (any: the card's own is meant) or its column. */
export const targetAt = (s: Stop): Target | null =>
  s.pile === 'foundation' ? { pile: 'foundation' } : s.pile === 'column' ? { pile: 'column', col: s.col } : null;
