import { legalMoves } from '../../engine';
import { dealDuel, type DuelMove, sidePosition } from '../../engine/duel/duel';
import { formatDuelMoves } from '../../engine/duel/codec';
import { advance, type DuelGame, startDuelGame } from '../../engine/duel/game';
import { duelPlayer, type Strength } from '../../engine/duel/players';
import { type DuelRecord, freshDuel } from '../../models/duel-record';

/**
 * A legal duel of exactly `length` moves that never stalls: deal 1 played by two casual players until the
 * player (side 0) can move a card between two columns and back, then that card shuttled to and fro. Moving
 * cards about turns nothing up and passes no stock, so only the most moves a game may hold ends it.
 */
export function shuttledDuel(length: number, uid = 'duel-long'): DuelRecord {
  let g: DuelGame = startDuelGame(dealDuel(1, 3));
  const players = [duelPlayer('casual', 1), duelPlayer('casual', 2)];
  const moves: DuelMove[] = [];
  for (;;) {
    const shuttle = g.duel.turn === 0 ? shuttleOf(g) : null;
    if (shuttle) {
      while (moves.length < length) moves.push(shuttle[moves.length % 2 === 0 ? 0 : 1]);
      return { ...freshDuel(1, 3, 'casual', uid, 1), moves: formatDuelMoves(moves) };
    }
    const m = players[g.duel.turn].next(g.duel);
    const r = advance(g, m);
    if (!r.ok || g.end) throw new Error('deal 1 offers no card to shuttle');
    moves.push(m);
    g = r.value;
  }
}

/** A move between two columns whose reverse puts the duel back as it was, both ways. */
function shuttleOf(g: DuelGame): [DuelMove, DuelMove] | null {
  for (const m of legalMoves(sidePosition(g.duel, 0))) {
    if (m.type !== 'tableau-tableau') continue;
    const there = advance(g, m);
    const back: DuelMove = { type: 'tableau-tableau', from: m.to, to: m.from };
    const again = there.ok ? advance(there.value, back) : null;
    if (again?.ok && JSON.stringify(again.value.duel) === JSON.stringify(g.duel)) return [m, back];
  }
  return null;
}

/** Duel n (drawing three) played to its end by two players of `strength` (seeds 1 and 2): its last game and its moves. */
export function duelPlayedOut(n: number, strength: Strength): { game: DuelGame; moves: DuelMove[] } {
  let g = startDuelGame(dealDuel(n, 3));
  const players = [duelPlayer(strength, 1), duelPlayer(strength, 2)];
  const moves: DuelMove[] = [];
  while (!g.end) {
    const m = players[g.duel.turn].next(g.duel);
    const r = advance(g, m);
    if (!r.ok) throw new Error(r.message);
    moves.push(m);
    g = r.value;
  }
  return { game: g, moves };
}

/** Duel n played to its end by two casual players (seeds 1 and 2), as its record: counted, on the table. */
export function decidedDuel(n: number, uid = 'duel-1'): DuelRecord {
  const { moves } = duelPlayedOut(n, 'casual');
  return { ...freshDuel(n, 3, 'casual', uid), moves: formatDuelMoves(moves), counted: true };
}
