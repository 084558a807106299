import type { Move } from './moves';
import type { Rules } from './rules';

/**
 * Scores are a fold over a game's moves (what each move did) plus the
 * elapsed time, which the caller passes in: the engine never reads a clock.
 * Undo needs nothing special: the score of a shorter move list is its fold.
 */
export interface Tally {
  /** The running total of the per-move points of the rules' system (clamped where the system says so). */
  readonly running: number;
  /** Cards on the foundations now. */
  readonly foundation: number;
  /** Face-down cards turned up by play (not the seven dealt face up). */
  readonly flips: number;
  /** Stock cards that left the waste for a foundation or a column. */
  readonly fromStock: number;
  readonly recycles: number;
}

export const EMPTY_TALLY: Tally = { running: 0, foundation: 0, flips: 0, fromStock: 0, recycles: 0 };

/**
 * Per-move points, by system:
 * - standard (Windows Solitaire): +10 to a foundation, +5 waste to column, +5
 *   a card turned up, -15 foundation to column; a recycle costs 100 in draw 1,
 *   and 20 for each recycle after the third in draw 3; never below 0.
 * - traditional: +10 to a foundation and 3 more straight from the waste, +5
 *   waste to column, +5 a card turned up, -20 a recycle (each pass after the
 *   first); -10 foundation to column (our choice: the issue is silent, and
 *   without it moving a card down and up again would earn points forever).
 * - timed: +10 to a foundation, -10 back from it (same reason).
 * vegas and points are functions of the counters alone (see score()).
 */
function points(rules: Rules, move: Move, flipped: boolean, recycles: number): number {
  const turn = flipped ? 5 : 0;
  switch (rules.scoring) {
    case 'standard':
      switch (move.type) {
        case 'waste-foundation':
        case 'tableau-foundation':
          return 10 + turn;
        case 'waste-tableau':
          return 5;
        case 'foundation-tableau':
          return -15;
        case 'recycle':
          return rules.draw === 1 ? -100 : recycles > 3 ? -20 : 0;
        default:
          return turn;
      }
    case 'traditional':
      switch (move.type) {
        case 'waste-foundation':
          return 13;
        case 'tableau-foundation':
          return 10 + turn;
        case 'waste-tableau':
          return 5;
        case 'foundation-tableau':
          return -10;
        case 'recycle':
          return -20;
        default:
          return turn;
      }
    case 'timed':
      return move.type === 'waste-foundation' || move.type === 'tableau-foundation'
        ? 10
        : move.type === 'foundation-tableau'
          ? -10
          : 0;
    default:
      return 0;
  }
}

/** The tally after one more move. `flipped`: the move turned a face-down card up. */
export function tallyMove(rules: Rules, t: Tally, move: Move, flipped: boolean): Tally {
  const recycles = t.recycles + (move.type === 'recycle' ? 1 : 0);
  let running = t.running + points(rules, move, flipped, recycles);
  if (rules.scoring === 'standard' && running < 0) running = 0;
  const toF = move.type === 'waste-foundation' || move.type === 'tableau-foundation';
  return {
    running,
    foundation: t.foundation + (toF ? 1 : move.type === 'foundation-tableau' ? -1 : 0),
    flips: t.flips + (flipped ? 1 : 0),
    fromStock: t.fromStock + (move.type === 'waste-foundation' || move.type === 'waste-tableau' ? 1 : 0),
    recycles,
  };
}

/**
 * The score shown for a game with this tally after `seconds` of play:
 * - standard: the running total; with the timed option, -2 per 10 s (never
 *   below 0) and, on a win after more than 30 s, a bonus of 700000 / seconds.
 * - traditional: the running total.
 * - vegas: a dollar a card dealt for the deal (-52, or -104 for Spider-Klondike's two decks), +5 a card
 *   on the foundations (a card taken back loses its 5). A cumulative total adds deals together; that is the
 *   caller's sum, see vegasTotal.
 * - timed: the running total - 30 per full 30 s, never below 0, plus 600000 /
 *   seconds on a win.
 * - points: 15 a card on the foundations, 5 a card turned up, 5 a stock card
 *   played, 995 for a full deck: 2000 at most.
 * - none: 0.
 * Bonuses are whole numbers (rounded down); seconds below 1 count as 1.
 */
export function score(rules: Rules, t: Tally, won: boolean, seconds: number, dealt = 52): number {
  const s = Math.max(1, Math.floor(seconds));
  switch (rules.scoring) {
    case 'standard': {
      if (!rules.standardTimed) return t.running;
      const bonus = won && s > 30 ? Math.floor(700000 / s) : 0;
      return Math.max(0, t.running - 2 * Math.floor(s / 10)) + bonus;
    }
    case 'traditional':
      return t.running;
    case 'vegas':
      return -dealt + 5 * t.foundation;
    case 'timed':
      return Math.max(0, t.running - 30 * Math.floor(s / 30)) + (won ? Math.floor(600000 / s) : 0);
    case 'points':
      return 15 * t.foundation + 5 * t.flips + 5 * t.fromStock + (won ? 995 : 0);
    case 'none':
      return 0;
  }
}

/** Vegas cumulative: the running balance after one more deal. */
export const vegasTotal = (before: number, dealScore: number): number => before + dealScore;
