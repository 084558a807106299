import { type Card, DECK_SIZE, formatCard, parseCard } from './cards';
import { fail, ok, quote, type Result } from './result';

/**
 * A deal: the columns, each bottom (dealt first, face down) to top (the
 * face-up card), column k holding k cards; then the stock cards in the order
 * they are drawn. Klondike deals seven columns from one deck (24 in the stock).
 */
export interface Deal {
  readonly columns: readonly (readonly Card[])[];
  readonly stock: readonly Card[];
}

/** How a game deals: its columns (column k gets k cards) and decks; the cards left are the stock. */
export interface DealShape {
  readonly columns: number;
  readonly decks: number;
}

export const KLONDIKE_SHAPE: DealShape = { columns: 7, decks: 1 };
export const MAX_DEAL_NUMBER = 0xffffffff;

/** The cards a deal deals: 52, or Spider-Klondike's 104. */
export const dealSize = (deal: Deal): number => deal.columns.reduce((n, c) => n + c.length, deal.stock.length);

const tableauCards = (shape: DealShape) => (shape.columns * (shape.columns + 1)) / 2;
const stockCards = (shape: DealShape) => DECK_SIZE * shape.decks - tableauCards(shape);

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
 * 1. the deck in order 0..51 (clubs A..K, diamonds, hearts, spades); with two
 *    decks, 0..51 and then 52..103, the same order again;
 * 2. shuffled by Fisher–Yates with i from its last index down to 1, swapping
 *    deck[i] with deck[j], j = floor(x * (i + 1) / 2^32), x the next
 *    mulberry32(n) output (exact in doubles: x * 104 < 2^53);
 * 3. dealt as at a table: row r = 0..6 puts one card on each column r..6
 *    (Klondike's seven; r..9 for ten), left to right, taking deck[0], deck[1],
 *    … in turn; so column k gets k cards and the last card it gets is its
 *    face-up top;
 * 4. the cards left (Klondike: deck[28..51]) are the stock, the first drawn first.
 * test/deal.test.ts pins deals by number; changing any step breaks it.
 */
export function dealFromNumber(n: number, shape: DealShape = KLONDIKE_SHAPE): Deal {
  const next = mulberry32(n);
  const deck: Card[] = Array.from({ length: DECK_SIZE * shape.decks }, (_, i) => i);
  for (let i = deck.length - 1; i > 0; i--) {
    const j = Math.floor((next() * (i + 1)) / 4294967296);
    const t = deck[i];
    deck[i] = deck[j];
    deck[j] = t;
  }
  const columns: Card[][] = Array.from({ length: shape.columns }, () => []);
  let k = 0;
  for (let row = 0; row < shape.columns; row++) {
    for (let col = row; col < shape.columns; col++) columns[col].push(deck[k++]);
  }
  // With two decks, which copy is which is ours to name: as parseDeal names them, so a deal read back from
  // its text is the same deal, card for card (the first of a face met, column by column, is the first deck's).
  const met = new Uint8Array(DECK_SIZE);
  const named = (c: Card) => (c % DECK_SIZE) + DECK_SIZE * met[c % DECK_SIZE]++;
  return shape.decks === 1
    ? { columns, stock: deck.slice(k) }
    : { columns: columns.map((c) => c.map(named)), stock: deck.slice(k).map(named) };
}

export const isDealNumber = (n: unknown): n is number =>
  typeof n === 'number' && Number.isInteger(n) && n >= 0 && n <= MAX_DEAL_NUMBER;

export type DealError = 'fields' | 'column-size' | 'stock-size' | 'bad-card' | 'duplicate-card' | 'no-id';

/** `col1 | … | col7 | stock`, cards separated by single spaces (the shared format; ten columns for two decks). */
export function formatDeal(deal: Deal): string {
  return [...deal.columns, deal.stock].map((cards) => cards.map(formatCard).join(' ')).join(' | ');
}

/**
 * Parses `col1 | … | col7 | stock`. Lenient about runs of white space, strict
 * about content: 7 columns of 1..7 cards, 24 stock cards, 52 distinct cards.
 * With two decks, ten columns and 49 stock cards, each card twice: the first
 * met is the first deck's, the second the second deck's.
 */
export function parseDeal(text: string, shape: DealShape = KLONDIKE_SHAPE): Result<Deal, DealError> {
  const { columns, decks } = shape;
  const fields = text.trim().split('|');
  if (fields.length !== columns + 1) {
    return fail(
      'fields',
      `a deal has ${columns + 1} fields separated by "|" (${columns} columns and the stock), not ${fields.length}`,
      [columns + 1, columns, fields.length],
    );
  }
  const met = new Uint8Array(DECK_SIZE);
  const piles: Card[][] = [];
  for (let f = 0; f < fields.length; f++) {
    const tokens = fields[f].trim().split(/\s+/).filter(Boolean);
    const want = f < columns ? f + 1 : stockCards(shape);
    if (tokens.length !== want) {
      return f < columns
        ? fail('column-size', `column ${f + 1} must hold ${want} cards, not ${tokens.length}`, [
            f + 1,
            want,
            tokens.length,
          ])
        : fail('stock-size', `the stock must hold ${want} cards, not ${tokens.length}`, [want, tokens.length]);
    }
    const pile: Card[] = [];
    for (const token of tokens) {
      const c = parseCard(token);
      if (c === -1) return fail('bad-card', `${quote(token)} is not a card (rank A23456789TJQK, suit CDHS)`, [token]);
      if (met[c] === decks)
        return fail('duplicate-card', `${formatCard(c)} appears ${TIMES[decks]}`, [formatCard(c), decks]);
      pile.push(c + DECK_SIZE * met[c]++);
    }
    piles.push(pile);
  }
  return ok({ columns: piles.slice(0, columns), stock: piles[columns] });
}

/** A card met once more than the decks hold it. */
const TIMES = ['', 'twice', 'three times'];
