/**
 * The solver's macro moves, each named by one card (see state.ts for the game
 * they act on). A move is kind << 6 | card, and for the two deck moves the
 * card's deck index << 9.
 */
export const PILE_STACK = 0; // a tableau card to its foundation
export const REVEAL = 1; // the run on a surface card moves off it: the card beneath turns up
export const DECK_PILE = 2; // a reachable stock/waste card onto the tableau
export const DECK_STACK = 3; // a reachable stock/waste card to its foundation
export const STACK_PILE = 4; // a foundation's top card back onto the tableau

/** Room for one state's moves. */
export const MAX_MOVES = 64;
