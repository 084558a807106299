/*
 * Bounds on what a record may hold, far beyond any real game (a billion games, thirty years of play, scores
 * a thousand times a cumulative Vegas lifetime). A value past them is not a count but damage or tampering:
 * it is read as missing, and sums stop at the bound, so nothing shows "Infinity" or "NaN".
 * They are the engine's so that every part of the page takes them from one place.
 */
export const MAX_COUNT = 1e9;
export const MAX_SECONDS = 1e9;
export const MAX_SCORE = 1e12;

/*
 * The longest game: its moves played and those taken back (which redo plays again), together, in a link, a
 * challenge, a record or on the table. A real game is a few hundred moves; 25,000 replay in milliseconds, and
 * a game this long still travels through storage.sync whole: two letters a move at most, with the longest
 * race in the head, fill some 54,200 of the 63,000 characters its parts hold (models/sync/game-parts.ts).
 * Past it a game is refused before its moves are read (a link of a million moves froze the tab), and the
 * table plays no move past it.
 */
export const MAX_GAME_MOVES = 25_000;
/** The longest text of a game's moves in the notation (engine/moves.ts): six characters a move ("FH>10 "). */
export const MAX_MOVES_TEXT = 6 * MAX_GAME_MOVES;
/** The longest text of a game's moves compact (engine/compact.ts): two letters a move at most. */
export const MAX_COMPACT_TEXT = 2 * MAX_GAME_MOVES;
