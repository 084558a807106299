import { type Duel, type DuelMove, ownHome, type Side, sidePosition } from './duel';
import { advance, startDuelGame } from './game';
import { strongChoice } from './strong';
import { legalMoves, step } from '../play';
import type { Position } from '../position';

/*
 * The computer at Double Solitaire. It sees what a player in its seat sees: its own face-up cards and
 * waste, the shared foundations and the other side's face-up cards, never a face-down card nor a stock
 * card it has not turned over. Casual scores its moves by what they visibly do (a card home, a face-down
 * card turned up); where a move would turn a card up, that card's face plays no part in the score. Strong
 * (strong.ts) looks ahead in sampled worlds, and knows its stock once it has turned it over.
 */

export const STRENGTHS = ['casual', 'strong'] as const;
export type Strength = (typeof STRENGTHS)[number];

/** A side's position without what the side cannot see: a stable text of its visible piles, for "seen before". */
const visibleKey = (p: Position): string =>
  `${p.columns.map((c) => `${c.down.length}:${c.up.join(',')}`).join('|')}/${p.waste.join(',')}/${p.stock.length}/${p.foundations.join(',')}`;

/** How good a move looks to a casual player, 0 when it is not worth making; draws are the fallback (1). */
function casualScore(p: Position, m: DuelMove): number {
  if (m.type === 'end-turn') return 0;
  if (m.type === 'draw' || m.type === 'recycle') return 1;
  const s = step(p, m);
  if (!s.ok) return 0;
  const flips = s.value.flipped !== -1;
  switch (m.type) {
    case 'waste-foundation':
      return 100;
    case 'tableau-foundation':
      return flips ? 150 : 100;
    case 'tableau-tableau': {
      // Worth it when it turns a card up or empties a column for a king; the more cards it uncovers, the better.
      const from = p.columns[m.from];
      if (flips) return 60 + from.down.length;
      return from.down.length === 0 && s.value.cards.length === from.up.length && kingWaits(p) ? 20 : 0;
    }
    case 'waste-tableau':
      return 30;
    default:
      return 0;
  }
}

/** A king that an empty column would free: at the foot of a column with cards under it, or on the waste. */
const kingWaits = (p: Position): boolean =>
  p.columns.some((c) => c.down.length > 0 && c.up.length > 0 && c.up[0] % 13 === 12) ||
  (p.waste.length > 0 && p.waste[p.waste.length - 1] % 13 === 12);

/** The casual player's best move: the best-scored, never back to a position of its own seen this turn. */
function casualChoice(p: Position, seen: Set<string>): DuelMove {
  let best: DuelMove = { type: 'end-turn' };
  let score = 0;
  for (const m of legalMoves(p)) {
    const v = casualScore(p, m);
    if (v <= score) continue;
    if (v > 1) {
      const s = step(p, m);
      if (!s.ok || seen.has(visibleKey(s.value.position))) continue;
    }
    best = m;
    score = v;
  }
  return best;
}

/** A computer player: the next move of the side on turn, remembering the positions it has met this turn. */
export interface DuelPlayer {
  next(d: Duel): DuelMove;
}

export function duelPlayer(strength: Strength, seed = 1): DuelPlayer {
  let seen = new Set<string>();
  let turnOf: Duel | null = null;
  let calls = 0;
  return {
    next(d) {
      // A new turn (the other side played in between): forget the positions met in the last one.
      if (turnOf === null || turnOf.turn !== d.turn) seen = new Set();
      turnOf = d;
      const p = sidePosition(d, d.turn);
      seen.add(visibleKey(p));
      if (seen.size > 400) return { type: 'end-turn' };
      calls++;
      if (strength === 'casual') return casualChoice(p, seen);
      const fresh = (m: DuelMove) => {
        if (m.type === 'end-turn' || m.type === 'draw' || m.type === 'recycle') return true;
        const s = step(p, m);
        return s.ok && !seen.has(visibleKey(s.value.position));
      };
      return strongChoice(p, d.turn, d.sides[1 - d.turn], fresh, (seed + calls) >>> 0);
    },
  };
}

/** What a played duel came to. */
export interface DuelResult {
  readonly winner: Side | null;
  readonly moves: number;
  readonly home: readonly [number, number];
}

/**
 * Plays a duel to its end between two players (side 0 first in the list), under the table's own end
 * (game.ts): a game that turn after turn no longer moves on is called by cards home.
 */
export function playDuelGame(start: Duel, players: readonly [DuelPlayer, DuelPlayer]): DuelResult {
  let g = startDuelGame(start);
  while (g.end === null) {
    const m = players[g.duel.turn].next(g.duel);
    const r = advance(g, m);
    if (!r.ok)
      throw new Error(`the ${g.duel.turn === 0 ? 'first' : 'second'} player chose an illegal move: ${r.message}`);
    g = r.value;
  }
  return { winner: g.end.winner, moves: g.moves, home: [ownHome(g.duel, 0), ownHome(g.duel, 1)] };
}
