import type { Suit } from './cards';
import type { Move } from './moves';

/**
 * Every move the notation can name on a table of n columns: D, R, W>F, W>1..n,
 * 1..n>F, c>d for c != d, and Fs>c; 87 in all for Klondike's seven, 153 for
 * ten. Property tests check that what legalMoves leaves out of this space,
 * apply refuses.
 */
export function moveSpace(columns: number): Move[] {
  const all: Move[] = [{ type: 'draw' }, { type: 'recycle' }, { type: 'waste-foundation' }];
  const cols = Array.from({ length: columns }, (_, i) => i);
  for (const to of cols) all.push({ type: 'waste-tableau', to });
  for (const from of cols) all.push({ type: 'tableau-foundation', from });
  for (const from of cols) for (const to of cols) if (from !== to) all.push({ type: 'tableau-tableau', from, to });
  for (const suit of [0, 1, 2, 3] as Suit[]) for (const to of cols) all.push({ type: 'foundation-tableau', suit, to });
  return all;
}

export const MOVE_SPACE: readonly Move[] = moveSpace(7);
