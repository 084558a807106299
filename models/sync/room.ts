/**
 * What storage.sync has room for: 102,400 bytes in all (Chrome's quota; Firefox documents the same), each
 * item counted as its key and its value's JSON. Each part this browser keeps there has a most it can take,
 * the fullest record its reader takes (test/models/sync-room.test.ts builds each and measures it); the
 * statistics of other browsers an import brings get what the fullest of everything else leaves, so that
 * they can never take the room the game's copy needs.
 */
export const SYNC_BYTES = 102_400;

/** The most each part takes in sync at its fullest, bytes (keys and JSON). */
export const FULLEST = {
  /** The game's copy in all its parts (game-parts.ts), a race in its head: 64,177 measured. */
  game: 64_300,
  /** The duel: one item at most (persist/duel-sync.ts sends none larger). */
  duel: 8_192,
  /** The settings with their revision: 569 measured. */
  settings: 600,
  /** One browser's statistics (storage/device-stats.ts), every counter and result at its longest: 7,651 measured. */
  stats: 7_700,
} as const;

/** What the statistics of other browsers an import brings may add to sync, bytes: about two at their fullest. */
export const IMPORT_ROOM = SYNC_BYTES - FULLEST.game - FULLEST.duel - FULLEST.settings - FULLEST.stats;

/** An item's size as storage.sync counts it: its key and its value's JSON, in UTF-8. */
export const itemBytes = (key: string, value: unknown): number =>
  new TextEncoder().encode(key + JSON.stringify(value)).length;
