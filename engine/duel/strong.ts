import { type Card, DECK_SIZE, RANK_OF, SUIT_OF } from '../cards';
import { Board } from '../core/board';
import { COLUMN_ROOM } from '../core/board-layout';
import { mulberry32 } from '../deal';
import type { DuelMove, DuelSide, Side } from './duel';
import {
  DRAW,
  decodeMove,
  moveA,
  moveB,
  moveKind,
  RECYCLE,
  TABLEAU_FOUNDATION,
  TABLEAU_TABLEAU,
  WASTE_FOUNDATION,
  WASTE_TABLEAU,
} from '../moves';
import type { Position } from '../position';

/*
 * The strong computer player. Like the casual one it sees only what its seat sees: its own face-up cards
 * and waste, the shared foundations, the other side's face-up cards, and, once it has turned its stock
 * over (recycles > 0), the stock: every card in it went through the waste in the last pass, in this order,
 * and a player who watched knows it. Nothing else joins the stock, so that is all it can have seen there.
 * Everything else (its face-down cards, a first pass's stock) is dealt again at random when it looks ahead.
 * It works on the engine's make/unmake board, not on positions: a move weighs a few hundred playout moves.
 */

const KING = 12;

/** The other side's face-up cards as piles whose ends could go home one after another: its column runs and waste top. */
const rivalRuns = (other: DuelSide): Card[][] => [
  ...other.columns.map((c) => [...c.up]),
  other.waste.length > 0 ? [other.waste[other.waste.length - 1]] : [],
];

/** How many of the other side's face-up cards would go home, one after another, on foundations `found`. */
function rivalGain(found: Uint8Array, runs: readonly (readonly Card[])[]): number {
  const f = Array.from(found);
  const ends = runs.map((r) => r.length);
  let gained = 0;
  for (let moved = true; moved; ) {
    moved = false;
    for (let i = 0; i < ends.length; i++) {
      while (ends[i] > 0) {
        const c = runs[i][ends[i] - 1];
        const first = SUIT_OF[c] * 2;
        const pile = f[first] === RANK_OF[c] ? first : f[first + 1] === RANK_OF[c] ? first + 1 : -1;
        if (pile < 0) break;
        f[pile]++;
        ends[i]--;
        gained++;
        moved = true;
      }
    }
  }
  return gained;
}

/** A king that an empty column would free: at the foot of a run with cards under it, or on the waste. */
function kingWaits(b: Board): boolean {
  for (let c = 0; c < b.columns; c++) {
    if (b.len[c] > b.down[c] && b.down[c] > 0 && RANK_OF[b.tab[c * COLUMN_ROOM + b.down[c]]] === KING) return true;
  }
  const w = b.wasteTop();
  return w >= 0 && RANK_OF[w] === KING;
}

/**
 * How good move m looks on board b, 0 when it is not worth making (draws are the fallback, 1): the casual
 * player's weights, and also moving part of a run off a card that can then go home, which the casual
 * player never does. Only moves that make progress score, so that a playout cannot go round in circles.
 */
function score(b: Board, m: number): number {
  const a = moveA(m);
  switch (moveKind(m)) {
    case DRAW:
    case RECYCLE:
      return 1;
    case WASTE_FOUNDATION:
      return 100;
    case TABLEAU_FOUNDATION:
      return b.len[a] - 1 === b.down[a] && b.down[a] > 0 ? 150 + b.down[a] : 100;
    case TABLEAU_TABLEAU: {
      const to = moveB(m);
      const n = b.runFits(a, to);
      if (n === b.len[a] - b.down[a]) {
        if (b.down[a] > 0) return 60 + b.down[a];
        return b.len[to] > 0 && kingWaits(b) ? 20 : 0;
      }
      return b.homeFor(b.tab[a * COLUMN_ROOM + b.len[a] - n - 1]) >= 0 ? 40 : 0;
    }
    case WASTE_TABLEAU:
      return 30;
    default:
      return 0;
  }
}

const buffer = new Uint16Array(256);

/** The best-scored move on board b, or -1 when none is worth making. */
function bestMove(b: Board): number {
  const n = b.generate(buffer);
  let best = -1;
  let top = 0;
  for (let i = 0; i < n; i++) {
    const v = score(b, buffer[i]);
    if (v > top) [best, top] = [buffer[i], v];
  }
  return best;
}

/** Copies board `from` into `to`, of the same shape. */
function copyBoard(from: Board, to: Board): void {
  to.tab.set(from.tab);
  to.len.set(from.len);
  to.down.set(from.down);
  to.sw.set(from.sw);
  to.found.set(from.found);
  to.home.set(from.home);
  to.waste = from.waste;
  to.swLen = from.swLen;
  to.recycles = from.recycles;
  to.draw = from.draw;
  to.maxRecycles = from.maxRecycles;
  to.f2t = from.f2t;
}

/**
 * The places on board b the side cannot see (face-down cards; the stock while it has not been turned
 * over) and the cards that may be there: its own cards that are nowhere it can see. Stock places are
 * written -1 - index.
 */
function hidden(b: Board, side: Side): { slots: number[]; cards: Card[] } {
  const visible = new Set<Card>();
  const slots: number[] = [];
  for (let c = 0; c < b.columns; c++) {
    for (let i = 0; i < b.len[c]; i++) {
      if (i < b.down[c]) slots.push(c * COLUMN_ROOM + i);
      else visible.add(b.tab[c * COLUMN_ROOM + i]);
    }
  }
  for (let i = 0; i < b.swLen; i++) {
    if (i < b.waste || b.recycles > 0) visible.add(b.sw[i]);
    else slots.push(-1 - i);
  }
  for (let f = 0; f < b.found.length; f++) for (let r = 0; r < b.found[f]; r++) visible.add(b.home[f * 13 + r]);
  const cards: Card[] = [];
  for (let x = side * DECK_SIZE; x < (side + 1) * DECK_SIZE; x++) if (!visible.has(x)) cards.push(x);
  return { slots, cards };
}

/** One of the side's possible worlds: `cards` shuffled into the hidden `slots` of board b. */
function deal(b: Board, slots: readonly number[], cards: Card[], random: () => number): void {
  for (let i = cards.length - 1; i > 0; i--) {
    // mulberry32 gives 32-bit integers: scaled to 0..i as deal.ts scales them.
    const j = Math.floor((random() * (i + 1)) / 2 ** 32);
    [cards[i], cards[j]] = [cards[j], cards[i]];
  }
  slots.forEach((s, i) => {
    if (s >= 0) b.tab[s] = cards[i];
    else b.sw[-1 - s] = cards[i];
  });
}

function ownHomeOn(b: Board, side: Side): number {
  let n = 0;
  for (let f = 0; f < b.found.length; f++)
    for (let r = 0; r < b.found[f]; r++) if ((b.home[f * 13 + r] >= DECK_SIZE ? 1 : 0) === side) n++;
  return n;
}

/** What a card of the other side's that the side lets go home costs, against 10 for a card of its own home. */
const GIFT = 7;
/** Worlds sampled per move, and the length of each playout: longer playouts measured no better (they blur the move). */
const SAMPLES = 16;
const PLAYOUT = 30;

/**
 * The side's value of board b after a greedy playout of its own (the other side idle), until `moves`
 * moves or a whole pass of the stock with nothing done: its cards home, its face-down cards, and the
 * other side's face-up cards the foundations would now take and did not before.
 */
function playout(b: Board, side: Side, runs: readonly (readonly Card[])[], giftBefore: number): number {
  let idle = 0;
  for (let i = 0; i < PLAYOUT && idle <= b.swLen + 2; i++) {
    const m = bestMove(b);
    if (m < 0) break;
    const k = moveKind(m);
    idle = k === DRAW || k === RECYCLE ? idle + 1 : 0;
    b.make(m);
  }
  const down = b.down.reduce((n, d) => n + d, 0);
  return 10 * ownHomeOn(b, side) - 4 * down - GIFT * (rivalGain(b.found, runs) - giftBefore);
}

/**
 * The strong player's move on its side's position p: each move worth making that `fresh` allows, played
 * in the same sampled worlds and followed by a playout each; the best on average (the better-scored on
 * a tie). Deterministic from `seed`.
 */
export function strongChoice(
  p: Position,
  side: Side,
  other: DuelSide,
  fresh: (m: DuelMove) => boolean,
  seed: number,
): DuelMove {
  const b = Board.from(p);
  const n = b.generate(buffer);
  const candidates = Array.from(buffer.subarray(0, n)).filter((m) => score(b, m) > 0 && fresh(decodeMove(m)));
  if (candidates.length === 0) return { type: 'end-turn' };
  if (candidates.length === 1) return decodeMove(candidates[0]);
  const { slots, cards } = hidden(b, side);
  const random = mulberry32(seed);
  const runs = rivalRuns(other);
  const giftBefore = rivalGain(b.found, runs);
  const totals = candidates.map((m) => score(b, m) / 100);
  const world = new Board(b.columns, b.decks);
  const work = new Board(b.columns, b.decks);
  for (let i = 0; i < SAMPLES; i++) {
    copyBoard(b, world);
    deal(world, slots, cards, random);
    candidates.forEach((m, j) => {
      copyBoard(world, work);
      work.make(m);
      totals[j] += playout(work, side, runs, giftBefore);
    });
  }
  let best = 0;
  for (let j = 1; j < candidates.length; j++) if (totals[j] > totals[best]) best = j;
  return decodeMove(candidates[best]);
}
