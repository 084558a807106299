import { type Card, DECK_SIZE } from './cards';
import { mulberry32 } from './deal';
import { type Duel, type DuelMove, type DuelSide, duelEnd, ownHome, playDuel, type Side, sidePosition } from './duel';
import { legalMoves, step } from './play';
import { homeTakes, type Position } from './position';

/*
 * The computer at Double Solitaire. It sees what a player in its seat sees: its own face-up cards, the
 * shared foundations and the other side's face-up cards, never a face-down card or the order of a stock.
 * Its moves are scored by what they visibly do (a card home, a face-down card turned up); where a move
 * would turn a card up, that card's face plays no part in the score.
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

/**
 * One of the side's possible worlds: its face-down cards and stock dealt again at random from the cards
 * it has not seen (every own card neither face up, in its waste nor home), in the same places.
 */
function sample(p: Position, side: Side, random: () => number): Position {
  const visible = new Set<Card>([...p.columns.flatMap((c) => c.up), ...p.waste, ...(p.homes ?? []).flat()]);
  const unseen: Card[] = [];
  for (let c = side * DECK_SIZE; c < (side + 1) * DECK_SIZE; c++) if (!visible.has(c)) unseen.push(c);
  for (let i = unseen.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [unseen[i], unseen[j]] = [unseen[j], unseen[i]];
  }
  let k = 0;
  const take = (n: number) => unseen.slice(k, (k += n));
  return {
    ...p,
    columns: p.columns.map((c) => ({ down: take(c.down.length), up: c.up })),
    stock: take(p.stock.length),
  };
}

/** The side's own cards home and turned up after a casual playout of `moves` moves of its own (the other side idle). */
function playout(p: Position, side: Side, moves: number): number {
  const seen = new Set<string>();
  let at = p;
  let draws = 0;
  for (let i = 0; i < moves && draws <= at.stock.length + at.waste.length; i++) {
    const m = casualChoice(at, seen);
    if (m.type === 'end-turn') break;
    draws = m.type === 'draw' || m.type === 'recycle' ? draws + 1 : 0;
    const s = step(at, m);
    if (!s.ok) break;
    at = s.value.position;
    seen.add(visibleKey(at));
  }
  const down = at.columns.reduce((n, c) => n + c.down.length, 0);
  return 10 * ownHome(at, side) - 4 * down;
}

/** How much a card of the other side's that a move lets go home costs, against the playout's 10 a card of its own. */
const OPENS_PENALTY = 8;

/** The other side's face-up cards (column tops, waste top) that the shared foundations would take now. */
function homeable(p: Position, other: DuelSide): number {
  const tops = [...other.columns.map((c) => c.up[c.up.length - 1]), other.waste[other.waste.length - 1]];
  return tops.filter((c) => c !== undefined && homeTakes(p, c)).length;
}

/** Worlds sampled per candidate move, and the length of each playout: the strong player's budget. */
const SAMPLES = 6;
const PLAYOUT = 24;

/**
 * The strong player's move: each move worth making (and drawing) tried in sampled worlds of its hidden
 * cards, each followed by a casual playout; the best on average. Deterministic from `seed`.
 */
function strongChoice(p: Position, side: Side, other: DuelSide, seen: Set<string>, seed: number): DuelMove {
  const candidates = legalMoves(p).filter((m) => {
    if (casualScore(p, m) <= 0) return false;
    if (m.type === 'draw' || m.type === 'recycle') return true;
    const s = step(p, m);
    return s.ok && !seen.has(visibleKey(s.value.position));
  });
  if (candidates.length === 0) return { type: 'end-turn' };
  if (candidates.length === 1) return candidates[0];
  const random = mulberry32(seed);
  let best = candidates[0];
  let bestValue = Number.NEGATIVE_INFINITY;
  for (const m of candidates) {
    const after = step(p, m);
    // What the move opens to the other side: its face-up cards that could then go home, and did not before.
    let total = after.ok ? -OPENS_PENALTY * SAMPLES * (homeable(after.value.position, other) - homeable(p, other)) : 0;
    for (let i = 0; i < SAMPLES; i++) {
      const world = sample(p, side, random);
      const s = step(world, m);
      if (s.ok) total += playout(s.value.position, side, PLAYOUT) + casualScore(p, m) / 10;
    }
    if (total > bestValue) {
      best = m;
      bestValue = total;
    }
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
      return strength === 'casual'
        ? casualChoice(p, seen)
        : strongChoice(p, d.turn, d.sides[1 - d.turn], seen, (seed + calls) >>> 0);
    },
  };
}

/** What a played duel came to. */
export interface DuelResult {
  readonly winner: Side | null;
  readonly moves: number;
  readonly home: readonly [number, number];
}

/** Cards home and face-down cards left: a game goes on while one of them changes. */
const progress = (d: Duel): number =>
  d.foundations.reduce((a, b) => a + b, 0) * 1000 +
  d.sides.reduce((n, s) => n + s.columns.reduce((k, c) => k + c.down.length, 0), 0);

/**
 * Moves without a card going home or turning up, after which two computer players have nothing more to
 * play for: each has been through its stock several times and only moves cards about.
 */
const IDLE_MOVES = 800;

/** Plays a duel to its end between two players (side 0 first in the list); a game that no longer moves on is called by cards home. */
export function playDuelGame(start: Duel, players: readonly [DuelPlayer, DuelPlayer]): DuelResult {
  let d = start;
  let moves = 0;
  let idle = 0;
  let last = progress(d);
  for (; idle < IDLE_MOVES; moves++) {
    const end = duelEnd(d);
    if (end) return { winner: end.winner, moves, home: [ownHome(d, 0), ownHome(d, 1)] };
    const m = players[d.turn].next(d);
    const r = playDuel(d, m);
    if (!r.ok) throw new Error(`the ${d.turn === 0 ? 'first' : 'second'} player chose an illegal move: ${r.message}`);
    d = r.value;
    const now = progress(d);
    idle = now === last ? idle + 1 : 0;
    last = now;
  }
  const [a, b] = [ownHome(d, 0), ownHome(d, 1)];
  return { winner: a === b ? null : a > b ? 0 : 1, moves, home: [a, b] };
}
