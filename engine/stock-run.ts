import type { Card } from './cards';
import type { Move } from './moves';
import { step } from './play';
import type { Position } from './position';

/** A move of the stock: a draw, or a recycle. */
export const isStockMove = (m: Move): boolean => m.type === 'draw' || m.type === 'recycle';

/**
 * The draws and recycles a line starts with (a hint's run, "Draw until the 7♣ comes up"), how many of them
 * turn the waste over, and the position after them: made one by one, up to any the position refuses (a broken
 * line's; the hints' lines are legal).
 */
export function stockRun(p: Position, line: readonly Move[]): { run: Move[]; recycles: number; after: Position } {
  const end = line.findIndex((m) => !isStockMove(m));
  const run = line.slice(0, end < 0 ? line.length : end);
  const recycles = run.filter((m) => m.type === 'recycle').length;
  let after = p;
  for (const m of run) {
    const s = step(after, m);
    if (!s.ok) break;
    after = s.value.position;
  }
  return { run, recycles, after };
}

/**
 * Whether drawing toward `card` has got there: it is on the waste's top, or it has left stock and waste
 * (auto-collect sent it home as it came up). Show me draws a hint's run until then.
 */
export function drawnTo(p: Position, card: Card): boolean {
  return p.waste.at(-1) === card || (!p.waste.includes(card) && !p.stock.includes(card));
}
