import * as v from 'valibot';
import { ok } from '../../engine/result';
import { MAX_PAST_GAMES, mergePastGames, type PastGame, parsePastGame } from '../past-games';
import { check, type Read, type StoredRecord } from './read';

/** The game history as read: the games whose lines read, and how many lines did not (they are set aside). */
export interface StoredPastGames {
  readonly games: readonly PastGame[];
  readonly unread: number;
}

// A few more lines than are kept: a record written by a later version that keeps more still reads (its
// newest 500 are kept).
const PastGamesSchema = v.pipe(v.array(v.string()), v.maxLength(MAX_PAST_GAMES * 4));

/** The list must be a list of lines; a line that does not read is left out on its own, and counted. */
export function parsePastGames(data: unknown): Read<StoredPastGames> {
  const r = check(PastGamesSchema, data);
  if (!r.ok) return r;
  const games = r.value.map(parsePastGame).filter((g) => g !== null);
  return ok({ games: mergePastGames(games, []), unread: r.value.length - games.length });
}

/** local:history: one line a game (past-games.ts's format), newest first; this browser's only (not synced). */
export const localPastGames: StoredRecord<StoredPastGames> = {
  area: 'local',
  key: 'history',
  version: 1,
  migrations: {},
  read: parsePastGames,
};
