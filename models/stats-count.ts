import { MAX_COUNT, MAX_SCORE, MAX_SECONDS } from '../engine';
import { STATS_KEYS, type StatsKey } from '../engine';
import type { AllStats, LevelStats } from './stats';

/*
 * How a level's record counts a game, and how one is read back from storage. Apart from stats.ts, which
 * the first paint needs: these run only once storage is read.
 */

const saturated = (x: number) => Math.min(MAX_COUNT, x);

/** A game's result added to a level's record. */
export function addResult(s: LevelStats, won: boolean, seconds: number, score: number, hints = 0): LevelStats {
  if (!won) return { ...s, played: saturated(s.played + 1), currentStreak: 0 };
  const streak = saturated(s.currentStreak + 1);
  return {
    played: saturated(s.played + 1),
    won: saturated(s.won + 1),
    currentStreak: streak,
    bestStreak: Math.max(s.bestStreak, streak),
    bestTime: s.bestTime === null ? seconds : Math.min(s.bestTime, seconds),
    bestScore: s.bestScore === null ? score : Math.max(s.bestScore, score),
    cleanWins: saturated(s.cleanWins + (hints === 0 ? 1 : 0)),
  };
}

const count = (v: unknown) => (typeof v === 'number' && Number.isInteger(v) && v >= 0 && v <= MAX_COUNT ? v : 0);
const within = (v: unknown, min: number, max: number) =>
  typeof v === 'number' && Number.isFinite(v) && v >= min && v <= max ? v : null;

/** Reads statistics from untrusted data: a bad level or field reads as empty, never as a throw. */
export function parseStats(data: unknown): AllStats {
  const out = {} as Record<StatsKey, LevelStats>;
  const d = typeof data === 'object' && data !== null ? (data as Record<string, unknown>) : {};
  for (const level of STATS_KEYS) {
    const s = typeof d[level] === 'object' && d[level] !== null ? (d[level] as Record<string, unknown>) : {};
    const played = count(s.played);
    const won = Math.min(count(s.won), played);
    out[level] = {
      played,
      won,
      currentStreak: Math.min(count(s.currentStreak), won),
      bestStreak: Math.min(count(s.bestStreak), won),
      bestTime: within(s.bestTime, 0, MAX_SECONDS),
      bestScore: within(s.bestScore, -MAX_SCORE, MAX_SCORE),
      cleanWins: Math.min(count(s.cleanWins), won),
    };
  }
  return out;
}
