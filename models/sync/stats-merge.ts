import { MAX_COUNT, MAX_SCORE, MAX_SECONDS } from '../../engine';
import { STATS_KEYS, type StatsKey } from '../../engine';
import { type AllStats, type LevelStats, NO_STATS } from '../stats';
import { addResult } from '../stats-count';

/**
 * Statistics that never lose a result across browsers: each device keeps its
 * own counters, under its own storage.sync key, and only ever writes that key;
 * what is shown is the merge of all of them. Two browsers winning offline at
 * the same moment both count, because they never write the same key.
 *
 * A game is counted once even if two browsers finish the same synced game:
 * each device keeps the ids of its last results, and the merge takes back a
 * result whose game another device has counted too (keeping the better one).
 */
export interface Result {
  /** The game's id (made when it was dealt). */
  readonly uid: string;
  /** The statistics it counts in (a game's level). */
  readonly level: StatsKey;
  readonly won: boolean;
  readonly seconds: number;
  readonly score: number;
  /** Hints asked for in the game. */
  readonly hints?: number;
  /** The revision counter when it was counted: the latest result sets the current streak. */
  readonly n: number;
}

export interface DeviceStats {
  readonly device: string;
  readonly levels: AllStats;
  /** The device's most recent results, newest last (RECENT at most). */
  readonly recent: readonly Result[];
}

export const RECENT = 24;

export const emptyDeviceStats = (device: string): DeviceStats => ({
  device,
  levels: NO_STATS,
  recent: [],
});

/**
 * A device counts a result, once per game: two tabs leaving the same game at the same moment both report
 * it, and the second finds it counted already (its game id among the recent results).
 */
export function countResult(s: DeviceStats, r: Result): DeviceStats {
  if (r.uid !== '' && s.recent.some((x) => x.uid === r.uid)) return s;
  // Within the bounds every record is read with, so that our own record always reads back; only what the
  // statistics keep (a game's result carries more, for the history: its deal link, which sync has no room for).
  const bounded: Result = {
    uid: r.uid,
    level: r.level,
    won: r.won,
    n: r.n,
    seconds: Math.max(0, Math.min(MAX_SECONDS, r.seconds)),
    score: Math.max(-MAX_SCORE, Math.min(MAX_SCORE, r.score)),
    hints: Math.min(MAX_COUNT, r.hints ?? 0),
  };
  return {
    ...s,
    levels: {
      ...s.levels,
      [r.level]: addResult(s.levels[r.level], r.won, bounded.seconds, bounded.score, bounded.hints),
    },
    recent: [...s.recent, bounded].slice(-RECENT),
  };
}

/** The figures to show: every device's counters merged, each game counted once. */
export function mergeStats(devices: readonly DeviceStats[]): AllStats {
  const out = {} as Record<StatsKey, LevelStats>;
  for (const level of STATS_KEYS) {
    const all = devices.map((d) => d.levels[level]);
    const latest = devices
      .map((d) => ({ d, last: [...d.recent].reverse().find((r) => r.level === level) }))
      .filter((x) => x.last)
      .sort((a, b) => (b.last?.n ?? 0) - (a.last?.n ?? 0) || (b.d.device > a.d.device ? 1 : -1))[0];
    let played = 0;
    let won = 0;
    let cleanWins = 0;
    for (const s of all) {
      played += s.played;
      won += s.won;
      cleanWins += s.cleanWins;
    }
    // The same game counted on several devices: keep one count, a win if any device won it.
    const byGame = new Map<string, Result[]>();
    for (const d of devices)
      for (const r of d.recent) if (r.level === level) byGame.set(r.uid, [...(byGame.get(r.uid) ?? []), r]);
    for (const results of byGame.values()) {
      if (results.length < 2) continue;
      const wins = results.filter((r) => r.won).length;
      played -= results.length - 1;
      won -= Math.max(0, wins - 1);
      cleanWins -= Math.max(0, results.filter((r) => r.won && !r.hints).length - 1);
    }
    const best = <T>(xs: (T | null)[], pick: (a: T, b: T) => T) =>
      xs.reduce<T | null>((a, b) => (a === null ? b : b === null ? a : pick(a, b)), null);
    played = Math.min(played, MAX_COUNT);
    out[level] = {
      played: Math.max(0, played),
      won: Math.max(0, Math.min(won, played)),
      currentStreak: latest ? latest.d.levels[level].currentStreak : 0,
      bestStreak: Math.max(0, ...all.map((s) => s.bestStreak)),
      bestTime: best(
        all.map((s) => s.bestTime),
        Math.min,
      ),
      bestScore: best(
        all.map((s) => s.bestScore),
        Math.max,
      ),
      cleanWins: Math.max(0, Math.min(cleanWins, won, MAX_COUNT)),
    };
  }
  return out;
}
