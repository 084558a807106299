import * as v from 'valibot';
import { type GameRecord, KLONDIKE, LEVELS, MAX_COUNT, MAX_GAME_MOVES, MAX_SCORE, MAX_SECONDS, ok } from '../../engine';
import type { SavedTable } from '../saved-table';
import { RaceSchema } from './race-record';
import { check, objectWords, type Read, refused } from './read';

/** A number within ±bound (a fraction kept), else 0: a damaged detail falls back on its own. */
const within = (bound: number) => v.fallback(v.pipe(v.number(), v.finite(), v.minValue(-bound), v.maxValue(bound)), 0);
/** A count within its bound, a fraction cut and one below zero read as 0, else 0. */
const count = (bound: number) =>
  v.fallback(
    v.pipe(
      v.number(),
      v.finite(),
      v.minValue(-bound),
      v.maxValue(bound),
      v.transform((x) => Math.max(0, Math.floor(x))),
    ),
    0,
  );
/** One character a move, '1' for a move played automatically; damaged, none is. */
const bits = v.fallback(v.pipe(v.string(), v.maxLength(MAX_GAME_MOVES), v.regex(/^[01]*$/)), '');

/**
 * The game on the table as it is saved after every move: in storage.local's record (storage/local-table.ts,
 * its shelf too) and in an export. The game (its deal, rules and moves) must replay, else the table is
 * refused with why; a damaged detail around it falls back on its own, since the game is what the player
 * would miss. Its race is read on its own: one that does not read leaves the game without a race.
 */
const SavedTableSchema = v.object(
  {
    v: v.literal(1, 'not 1'),
    uid: v.fallback(v.pipe(v.string(), v.regex(/^[\w-]{1,40}$/)), ''),
    game: v.unknown(),
    auto: bits,
    undoneAuto: bits,
    dealNumber: v.fallback(v.nullable(v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(0xffffffff))), null),
    level: v.fallback(v.picklist(LEVELS), 'normal'),
    elapsed: count(MAX_SECONDS),
    counted: v.fallback(v.boolean(), false),
    carry: within(MAX_SCORE),
    hints: count(MAX_COUNT),
    undos: count(MAX_COUNT),
    race: v.fallback(v.nullable(RaceSchema), null),
    borrowed: v.optional(v.unknown()),
  },
  objectWords,
);

/** Reads a saved table from untrusted data (storage, an export). */
export function readSavedTable(data: unknown): Read<SavedTable> {
  const r = check(SavedTableSchema, data);
  if (!r.ok) return r;
  // A saved table holds a game under Klondike's rules (models/saved-table.ts says why).
  const game = KLONDIKE.decodeGame(r.value.game);
  if (!game.ok) return refused(`game: ${game.message}`);
  const { borrowed, ...rest } = r.value;
  return ok({ ...rest, game: r.value.game as GameRecord, ...(borrowed === true ? { borrowed: true } : {}) });
}
