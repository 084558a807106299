import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_RULES,
  dealFromNumber,
  formatCard,
  formatMove,
  type Game,
  legalMoves,
  newGame,
  parseCard,
  parseMoves,
  play,
  replay,
  type Rules,
  startState,
} from '../../engine';
import {
  canStillWin,
  type HintMemory,
  hint,
  lastWinnablePoint,
  nextWinnableDeal,
  noMovesLeft,
  rankedMoves,
  verifyDeal,
} from '../../engine/solver';
import { formatPosition } from '../../engine/position-text';
import { legal, position } from '../support/build';

function gameWith(deal: number, rules: Rules, moves: string): Game {
  const m = parseMoves(moves);
  if (!m.ok) throw new Error(m.message);
  return { ...newGame(dealFromNumber(deal), rules), moves: m.value };
}

describe('no moves left', () => {
  it('when nothing fits, nothing goes home and the stock is spent', () => {
    const p = position({
      rules: { passes: 1 },
      columns: ['.. 5H', '.. 5D', '.. 9H', '.. 9D', '.. 3H', '.. 3D', '.. JC'],
      waste: '2H',
    });
    expect(noMovesLeft(p)).toBe(true);
  });

  it('not while drawing can still bring up a card that plays', () => {
    const p = position({
      rules: { passes: 1 },
      columns: ['.. 5H', '.. 5D', '.. 9H', '.. 9D', '.. 3H', '.. 3D', '.. JC'],
      stock: '2H 4S',
    });
    expect(noMovesLeft(p)).toBe(false); // the 4S goes on the 5H
  });

  // Draw 3 with one recycle left: after it the waste comes round in threes, so only
  // every third card (positions 3, 6, 9, …) and the last can be played.
  const draw3 = (waste: string, recycles: number) =>
    position({
      rules: { draw: 3, passes: 2, foundationToTableau: false },
      foundations: [0, 13, 13, 13],
      columns: ['-', '-', '-', '-', '-', '-', '-'],
      waste,
      recycles,
    });

  it('draw 3, long waste, a recycle left: the ace is off the grid, so nothing can ever play', () => {
    // AC is the 5th card: after the recycle the waste shows the 3rd, 6th, 9th, 12th and 13th.
    expect(noMovesLeft(draw3('KC QC JC TC AC 9C 8C 7C 6C 5C 4C 3C 2C', 0))).toBe(true);
  });

  it('draw 3, long waste, a recycle left: an ace on the grid can be played', () => {
    // AC is the 6th card: the second turn after the recycle shows it.
    expect(noMovesLeft(draw3('KC QC JC TC 9C AC 8C 7C 6C 5C 4C 3C 2C', 0))).toBe(false);
  });

  it('draw 3, long waste, no recycle left: nothing can ever play', () => {
    expect(noMovesLeft(draw3('KC QC JC TC 9C AC 8C 7C 6C 5C 4C 3C 2C', 1))).toBe(true);
  });

  it('a lone king moving between empty columns changes nothing', () => {
    const p = position({
      rules: { passes: 1 },
      columns: ['.. 5H', '.. 5D', '.. 9H', '.. 9D', '.. 3H', '-', 'KC'],
      waste: '2H',
    });
    expect(legal(p)).toEqual(['7>6']);
    expect(noMovesLeft(p)).toBe(true);
  });
});

describe('can it still be won', () => {
  const rules: Rules = { ...DEFAULT_RULES, draw: 3, passes: 1 };
  // Deal #21, draw 3, one pass: winnable from the deal, lost once the whole stock is drawn without playing.
  const lost = gameWith(21, rules, 'D D D D D D D D');

  it('proves a position lost, and finds how many undos make it winnable again', () => {
    expect(canStillWin(newGame(dealFromNumber(21), rules), { maxNodes: 1_000_000 })).toBe('yes');
    expect(canStillWin(lost, { maxNodes: 1_000_000 })).toBe('no');
    const r = lastWinnablePoint(lost, { maxNodes: 1_000_000 });
    expect(r).toEqual({ undos: 7, answer: 'yes' });
    // Checked directly: one more undo is winnable, one fewer is not.
    expect(canStillWin({ ...lost, moves: lost.moves.slice(0, 1) }, { maxNodes: 1_000_000 })).toBe('yes');
    expect(canStillWin({ ...lost, moves: lost.moves.slice(0, 2) }, { maxNodes: 1_000_000 })).toBe('no');
  });

  it('says unknown, not no, when the budget runs out', () => {
    expect(canStillWin(lost, { maxNodes: 10 })).toBe('unknown');
  });
});

describe('hints', () => {
  it('give the first move of a winning line on a known deal, and following them wins the deal', () => {
    let game = newGame(dealFromNumber(7), DEFAULT_RULES);
    let memory: HintMemory | undefined;
    let state = startState(game);
    let searched = 0;
    for (let i = 0; i < 400 && !state.won; i++) {
      const a = hint(game, { maxNodes: 2_000_000 }, memory);
      expect(a.hint.kind).toBe('winning');
      if (!a.hint.move) throw new Error('no move');
      expect(legalMoves(state.position).map(formatMove)).toContain(formatMove(a.hint.move));
      searched += a.nodes;
      memory = a.memory;
      const next = play(game, state, a.hint.move);
      if (!next.ok) throw new Error(next.message);
      game = next.value.game;
      state = next.value.state;
    }
    expect(state.won).toBe(true);
    // Following the line, later hints come from memory: the search ran once (plus its refinement).
    expect(searched).toBeLessThan(200_000);
  });

  it('name only what the player can see', () => {
    const a = hint(newGame(dealFromNumber(7), DEFAULT_RULES), { maxNodes: 100_000 });
    // The 2♦ onto the 3♣ turns over a card in column 6: the hint says so, not which card it is.
    expect(a.hint.why).toEqual({
      kind: 'tableau-tableau',
      card: parseCard('2D'),
      under: 0,
      onto: { kind: 'card', card: parseCard('3C') },
      gain: { kind: 'turn', column: 6 },
    });
  });

  it('that draw say what the drawing is for, naming the card it brings up only once the player has seen it', () => {
    // Deal 6, draw one: the winning line starts by drawing to the A♦, six cards down the stock.
    const fresh = hint(newGame(dealFromNumber(6), DEFAULT_RULES), { maxNodes: 300_000 });
    expect(fresh.hint.why).toEqual({ kind: 'draw-hidden' });
    expect(fresh.hint.moves.map(formatMove)).toEqual(['D']);
    expect(fresh.hint.until).toBeNull();
    // Once through the stock, every card of it has shown: the hint names the card, and Show me draws to it.
    const seen = hint(gameWith(6, DEFAULT_RULES, `${'D '.repeat(24)}R`), { maxNodes: 300_000 });
    expect(seen.hint.why).toEqual({ kind: 'drawing', card: parseCard('AD'), draws: 6, recycles: 0, onto: null });
    expect(seen.hint.moves.map(formatMove).join(' ')).toBe('D D D D D D');
    expect(seen.hint.until === null ? null : formatCard(seen.hint.until)).toBe('AD');
  });

  it('fall back to the best heuristic move when the budget finds no winning line, and say so', () => {
    const game = newGame(dealFromNumber(3), DEFAULT_RULES);
    const a = hint(game, { maxNodes: 10 });
    expect(a.hint.kind).toBe('heuristic');
    expect(legalMoves(startState(game).position)).toContainEqual(a.hint.move);
    // Its why is the move it suggests (a draw, that nothing on the table is worth moving yet).
    expect(a.hint.why.kind).toBe(a.hint.move?.type === 'draw' ? 'draw-idle' : a.hint.move?.type);
  });

  it('say there is nothing to do on a dead position', () => {
    const lost = gameWith(21, { ...DEFAULT_RULES, draw: 3, passes: 1 }, 'D D D D D D D D');
    const a = hint(lost, { maxNodes: 1000 });
    expect(a.hint.kind === 'heuristic' || a.hint.kind === 'none').toBe(true);
  });

  it('never suggest an illegal move, nor one that undoes the last move or returns to an earlier position (random play)', () => {
    fc.assert(
      fc.property(
        fc.nat({ max: 0xffffffff }),
        fc.constantFrom<1 | 3>(1, 3),
        fc.array(fc.nat(), { maxLength: 60 }),
        fc.constantFrom(0, 50, 20_000),
        (n, draw, choices, nodes) => {
          let game = newGame(dealFromNumber(n), { ...DEFAULT_RULES, draw });
          let state = startState(game);
          for (const c of choices) {
            const legal = legalMoves(state.position);
            if (legal.length === 0) break;
            const r = play(game, state, legal[c % legal.length]);
            if (!r.ok) throw new Error(r.message);
            game = r.value.game;
            state = r.value.state;
          }
          const a = hint(game, { maxNodes: nodes });
          if (!a.hint.move) return;
          expect(legalMoves(state.position).map(formatMove)).toContain(formatMove(a.hint.move));
          if (a.hint.kind === 'heuristic') {
            const seen = new Set<string>();
            for (let i = 0; i <= game.moves.length; i++) {
              const s = replay(game, i);
              if (s.ok) seen.add(formatPosition(s.value.position));
            }
            const after = play(game, state, a.hint.move);
            if (!after.ok) throw new Error(after.message);
            expect(seen.has(formatPosition(after.value.state.position))).toBe(false);
            expect(rankedMoves(game, state.position)[0]?.move).toEqual(a.hint.move);
          }
        },
      ),
      { numRuns: 60 },
    );
  });
});

describe('winnable deals', () => {
  it('verifies a deal by number', () => {
    expect(verifyDeal(21, { ...DEFAULT_RULES, draw: 3, passes: 1 }, { maxNodes: 1_000_000 })).toBe('yes');
  });

  it('finds the next winnable deal from a number by node budget, the same every time', () => {
    const rules: Rules = { ...DEFAULT_RULES, draw: 3 };
    const a = nextWinnableDeal(1000, rules, 200_000);
    expect(a).toBeGreaterThanOrEqual(1000);
    expect(nextWinnableDeal(1000, rules, 200_000)).toBe(a);
    expect(verifyDeal(a as number, rules, { maxNodes: 200_000 })).toBe('yes');
    for (let n = 1000; n < (a as number); n++) expect(verifyDeal(n, rules, { maxNodes: 200_000 })).not.toBe('yes');
  });
});
