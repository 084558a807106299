import { fail, ok, type Result } from '../engine';
import { dealDuel } from '../engine/duel/duel';
import { formatDuelMoves, parseDuelMoves } from '../engine/duel/codec';
import { advance, type DuelGame, playDuelMoves, startDuelGame } from '../engine/duel/game';
import type { DuelMove } from '../engine/duel/duel';
import { STRENGTHS, type Strength } from '../engine/duel/players';
import { MAX_COUNT, MAX_GAME_MOVES, MAX_MOVES_TEXT, MAX_SECONDS } from '../engine';

/** A game of Double Solitaire against the computer, as it is saved after every move (models/duel-app.ts). */
export interface DuelRecord {
  readonly v: 1;
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
  /** Bumps with every save: another tab's copy is taken when it is newer. */
  readonly rev: number;
  /**
   * The duels this one was dealt in place of, newest first (their uids, at most GIVEN_UP): another browser
   * that still has one of them under way takes this one instead, since it was given up (and counted) where
   * this was dealt.
   */
  readonly prev: readonly string[];
}

/** How many duels given up a record remembers: far more than a browser left unopened through would miss. */
export const GIVEN_UP = 8;

export const freshDuel = (
  n: number,
  draw: 1 | 3,
  strength: Strength,
  uid: string,
  rev = 0,
  prev: readonly string[] = [],
): DuelRecord => ({
  v: 1,
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
  rev,
  prev,
});

/** A record read: the record, the game its moves come to, and the computer's planned moves still to show. */
export interface ReadDuel {
  readonly record: DuelRecord;
  readonly game: DuelGame;
  /** The record's moves and plan, parsed. */
  readonly moves: readonly DuelMove[];
  readonly plan: readonly DuelMove[];
}

/** A new duel as read: its record, and the game at its deal. */
export const dealtDuel = (record: DuelRecord): ReadDuel => ({
  record,
  game: startDuelGame(dealDuel(record.n, record.draw)),
  moves: [],
  plan: [],
});

const count = (x: unknown, max: number): number =>
  typeof x === 'number' && Number.isFinite(x) && x >= 0 ? Math.min(max, Math.floor(x)) : 0;

const idOr = (x: unknown): string => (typeof x === 'string' && /^[\w-]{1,40}$/.test(x) ? x : '');

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
 * does not replay on them is dropped, since the computer plans its turn again, the same way; a damaged
 * count falls back on its own.
 */
export function parseDuelRecord(data: unknown): Result<ReadDuel, 'refused'> {
  if (typeof data !== 'object' || data === null) return fail('refused', 'not an object');
  const d = data as Record<string, unknown>;
  if (d.v !== 1) return fail('refused', 'v: not 1');
  const n = d.n;
  if (typeof n !== 'number' || !Number.isInteger(n) || n < 0 || n > 0xffffffff)
    return fail('refused', 'n: not a duel number');
  if (d.draw !== 1 && d.draw !== 3) return fail('refused', 'draw: not 1 or 3');
  if (!(STRENGTHS as readonly unknown[]).includes(d.strength)) return fail('refused', 'strength: not casual or strong');
  if (typeof d.moves !== 'string') return fail('refused', 'moves: not a text');
  // Measured before the moves are read, and counted before they are played: no duel grows past MAX_GAME_MOVES.
  const tooLong = `moves: a game holds at most ${MAX_GAME_MOVES} moves`;
  if (d.moves.length > MAX_MOVES_TEXT) return fail('refused', tooLong);
  const moves = parseDuelMoves(d.moves);
  if (!moves.ok) return fail('refused', `moves: ${moves.message}`);
  if (moves.value.length > MAX_GAME_MOVES) return fail('refused', tooLong);
  const game = playDuelMoves(dealDuel(n, d.draw), moves.value);
  if (!game.ok) return fail('refused', `moves: ${game.message}`);
  const plan = typeof d.plan === 'string' && d.plan.length <= MAX_MOVES_TEXT ? parseDuelMoves(d.plan) : null;
  const planned = plan?.ok && computersMoves(game.value, plan.value);
  return ok({
    record: {
      v: 1,
      uid: idOr(d.uid),
      n,
      draw: d.draw,
      strength: d.strength as Strength,
      moves: formatDuelMoves(moves.value),
      plan: planned && plan?.ok ? formatDuelMoves(plan.value) : '',
      elapsed: count(d.elapsed, MAX_SECONDS),
      counted: d.counted === true,
      hints: count(d.hints, MAX_COUNT),
      open: d.open !== false,
      rev: count(d.rev, Number.MAX_SAFE_INTEGER),
      prev: Array.isArray(d.prev) ? d.prev.filter((x) => idOr(x) !== '').slice(0, GIVEN_UP) : [],
    },
    game: game.value,
    moves: moves.value,
    plan: planned && plan?.ok ? plan.value : [],
  });
}
