import * as v from 'valibot';
import { expandGame } from '../../engine/compact';
import { LEVELS } from '../../engine/levels';
import type { Rev } from '../sync/clock';
import { MAX_PARTS, PART } from '../sync/game-parts';
import { check, type Read, RevSchema, refused, Score, Seconds, type StoredRecord, Uid } from './read';

/** The current game as it travels through storage.sync. */
export interface SyncGame {
  readonly rev: Rev;
  readonly uid: string;
  readonly level: (typeof LEVELS)[number];
  readonly elapsed: number;
  /** Won (or given up) and counted by the browser where it ended. */
  readonly ended: boolean;
  readonly carry: number;
  /** The game, compact (engine/compact.ts). A short stored name, like Rev's n and d (see sync/clock.ts). */
  readonly g: string;
  /** The race the game is part of (models/race-record.ts), when it is one; read on its own, like the table's. */
  readonly race?: unknown;
  /** The game came with moves played elsewhere (SavedTable.borrowed): absent for a game dealt where it is played. */
  readonly borrowed?: boolean;
}

const SyncGameSchema = v.object({
  rev: RevSchema,
  uid: Uid,
  level: v.picklist(LEVELS),
  elapsed: Seconds,
  ended: v.boolean(),
  carry: Score,
  g: v.pipe(v.string(), v.maxLength(PART * MAX_PARTS)),
  race: v.optional(v.unknown()),
  borrowed: v.optional(v.boolean()),
});

/** A game copy put together from its parts (sync/game-parts.ts): the envelope checked, the game replayed. */
export function parseSyncGame(data: unknown): Read<SyncGame> {
  const r = check(SyncGameSchema, data);
  if (!r.ok) return r;
  const game = expandGame(r.value.g);
  return game.ok ? r : refused(`g: ${game.message}`);
}

/**
 * The current game, compact (≤ 2 KB for a typical game). A long one continues in game:1, game:2, …: the
 * head holds the envelope and the first part; its reader is for the copy put together.
 */
export const syncGame: StoredRecord<SyncGame> = {
  area: 'sync',
  key: 'game',
  version: 1,
  migrations: {},
  read: parseSyncGame,
};
