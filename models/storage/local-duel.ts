import * as v from 'valibot';
import { MAX_COUNT, MAX_GAME_MOVES, MAX_MOVES_TEXT, MAX_SECONDS, ok } from '../../engine';
import { formatDuelMoves, parseDuelMoves } from '../../engine/duel/codec';
import type { DuelMove } from '../../engine/duel/duel';
import { dealDuel } from '../../engine/duel/duel';
import { advance, type DuelGame, playDuelMoves } from '../../engine/duel/game';
import { STRENGTHS, type Strength } from '../../engine/duel/players';
import { MAX_REV, type Rev, ZERO } from '../sync/clock';
import { check, objectWords, type Read, RevSchema, refused } from './read';

/** A game of Double Solitaire against the computer, as it is saved after every move (models/duel-app.ts). */
export interface DuelRecord {
  /** 2: its revision is a Rev; version 1's was a number (read as that counter, by no one: `{ n, d: '' }`). */
  readonly v: 2;
  /** The game's id, made when it was dealt. */
  readonly uid: string;
  /** The duel's number: both layouts are dealt from it (engine/duel/duel.ts). */
  readonly n: number;
  readonly draw: 1 | 3;
  readonly strength: Strength;
  /** Both sides' moves as played (engine/duel/codec.ts). */
  readonly moves: string;
  /** The computer's moves of the turn it is playing that are not on the table yet: a tab that resumes plays them. */
  readonly plan: string;
  readonly elapsed: number;
  /** The result was counted in the statistics already. */
  readonly counted: boolean;
  readonly hints: number;
  /** On the table; false when it was set aside for a game of Klondike, to resume. */
  readonly open: boolean;
  /**
   * Bumps with every save (sync/clock.ts `bump`, by the tab that saves): another tab's copy is taken when it
   * is newer, the way the table's records are.
   */
  readonly rev: Rev;
  /**
   * The duels this one was dealt in place of, newest first (their uids, at most GIVEN_UP): another browser
   * that still has one of them under way takes this one instead, since it was given up (and counted) where
   * this was dealt.
   */
  readonly prev: readonly string[];
}

/** How many duels given up a record remembers: far more than a browser left unopened through would miss. */
export const GIVEN_UP = 8;

/** A record read: the record, the game its moves come to, and the computer's planned moves still to show. */
export interface ReadDuel {
  readonly record: DuelRecord;
  readonly game: DuelGame;
  /** The record's moves and plan, parsed. */
  readonly moves: readonly DuelMove[];
  readonly plan: readonly DuelMove[];
}

const ID = /^[\w-]{1,40}$/;
const isId = (x: unknown): x is string => typeof x === 'string' && ID.test(x);
/** A count that falls back on its own: a fraction cut, a larger one cut to the bound, anything else 0. */
const count = (max: number) =>
  v.fallback(
    v.pipe(
      v.number(),
      v.finite(),
      v.minValue(0),
      v.transform((x) => Math.min(max, Math.floor(x))),
    ),
    0,
  );
/**
 * A revision: a Rev, or version 1's number, read as that counter by no one (so that any change made since,
 * by any tab, is newer). Damaged, the oldest: a copy from anywhere else is newer.
 */
export const DuelRev = v.fallback(
  v.union([
    RevSchema,
    v.pipe(
      v.number(),
      v.finite(),
      v.minValue(0),
      v.transform((n): Rev => ({ n: Math.min(MAX_REV, Math.floor(n)), d: '' })),
    ),
  ]),
  ZERO,
);

/** A stored duel's revision alone, the rest unread (what its mark in storage.local names it by). */
export function duelRevOf(raw: unknown): Rev {
  // DuelRev falls back on ZERO itself: parsing cannot throw.
  return v.parse(DuelRev, typeof raw === 'object' && raw !== null ? (raw as { rev?: unknown }).rev : undefined);
}

// Measured before the moves are read, and counted before they are played: no duel grows past MAX_GAME_MOVES.
const TOO_LONG = `a game holds at most ${MAX_GAME_MOVES} moves`;

/**
 * The duel as stored. What makes the game (its number, draw, strength and moves) must check out, else the
 * record is refused with why; a damaged detail around it (a count, an id, the plan) falls back on its own.
 */
const DuelRecordSchema = v.object(
  {
    // Version 1 (a number for its revision) is read as version 2: only the revision changed.
    v: v.pipe(
      v.picklist([1, 2], 'not 1 or 2'),
      v.transform((): 2 => 2),
    ),
    uid: v.fallback(v.pipe(v.string(), v.regex(ID)), ''),
    n: v.pipe(
      v.number('not a duel number'),
      v.integer('not a duel number'),
      v.minValue(0, 'not a duel number'),
      v.maxValue(0xffffffff, 'not a duel number'),
    ),
    draw: v.picklist([1, 3], 'not 1 or 3'),
    strength: v.picklist(STRENGTHS, 'not casual or strong'),
    moves: v.pipe(v.string('not a text'), v.maxLength(MAX_MOVES_TEXT, TOO_LONG)),
    plan: v.fallback(v.pipe(v.string(), v.maxLength(MAX_MOVES_TEXT)), ''),
    elapsed: count(MAX_SECONDS),
    counted: v.fallback(v.boolean(), false),
    hints: count(MAX_COUNT),
    open: v.fallback(v.boolean(), true),
    rev: DuelRev,
    prev: v.fallback(
      v.pipe(
        v.array(v.unknown()),
        v.transform((xs) => xs.filter(isId).slice(0, GIVEN_UP)),
      ),
      () => [],
    ),
  },
  objectWords,
);

/** Whether moves are the computer's to play from a game: each legal, and each made on its turn. */
function computersMoves(g: DuelGame, moves: readonly DuelMove[]): boolean {
  let at = g;
  for (const m of moves) {
    const r = at.duel.turn === 1 ? advance(at, m) : null;
    if (!r?.ok) return false;
    at = r.value;
  }
  return true;
}

/**
 * Reads a saved duel from untrusted data. Its moves must replay (else it is refused, with why); a plan that
 * does not replay on them is dropped, since the computer plans its turn again, the same way.
 */
export function parseDuelRecord(data: unknown): Read<ReadDuel> {
  const r = check(DuelRecordSchema, data);
  if (!r.ok) return r;
  const d = r.value;
  const moves = parseDuelMoves(d.moves);
  if (!moves.ok) return refused(`moves: ${moves.message}`);
  if (moves.value.length > MAX_GAME_MOVES) return refused(`moves: ${TOO_LONG}`);
  const game = playDuelMoves(dealDuel(d.n, d.draw), moves.value);
  if (!game.ok) return refused(`moves: ${game.message}`);
  const plan = parseDuelMoves(d.plan);
  const planned = plan.ok && computersMoves(game.value, plan.value) ? plan.value : [];
  return ok({
    record: { ...d, moves: formatDuelMoves(moves.value), plan: formatDuelMoves(planned) },
    game: game.value,
    moves: moves.value,
    plan: planned,
  });
}
