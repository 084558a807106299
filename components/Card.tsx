import type { CSSProperties, HTMLAttributes } from 'preact';
import { type Card, formatCard, isRed, RANK_CHARS, rankOf, suitOf } from '../engine';
import { t } from '../models/words';
import { cardName } from './card-words';

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

/*
 * Pip layouts of a printed deck, in a 100 × 140 box (the card's own shape). Three columns (27, 50, 73);
 * rows between y 38 and 102 keep clear of the corner indexes, so a fanned card's strip shows only its
 * index. Pips below the middle are printed upside down, as on real cards.
 */
const [L, C, R] = [27, 50, 73];
const ROWS4 = [38, 59.3, 80.7, 102];
const ROWS3 = [38, 70, 102];
const sides = (rows: number[]) => rows.flatMap((y) => [[L, y] as const, [R, y] as const]);
const PIPS: (readonly (readonly [number, number])[])[] = [
  [],
  [
    [C, 38],
    [C, 102],
  ],
  ROWS3.map((y) => [C, y] as const),
  sides([38, 102]),
  [...sides([38, 102]), [C, 70]],
  sides(ROWS3),
  [...sides(ROWS3), [C, 54]],
  [...sides(ROWS3), [C, 54], [C, 86]],
  [...sides(ROWS4), [C, 70]],
  [...sides(ROWS4), [C, 48.7], [C, 91.3]],
];
const PIP = 20;

function Pips({ suit, rank }: { suit: number; rank: number }) {
  return (
    <svg class="pips" viewBox="0 0 100 140" aria-hidden="true" focusable="false">
      {PIPS[rank].map(([x, y]) => (
        <path
          key={`${x},${y}`}
          d={SUIT_PATHS[suit]}
          transform={`${y > 70 ? `rotate(180 ${x} ${y}) ` : ''}translate(${x - PIP / 2} ${y - PIP / 2}) scale(${PIP / 100})`}
        />
      ))}
    </svg>
  );
}

/** Head-dresses for the court panel, drawn in a 64 × 84 panel: jack's circlet, queen's coronet, king's crown. */
const CROWNS = [
  'M22 24 21 19 28 19 32 13 36 19 43 19 42 24Z',
  'M21 24 18 14Q22 18 26 14L32 10 38 14Q42 18 46 14L43 24Z',
  'M21 24 17 12 25 18 32 9 39 18 47 12 43 24Z',
];
const ORBS: (readonly [number, number])[][] = [
  [[32, 12.5]],
  [
    [18, 14],
    [32, 10],
    [46, 14],
  ],
  [
    [17, 12],
    [32, 9],
    [47, 12],
  ],
];

/** A court card's panel: a framed, latticed field with the head-dress, the letter and the suit. */
function Court({ suit, rank }: { suit: number; rank: number }) {
  const k = rank - 10;
  return (
    <span class="court" aria-hidden="true">
      <svg viewBox="0 0 64 84" aria-hidden="true" focusable="false">
        <g class="crown">
          <path d={CROWNS[k]} />
          <path d="M21 24.5h22v3H21z" />
          {ORBS[k].map(([x, y]) => (
            <circle key={x} cx={x} cy={y} r="1.9" />
          ))}
        </g>
        <text x="32" y="58">
          {RANK_CHARS[rank]}
        </text>
        <path d={SUIT_PATHS[suit]} transform="translate(26 65) scale(0.12)" />
      </svg>
    </span>
  );
}

export interface CardProps extends Omit<HTMLAttributes<HTMLDivElement>, 'class' | 'style'> {
  card: Card;
  class?: string;
  style?: CSSProperties | Record<string, string | number>;
}

/**
 * A face-up card, named "7 of hearts". The index (rank with its suit beside it) sits in the top-left
 * corner, compact enough to read in a fanned column's strip and in the waste fan; it is repeated upside
 * down bottom right. The middle is an ace's large suit, the pips of 2–10 (one large suit on a small
 * card), or a court panel.
 */
export function CardFace({ card, class: cls = '', style, ...rest }: CardProps) {
  const suit = suitOf(card);
  const rank = rankOf(card);
  const label = rankLabel(card);
  // A fresh element for each corner: a vnode is not to be mounted twice.
  const index = () => (
    <>
      <span class={`rank${label.length > 1 ? ' wide' : ''}`}>{label}</span>
      <SuitIcon suit={suit} class="suit" />
    </>
  );
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
        {index()}
      </span>
      {rank >= 10 ? (
        <Court suit={suit} rank={rank} />
      ) : (
        <>
          <SuitIcon suit={suit} class={rank === 0 ? 'pip ace' : 'pip'} />
          {rank > 0 && <Pips suit={suit} rank={rank} />}
        </>
      )}
      <span class="corner br" aria-hidden="true">
        {index()}
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
      aria-label={t('card.down')}
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
      <span class="sr-only">{t('pile.empty')}</span>
    </div>
  );
}
