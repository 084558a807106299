import { type Deal, type DealShape, KLONDIKE_SHAPE } from './deal';
import { fail, ok, quote, type Result } from './result';

/**
 * Spider-Klondike: Klondike's rules on ten columns dealt 1..10 cards from two decks, the 49 cards left in
 * the stock, and eight foundations, two a suit, either taking a card that fits (core/board.ts plays both).
 */
export const SPIDER_KLONDIKE_SHAPE: DealShape = { columns: 10, decks: 2 };

/** How a deal's text says it was dealt: ten columns (eleven fields) are Spider-Klondike's, else Klondike's. */
export const shapeOfDealText = (text: string): DealShape =>
  text.split('|').length === SPIDER_KLONDIKE_SHAPE.columns + 1 ? SPIDER_KLONDIKE_SHAPE : KLONDIKE_SHAPE;

/** The games by the names the CLIs, links and settings use. */
const GAMES = { klondike: KLONDIKE_SHAPE, 'spider-klondike': SPIDER_KLONDIKE_SHAPE } as const;
export type GameName = keyof typeof GAMES;
export const GAME_NAMES = Object.keys(GAMES) as GameName[];

/** Each game as the player reads its name. */
export const GAME_TITLES: Record<GameName, string> = { klondike: 'Klondike', 'spider-klondike': 'Spider-Klondike' };

export const isGameName = (x: unknown): x is GameName => (GAME_NAMES as unknown[]).includes(x);

/** The game a deal is dealt for: its columns say (a deal is checked against its shape where it is read). */
export const gameOfDeal = (deal: Deal): GameName =>
  deal.columns.length === SPIDER_KLONDIKE_SHAPE.columns ? 'spider-klondike' : 'klondike';

/** A game's deal shape. */
export const shapeOf = (game: GameName): DealShape => GAMES[game];

/** Reads a game's name (`klondike`, `spider-klondike`): its deal's shape, or an error naming the games. */
export function parseGameName(text: string): Result<{ name: GameName; shape: DealShape }, 'unknown-game'> {
  return isGameName(text)
    ? ok({ name: text, shape: GAMES[text] })
    : fail('unknown-game', `${quote(text)} is not a game (${GAME_NAMES.join(', ')})`);
}
