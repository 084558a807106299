import type { Card } from '../cards';
import type { Game } from '../game';
import type { Position } from '../position';
import { seenCards } from '../seen';

/**
 * What a fair player may know. strict: what a player who watched the whole game knows (every card that has
 * shown face up, and so the place of every stock card turned up once); stock-known: the model of the
 * published results (Bjarnason, Fern & Tadepalli 2009), where the stock's order is known from the start and
 * only the columns' face-down cards are hidden. It exists to compare with them.
 */
export type Sight = 'strict' | 'stock-known';

/**
 * A position as the player knows it: the cards they cannot place, in card order (not in the order the
 * deal put them), and the places those cards may be in. Two deals that differ only in where their unknown
 * cards lie give the same Unknowns, which is what makes a fair decision blind to them.
 */
export interface Unknowns {
  readonly position: Position;
  readonly cards: readonly Card[];
  /** Each place as column (0..) and index in its face-down cards, or column -1 and index in the stock. */
  readonly places: readonly (readonly [column: number, index: number])[];
}

export function unknownsOf(game: Game, position: Position, sight: Sight): Unknowns {
  const seen = seenCards(game);
  const cards: Card[] = [];
  const places: [number, number][] = [];
  const hide = (column: number, index: number, c: Card): void => {
    if (!seen.has(c)) {
      cards.push(c);
      places.push([column, index]);
    }
  };
  position.columns.forEach((col, i) => {
    col.down.forEach((c, j) => {
      hide(i, j, c);
    });
  });
  if (sight === 'strict') {
    position.stock.forEach((c, j) => {
      hide(-1, j, c);
    });
  }
  return { position, cards: cards.sort((a, b) => a - b), places };
}

/**
 * One arrangement of the unknown cards that agrees with everything seen: a Fisher–Yates shuffle of them,
 * drawn from `next` (unsigned 32-bit integers), put in the unknown places.
 */
export function sampleOf(u: Unknowns, next: () => number): Position {
  const deck = u.cards.slice();
  for (let i = deck.length - 1; i > 0; i--) {
    const j = Math.floor((next() * (i + 1)) / 2 ** 32);
    [deck[i], deck[j]] = [deck[j], deck[i]];
  }
  const down = u.position.columns.map((c) => c.down.slice());
  const stock = u.position.stock.slice();
  u.places.forEach(([column, index], k) => {
    if (column < 0) stock[index] = deck[k];
    else down[column][index] = deck[k];
  });
  return { ...u.position, columns: u.position.columns.map((c, i) => ({ down: down[i], up: c.up })), stock };
}
