import * as v from 'valibot';
import { MAX_CHALLENGE_SECONDS, MAX_GAME_MOVES } from '../../engine';
import { MAX_RACE_LINE, PACE_MOVES, type Pace, type RaceRecord } from '../race-record';
import { check, type Read } from './read';

const whole = (max: number) => v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(max));

/**
 * A race as stored with the game it is part of (SavedTable.race, SyncGame.race): a friend's time and move
 * count to beat, or the computer's pace, its moves (null while the engine looks for them), whether they
 * win, and the game's clock when they were ready.
 */
export const RaceSchema = v.variant('kind', [
  v.object({ kind: v.literal('friend'), seconds: whole(MAX_CHALLENGE_SECONDS), moves: whole(MAX_GAME_MOVES) }),
  v.object({
    kind: v.literal('computer'),
    pace: v.picklist(Object.keys(PACE_MOVES) as Pace[]),
    line: v.nullable(v.pipe(v.string(), v.maxLength(MAX_RACE_LINE))),
    wins: v.boolean(),
    from: whole(1e9),
  }),
]);

/** Reads a stored race; a record that keeps one that does not read keeps its game, without the race. */
export const readRace = (x: unknown): Read<RaceRecord> => check(RaceSchema, x);
