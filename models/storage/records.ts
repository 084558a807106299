import * as v from 'valibot';
import { expandGame } from '../../engine/compact';
import { LEVELS } from '../../engine/levels';
import { parseSavedTable, type SavedTable } from '../game';
import { parseSettings, type SettingsData } from '../settings';
import { MAX_COUNT, MAX_SCORE, MAX_SECONDS } from '../stats';
import { parseStats } from '../stats-count';
import { MAX_REV, type Rev, ZERO } from '../sync/clock';
import { MAX_PARTS, PART } from '../sync/game-parts';
import { NAMED } from '../sync/own-changes';
import { type DeviceStats, RECENT, type Result } from '../sync/stats-merge';

/**
 * What the extension keeps in storage, and how it is checked when read back.
 * Everything read from storage is untrusted (another install, an older or
 * newer version, corruption, tampering): the envelopes are valibot schemas,
 * the games inside are replayed by the rules engine.
 *
 *   local:table           the game on the table, in full, with its revision, and a shelved game
 *   local:stats           this browser's own statistics (the truth for them)
 *   local:settings        the settings
 *   local:device          this browser profile's id
 *   sync:game             the current game, compact (≤ 2 KB for a typical game); a long one continues
 *                         in sync:game:1, game:2, … (see sync/game-parts.ts)
 *   sync:stats:<device>   each browser's own statistics; each writes only its own
 *   sync:settings         the settings, with their revision
 */
export const KEYS = {
  table: 'table',
  stats: 'stats',
  settings: 'settings',
  device: 'device',
  syncGame: 'game',
  syncStats: 'stats:',
  syncSettings: 'settings',
} as const;

/** A revision counter: a whole number no larger than MAX_REV (see sync/clock.ts). */
const RevCount = v.pipe(v.number(), v.safeInteger(), v.minValue(0), v.maxValue(MAX_REV));
const RevSchema = v.object({ n: RevCount, d: v.pipe(v.string(), v.maxLength(64)) });
const Uid = v.pipe(v.string(), v.regex(/^[\w-]{0,40}$/));
const Count = v.pipe(v.number(), v.safeInteger(), v.minValue(0), v.maxValue(MAX_COUNT));
const Seconds = v.pipe(v.number(), v.safeInteger(), v.minValue(0), v.maxValue(MAX_SECONDS));
const Score = v.pipe(v.number(), v.finite(), v.minValue(-MAX_SCORE), v.maxValue(MAX_SCORE));

export interface LocalTable {
  readonly rev: Rev;
  /** The last changes of the tabs this record holds, by id, newest last (see sync/own-changes.ts); older records name none. */
  readonly named?: readonly Rev[];
  readonly table: SavedTable;
  /** A game displaced by a newer one from elsewhere, kept resumable. */
  readonly shelf: SavedTable | null;
}

const NamedSchema = v.pipe(v.array(RevSchema), v.maxLength(NAMED));
const LocalTableSchema = v.object({
  rev: RevSchema,
  named: v.optional(NamedSchema),
  table: v.unknown(),
  shelf: v.optional(v.unknown()),
});

export function parseLocalTable(x: unknown): LocalTable | null {
  const r = v.safeParse(LocalTableSchema, x);
  if (!r.success) return null;
  const table = parseSavedTable(r.output.table);
  if (!table) return null;
  const shelf = r.output.shelf == null ? null : parseSavedTable(r.output.shelf);
  return { rev: r.output.rev, named: r.output.named, table, shelf };
}

/** The changes a record names (see LocalTable), or none when they do not check out (the first-paint copy's, say). */
export function parseNamed(x: unknown): Rev[] {
  const r = v.safeParse(NamedSchema, x);
  return r.success ? r.output : [];
}

/**
 * What still checks out in a local record that does not (its revision damaged, say): the game and the
 * shelf, under revision 0, so that anything newer from elsewhere still wins. Null when the game is gone too.
 */
export function salvageLocalTable(x: unknown): LocalTable | null {
  const r = (typeof x === 'object' && x !== null ? x : {}) as { table?: unknown; shelf?: unknown };
  const table = parseSavedTable(r.table);
  return table ? { rev: ZERO, table, shelf: r.shelf == null ? null : parseSavedTable(r.shelf) } : null;
}

/** The current game as it travels through storage.sync. */
export interface SyncGame {
  readonly rev: Rev;
  readonly uid: string;
  readonly level: (typeof LEVELS)[number];
  readonly elapsed: number;
  /** Won (or given up) and counted by the browser where it ended. */
  readonly ended: boolean;
  readonly carry: number;
  /** The game, compact (engine/compact.ts). */
  readonly g: string;
}

const SyncGameSchema = v.object({
  rev: RevSchema,
  uid: Uid,
  level: v.picklist(LEVELS),
  elapsed: Seconds,
  ended: v.boolean(),
  carry: Score,
  g: v.pipe(v.string(), v.maxLength(PART * MAX_PARTS)),
});

export function parseSyncGame(x: unknown): SyncGame | null {
  const r = v.safeParse(SyncGameSchema, x);
  if (!r.success || !expandGame(r.output.g).ok) return null;
  return r.output;
}

const ResultSchema = v.object({
  uid: Uid,
  level: v.picklist(LEVELS),
  won: v.boolean(),
  seconds: Seconds,
  score: Score,
  hints: v.optional(Count),
  n: RevCount,
});

const DeviceStatsSchema = v.object({
  device: v.pipe(v.string(), v.maxLength(64)),
  levels: v.record(v.string(), v.unknown()),
  recent: v.pipe(v.array(ResultSchema), v.maxLength(RECENT)),
  resets: v.optional(v.record(v.string(), RevCount)),
  n: v.optional(RevCount),
});

export interface StoredStats extends DeviceStats {
  /** Per level, the revision of the last reset this device has applied. */
  readonly resets: Readonly<Record<string, number>>;
  /** The revision of the last change: tabs of one browser share its counters and keep the newest. */
  readonly n: number;
}

export function parseDeviceStats(x: unknown): StoredStats | null {
  const r = v.safeParse(DeviceStatsSchema, x);
  if (!r.success) return null;
  return {
    device: r.output.device,
    levels: parseStats(r.output.levels),
    recent: r.output.recent as Result[],
    resets: r.output.resets ?? {},
    n: r.output.n ?? 0,
  };
}

export interface SyncSettings {
  readonly rev: Rev;
  readonly data: SettingsData;
}

const SyncSettingsSchema = v.object({ rev: RevSchema, data: v.unknown() });

export function parseSyncSettings(x: unknown): SyncSettings | null {
  const r = v.safeParse(SyncSettingsSchema, x);
  return r.success ? { rev: r.output.rev, data: parseSettings(r.output.data) } : null;
}
