import { describe, expect, it } from 'vitest';
import {
  DEFAULT_RULES,
  dealFromNumber,
  formatMove,
  legalMoves,
  type Move,
  newGame,
  parseMove,
  type Position,
  startState,
  step,
} from '../../engine';
import { describeMove } from '../../engine/describe';
import { type FairChoice, fairHint, fairMove } from '../../engine/fair';
import { gameAfter, position } from '../support/build';

const deal = dealFromNumber(11);
const game0 = newGame(deal, DEFAULT_RULES);
const start = startState(game0).position;
const move = (text: string): Move => {
  const m = parseMove(text);
  if (!m.ok) throw new Error(m.message);
  return m.value;
};
const choice = (m: Move | null, kind: FairChoice['kind'], wins: number, samples: number): FairChoice => ({
  move: m,
  kind,
  wins,
  samples,
  line: m ? [m] : [],
  nodes: 0,
});
/** A tableau move of the deal's first position (the test reads what the engine says of it). */
const tableauMove = (p: Position): Move => {
  const m = legalMoves(p).find((x) => x.type !== 'draw');
  if (!m) throw new Error('no tableau move');
  return m;
};

describe('a fair decision as a hint', () => {
  it('is of kind fair: its move, said as the heuristic hint says it, to play alone, with its chance to win', () => {
    const m = tableauMove(start);
    const s = step(start, m);
    if (!s.ok) throw new Error(s.message);
    expect(fairHint(game0, start, choice(m, 'sampled', 12, 20))).toEqual({
      move: m,
      kind: 'fair',
      why: describeMove(start, s.value),
      moves: [m],
      until: null,
      chance: { wins: 12, samples: 20, sure: false },
    });
  });

  it('says why it draws: nothing on the table does better, or (weighed on nothing) nothing is worth moving', () => {
    expect(fairHint(game0, start, choice(move('D'), 'sampled', 3, 20)).why).toEqual({ kind: 'draw-fair' });
    expect(fairHint(game0, start, choice(move('D'), 'sampled', 0, 0)).why).toEqual({ kind: 'draw-idle' });
  });

  it('is a sure win once nothing is left unseen, and then a draw is said as a plain draw', () => {
    const h = fairHint(game0, start, { ...choice(move('D'), 'certain', 1, 1), line: [move('D')] });
    expect(h.chance).toEqual({ wins: 1, samples: 1, sure: true });
    expect(h.why).toEqual({ kind: 'draw' });
  });

  it('with no move: lost as far as the player can tell, the game won, or nothing changes anything', () => {
    const lost = fairHint(game0, start, choice(null, 'lost', 0, 20));
    expect(lost).toEqual({ move: null, kind: 'fair', why: { kind: 'fair-lost' }, moves: [], until: null });
    expect(fairHint(game0, start, choice(null, 'none', 0, 0)).why).toEqual({ kind: 'no-change' });
    const won = position({ foundations: [13, 13, 13, 13], columns: ['-', '-', '-', '-', '-', '-', '-'] });
    expect(fairHint(game0, won, choice(null, 'none', 0, 0)).why).toEqual({ kind: 'won' });
  });

  it('for a won game: no move, though the rules let a card come back from its foundation', () => {
    const won = position({ foundations: [13, 13, 13, 13], columns: ['-', '-', '-', '-', '-', '-', '-'] });
    expect(legalMoves(won).length).toBeGreaterThan(0);
    const budget = { sight: 'strict', samples: 4, nodes: 100, seed: 0 } as const;
    expect(fairHint(game0, won, fairMove(game0, won, budget))).toMatchObject({
      move: null,
      why: { kind: 'won' },
    });
  });

  it('from the policy itself: a legal move, weighed on the budget’s arrangements', () => {
    const h = fairHint(game0, start, fairMove(game0, start, { sight: 'strict', samples: 6, nodes: 500, seed: 0 }));
    expect(h.kind).toBe('fair');
    expect(legalMoves(start).map(formatMove)).toContain(h.move && formatMove(h.move));
    expect(h.chance?.samples).toBe(6);
  });
});

const DRAW1 = { ...DEFAULT_RULES, draw: 1 as const };
const draws = (n: number): Move[] => Array.from({ length: n }, (): Move => ({ type: 'draw' }));
const sampled = (line: Move[]): FairChoice => ({
  move: line[0],
  kind: 'sampled',
  wins: 7,
  samples: 16,
  line,
  nodes: 0,
});

const played = (moves: readonly Move[]) => gameAfter(1, DRAW1, moves);

describe('a fair hint that draws', () => {
  it('shows a run of draws to a card the player has seen whole, and names the card and the draws', () => {
    // One whole pass through the stock and a recycle: every stock card has been seen.
    const { game, position } = played([...draws(24), { type: 'recycle' }]);
    const h = fairHint(game, position, sampled(draws(3)));
    expect(h.moves).toEqual(draws(3));
    expect(h.until).toBe(position.stock[2]);
    expect(h.why).toEqual({ kind: 'drawing-fair', card: position.stock[2], draws: 3, recycles: 0 });
    expect(h.chance).toEqual({ wins: 7, samples: 16, sure: false });
  });

  it('counts the turns of the waste in a run that goes round the stock', () => {
    // Every stock card seen, then two draws into the second pass: the run draws to its end and round.
    const { game, position } = played([...draws(24), { type: 'recycle' }, ...draws(22)]);
    const line: Move[] = [...draws(2), { type: 'recycle' }, ...draws(1)];
    const h = fairHint(game, position, sampled(line));
    expect(h.moves).toEqual(line);
    expect(h.why).toEqual({ kind: 'drawing-fair', card: position.waste[0], draws: 3, recycles: 1 });
  });

  it('weighed on nothing (the budget ran out first), a run still says nothing on the table is worth moving', () => {
    const { game, position } = played([...draws(24), { type: 'recycle' }]);
    const h = fairHint(game, position, { ...sampled(draws(3)), wins: 0, samples: 0 });
    expect(h.moves).toEqual(draws(3));
    expect(h.why).toEqual({ kind: 'draw-idle' });
  });

  it('draws into cards not yet seen one at a time, naming none', () => {
    const { game, position } = played([]);
    const h = fairHint(game, position, sampled(draws(3)));
    expect(h.moves).toEqual(draws(1));
    expect(h.until).toBeNull();
  });
});
