/**
 * A second, deliberately naive statement of the Klondike rules over plain
 * arrays, written apart from engine/core/board.ts and engine/legality.ts. It
 * is slow and obvious on purpose: the perft tables and property tests check
 * that the engine agrees with it move for move.
 */
import { type Card, rankOf, suitOf, isRed, MOVE_SPACE, type Move, type Position, maxRecycles } from '../../engine';

const fits = (x: Card, onto: Card | undefined) =>
  onto === undefined ? rankOf(x) === 12 : rankOf(x) === rankOf(onto) - 1 && isRed(x) !== isRed(onto);

const topOf = <T>(a: readonly T[]): T | undefined => a[a.length - 1];

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
      return x !== undefined && p.foundations[suitOf(x)] === rankOf(x) ? [x] : null;
    }
    case 'waste-tableau': {
      const x = topOf(p.waste);
      return x !== undefined && fits(x, topOf(col(m.to))) ? [x] : null;
    }
    case 'tableau-foundation': {
      const x = topOf(p.columns[m.from].up);
      return x !== undefined && p.foundations[suitOf(x)] === rankOf(x) ? [x] : null;
    }
    case 'tableau-tableau': {
      const up = p.columns[m.from].up;
      for (let i = 0; i < up.length; i++) if (fits(up[i], topOf(col(m.to)))) return up.slice(i);
      return null;
    }
    case 'foundation-tableau': {
      const n = p.foundations[m.suit];
      if (!p.rules.foundationToTableau || n === 0) return null;
      const x = m.suit * 13 + n - 1;
      return fits(x, topOf(col(m.to))) ? [x] : null;
    }
  }
}

export const referenceLegalMoves = (p: Position): Move[] => MOVE_SPACE.filter((m) => carried(p, m) !== null);

/** The position after a move the reference finds legal. */
export function referenceApply(p: Position, m: Move): Position {
  const cards = carried(p, m);
  if (cards === null) throw new Error('reference: illegal move');
  const columns = p.columns.map((c) => ({ down: [...c.down], up: [...c.up] }));
  let stock = [...p.stock];
  let waste = [...p.waste];
  const foundations = [...p.foundations];
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
      waste.pop();
      foundations[suitOf(cards[0])]++;
      break;
    case 'waste-tableau':
      waste.pop();
      columns[m.to].up.push(cards[0]);
      break;
    case 'tableau-foundation':
      takeFrom(m.from, 1);
      foundations[suitOf(cards[0])]++;
      break;
    case 'tableau-tableau':
      takeFrom(m.from, cards.length);
      columns[m.to].up.push(...cards);
      break;
    case 'foundation-tableau':
      foundations[m.suit]--;
      columns[m.to].up.push(cards[0]);
      break;
  }
  return { rules: p.rules, columns, stock, waste, foundations, recycles };
}
