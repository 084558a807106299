import { dealDuel } from '../engine/duel/duel';
import { startDuelGame } from '../engine/duel/game';
import type { Strength } from '../engine/duel/players';
import type { Rev } from './sync/clock';
import type { DuelRecord, ReadDuel } from './storage/local-duel';

// The record is defined, and read, in storage/local-duel.ts; the ways to make one are here.
export { type DuelRecord, GIVEN_UP, parseDuelRecord, type ReadDuel } from './storage/local-duel';

export const freshDuel = (
  n: number,
  draw: 1 | 3,
  strength: Strength,
  uid: string,
  /** The revision's counter (its writer is the tab that first saves it). */
  rev = 0,
  prev: readonly string[] = [],
): DuelRecord => ({
  v: 2,
  uid,
  n,
  draw,
  strength,
  moves: '',
  plan: '',
  elapsed: 0,
  counted: false,
  hints: 0,
  open: true,
  rev: { n: rev, d: '' } satisfies Rev,
  prev,
});

/** A new duel as read: its record, and the game at its deal. */
export const dealtDuel = (record: DuelRecord): ReadDuel => ({
  record,
  game: startDuelGame(dealDuel(record.n, record.draw)),
  moves: [],
  plan: [],
});
