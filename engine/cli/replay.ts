import {
  type Deal,
  type DealShape,
  dealFromNumber,
  isDealNumber,
  KLONDIKE_SHAPE,
  MAX_DEAL_NUMBER,
  parseDeal,
} from '../deal';
import { replay } from '../game';
import { parseMoves } from '../moves';
import { fail, ok, quote, type Result } from '../result';
import type { Rules } from '../rules';

export type ReplayVerdict = 'won' | 'ok' | 'illegal' | 'invalid';

/** The longest id a line may carry: ids are echoed at the head of each answer, where a wall of text helps no one. */
const MAX_ID = 256;

/**
 * One line of the replay CLI: `ID<TAB>DEAL<TAB>MOVES` in (DEAL: the deal's
 * text or its number, for a game dealt in `shape`), and out `ID<TAB>won`,
 * `ID<TAB>ok`, `ID<TAB>illegal<TAB>N: reason` (N the 1-based index of the
 * first illegal move) or `ID<TAB>invalid<TAB>reason`.
 */
export function replayLine(
  line: string,
  rules: Rules,
  shape: DealShape = KLONDIKE_SHAPE,
): { verdict: ReplayVerdict; text: string } {
  const [whole = '', dealText, movesText = '', ...rest] = line.split('\t');
  const id = whole.length > MAX_ID ? `${whole.slice(0, 32)}…` : whole;
  const out = (verdict: ReplayVerdict, reason?: string) => ({
    verdict,
    text: reason === undefined ? `${id}\t${verdict}` : `${id}\t${verdict}\t${reason}`,
  });
  if (dealText === undefined) return out('invalid', 'expected ID<TAB>DEAL<TAB>MOVES');
  if (id !== whole) return out('invalid', `an id of ${whole.length} characters: at most ${MAX_ID}`);
  if (rest.length > 0) return out('invalid', `expected 3 tab-separated fields, not ${3 + rest.length}`);
  const deal = dealOf(dealText, shape);
  if (!deal.ok) return out('invalid', deal.message);
  const moves = parseMoves(movesText, shape.columns);
  // A token that is not a move at all is the first illegal move, at its index.
  if (!moves.ok) return out('illegal', moves.message);
  const state = replay({ rules, deal: deal.value, moves: moves.value, undone: [] });
  if (!state.ok) return out('illegal', state.message);
  return out(state.value.won ? 'won' : 'ok');
}

/** A deal by its text, or by its number (digits only). */
export function dealOf(text: string, shape: DealShape): Result<Deal> {
  const t = text.trim();
  if (!/^\d+$/.test(t)) return parseDeal(t, shape);
  const n = Number(t);
  return isDealNumber(n)
    ? ok(dealFromNumber(n, shape))
    : fail('deal-number', `a deal number is a whole number from 0 to ${MAX_DEAL_NUMBER}, not ${quote(t)}`);
}
