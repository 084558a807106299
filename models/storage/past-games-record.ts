import * as v from 'valibot';
import { ok } from '../../engine/result';
import { MAX_PAST_GAMES, mergePastGames, type PastGame, parsePastGame } from '../past-games';
import { check, type Read, type StoredRecord } from './read';

/** The game history as read: the games whose lines read, and how many lines did not (they are set aside). */
export interface StoredPastGames {
  readonly games: readonly PastGame[];
  readonly unread: number;
}

// A few more lines than are kept are read: a record written by a later version that keeps more still gives
// its newest 500; lines past these (the oldest, as every version writes newest first) are counted unread.
const MAX_LINES = MAX_PAST_GAMES * 4;

/**
 * The list must be a list; each of its lines reads on its own. One that does not (not a line, damaged, out
 * of bounds) is left out and counted, never a reason to lose the others.
 */
export function parsePastGames(data: unknown): Read<StoredPastGames> {
  const r = check(v.array(v.unknown()), data);
  if (!r.ok) return r;
  const games = r.value
    .slice(0, MAX_LINES)
    .map(parsePastGame)
    .filter((g) => g !== null);
  return ok({ games: mergePastGames(games, []), unread: r.value.length - games.length });
}

/**
 * local:history: one line a game (past-games.ts's format), newest first; this browser's only (not synced).
 * Version 2's lines may end with the game's moves (" m=…"), for its replay; a version-1 line is a version-2
 * line without them, so its migration keeps every row as it was: those games show no Replay.
 */
export const localPastGames: StoredRecord<StoredPastGames> = {
  area: 'local',
  key: 'history',
  version: 2,
  migrations: { 2: (rows: unknown) => rows },
  read: parsePastGames,
};
