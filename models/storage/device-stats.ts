import * as v from 'valibot';
import { STATS_KEYS } from '../../engine/levels';
import { ok } from '../../engine/result';
import { parseStats } from '../stats-count';
import { type DeviceStats, RECENT, type Result } from '../sync/stats-merge';
import { Count, check, type Read, RevCount, Score, Seconds, type StoredRecord, Uid } from './read';

/** One browser's own statistics: its counters, its last results (their ids count each game once) and resets. */
export interface StoredStats extends DeviceStats {
  /** Per level, the revision of the last reset this device has applied. */
  readonly resets: Readonly<Record<string, number>>;
  /** The revision of the last change: tabs of one browser share its counters and keep the newest. */
  readonly n: number;
}

const ResultSchema = v.object({
  uid: Uid,
  // Any short key: a later version's game counts under keys this one does not know (dropped when read).
  level: v.pipe(v.string(), v.maxLength(40)),
  won: v.boolean(),
  seconds: Seconds,
  score: Score,
  hints: v.optional(Count),
  n: RevCount,
});

const DeviceStatsSchema = v.object({
  // An id, as every browser makes its own (first-paint.ts): it names the record's key in sync as well.
  device: v.pipe(v.string(), v.regex(/^[\w-]{0,64}$/)),
  levels: v.record(v.string(), v.unknown()),
  recent: v.pipe(v.array(ResultSchema), v.maxLength(RECENT)),
  resets: v.optional(v.record(v.string(), RevCount)),
  n: v.optional(RevCount),
});

const known = (level: string): boolean => (STATS_KEYS as readonly string[]).includes(level);

/**
 * Statistics as stored (here, or another browser's in sync); a damaged counter reads as empty on its own. What
 * names no level's statistics (a later version's game, or damage) is left out, the resets' as the counters'
 * and the results': it counts and resets nothing here, and a record read is no larger than the fullest one
 * the sync budget counts on (sync/room.ts).
 */
export function parseDeviceStats(data: unknown): Read<StoredStats> {
  const r = check(DeviceStatsSchema, data);
  if (!r.ok) return r;
  return ok({
    device: r.value.device,
    levels: parseStats(r.value.levels),
    recent: r.value.recent.filter((x): x is Result => known(x.level)),
    resets: Object.fromEntries(Object.entries(r.value.resets ?? {}).filter(([level]) => known(level))),
    n: r.value.n ?? 0,
  });
}

/** This browser's own statistics (the truth for them); each browser also writes them to sync as stats:<device>. */
export const localStats: StoredRecord<StoredStats> = {
  area: 'local',
  key: 'stats',
  version: 1,
  migrations: {},
  read: parseDeviceStats,
};

/** Where each browser's statistics are in sync: this prefix and the browser's device id. */
export const SYNC_STATS_PREFIX = 'stats:';
