import { type Card, cardName, formatCard, isRed, RANK_CHARS, rankOf, SUIT_SYMBOLS, suitOf } from '../engine';

/** "10" reads better than the notation's "T" on a card face. */
const rankLabel = (c: Card): string => {
  const r = RANK_CHARS[rankOf(c)];
  return r === 'T' ? '10' : r;
};

/** A face-up card: rank and suit symbol, named "7 of hearts" for assistive technology. */
export function CardFace({ card }: { card: Card }) {
  const label = `${rankLabel(card)}${SUIT_SYMBOLS[suitOf(card)]}`;
  return (
    <div
      class={`card face-up ${isRed(card) ? 'red' : 'black'}`}
      role="img"
      aria-label={cardName(card)}
      data-card={formatCard(card)}
    >
      <span class="corner" aria-hidden="true">
        {label}
      </span>
      <span class="pip" aria-hidden="true">
        {SUIT_SYMBOLS[suitOf(card)]}
      </span>
    </div>
  );
}

/** A face-down card. It never carries the card's identity, not even in an attribute. */
export function CardBack() {
  return <div class="card face-down" role="img" aria-label="face-down card" data-face="down" />;
}

/** An empty place on the table, with an optional faint hint (a suit symbol, a recycle arrow) that is only decoration. */
export function EmptySlot({ hint }: { hint?: string }) {
  return (
    <div class="slot">
      <span aria-hidden="true">{hint}</span>
      <span class="sr-only">empty</span>
    </div>
  );
}
