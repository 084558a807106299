/**
 * Cards are small integers so that positions stay plain, compact data and the
 * search core can index tables with them: card = suit * 13 + rank, with
 * rank 0..12 = A..K and suit 0..3 = clubs, diamonds, hearts, spades (the
 * order of the shared notation's `CDHS`). 0 is the ace of clubs, 51 the king
 * of spades. A game of two decks numbers the second deck's cards 52..103, the
 * same order again: each card keeps its own identity (the board keys and
 * slides cards by it), and `c % 52` is its face.
 */
export type Card = number;
export type Suit = 0 | 1 | 2 | 3;

export const RANK_CHARS = 'A23456789TJQK';
export const SUIT_CHARS = 'CDHS';
export const SUIT_NAMES = ['clubs', 'diamonds', 'hearts', 'spades'] as const;
export const RANK_NAMES = ['ace', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'jack', 'queen', 'king'] as const;
export const SUIT_SYMBOLS = ['♣', '♦', '♥', '♠'] as const;

export const DECK_SIZE = 52;
/** The most decks a game is played with. */
const MAX_DECKS = 2;

/** Lookup tables, for the cards of either deck: the move generators read these in their inner loops. */
export const RANK_OF: Uint8Array = new Uint8Array(DECK_SIZE * MAX_DECKS);
export const SUIT_OF: Uint8Array = new Uint8Array(DECK_SIZE * MAX_DECKS);
/** 1 for diamonds and hearts, 0 for clubs and spades. */
export const RED_OF: Uint8Array = new Uint8Array(DECK_SIZE * MAX_DECKS);
for (let c = 0; c < DECK_SIZE * MAX_DECKS; c++) {
  RANK_OF[c] = c % 13;
  SUIT_OF[c] = ((c % DECK_SIZE) / 13) | 0;
  RED_OF[c] = SUIT_OF[c] === 1 || SUIT_OF[c] === 2 ? 1 : 0;
}

export const card = (rank: number, suit: number): Card => suit * 13 + rank;
export const rankOf = (c: Card): number => c % 13;
export const suitOf = (c: Card): Suit => SUIT_OF[c] as Suit;
export const isRed = (c: Card): boolean => RED_OF[c] === 1;

/** True when `c` may be built on `onto` in the tableau: one rank lower, other colour. */
export const fitsOn = (c: Card, onto: Card): boolean => RANK_OF[c] + 1 === RANK_OF[onto] && RED_OF[c] !== RED_OF[onto];

/** `TD` for the ten of diamonds. */
export const formatCard = (c: Card): string => RANK_CHARS[c % 13] + SUIT_CHARS[SUIT_OF[c]];

/** Parses `TD`; case-insensitive. Returns -1 when the text is not a card. */
export function parseCard(text: string): Card | -1 {
  if (text.length !== 2) return -1;
  const r = RANK_CHARS.indexOf(text[0].toUpperCase());
  const s = SUIT_CHARS.indexOf(text[1].toUpperCase());
  return r < 0 || s < 0 ? -1 : card(r, s);
}

const RANK_TEXT = ['A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'];

/**
 * "7♣", "10♥": how a card is written in hints and announcements. Here, not with the sentences
 * (describe.ts): the first paint writes a card so, and would otherwise carry every sentence.
 */
export const cardText = (c: Card): string => RANK_TEXT[c % 13] + SUIT_SYMBOLS[SUIT_OF[c]];

/**
 * "7 of hearts", "queen of spades": a card's name in English. The page names cards in its own language
 * (components/card-words.ts); the e2e tests check the English page's names against this one.
 */
export const cardName = (c: Card): string => `${RANK_NAMES[c % 13]} of ${SUIT_NAMES[SUIT_OF[c]]}`;
