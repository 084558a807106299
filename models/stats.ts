import { type Level, LEVELS } from '../engine';

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

export type AllStats = Readonly<Record<Level, LevelStats>>;

export const lost = (s: LevelStats): number => s.played - s.won;
export const winRate = (s: LevelStats): number | null => (s.played === 0 ? null : s.won / s.played);

/** A game's result added to a level's record. */
export function addResult(s: LevelStats, won: boolean, seconds: number, score: number, hints = 0): LevelStats {
  if (!won) return { ...s, played: s.played + 1, currentStreak: 0 };
  const streak = s.currentStreak + 1;
  return {
    played: s.played + 1,
    won: s.won + 1,
    currentStreak: streak,
    bestStreak: Math.max(s.bestStreak, streak),
    bestTime: s.bestTime === null ? seconds : Math.min(s.bestTime, seconds),
    bestScore: s.bestScore === null ? score : Math.max(s.bestScore, score),
    cleanWins: s.cleanWins + (hints === 0 ? 1 : 0),
  };
}

const count = (v: unknown) => (typeof v === 'number' && Number.isInteger(v) && v >= 0 ? v : 0);
const best = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) ? v : null);

/** Reads statistics from untrusted data: a bad level or field reads as empty, never as a throw. */
export function parseStats(data: unknown): AllStats {
  const out = {} as Record<Level, LevelStats>;
  const d = typeof data === 'object' && data !== null ? (data as Record<string, unknown>) : {};
  for (const level of LEVELS) {
    const s = typeof d[level] === 'object' && d[level] !== null ? (d[level] as Record<string, unknown>) : {};
    const played = count(s.played);
    const won = Math.min(count(s.won), played);
    out[level] = {
      played,
      won,
      currentStreak: Math.min(count(s.currentStreak), won),
      bestStreak: Math.min(count(s.bestStreak), won),
      bestTime: best(s.bestTime),
      bestScore: best(s.bestScore),
      cleanWins: Math.min(count(s.cleanWins), won),
    };
  }
  return out;
}
