import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type Card,
  DEFAULT_RULES,
  dealFromNumber,
  homeTop,
  initialPosition,
  legalMoves,
  parseCard,
  parseMove,
  type Position,
  type Step,
  step,
} from '../../engine';
import { announceMove, describeDrawing, describeMove } from '../../engine/describe';
import { position } from '../support/build';

/** The step of a move in notation from `p` (throws on an illegal one). */
function stepOf(p: Position, move: string): Step {
  const m = parseMove(move);
  if (!m.ok) throw new Error(m.message);
  const s = step(p, m.value);
  if (!s.ok) throw new Error(`${move}: ${s.message}`);
  return s.value;
}

const c = (text: string): Card => parseCard(text) as Card;

/** Every card a sentence's data names (its `card` fields, at any depth). */
function named(x: unknown): Card[] {
  if (x === null || typeof x !== 'object') return [];
  return Object.entries(x).flatMap(([k, v]) => (k === 'card' ? [v as Card] : named(v)));
}

/** The cards face up in `p`: the columns' face-up cards, the waste's top, the foundations' tops. */
function faceUp(p: Position): Set<Card> {
  const tops = p.foundations.map((_, f) => homeTop(p, f)).filter((t) => t !== -1);
  return new Set([...p.columns.flatMap((col) => col.up), ...p.waste.slice(-1), ...tops]);
}

describe('a move as data', () => {
  const table = position({
    columns: ['.. 9S', '5c 8H', '.. 2C AH', '-', 'KS QH', '.. 3S', '..'],
    stock: 'AS 7C',
    waste: '3D',
    foundations: [0, 2, 0, 0],
  });

  it('says what a move turning a card over is for, and names the card only once it shows', () => {
    const s = stepOf(table, '2>1');
    expect(describeMove(table, s)).toEqual({
      kind: 'tableau-tableau',
      card: c('8H'),
      under: 0,
      onto: { kind: 'card', card: c('9S') },
      gain: { kind: 'turn', column: 2 },
    });
    expect(announceMove(table, s)).toMatchObject({ gain: { kind: 'turned', card: c('5C') } });
  });

  it('says a run goes into an empty column and empties its own', () => {
    const s = stepOf(table, '5>4');
    expect(describeMove(table, s)).toEqual({
      kind: 'tableau-tableau',
      card: c('KS'),
      under: 1,
      onto: { kind: 'empty', column: 4 },
      gain: { kind: 'empty', column: 5 },
    });
    // What a move was for is no news once played: the announcement drops it.
    expect(announceMove(table, s)).toMatchObject({ gain: null });
  });

  it('says which card a move home frees', () => {
    expect(describeMove(table, stepOf(table, '3>F'))).toEqual({
      kind: 'tableau-foundation',
      card: c('AH'),
      gain: { kind: 'free', card: c('2C') },
    });
  });

  it('names the waste card and where it goes, and the stock moves by their kind alone', () => {
    expect(describeMove(table, stepOf(table, 'W>F'))).toEqual({ kind: 'waste-foundation', card: c('3D') });
    const king = position({ columns: ['..', '-', '..', '..', '..', '..', '..'], waste: 'KD' });
    expect(describeMove(king, stepOf(king, 'W>2'))).toEqual({
      kind: 'waste-tableau',
      card: c('KD'),
      onto: { kind: 'empty', column: 2 },
    });
    expect(describeMove(table, stepOf(table, 'FD>6'))).toEqual({
      kind: 'foundation-tableau',
      card: c('2D'),
      onto: { kind: 'card', card: c('3S') },
    });
    expect(describeMove(table, stepOf(table, 'D'))).toEqual({ kind: 'draw' });
  });

  it('says what a run of draws brings up and where it goes', () => {
    const onto = position({
      columns: ['.. 8H', '-', '..', '..', '..', '..', '..'],
      waste: '7C',
      foundations: [6, 0, 0, 0],
    });
    expect(describeDrawing(6, 1, stepOf(onto, 'W>1'))).toEqual({
      kind: 'drawing',
      card: c('7C'),
      draws: 6,
      recycles: 1,
      onto: { kind: 'card', card: c('8H') },
    });
    const king = position({ columns: ['..', '-', '..', '..', '..', '..', '..'], waste: 'KD' });
    expect(describeDrawing(1, 0, stepOf(king, 'W>2'))).toMatchObject({ onto: { kind: 'empty', column: 2 } });
    expect(describeDrawing(2, 0, stepOf(onto, 'W>F'))).toMatchObject({ card: c('7C'), onto: null });
  });

  it('names only cards face up before the move (and, announced, the card it turned over), as plain data', () => {
    fc.assert(
      fc.property(fc.nat({ max: 0xffffffff }), fc.array(fc.nat(), { maxLength: 80 }), (n, choices) => {
        let p = initialPosition(dealFromNumber(n), DEFAULT_RULES);
        for (const choice of choices) {
          const moves = legalMoves(p);
          if (moves.length === 0) return;
          const s = step(p, moves[choice % moves.length]);
          if (!s.ok) throw new Error(s.message);
          const seen = faceUp(p);
          const told = describeMove(p, s.value);
          const said = announceMove(p, s.value);
          expect(named(told).filter((x) => !seen.has(x))).toEqual([]);
          const turned = s.value.flipped === -1 ? [] : [s.value.flipped];
          expect(named(said).filter((x) => !seen.has(x) && !turned.includes(x))).toEqual([]);
          // Data the worker can post to the page: a structured clone is the same.
          expect(structuredClone(told)).toEqual(told);
          p = s.value.position;
        }
      }),
      { numRuns: 60 },
    );
  });
});
