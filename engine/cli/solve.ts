import { type DealShape, KLONDIKE_SHAPE } from '../deal';
import { replay } from '../game';
import { formatMoves, parseMoves } from '../moves';
import type { Rules } from '../rules';
import { type Budget, solve } from '../solver/solve';
import { dealOf } from './replay';

/**
 * One line of the solve CLI: `ID<TAB>DEAL[<TAB>MOVES]` in (DEAL: the deal's text or its number, for a game
 * dealt in `shape`; MOVES: moves already played from the deal); out
 * `ID<TAB>solved|unsolvable|unknown<TAB>ms<TAB>nodes<TAB>LINE` (LINE: the winning line from that position,
 * empty otherwise), or `ID<TAB>invalid<TAB>reason`.
 */
export function solveLine(line: string, rules: Rules, budget: Budget, shape: DealShape = KLONDIKE_SHAPE): string {
  const [id = '', dealText, movesText = '', ...rest] = line.split('\t');
  const invalid = (reason: string) => `${id}\tinvalid\t${reason}`;
  if (dealText === undefined) return invalid('expected ID<TAB>DEAL[<TAB>MOVES]');
  if (rest.length > 0) return invalid(`expected at most 3 tab-separated fields, not ${3 + rest.length}`);
  const deal = dealOf(dealText, shape);
  if (!deal.ok) return invalid(deal.message);
  const moves = parseMoves(movesText, shape.columns);
  if (!moves.ok) return invalid(moves.message);
  const state = replay({ rules, deal: deal.value, moves: moves.value, undone: [] });
  if (!state.ok) return invalid(state.message);
  const r = solve(state.value.position, budget);
  return `${id}\t${r.verdict}\t${r.ms.toFixed(1)}\t${r.nodes}\t${formatMoves(r.line)}`;
}
