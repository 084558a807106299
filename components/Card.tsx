import type { CSSProperties, HTMLAttributes } from 'preact';
import { type Card, cardName, formatCard, isRed, RANK_CHARS, rankOf, suitOf } from '../engine';

/** Suit shapes as SVG paths in a 0..100 box: crisp at any size, the same on every system (no fonts). */
const SUIT_PATHS = [
  // clubs
  'M50 8c12 0 21 9 21 20 0 5-2 9-4 12 3-1 6-2 9-2 11 0 20 9 20 21s-9 21-20 21c-9 0-15-5-19-10 1 9 4 16 11 22H32c7-6 10-13 11-22-4 5-10 10-19 10C13 80 4 71 4 59s9-21 20-21c3 0 6 1 9 2-2-3-4-7-4-12 0-11 9-20 21-20z',
  // diamonds
  'M50 4 88 50 50 96 12 50z',
  // hearts
  'M50 92C30 74 6 58 6 34 6 19 17 8 30 8c9 0 16 5 20 12 4-7 11-12 20-12 13 0 24 11 24 26 0 24-24 40-44 58z',
  // spades
  'M50 6c18 20 42 32 42 54 0 12-9 21-20 21-8 0-14-4-18-9 1 9 4 16 11 22H35c7-6 10-13 11-22-4 5-10 9-18 9-11 0-20-9-20-21 0-22 24-34 42-54z',
];

export function SuitIcon({ suit, class: cls }: { suit: number; class?: string }) {
  return (
    <svg class={cls} viewBox="0 0 100 100" aria-hidden="true" focusable="false">
      <path d={SUIT_PATHS[suit]} />
    </svg>
  );
}

/** "10" reads better than the notation's "T" on a card face. */
export const rankLabel = (c: Card): string => {
  const r = RANK_CHARS[rankOf(c)];
  return r === 'T' ? '10' : r;
};

export interface CardProps extends Omit<HTMLAttributes<HTMLDivElement>, 'class' | 'style'> {
  card: Card;
  class?: string;
  style?: CSSProperties | Record<string, string | number>;
}

/** A face-up card: rank and suit in two corners and a large suit in the middle; named "7 of hearts". */
export function CardFace({ card, class: cls = '', style, ...rest }: CardProps) {
  const suit = suitOf(card);
  const rank = rankLabel(card);
  const court = rankOf(card) >= 10;
  return (
    <div
      class={`card face-up ${isRed(card) ? 'red' : 'black'} ${cls}`}
      role="img"
      aria-label={cardName(card)}
      data-card={formatCard(card)}
      style={style}
      {...rest}
    >
      <span class="corner tl" aria-hidden="true">
        <span class="rank">{rank}</span>
        <SuitIcon suit={suit} class="suit" />
      </span>
      {court ? (
        <span class="court" aria-hidden="true">
          {rank}
        </span>
      ) : (
        <SuitIcon suit={suit} class="pip" />
      )}
      <span class="corner br" aria-hidden="true">
        <span class="rank">{rank}</span>
        <SuitIcon suit={suit} class="suit" />
      </span>
    </div>
  );
}

/** A face-down card. It never carries the card's identity, not even in an attribute. */
export function CardBack({ class: cls = '', style, ...rest }: Omit<CardProps, 'card'>) {
  return (
    <div
      class={`card face-down ${cls}`}
      role="img"
      aria-label="face-down card"
      data-face="down"
      style={style}
      {...rest}
    />
  );
}

/** An empty place on the table, with an optional faint mark (a suit, a recycle arrow) that is only decoration. */
export function EmptySlot({ suit, mark }: { suit?: number; mark?: string }) {
  return (
    <div class="slot">
      {suit !== undefined && <SuitIcon suit={suit} class="slot-suit" />}
      {mark && (
        <span class="slot-mark" aria-hidden="true">
          {mark}
        </span>
      )}
      <span class="sr-only">empty</span>
    </div>
  );
}
