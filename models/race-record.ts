import { MAX_CHALLENGE_SECONDS, MAX_GAME_MOVES } from '../engine';

/** How fast the computer races: its moves a minute (of the game's clock, which runs while you play). */
export const PACE_MOVES = { relaxed: 20, steady: 40, quick: 70 } as const;
export type Pace = keyof typeof PACE_MOVES;

/**
 * A race the game on the table is part of, saved with it: a friend's time and move count to beat, or the
 * computer playing a copy of the deal at a pace. The computer's moves are its line, played one every
 * 60 / pace seconds of the game's clock from `from` (when the line was ready), so where it is follows from
 * the clock: it pauses with the game and resumes exactly.
 */
export type RaceRecord =
  | { readonly kind: 'friend'; readonly seconds: number; readonly moves: number }
  | {
      readonly kind: 'computer';
      readonly pace: Pace;
      /** Its moves (compact text, engine/compact.ts), null while the engine looks for them. */
      readonly line: string | null;
      /** Whether its moves win. */
      readonly wins: boolean;
      /** The game's clock, in seconds, when its moves were ready. */
      readonly from: number;
    };

/** The longest computer's line a race keeps (compact text): a greedy line is far shorter (race-line.ts). */
export const MAX_RACE_LINE = 4000;

const count = (x: unknown, max: number): x is number =>
  Number.isInteger(x) && (x as number) >= 0 && (x as number) <= max;

/**
 * Reads a saved race from untrusted data for the first paint's copy of the table (models/saved-table.ts's
 * parseSavedTable, off valibot): anything damaged reads as no race (the game itself is kept). The race is
 * defined by its schema (storage/race-record.ts), which this reads as.
 */
export function parseRace(x: unknown): RaceRecord | null {
  const r = (typeof x === 'object' && x) || {};
  if ('kind' in r && r.kind === 'friend') {
    const { seconds, moves } = r as Record<string, unknown>;
    return count(seconds, MAX_CHALLENGE_SECONDS) && count(moves, MAX_GAME_MOVES)
      ? { kind: 'friend', seconds, moves }
      : null;
  }
  if (!('kind' in r) || r.kind !== 'computer') return null;
  const { pace, line, wins, from } = r as Record<string, unknown>;
  const good =
    typeof pace === 'string' &&
    Object.hasOwn(PACE_MOVES, pace) &&
    (line === null || (typeof line === 'string' && line.length <= MAX_RACE_LINE)) &&
    typeof wins === 'boolean' &&
    count(from, 1e9);
  return good ? { kind: 'computer', pace: pace as Pace, line: line as string | null, wins, from } : null;
}
