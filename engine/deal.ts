import { type Card, DECK_SIZE, formatCard, parseCard } from './cards';
import { fail, ok, quote, type Result } from './result';

/**
 * A deal: the seven columns, each bottom (dealt first, face down) to top (the
 * face-up card), column k holding k cards; then the 24 stock cards in the order
 * they are drawn.
 */
export interface Deal {
  readonly columns: readonly (readonly Card[])[];
  readonly stock: readonly Card[];
}

export const COLUMNS = 7;
export const TABLEAU_CARDS = 28;
export const STOCK_CARDS = 24;
export const MAX_DEAL_NUMBER = 0xffffffff;

/**
 * mulberry32 (Tommy Ettinger, public domain): a 32-bit state PRNG whose every
 * step is integer arithmetic, so every JavaScript engine yields the same
 * stream. Returns unsigned 32-bit integers.
 */
export function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return (t ^ (t >>> 14)) >>> 0;
  };
}

/**
 * Deal number n (an unsigned 32-bit integer) is, forever and on every device:
 * 1. the deck in order 0..51 (clubs A..K, diamonds, hearts, spades);
 * 2. shuffled by Fisher–Yates with i from 51 down to 1, swapping deck[i] with
 *    deck[j], j = floor(x * (i + 1) / 2^32), x the next mulberry32(n) output
 *    (exact in doubles: x * 52 < 2^53);
 * 3. dealt as at a table: row r = 0..6 puts one card on each column r..6, left
 *    to right, taking deck[0], deck[1], … in turn; so column k gets k cards and
 *    the last card it gets is its face-up top;
 * 4. the 24 cards left, deck[28..51], are the stock, deck[28] drawn first.
 * test/deal.test.ts pins deals by number; changing any step breaks it.
 */
export function dealFromNumber(n: number): Deal {
  const next = mulberry32(n);
  const deck: Card[] = Array.from({ length: DECK_SIZE }, (_, i) => i);
  for (let i = DECK_SIZE - 1; i > 0; i--) {
    const j = Math.floor((next() * (i + 1)) / 4294967296);
    const t = deck[i];
    deck[i] = deck[j];
    deck[j] = t;
  }
  const columns: Card[][] = Array.from({ length: COLUMNS }, () => []);
  let k = 0;
  for (let row = 0; row < COLUMNS; row++) {
    for (let col = row; col < COLUMNS; col++) columns[col].push(deck[k++]);
  }
  return { columns, stock: deck.slice(TABLEAU_CARDS) };
}

export const isDealNumber = (n: unknown): n is number =>
  typeof n === 'number' && Number.isInteger(n) && n >= 0 && n <= MAX_DEAL_NUMBER;

export type DealError = 'fields' | 'column-size' | 'stock-size' | 'bad-card' | 'duplicate-card';

/** `col1 | … | col7 | stock`, cards separated by single spaces (the shared format). */
export function formatDeal(deal: Deal): string {
  return [...deal.columns, deal.stock].map((cards) => cards.map(formatCard).join(' ')).join(' | ');
}

/**
 * Parses `col1 | … | col7 | stock`. Lenient about runs of white space, strict
 * about content: 7 columns of 1..7 cards, 24 stock cards, 52 distinct cards.
 */
export function parseDeal(text: string): Result<Deal, DealError> {
  const fields = text.trim().split('|');
  if (fields.length !== COLUMNS + 1) {
    return fail('fields', `a deal has 8 fields separated by "|" (7 columns and the stock), not ${fields.length}`);
  }
  const seen = new Set<Card>();
  const piles: Card[][] = [];
  for (let f = 0; f < fields.length; f++) {
    const tokens = fields[f].trim().split(/\s+/).filter(Boolean);
    const want = f < COLUMNS ? f + 1 : STOCK_CARDS;
    if (tokens.length !== want) {
      return f < COLUMNS
        ? fail('column-size', `column ${f + 1} must hold ${want} cards, not ${tokens.length}`)
        : fail('stock-size', `the stock must hold ${STOCK_CARDS} cards, not ${tokens.length}`);
    }
    const pile: Card[] = [];
    for (const token of tokens) {
      const c = parseCard(token);
      if (c === -1) return fail('bad-card', `${quote(token)} is not a card (rank A23456789TJQK, suit CDHS)`);
      if (seen.has(c)) return fail('duplicate-card', `${formatCard(c)} appears twice`);
      seen.add(c);
      pile.push(c);
    }
    piles.push(pile);
  }
  return ok({ columns: piles.slice(0, COLUMNS), stock: piles[COLUMNS] });
}
