/**
 * A second, deliberately naive statement of the Klondike rules over plain
 * arrays, written apart from engine/core/board.ts and engine/legality.ts, for
 * Klondike's table and Spider-Klondike's (ten columns, two decks, two
 * foundations a suit). It is slow and obvious on purpose: the perft tables and
 * property tests check that the engine agrees with it move for move.
 */
import { type Card, isRed, type Move, maxRecycles, type Position, rankOf, suitOf } from '../../engine';
import { moveSpace } from '../../engine/move-space';

const fits = (x: Card, onto: Card | undefined) =>
  onto === undefined ? rankOf(x) === 12 : rankOf(x) === rankOf(onto) - 1 && isRed(x) !== isRed(onto);

const topOf = <T>(a: readonly T[]): T | undefined => a[a.length - 1];

const decksOf = (p: Position) => p.foundations.length / 4;

/** The cards on each foundation, bottom to top (one deck: the suit's, ace up). */
const homesOf = (p: Position): Card[][] =>
  p.foundations.map((n, f) => p.homes?.[f].slice() ?? Array.from({ length: n }, (_, r) => f * 13 + r));

/** The foundations of card x's suit, in order. */
const pilesOfSuit = (p: Position, suit: number) => Array.from({ length: decksOf(p) }, (_, i) => suit * decksOf(p) + i);

/** The first foundation that takes card x, or -1. */
const homeFor = (p: Position, x: Card) => pilesOfSuit(p, suitOf(x)).find((f) => p.foundations[f] === rankOf(x)) ?? -1;

/** The first foundation of `suit` whose top goes on column `to`, or -1. */
function pileFitting(p: Position, suit: number, to: number): number {
  const column = [...p.columns[to].down, ...p.columns[to].up];
  const homes = homesOf(p);
  return pilesOfSuit(p, suit).find((f) => homes[f].length > 0 && fits(topOf(homes[f]) as Card, topOf(column))) ?? -1;
}

/** The cards a move would carry, or null when the rules forbid it. */
function carried(p: Position, m: Move): Card[] | null {
  const col = (i: number) => [...p.columns[i].down, ...p.columns[i].up];
  switch (m.type) {
    case 'draw':
      return p.stock.length > 0 ? [] : null;
    case 'recycle':
      return p.stock.length === 0 && p.waste.length > 0 && p.recycles < maxRecycles(p.rules) ? [] : null;
    case 'waste-foundation': {
      const x = topOf(p.waste);
      return x !== undefined && homeFor(p, x) >= 0 ? [x] : null;
    }
    case 'waste-tableau': {
      const x = topOf(p.waste);
      return x !== undefined && fits(x, topOf(col(m.to))) ? [x] : null;
    }
    case 'tableau-foundation': {
      const x = topOf(p.columns[m.from].up);
      return x !== undefined && homeFor(p, x) >= 0 ? [x] : null;
    }
    case 'tableau-tableau': {
      const up = p.columns[m.from].up;
      for (let i = 0; i < up.length; i++) if (fits(up[i], topOf(col(m.to)))) return up.slice(i);
      return null;
    }
    case 'foundation-tableau': {
      if (!p.rules.foundationToTableau) return null;
      const f = pileFitting(p, m.suit, m.to);
      return f < 0 ? null : [topOf(homesOf(p)[f]) as Card];
    }
  }
}

export const referenceLegalMoves = (p: Position): Move[] =>
  moveSpace(p.columns.length).filter((m) => carried(p, m) !== null);

/** The position after a move the reference finds legal. */
export function referenceApply(p: Position, m: Move): Position {
  const cards = carried(p, m);
  if (cards === null) throw new Error('reference: illegal move');
  const columns = p.columns.map((c) => ({ down: [...c.down], up: [...c.up] }));
  let stock = [...p.stock];
  let waste = [...p.waste];
  const homes = homesOf(p);
  let recycles = p.recycles;
  const takeFrom = (i: number, n: number) => {
    const c = columns[i];
    c.up.splice(c.up.length - n, n);
    if (c.up.length === 0 && c.down.length > 0) c.up.push(c.down.pop() as Card);
  };
  switch (m.type) {
    case 'draw':
      waste = [...waste, ...stock.slice(0, p.rules.draw)];
      stock = stock.slice(p.rules.draw);
      break;
    case 'recycle':
      stock = waste;
      waste = [];
      recycles++;
      break;
    case 'waste-foundation':
      homes[homeFor(p, cards[0])].push(cards[0]);
      waste.pop();
      break;
    case 'waste-tableau':
      waste.pop();
      columns[m.to].up.push(cards[0]);
      break;
    case 'tableau-foundation':
      homes[homeFor(p, cards[0])].push(cards[0]);
      takeFrom(m.from, 1);
      break;
    case 'tableau-tableau':
      takeFrom(m.from, cards.length);
      columns[m.to].up.push(...cards);
      break;
    case 'foundation-tableau':
      homes[pileFitting(p, m.suit, m.to)].pop();
      columns[m.to].up.push(cards[0]);
      break;
  }
  const foundations = homes.map((h) => h.length);
  const after: Position = { rules: p.rules, columns, stock, waste, foundations, recycles };
  return decksOf(p) === 1 ? after : { ...after, homes };
}
