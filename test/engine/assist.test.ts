import { describe, expect, it } from 'vitest';
import { bestMoveFor } from '../../engine/best-move';
import {
  autoCompleteMoves,
  foundationMoveFor,
  formatMove,
  isWon,
  moveFor,
  type Position,
  parsePosition,
  safeCollectMove,
  step,
} from '../../engine';
import { solve } from '../../engine/solver';
import { position } from '../support/build';

const fmt = (m: ReturnType<typeof bestMoveFor>) => (m ? formatMove(m) : null);

describe('the best move of a card', () => {
  it('is home when nothing can need the card there', () => {
    const p = position({ columns: ['.. AH', '..', '..', '..', '..', '..', '..'] });
    expect(fmt(bestMoveFor(p, { pile: 'column', col: 0, index: p.columns[0].down.length }))).toBe('1>F');
  });

  it('is a column that turns a card over, before home, when a card could still need it', () => {
    const p = position({
      foundations: [0, 0, 2, 0],
      columns: ['.. 3H', '.. 4S', '..', '..', '..', '..', '..'],
    });
    expect(fmt(bestMoveFor(p, { pile: 'column', col: 0, index: p.columns[0].down.length }))).toBe('1>2');
    expect(fmt(foundationMoveFor(p, { pile: 'column', col: 0, index: p.columns[0].down.length }))).toBe('1>F');
  });

  it('moves the run from the card taken hold of, and nothing when that run cannot go', () => {
    const p = position({ columns: ['.. 9D', '.. JH TS 9H 8S', '-', '..', '..', '..', '..'] });
    const base = p.columns[1].down.length;
    expect(fmt(moveFor(p, { pile: 'column', col: 1, index: base + 3 }, { pile: 'column', col: 0 }))).toBe('2>1');
    // Holding the 9H (with the 8S on it) onto the 9D is no move, though 2>1 exists for the 8S alone.
    expect(moveFor(p, { pile: 'column', col: 1, index: base + 2 }, { pile: 'column', col: 0 })).toBeNull();
    expect(fmt(moveFor(p, { pile: 'column', col: 1, index: base }, { pile: 'column', col: 2 }))).toBeNull();
  });

  it('never shuffles a whole column into an empty one', () => {
    const p = position({ columns: ['KS QH', '-', '..', '..', '..', '..', '..'] });
    expect(bestMoveFor(p, { pile: 'column', col: 0, index: 0 })).toBeNull();
  });
});

describe('auto-collect and auto-complete', () => {
  it('collects only cards nothing can need', () => {
    const p = position({ foundations: [2, 0, 2, 0], columns: ['.. 3H', '.. 3C', '..', '..', '..', '..', '..'] });
    expect(safeCollectMove(p)).toBeNull();
    const q = position({ foundations: [2, 2, 2, 2], columns: ['.. 3H', '..', '..', '..', '..', '..', '..'] });
    expect(fmt(safeCollectMove(q))).toBe('1>F');
  });

  // Deal 3000000796 (Easy, draw 1) after the engine's winning line played 5>2: the 2H, 3H and 4H could go home.
  const reached = (rules: string) =>
    `${rules} | 3 0 1 7 | KC | KH QC JH TS 9H | jd 4H | tc ad 2D | 8c 8h 2H | 7c qh ks QS | qd 5c 6h 8s jc 5D 4C 3H | 3D 6D 8D 4D 9S 9C TD TH KD | 9D JS 7H 7D 6C 5H | 2`;
  const collected = (text: string): { moves: string[]; after: Position } => {
    const parsed = parsePosition(text);
    if (!parsed.ok) throw new Error(parsed.message);
    let after = parsed.value;
    const moves: string[] = [];
    for (let m = safeCollectMove(after); m; m = safeCollectMove(after)) {
      const s = step(after, m);
      if (!s.ok) throw new Error(s.message);
      moves.push(formatMove(m));
      after = s.value.position;
    }
    return { moves, after };
  };

  it('keeps home a card that a card taken back from its foundation may need, so a won game stays won', () => {
    const { moves, after } = collected(reached('d1 p- f+ t- standard'));
    // The 4H stays: a black three taken back may need it to take the 2D off the AD (no red four is on the table).
    expect(moves).toEqual(['5>F', '7>F']);
    expect(solve(after, { maxNodes: 1_000_000 }).verdict).toBe('solved');
    const home = step(after, { type: 'tableau-foundation', from: 2 });
    if (!home.ok) throw new Error(home.message);
    expect(solve(home.value.position, { maxNodes: 1_000_000 }).verdict).toBe('unsolvable');
  });

  it('collects that card when no card can come back from a foundation', () => {
    expect(collected(reached('d1 p- f- t- standard')).moves).toEqual(['5>F', '7>F', '3>F']);
  });

  it('plays every card home once all are face up', () => {
    let p = position({ foundations: [11, 11, 11, 11], columns: ['KS QH', 'KH QS', 'KC QD', 'KD QC', '-', '-', '-'] });
    for (const m of autoCompleteMoves(p)) {
      const s = step(p, m);
      if (!s.ok) throw new Error(s.message);
      p = s.value.position;
    }
    expect(isWon(p)).toBe(true);
  });

  /** Plays a line from a position; the position it ends in. */
  const playOut = (p: ReturnType<typeof position>, line: readonly ReturnType<typeof autoCompleteMoves>[number][]) =>
    line.reduce((q, m) => {
      const s = step(q, m);
      if (!s.ok) throw new Error(`${formatMove(m)}: ${s.message}`);
      return s.value.position;
    }, p);

  it('draws and turns the waste over to reach stock cards once every tableau card is face up', () => {
    // The queen of clubs is under the king in the waste: the waste goes over and is drawn again.
    const p = position({
      foundations: [11, 13, 13, 12],
      columns: ['KS', '-', '-', '-', '-', '-', '-'],
      waste: 'QC KC',
    });
    const line = autoCompleteMoves(p);
    expect(line.map(formatMove).join(' ')).toBe('1>F R D W>F D W>F');
    expect(isWon(playOut(p, line))).toBe(true);
  });

  it('is not offered when a face-down card is left, or when the stock would never give up the card needed', () => {
    // The queen of spades face down under its king.
    const hidden = position({ foundations: [13, 13, 13, 11], columns: ['.. KS', '-', '-', '-', '-', '-', '-'] });
    expect(autoCompleteMoves(hidden)).toEqual([]);
    // Draw three, one pass: the jack of spades sits under two cards that cannot go home before it.
    const stuck = {
      foundations: [13, 13, 13, 10],
      columns: ['-', '-', '-', '-', '-', '-', '-'],
      stock: 'JS QS KS',
    };
    expect(autoCompleteMoves(position({ ...stuck, rules: { draw: 3, passes: 1 } }))).toEqual([]);
    // Unlimited passes do not help: every pass turns up the same three cards, the king on top.
    expect(autoCompleteMoves(position({ ...stuck, rules: { draw: 3 } }))).toEqual([]);
    // Drawing one, the same stock plays out.
    expect(isWon(playOut(position(stuck), autoCompleteMoves(position(stuck))))).toBe(true);
  });
});
