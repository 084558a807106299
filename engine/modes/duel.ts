import { MAX_MOVES_TEXT } from '../bounds';
import { isDealNumber } from '../deal';
import { formatDuelMove, formatDuelMoves, parseDuelMoves } from '../duel/codec';
import { dealDuel, type DuelMove, duelMoves, ownHome } from '../duel/duel';
import { advance, type DuelGame, playDuelMoves, startDuelGame } from '../duel/game';
import type { Mode, Outcome } from '../mode';
import { fail, ok } from '../result';

/*
 * Double Solitaire: the player (side 0) and the computer (side 1) take turns on shared foundations
 * (engine/duel/). A game is duel number n, its moves in the shared notation, and the game they lead to.
 * The computer's strength is its level (as a table's game's), not a rule: both strengths play this mode.
 */

export interface DuelModeGame {
  readonly n: number;
  /** Both sides' moves as played, in the shared notation (engine/duel/codec.ts): the record's. */
  readonly moves: string;
  readonly game: DuelGame;
}

const home = (g: DuelModeGame): [number, number] => [ownHome(g.game.duel, 0), ownHome(g.game.duel, 1)];

export const DOUBLE_SOLITAIRE_MODE: Mode<DuelModeGame, DuelMove, 1 | 3> = {
  name: 'double-solitaire',
  game: 'double-solitaire',
  counts: true,
  deal: (n, draw) => ({ n, moves: '', game: startDuelGame(dealDuel(n, draw)) }),
  legalMoves: (g) => (g.game.end ? [] : duelMoves(g.game.duel)),
  play(g, m) {
    const next = advance(g.game, m);
    if (!next.ok) return next;
    const move = formatDuelMove(m);
    return ok({ n: g.n, moves: g.moves === '' ? move : `${g.moves} ${move}`, game: next.value });
  },
  outcome(g): Outcome | null {
    const end = g.game.end;
    if (!end) return null;
    return { winner: end.winner === null ? null : end.winner === 0 ? 'player' : 'other', why: end.why, home: home(g) };
  },
  // Left under way, a duel is the computer's.
  left: (g) => ({ winner: 'other', why: 'left', home: home(g) }),
  encode: (g) => ({ n: g.n, draw: g.game.duel.draw, moves: g.moves }),
  decode(data) {
    const r = ((typeof data === 'object' && data) || {}) as Record<string, unknown>;
    if (!isDealNumber(r.n)) return fail('deal', 'a duel’s number goes from 0 to 4294967295');
    if (r.draw !== 1 && r.draw !== 3) return fail('rules', 'a duel draws one card or three');
    if (typeof r.moves !== 'string' || r.moves.length > MAX_MOVES_TEXT) return fail('moves', 'the moves are not text');
    const moves = parseDuelMoves(r.moves);
    if (!moves.ok) return moves;
    const game = playDuelMoves(dealDuel(r.n, r.draw), moves.value);
    return game.ok ? ok({ n: r.n, moves: formatDuelMoves(moves.value), game: game.value }) : game;
  },
};
