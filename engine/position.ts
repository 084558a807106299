import { type Card, RANK_OF, SUIT_OF } from './cards';
import type { Deal } from './deal';
import type { Rules } from './rules';

/** A tableau column: face-down cards bottom to top, then the face-up run bottom to top. */
export interface Column {
  readonly down: readonly Card[];
  readonly up: readonly Card[];
}

/**
 * Everything needed to continue a game, as plain serializable data. The
 * search core (core/board.ts) loads and stores this shape; nothing else keeps
 * hidden state.
 */
export interface Position {
  readonly rules: Rules;
  readonly columns: readonly Column[];
  /** Stock cards in the order they will be drawn: stock[0] comes out next. */
  readonly stock: readonly Card[];
  /** Waste bottom to top: the last card is the one in play. */
  readonly waste: readonly Card[];
  /**
   * Cards on each foundation, clubs, diamonds, hearts, spades: 0 (empty) to 13 (up to the king). With two
   * decks there are eight, two a suit in the same order (clubs, clubs, diamonds, …).
   */
  readonly foundations: readonly number[];
  /** With two decks, the cards on each foundation, bottom to top: which deck's copy each is. */
  readonly homes?: readonly (readonly Card[])[];
  /** Times the waste was turned back into the stock; the pass under way is recycles + 1. */
  readonly recycles: number;
}

/** The position a deal starts from: the top card of each column face up (every card is, to a thoughtful player's eye). */
export function initialPosition(deal: Deal, rules: Rules): Position {
  const p: Position = {
    rules,
    columns: deal.columns.map((cards) => ({ down: cards.slice(0, -1), up: cards.slice(-1) })),
    stock: deal.stock.slice(),
    waste: [],
    foundations: [0, 0, 0, 0],
    recycles: 0,
  };
  // Two decks (ten columns): eight foundations, two a suit.
  return deal.columns.length === 7 ? p : { ...p, foundations: Array(8).fill(0), homes: Array(8).fill([]) };
}

/** The foundations of a suit: its one, or its two with two decks. */
function pilesOf(p: Position, suit: number): number[] {
  const decks = p.foundations.length / 4;
  return Array.from({ length: decks }, (_, i) => suit * decks + i);
}

/** A foundation by its suit: the index of its pile (the suit's second with two decks, when `second`). */
export const pileIndex = (p: Position, f: { readonly suit: number; readonly second?: boolean }): number =>
  f.suit * (p.foundations.length / 4) + (f.second ? 1 : 0);

/** Whether a foundation takes card c. */
export const homeTakes = (p: Position, c: Card): boolean =>
  pilesOf(p, SUIT_OF[c]).some((f) => p.foundations[f] === RANK_OF[c]);

/** The foundation card c would go onto: the first of its suit's that takes it, else its suit's first. */
export const homePileFor = (p: Position, c: Card): number => {
  const piles = pilesOf(p, SUIT_OF[c]);
  return piles.find((f) => p.foundations[f] === RANK_OF[c]) ?? piles[0];
};

/** The top card of foundation f, or -1 when it is empty. */
export function homeTop(p: Position, f: number): Card | -1 {
  const n = p.foundations[f];
  return n === 0 ? -1 : (p.homes?.[f][n - 1] ?? ((f / (p.foundations.length / 4)) | 0) * 13 + n - 1);
}
