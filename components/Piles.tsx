import { type Card, card, SUIT_NAMES, SUIT_SYMBOLS } from '../engine';
import { CardBack, CardFace, EmptySlot } from './Card';

/** Visually hidden text: the count is announced with its unit but shown as a bare number. */
const Count = ({ n }: { n: number }) => (
  <span class="count">
    {n}
    <span class="sr-only"> {n === 1 ? 'card' : 'cards'}</span>
  </span>
);

export function Stock({ count }: { count: number }) {
  return (
    <section class="pile stock" aria-label="Stock" data-count={count}>
      {count > 0 ? <CardBack /> : <EmptySlot hint="↻" />}
      <Count n={count} />
    </section>
  );
}

/** Shows the top card only; the draw-3 fan comes with play. */
export function Waste({ cards }: { cards: readonly Card[] }) {
  const top = cards[cards.length - 1];
  return (
    <section class="pile waste" aria-label="Waste" data-count={cards.length}>
      {top === undefined ? <EmptySlot /> : <CardFace card={top} />}
    </section>
  );
}

/** Foundation `index` (0..3) holds suit `index` (clubs, diamonds, hearts, spades) up to `count` cards. */
export function Foundation({ index, count }: { index: number; count: number }) {
  return (
    <section
      class="pile foundation"
      aria-label={`Foundation ${index + 1}`}
      aria-description={SUIT_NAMES[index]}
      data-count={count}
    >
      {count > 0 ? <CardFace card={card(count - 1, index)} /> : <EmptySlot hint={SUIT_SYMBOLS[index]} />}
    </section>
  );
}

export function Column({ index, down, up }: { index: number; down: readonly Card[]; up: readonly Card[] }) {
  return (
    <section class="pile column" aria-label={`Column ${index + 1}`} data-count={down.length + up.length}>
      {down.length + up.length === 0 && <EmptySlot />}
      {/* Face-down cards have no identity on the page, so their position is their key. */}
      {down.map((_, i) => (
        <CardBack key={`d${i}`} />
      ))}
      {up.map((c) => (
        <CardFace key={c} card={c} />
      ))}
    </section>
  );
}
