import { isDealNumber } from '../deal';
import type { DuelStrength } from '../levels';
import { fail, ok, quote, type Result } from '../result';

/** A duel of Double Solitaire as a link: its deal's number, the draw, and the computer's strength. */
export interface DuelLink {
  readonly n: number;
  readonly draw: 1 | 3;
  readonly strength: DuelStrength;
}

const STRENGTHS: readonly string[] = ['casual', 'strong'];

/** `#duel=5&draw=3&strength=casual`: what the history keeps of a duel, to play it again. */
export const formatDuelLink = (d: DuelLink): string => `#duel=${d.n}&draw=${d.draw}&strength=${d.strength}`;

/** Reads a link as formatDuelLink writes it (the three fields, in its order); anything else is refused, saying why. */
export function parseDuelLink(text: string): Result<DuelLink, 'duel'> {
  const m = /^#duel=(\d{1,10})&draw=([13])&strength=([a-z]{1,12})$/.exec(text);
  if (!m) return fail('duel', `not a duel's link: ${quote(text.slice(0, 40))}`);
  const n = Number(m[1]);
  if (!isDealNumber(n)) return fail('duel', `duel numbers go from 0 to 4294967295, not ${quote(m[1])}`);
  if (!STRENGTHS.includes(m[3])) return fail('duel', `${quote(m[3])} is not a strength of the computer`);
  return ok({ n, draw: m[2] === '1' ? 1 : 3, strength: m[3] as DuelStrength });
}
