import type { Hint } from '../../engine/solver';

/** A hint to draw, of the kind given and with its chance to win, for the tests of its words. */
export const drawHint = (kind: Hint['kind'], chance?: Hint['chance']): Hint => ({
  move: { type: 'draw' },
  kind,
  why: { kind: 'draw' },
  moves: [{ type: 'draw' }],
  until: null,
  chance,
});
