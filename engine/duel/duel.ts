import { type Card, DECK_SIZE, RANK_OF, SUIT_OF } from '../cards';
import { dealFromNumber } from '../deal';
import type { MoveError } from '../legality';
import type { Move } from '../moves';
import { legalMoves, step } from '../play';
import type { Column, Position } from '../position';
import { ok, type Result } from '../result';
import { DEFAULT_RULES, type Rules } from '../rules';
import { boardStuck } from '../solver/board-stuck';

/*
 * Double Solitaire: two players play Klondike side by side, each on a layout dealt from their own deck,
 * and share eight foundations, two a suit, either taking a card that fits. Side 0's cards are 0..51, side
 * 1's 52..103 (a card's face is c % 52): the foundations say whose cards are home. Draw three (or one),
 * unlimited passes, no card back from the shared foundations. The side on turn makes any number of moves;
 * the turn passes when it draws a card that cannot be played (or ends it). The first side with its 52
 * cards home wins; when neither side can change anything, the side with more of its cards home wins.
 */

export type Side = 0 | 1;

/** One side's own piles. */
export interface DuelSide {
  readonly columns: readonly Column[];
  readonly stock: readonly Card[];
  readonly waste: readonly Card[];
  readonly recycles: number;
}

export interface Duel {
  readonly draw: 1 | 3;
  readonly sides: readonly [DuelSide, DuelSide];
  /** The shared foundations: cards on each, two a suit (clubs, clubs, diamonds, …), and which cards. */
  readonly foundations: readonly number[];
  readonly homes: readonly (readonly Card[])[];
  readonly turn: Side;
}

/** A move of the side on turn: one of Klondike's, or ending the turn. */
export type DuelMove = Move | { readonly type: 'end-turn' };

export type DuelEnd = { readonly winner: Side | null; readonly why: 'all-home' | 'stalemate' };

/** The rules each side's game is played by (its Position's). */
export const duelRules = (draw: 1 | 3): Rules => ({
  ...DEFAULT_RULES,
  draw,
  passes: 'unlimited',
  foundationToTableau: false,
  scoring: 'none',
});

/** Side 1's deck is dealt from its own seed, mixed from the deal number so that each number is one duel. */
const seedOf = (n: number, side: Side): number => (side === 0 ? n : Math.imul(n ^ 0x5bd1e995, 0x9e3779b1) >>> 0);

/** Duel number n: each side's Klondike deal from its seed, side 1's cards renumbered 52..103. */
export function dealDuel(n: number, draw: 1 | 3 = 3): Duel {
  const sides = ([0, 1] as const).map((side): DuelSide => {
    const d = dealFromNumber(seedOf(n, side));
    const own = (c: Card) => c + side * DECK_SIZE;
    return {
      columns: d.columns.map((cards) => ({ down: cards.slice(0, -1).map(own), up: cards.slice(-1).map(own) })),
      stock: d.stock.map(own),
      waste: [],
      recycles: 0,
    };
  }) as unknown as [DuelSide, DuelSide];
  const first = (s: DuelSide) => s.columns[0].up[0];
  const [a, b] = [first(sides[0]), first(sides[1])];
  // The lower top card of column 1 starts; by rank, then suit; the same face, side 0 (the player).
  const turn: Side = RANK_OF[b] < RANK_OF[a] || (RANK_OF[b] === RANK_OF[a] && SUIT_OF[b] < SUIT_OF[a]) ? 1 : 0;
  return { draw, sides, foundations: Array(8).fill(0), homes: Array(8).fill([]), turn };
}

/** A side's game as a Klondike position on the shared foundations (the engine's moves and legality apply). */
export function sidePosition(d: Duel, side: Side): Position {
  const s = d.sides[side];
  return {
    rules: duelRules(d.draw),
    columns: s.columns,
    stock: s.stock,
    waste: s.waste,
    foundations: d.foundations,
    homes: d.homes,
    recycles: s.recycles,
  };
}

/** The moves the side on turn can make: its Klondike moves, and ending its turn. */
export const duelMoves = (d: Duel): DuelMove[] => [...legalMoves(sidePosition(d, d.turn)), { type: 'end-turn' }];

/** How many of a side's own cards are home (in a duel, or on a side's position). */
export const ownHome = (at: Pick<Position, 'homes'>, side: Side): number =>
  (at.homes ?? []).reduce((n, pile) => n + pile.filter((c) => (c >= DECK_SIZE ? 1 : 0) === side).length, 0);

/** Whether the waste's top card can be played (onto a foundation or the side's own columns). */
const wastePlays = (p: Position): boolean =>
  legalMoves(p).some((m) => m.type === 'waste-foundation' || m.type === 'waste-tableau');

/** Plays a move of the side on turn; a draw whose card cannot be played passes the turn. Never throws. */
export function playDuel(d: Duel, m: DuelMove): Result<Duel, MoveError> {
  if (m.type === 'end-turn') return ok({ ...d, turn: (1 - d.turn) as Side });
  const s = step(sidePosition(d, d.turn), m);
  if (!s.ok) return s;
  const p = s.value.position;
  const side: DuelSide = { columns: p.columns, stock: p.stock, waste: p.waste, recycles: p.recycles };
  const sides = (d.turn === 0 ? [side, d.sides[1]] : [d.sides[0], side]) as [DuelSide, DuelSide];
  const passes = m.type === 'draw' && !wastePlays(p);
  return ok({
    ...d,
    sides,
    foundations: p.foundations,
    homes: p.homes ?? d.homes,
    turn: passes ? ((1 - d.turn) as Side) : d.turn,
  });
}

/**
 * The game's end, or null while it goes on: a side with all 52 of its cards home wins; when neither side
 * can move or draw to any effect, the side with more of its cards home wins (as many: a draw).
 */
export function duelEnd(d: Duel): DuelEnd | null {
  for (const side of [0, 1] as const) if (ownHome(d, side) === DECK_SIZE) return { winner: side, why: 'all-home' };
  // Eight foundations: the two-deck board's exact test (what solver/analysis.ts's noMovesLeft asks of one).
  if (!boardStuck(sidePosition(d, 0)) || !boardStuck(sidePosition(d, 1))) return null;
  const [a, b] = [ownHome(d, 0), ownHome(d, 1)];
  return { winner: a === b ? null : a > b ? 0 : 1, why: 'stalemate' };
}
