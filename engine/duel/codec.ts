import { compactMoves, expandMoves } from '../compact';
import type { DuelMove } from './duel';
import { formatMove, parseMove } from '../moves';
import { fail, ok, type Result } from '../result';

/*
 * A duel's moves in the shared notation, both sides' in the order played (each side's columns are its own
 * 1..7), with `E` for a turn ended by its side. A draw that passes the turn needs no mark: the rules pass it.
 */

export const formatDuelMove = (m: DuelMove): string => (m.type === 'end-turn' ? 'E' : formatMove(m));

export const formatDuelMoves = (moves: readonly DuelMove[]): string => moves.map(formatDuelMove).join(' ');

/** Reads space-separated duel moves; the error names the 1-based index of the bad token. */
export function parseDuelMoves(text: string): Result<DuelMove[], 'syntax'> {
  const out: DuelMove[] = [];
  const tokens = text.split(' ').filter(Boolean);
  for (const [i, token] of tokens.entries()) {
    if (token === 'E') {
      out.push({ type: 'end-turn' });
      continue;
    }
    const m = parseMove(token);
    if (!m.ok) return fail('syntax', `${i + 1}: ${m.message}`);
    out.push(m.value);
  }
  return ok(out);
}

/**
 * A duel's moves in few bytes, for storage.sync: each move one letter of engine/compact.ts's alphabet, and
 * a space (not in that alphabet) for each `E`. A duel of 600 moves is about 600 bytes.
 */
export const compactDuelMoves = (moves: readonly DuelMove[]): string =>
  moves.map((m) => (m.type === 'end-turn' ? ' ' : compactMoves([m]))).join('');

/** Reads compactDuelMoves' text; the error names the run (between `E`s, from 1) and the move in it that is not a code. */
export function expandDuelMoves(text: string): Result<DuelMove[], 'syntax'> {
  const out: DuelMove[] = [];
  for (const [i, run] of text.split(' ').entries()) {
    if (i > 0) out.push({ type: 'end-turn' });
    const moves = expandMoves(run);
    if (!moves.ok) return fail('syntax', `run ${i + 1}: ${moves.message}`);
    out.push(...moves.value);
  }
  return ok(out);
}
