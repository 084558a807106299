/*
 * Bounds on what a record may hold, far beyond any real game (a billion games, thirty years of play, scores
 * a thousand times a cumulative Vegas lifetime). A value past them is not a count but damage or tampering:
 * it is read as missing, and sums stop at the bound, so nothing shows "Infinity" or "NaN".
 * They are the engine's so that every part of the page takes them from one place.
 */
export const MAX_COUNT = 1e9;
export const MAX_SECONDS = 1e9;
export const MAX_SCORE = 1e12;
