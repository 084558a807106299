import {
  DEFAULT_RULES,
  dealFromNumber,
  initialPosition,
  type Move,
  type Position,
  replay,
  type Rules,
} from '../../engine';
import { SPIDER_KLONDIKE_SHAPE as SPIDER } from '../../engine/games';

/** Spider-Klondike's default rules, drawing one or three. */
export const rulesOf = (draw: 1 | 3): Rules => ({ ...DEFAULT_RULES, draw });

/** Spider-Klondike deal n's first position. */
export const start = (n: number, draw: 1 | 3): Position => initialPosition(dealFromNumber(n, SPIDER), rulesOf(draw));

/** Whether a line wins Spider-Klondike deal n, replayed by the rules engine. */
export const wins = (n: number, draw: 1 | 3, line: readonly Move[]): boolean => {
  const g = replay({ rules: rulesOf(draw), deal: dealFromNumber(n, SPIDER), moves: [...line], undone: [] });
  return g.ok && g.value.won;
};
