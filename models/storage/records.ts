import { localDevice } from './device-id';
import { localStats, SYNC_STATS_PREFIX } from './device-stats';
import { localDuelMark, syncDuel } from './duel-records';
import { localTable } from './local-table';
import { localPastGames } from './past-games-record';
import type { StoredRecord } from './read';
import { localSettings, syncSettings } from './settings-record';
import { syncGame } from './sync-game';

/**
 * What the extension keeps in extension storage, each record defined once (key, version, migrations,
 * reader) in the module named here:
 *
 *   local:table           the game on the table, in full, with its revision, and a shelved game (local-table.ts)
 *   local:stats           this browser's own statistics, the truth for them (device-stats.ts)
 *   local:settings        the settings, with their revision (settings-record.ts)
 *   local:history         the last 500 games that ended here, one line each (past-games-record.ts; not synced)
 *   sync:game             the current game, compact; a long one continues in sync:game:1, game:2, …
 *                         (sync-game.ts, sync/game-parts.ts)
 *   sync:stats:<device>   each browser's own statistics; each writes only its own (device-stats.ts)
 *   sync:settings         the settings, with their revision (settings-record.ts)
 *   sync:duel             Double Solitaire's game, compact, with its revision (duel-records.ts; the duel
 *                         itself is kept in localStorage, its record defined in local-duel.ts)
 *   local:duel            which local save of the duel that revision is (duel-records.ts): every save
 *                         writes it, and the browser's other tabs hear the duel's changes by it, through
 *                         storage.local as they hear the table's
 *   local:device          this browser profile's id, which outlives a clearing of localStorage (device-id.ts)
 *   local:refused:<key>   a record of storage.local that did not read, set aside as { why, raw }
 *                         (models/persistence.ts); refused:sync:<key> for one of storage.sync
 *
 * The first-paint copies (the table, the settings, the seconds played, the device id, and the duel) live in
 * localStorage (models/local-store.ts, first-paint.ts, play-time.ts); one that does not read is kept as it
 * was, under <key>:refused.
 */
export const RECORDS: readonly StoredRecord<unknown>[] = [
  localTable,
  localStats,
  localSettings,
  syncGame,
  syncSettings,
  syncDuel,
  localDuelMark,
  localPastGames,
  localDevice,
];

export const KEYS = {
  table: localTable.key,
  stats: localStats.key,
  settings: localSettings.key,
  syncGame: syncGame.key,
  syncStats: SYNC_STATS_PREFIX,
  syncSettings: syncSettings.key,
  syncDuel: syncDuel.key,
  duel: localDuelMark.key,
  history: localPastGames.key,
} as const;
