import type { Game } from '../engine';
import type { Change } from './table-model';

/**
 * The deal's flight (components/DealFlight.tsx draws it): when a game's cards fly from the stock to the
 * columns, and in what order and time. Kept here, apart from the page, so that the rule is tested on the
 * real table model.
 */

/**
 * A new game flies: one just dealt on this page (New game, the daily deal, a deal by link, a race, a
 * restart), nothing played on it yet (a game link's moves were played elsewhere), with motion on
 * (`motion`, components/motion.ts: 0 under reduced motion or Motion: off). A game reopened from storage
 * (a new tab, or another tab's newer copy) is no deal: its change is null or `updated`.
 */
export const dealFlies = (change: Change | null, game: Game, motion: number): boolean =>
  motion > 0 && change?.kind === 'deal' && change.note === 'dealt' && game.moves.length === 0;

/** The whole deal at Normal (Slow included: the wait before play stays short); Fast halves it. */
export const DEAL_MS = 600;
/** One card's flight, as a share of the whole: the next ones leave the stock while it is in the air. */
const CARD_SHARE = 0.4;

/** One card of the deal: the column and place it lands on, when it leaves the stock, and how long it flies (ms). */
export interface CardFlight {
  readonly col: number;
  readonly index: number;
  readonly delay: number;
  readonly duration: number;
}

/**
 * The deal's flights, in dealing order (a row at a time, left to right, as a dealer lays a tableau: each
 * column's top card lands last), all landed within DEAL_MS × motion, at most DEAL_MS. `heights`: the
 * cards in each column.
 */
export function dealPlan(heights: readonly number[], motion: number): CardFlight[] {
  const total = DEAL_MS * Math.min(1, motion);
  const order: [number, number][] = [];
  const rows = Math.max(0, ...heights);
  for (let index = 0; index < rows; index++)
    heights.forEach((h, col) => {
      if (index < h) order.push([col, index]);
    });
  const duration = total * CARD_SHARE;
  const step = order.length > 1 ? (total - duration) / (order.length - 1) : 0;
  return order.map(([col, index], i) => ({ col, index, delay: i * step, duration }));
}
