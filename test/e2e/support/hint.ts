import { expect } from 'vitest';
import {
  DEFAULT_RULES,
  dealFromNumber,
  initialPosition,
  legalMoves,
  formatMove,
  parseMove,
  step,
} from '../../../engine';
import { solve } from '../../../engine/solver';

/** What the page's hint status line says, read in the page. */
export function readHint() {
  const el = document.querySelector('p.hint');
  return {
    text: el?.textContent ?? '',
    kind: el?.getAttribute('data-hint-kind') ?? '',
    move: el?.getAttribute('data-hint-move') ?? '',
    /** For a run of draws, the card Show me draws until (the shared notation's), else ''. */
    until: el?.getAttribute('data-hint-until') ?? '',
  };
}

export type HintRead = ReturnType<typeof readHint>;

/**
 * Checks a hint the page showed for deal n's first position against the
 * engine in Node: a legal move, and, for a winning hint, one after which the
 * solver still finds a win.
 */
export function checkHint(n: number, shown: HintRead): void {
  const p = initialPosition(dealFromNumber(n), DEFAULT_RULES);
  expect(legalMoves(p).map(formatMove)).toContain(shown.move);
  expect(shown.kind).toBe('winning');
  const m = parseMove(shown.move);
  if (!m.ok) throw new Error(m.message);
  const after = step(p, m.value);
  if (!after.ok) throw new Error(after.message);
  expect(solve(after.value.position, { maxNodes: 5_000_000 }).verdict).toBe('solved');
  expect(shown.text).toContain('winning line');
}
