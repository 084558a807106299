import { STATS_KEYS, type StatsKey } from '../engine';

/** One level's record. Times in seconds; best score null until a game is won. */
export interface LevelStats {
  readonly played: number;
  readonly won: number;
  readonly currentStreak: number;
  readonly bestStreak: number;
  readonly bestTime: number | null;
  readonly bestScore: number | null;
  /** Games won without asking for a hint. */
  readonly cleanWins: number;
}

export const EMPTY_STATS: LevelStats = {
  played: 0,
  won: 0,
  currentStreak: 0,
  bestStreak: 0,
  bestTime: null,
  bestScore: null,
  cleanWins: 0,
};

/** Every game's levels' records, by statistics key (Klondike's levels by name, "spider-klondike/hard"). */
export type AllStats = Readonly<Record<StatsKey, LevelStats>>;

/** Every level's record, empty. */
export const NO_STATS = Object.fromEntries(STATS_KEYS.map((l) => [l, EMPTY_STATS])) as unknown as AllStats;

export const lost = (s: LevelStats): number => s.played - s.won;
export const winRate = (s: LevelStats): number | null => (s.played === 0 ? null : s.won / s.played);
