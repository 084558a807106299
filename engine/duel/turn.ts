import type { DuelMove } from './duel';
import { advance, type DuelGame } from './game';
import { duelPlayer, type Strength } from './players';

/** The longest turn the computer plays: past this it only moves cards about, and ends its turn. */
const MAX_TURN = 500;

/** The seed of the computer's turn that begins after `moves` moves of duel n: the same turn whenever it is asked for. */
export const turnSeed = (n: number, moves: number): number => (Math.imul(n ^ 0x27d4eb2d, 0x165667b1) + moves) >>> 0;

/**
 * The computer's turn from a game where it is on turn: its moves, one at a time (the caller may yield
 * between them), until its turn passes or the game ends. Deterministic from the game and the seed.
 */
export function* computerTurn(g: DuelGame, strength: Strength, seed: number): Generator<DuelMove, void, undefined> {
  const player = duelPlayer(strength, seed);
  const side = g.duel.turn;
  let at = g;
  for (let i = 0; i < MAX_TURN; i++) {
    if (at.end || at.duel.turn !== side) return;
    const m = player.next(at.duel);
    const r = advance(at, m);
    // The players choose among the legal moves: a refused one ends the turn rather than the page.
    if (!r.ok) break;
    yield m;
    at = r.value;
  }
  if (!at.end && at.duel.turn === side) yield { type: 'end-turn' };
}
