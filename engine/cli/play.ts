import { KLONDIKE_SHAPE } from '../deal';
import { type FairBudget, playFair } from '../fair';
import { formatMoves } from '../moves';
import type { Rules } from '../rules';
import { dealOf } from './replay';

/**
 * One line of the play CLI: `ID<TAB>DEAL` in (DEAL: the deal's text or its number), or a deal number
 * alone (its id is the number); out `ID<TAB>won|lost<TAB>moves<TAB>ms<TAB>LINE`, the game the fair policy
 * played (LINE replays with the replay CLI), or `ID<TAB>invalid<TAB>reason`.
 */
export function playLine(line: string, rules: Rules, budget: FairBudget, now: () => number): string {
  const fields = line.split('\t');
  const [id = '', dealText = fields.length === 1 ? id : undefined, ...rest] = fields;
  const invalid = (reason: string) => `${id}\tinvalid\t${reason}`;
  if (dealText === undefined) return invalid('expected ID<TAB>DEAL or a deal number');
  if (rest.length > 0) return invalid(`expected 2 tab-separated fields, not ${2 + rest.length}`);
  const deal = dealOf(dealText, KLONDIKE_SHAPE);
  if (!deal.ok) return invalid(deal.message);
  const started = now();
  const game = playFair(deal.value, rules, budget);
  const ms = (now() - started).toFixed(0);
  return `${id}\t${game.won ? 'won' : 'lost'}\t${game.moves.length}\t${ms}\t${formatMoves(game.moves)}`;
}
