import type { Col, Source, Target } from '../engine';

/**
 * A place on the board, in the engine's own shapes: a pile (the stock, the waste, a foundation by its
 * suit, a column), what can be taken hold of (a Source: a column's card by its index, -1 for an empty
 * column's place) or where a card can go (a Target: any foundation, a column).
 */
export type Place = Source | Target | { readonly pile: 'stock' };

/**
 * The one text form of a place, written into the page (a pile's data-pile, a card's data-src, a keyboard
 * stop's data-stop) and compared: "stock", "waste", "f2" (a foundation by its suit; "f2b" the suit's
 * second with two decks; "f" any), "c3" (a column) and "c3:5" (its card at index 5, face-down cards
 * counted). A card's key is the same as a source and as a stop.
 */
export const placeKey = (p: Place): string =>
  p.pile === 'column'
    ? `c${p.col}${'index' in p ? `:${p.index}` : ''}`
    : p.pile === 'foundation'
      ? `f${'suit' in p ? `${p.suit}${p.second ? 'b' : ''}` : ''}`
      : p.pile;

/** Reads back what placeKey wrote; null for anything else. */
export function parsePlace(key: string | null | undefined): Place | null {
  const m = /^(?:stock|waste|f(?:([0-3])(b?))?|c(\d)(?::(-1|\d+))?)$/.exec(key ?? '');
  if (!m) return null;
  const [k, suit, second, col, index] = m;
  if (col) {
    const c = Number(col) as Col;
    return index ? { pile: 'column', col: c, index: Number(index) } : { pile: 'column', col: c };
  }
  if (k[0] !== 'f') return { pile: k as 'stock' | 'waste' };
  if (!suit) return { pile: 'foundation' };
  return second
    ? { pile: 'foundation', suit: Number(suit) as 0, second: true }
    : { pile: 'foundation', suit: Number(suit) as 0 };
}
