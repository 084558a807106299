import type { PastGame } from './past-games';

/** The last games a chart shows, and how many a moving average takes in. */
export const CHART_GAMES = 50;
export const AVERAGE_OVER = 10;

export interface ResultPoint {
  /** 1 for the oldest game shown. */
  readonly n: number;
  readonly won: boolean;
  /** The win rate over this game and the ones before it, up to AVERAGE_OVER of them (0..1). */
  readonly average: number;
}

/** A level's last games, oldest first, each with its moving win rate (the history keeps newest first). */
export function resultTrend(games: readonly PastGame[]): ResultPoint[] {
  const shown = games.slice(0, CHART_GAMES).reverse();
  return shown.map((g, i) => {
    const window = shown.slice(Math.max(0, i + 1 - AVERAGE_OVER), i + 1);
    return { n: i + 1, won: g.won, average: window.filter((w) => w.won).length / window.length };
  });
}

/** The times of a level's last wins (up to CHART_GAMES), oldest first, in seconds. */
export const winningTimes = (games: readonly PastGame[]): number[] =>
  games
    .filter((g) => g.won)
    .slice(0, CHART_GAMES)
    .map((g) => g.seconds)
    .reverse();
