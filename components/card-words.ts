import { type Card, RANK_NAMES, SUIT_NAMES, SUIT_OF } from '../engine';
import { t } from '../models/words';

/** Each face's name, read once: a board names every face-up card at every move. */
const names: string[] = [];

/** "7 of hearts", "7 de cœur": a card as screen readers say it, in the page's language. */
export const cardName = (c: Card): string =>
  (names[c % 52] ??= t('card.name', t(`rank.${RANK_NAMES[c % 13]}`), t(`suit.${SUIT_NAMES[SUIT_OF[c]]}`)));

/** A suit's name alone ("hearts"), for an empty foundation's description. */
export const suitName = (suit: number): string => t(`suit.${SUIT_NAMES[suit]}`);
