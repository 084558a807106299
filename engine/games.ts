import { type DealShape, KLONDIKE_SHAPE } from './deal';
import { fail, ok, quote, type Result } from './result';

/**
 * Spider-Klondike: Klondike's rules on ten columns dealt 1..10 cards from two decks, the 49 cards left in
 * the stock, and eight foundations, two a suit, either taking a card that fits (core/board.ts plays both).
 */
export const SPIDER_KLONDIKE_SHAPE: DealShape = { columns: 10, decks: 2 };

/** How a deal's text says it was dealt: ten columns (eleven fields) are Spider-Klondike's, else Klondike's. */
export const shapeOfDealText = (text: string): DealShape =>
  text.split('|').length === SPIDER_KLONDIKE_SHAPE.columns + 1 ? SPIDER_KLONDIKE_SHAPE : KLONDIKE_SHAPE;

/** The games by the names the CLIs use. */
const GAMES = { klondike: KLONDIKE_SHAPE, 'spider-klondike': SPIDER_KLONDIKE_SHAPE } as const;
export type GameName = keyof typeof GAMES;

/** Reads a game's name (`klondike`, `spider-klondike`): its deal's shape, or an error naming the games. */
export function parseGameName(text: string): Result<{ name: GameName; shape: DealShape }, 'unknown-game'> {
  const name = Object.keys(GAMES).find((g) => g === text) as GameName | undefined;
  return name
    ? ok({ name, shape: GAMES[name] })
    : fail('unknown-game', `${quote(text)} is not a game (${Object.keys(GAMES).join(', ')})`);
}
