/**
 * Card sets for the solver as two 32-bit words (lo: bits 0-31, hi: bits 32-63).
 *
 * Bit layout (after lonelybot, github.com/vuonghy2442/lonelybot, src/card.rs):
 * bit = 4 * rank + 2 * (red XOR (rank & 1)) + suitInColour, with
 * suitInColour 0 for clubs and diamonds, 1 for spades and hearts. Then
 * - bit ^ 1 is the twin: same rank and colour, the other suit;
 * - the two cards a card can be built on (one rank up, other colour) are
 *   bits (bit + 4) and (bit + 4) ^ 1, so shifting a set by 4 maps cards to
 *   their possible parents or children, and pairs of twins stay aligned.
 * Ranks 0-7 live in lo, ranks 8-12 in hi bits 0-19.
 */
import { DECK_SIZE, RANK_OF, RED_OF, SUIT_OF } from '../cards';

export const BIT_OF = new Uint8Array(DECK_SIZE);
/** The card at a bit index, -1 for the unused bits 52-63. */
export const CARD_AT = new Int8Array(64).fill(-1);
for (let c = 0; c < DECK_SIZE; c++) {
  const r = RANK_OF[c];
  const s = SUIT_OF[c];
  const inColour = s === 0 || s === 1 ? 0 : 1; // clubs/diamonds 0, hearts/spades 1
  const b = 4 * r + 2 * (RED_OF[c] ^ (r & 1)) + inColour;
  BIT_OF[c] = b;
  CARD_AT[b] = c;
}

/** One bit per twin pair (the lower bit of each pair). */
export const ALT = 0x55555555;
/** The kings: bits 48-51, that is hi bits 16-19. */
export const KING_HI = 0x000f0000;

/** Index of the lowest set bit of a non-zero 32-bit word. */
export const lowestBit = (x: number): number => 31 - Math.clz32(x & -x);

export function popcount(x: number): number {
  let v = x - ((x >>> 1) & 0x55555555);
  v = (v & 0x33333333) + ((v >>> 2) & 0x33333333);
  return (Math.imul((v + (v >>> 4)) & 0x0f0f0f0f, 0x01010101) >>> 24) as number;
}
