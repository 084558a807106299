import type { Card } from './cards';
import type { Step } from './play';
import type { Position } from './position';

/*
 * What a sentence about a move says, as plain data: the page words it in the player's language
 * (models/move-words.ts), the engine and its worker have no words of their own. Built only from what the
 * player can see: face-up cards, and which column a face-down card turned up in (never the card itself
 * before it shows, nor unseen stock cards). Columns are numbered from 1, as the page numbers them.
 */

/** Where a card goes on the table: onto a face-up card, or into an empty column. */
export type Onto = { readonly kind: 'card'; readonly card: Card } | { readonly kind: 'empty'; readonly column: number };

/**
 * What a move from a column does there. In a hint, what it is for: turn over a card, empty the column, free
 * the card under it; in an announcement of the move played, the card it turned over. Null: nothing of note.
 */
export type Gain =
  | { readonly kind: 'turn'; readonly column: number }
  | { readonly kind: 'empty'; readonly column: number }
  | { readonly kind: 'free'; readonly card: Card }
  | { readonly kind: 'turned'; readonly card: Card }
  | null;

/** A move, by its type: the card it moves (with `under` more cards on it), where to, and what it gains. */
export type MoveSentence =
  | { readonly kind: 'draw' | 'recycle' }
  | { readonly kind: 'waste-foundation'; readonly card: Card }
  | { readonly kind: 'waste-tableau' | 'foundation-tableau'; readonly card: Card; readonly onto: Onto }
  | { readonly kind: 'tableau-foundation'; readonly card: Card; readonly gain: Gain }
  | {
      readonly kind: 'tableau-tableau';
      readonly card: Card;
      readonly under: number;
      readonly onto: Onto;
      readonly gain: Gain;
    };

/** Drawing `draws` times (turning the waste over `recycles` times) to bring up `card`, then playing it (null: home). */
export interface DrawingSentence {
  readonly kind: 'drawing';
  readonly card: Card;
  readonly draws: number;
  readonly recycles: number;
  readonly onto: Onto | null;
}

/**
 * A fair hint's run of draws (turning the waste over `recycles` times) to a card the player has seen: where the
 * card goes is left to the next decision, which weighs it again with what the draws show.
 */
export interface FairDrawingSentence {
  readonly kind: 'drawing-fair';
  readonly card: Card;
  readonly draws: number;
  readonly recycles: number;
}

/** Onto a column's top card as it is in `p` (or the card `depth` from the top), or into it when empty. */
const ontoIn = (p: Position, to: number, depth = 1): Onto => {
  const top = p.columns[to].up.at(-depth);
  return top === undefined ? { kind: 'empty', column: to + 1 } : { kind: 'card', card: top };
};

/** A move and what it is for. */
export function describeMove(before: Position, s: Step): MoveSentence {
  const m = s.move;
  const card = s.cards[0];
  const gain = (from: number): Gain => {
    if (s.flipped !== -1) return { kind: 'turn', column: from + 1 };
    const col = s.position.columns[from];
    if (col.up.length === 0 && col.down.length === 0) return { kind: 'empty', column: from + 1 };
    const top = col.up.at(-1);
    return top === undefined ? null : { kind: 'free', card: top };
  };
  switch (m.type) {
    case 'draw':
    case 'recycle':
      return { kind: m.type };
    case 'waste-foundation':
      return { kind: m.type, card };
    case 'waste-tableau':
    case 'foundation-tableau':
      return { kind: m.type, card, onto: ontoIn(before, m.to) };
    case 'tableau-foundation':
      return { kind: m.type, card, gain: gain(m.from) };
    case 'tableau-tableau':
      return { kind: m.type, card, under: s.cards.length - 1, onto: ontoIn(before, m.to), gain: gain(m.from) };
  }
}

/**
 * Why draw, when a winning line draws (and maybe turns the waste over) `draws` times to bring up a card the
 * player has seen before, which its next move (`then`, played from the position after the draws) plays.
 */
export function describeDrawing(draws: number, recycles: number, then: Step): DrawingSentence {
  const m = then.move;
  const to = m.type === 'waste-tableau' ? m.to : -1;
  // The card it goes onto: under it, once it is there.
  const onto = to < 0 ? null : ontoIn(then.position, to, 2);
  return { kind: 'drawing', card: then.cards[0], draws, recycles, onto };
}

/** A move just played, for screen readers: what it did, and the card it turned over, not what it was for. */
export function announceMove(before: Position, s: Step): MoveSentence {
  const said = describeMove(before, s);
  if (!('gain' in said)) return said;
  return { ...said, gain: s.flipped === -1 ? null : { kind: 'turned', card: s.flipped } };
}
