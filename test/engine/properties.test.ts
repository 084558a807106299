import fc from 'fast-check';
import { MOVE_SPACE, moveSpace } from '../../engine/move-space';
import { describe, expect, it } from 'vitest';
import {
  advance,
  DEFAULT_RULES,
  type DealShape,
  dealFromNumber,
  KLONDIKE_SHAPE,
  formatMove,
  formatPosition,
  type Game,
  initialPosition,
  legalMoves,
  type Move,
  newGame,
  parseMove,
  parsePosition,
  type Position,
  play,
  replay,
  replayFrom,
  type Rules,
  startState,
  step,
  undo,
  type Visit,
} from '../../engine';
import { Board } from '../../engine/core/board';
import { SPIDER_KLONDIKE_SHAPE } from '../../engine/games';
import { encodeMove } from '../../engine/moves';
import { referenceApply, referenceLegalMoves } from '../support/reference-rules';

const rulesArb: fc.Arbitrary<Rules> = fc.record({
  draw: fc.constantFrom(1 as const, 3 as const),
  passes: fc.constantFrom('unlimited' as const, 1, 2, 3),
  foundationToTableau: fc.boolean(),
  thoughtful: fc.boolean(),
  scoring: fc.constantFrom('standard' as const, 'vegas' as const, 'points' as const),
  standardTimed: fc.boolean(),
  vegasCumulative: fc.boolean(),
});

/**
 * A random game of Klondike or Spider-Klondike: a deal number, rules, and
 * choices that pick among the legal moves at each turn. Draws and recycles are
 * picked less often so that games reach deep positions instead of turning the
 * stock over and over.
 */
const playArb = fc.record({
  shape: fc.constantFrom(KLONDIKE_SHAPE, SPIDER_KLONDIKE_SHAPE),
  deal: fc.nat({ max: 0xffffffff }),
  rules: rulesArb,
  choices: fc.array(fc.nat(), { minLength: 1, maxLength: 150 }),
});

type Walk = { shape: DealShape; deal: number; rules: Rules; choices: number[] };

function* walk({ shape, deal, rules, choices }: Walk): Generator<{ position: Position; moves: Move[] }> {
  let position = initialPosition(dealFromNumber(deal, shape), rules);
  const moves: Move[] = [];
  yield { position, moves };
  for (const choice of choices) {
    const legal = legalMoves(position);
    if (legal.length === 0) return;
    const play = legal.filter((m) => m.type !== 'draw' && m.type !== 'recycle');
    const pool = play.length > 0 && choice % 3 !== 0 ? play : legal;
    const move = pool[choice % pool.length];
    const s = step(position, move);
    if (!s.ok) throw new Error(`a legal move was refused: ${formatMove(move)}: ${s.message}`);
    position = s.value.position;
    moves.push(move);
    yield { position, moves };
  }
}

const allCards = (p: Position) => [
  ...p.columns.flatMap((c) => [...c.down, ...c.up]),
  ...p.stock,
  ...p.waste,
  ...(p.homes?.flat() ?? p.foundations.flatMap((n, s) => Array.from({ length: n }, (_, r) => s * 13 + r))),
];

const RUNS = { numRuns: 150 };

describe('random play (fast-check)', () => {
  it('keeps every card accounted for, each exactly once: 52, or 104 with two decks', () => {
    fc.assert(
      fc.property(playArb, (w) => {
        const count = 52 * w.shape.decks;
        for (const { position } of walk(w)) {
          const cards = allCards(position);
          expect(cards).toHaveLength(count);
          expect(new Set(cards).size).toBe(count);
          expect(Math.max(...cards)).toBe(count - 1);
        }
      }),
      RUNS,
    );
  });

  it('generates exactly the moves the naive reference rules allow, and each plays as the reference plays it', () => {
    fc.assert(
      fc.property(playArb, (w) => {
        for (const { position } of walk(w)) {
          const engine = legalMoves(position).map(formatMove).sort();
          const reference = referenceLegalMoves(position).map(formatMove).sort();
          expect(engine).toEqual(reference);
          for (const m of legalMoves(position)) {
            const s = step(position, m);
            expect(s.ok && s.value.position).toEqual(referenceApply(position, m));
          }
        }
      }),
      RUNS,
    );
  });

  it('refuses every move of the whole move space that legalMoves leaves out', () => {
    fc.assert(
      fc.property(playArb, (w) => {
        for (const { position } of walk(w)) {
          const legal = new Set(legalMoves(position).map(formatMove));
          for (const m of moveSpace(w.shape.columns)) {
            const s = step(position, m);
            expect(s.ok).toBe(legal.has(formatMove(m)));
            // A refusal says why.
            expect(s.ok ? 'played' : s.message).not.toBe('');
          }
        }
      }),
      RUNS,
    );
  });

  it('unmake after make restores the board exactly', () => {
    fc.assert(
      fc.property(playArb, (w) => {
        for (const { position } of walk(w)) {
          const board = Board.from(position);
          for (const m of legalMoves(position)) {
            const token = board.make(encodeMove(m));
            board.unmake(token);
            expect(board.toPosition(w.rules)).toEqual(position);
          }
        }
      }),
      RUNS,
    );
  });

  it('unmaking a whole line, last move first, gives back every position on the way', () => {
    fc.assert(
      fc.property(playArb, (w) => {
        const line = [...walk(w)];
        const board = Board.from(line[0].position);
        const tokens = line[line.length - 1].moves.map((m) => board.make(encodeMove(m)));
        expect(board.toPosition(w.rules)).toEqual(line[line.length - 1].position);
        for (let i = tokens.length - 1; i >= 0; i--) {
          board.unmake(tokens[i]);
          expect(board.toPosition(w.rules)).toEqual(line[i].position);
        }
      }),
      RUNS,
    );
  });

  it('undo after a move gives back the exact previous game state', () => {
    fc.assert(
      fc.property(playArb, (w) => {
        let game: Game = newGame(dealFromNumber(w.deal, w.shape), w.rules);
        let last: Move[] = [];
        for (const { moves } of walk(w)) last = moves;
        for (const m of last) {
          const before = replay(game);
          if (!before.ok) throw new Error(before.message);
          const next = play(game, before.value, m);
          if (!next.ok) throw new Error(next.message);
          const back = replay(undo(next.value.game));
          expect(back).toEqual(before);
          game = next.value.game;
        }
      }),
      { numRuns: 20 },
    );
  });

  it('a replay on one board meets the states and steps that playing move by move meets, over any stretch', () => {
    fc.assert(
      fc.property(playArb, fc.nat(), fc.nat(), fc.nat({ max: 4 }), (w, cut, end, every) => {
        const { rules } = w;
        let moves: Move[] = [];
        for (const at of walk(w)) moves = at.moves;
        const game: Game = { ...newGame(dealFromNumber(w.deal, w.shape), rules), moves };
        const byMove: Visit[] = [];
        let state = startState(game);
        moves.forEach((m, i) => {
          const next = advance(rules, state, m);
          if (!next.ok) throw new Error(next.message);
          state = next.value.state;
          byMove.push({ n: i + 1, ...next.value });
        });
        // Any stretch from..to, empty ones included.
        const from = cut % (moves.length + 1);
        const to = from + (end % (moves.length - from + 1));
        const stateAfter = (n: number) => (n === 0 ? startState(game) : byMove[n - 1].state);
        const keep = (n: number) => n % (every + 1) === 0;
        const seen: Visit[] = [];
        const last = replayFrom(game, from, stateAfter(from), to, keep, (v) => seen.push(v));
        expect(last).toEqual({ ok: true, value: stateAfter(to) });
        expect(seen).toEqual(byMove.slice(from, to).filter((v) => keep(v.n)));
      }),
      RUNS,
    );
  });

  it('parses what it formats: Klondike positions', () => {
    fc.assert(
      fc.property(playArb, (w) => {
        for (const { position } of walk({ ...w, shape: KLONDIKE_SHAPE })) {
          const text = formatPosition(position);
          const back = parsePosition(text);
          expect(back.ok && back.value).toEqual(position);
        }
      }),
      RUNS,
    );
  });
});

describe('move notation', () => {
  it('parses what it formats, for every move of the move space', () => {
    expect(MOVE_SPACE).toHaveLength(87);
    for (const m of MOVE_SPACE) {
      const back = parseMove(formatMove(m));
      expect(back.ok && back.value).toEqual(m);
    }
  });

  it('names ten columns on a two-deck table: 153 moves, each parsed back as formatted', () => {
    const space = moveSpace(10);
    expect(space).toHaveLength(153);
    for (const m of space) {
      const back = parseMove(formatMove(m), 10);
      expect(back.ok && back.value).toEqual(m);
    }
    for (const text of ['10>F', '3>10', 'W>10', 'FH>10']) expect(parseMove(text, 10).ok).toBe(true);
    for (const bad of ['11>1', '0>1', '01>2', '10>10', 'W>11']) expect(parseMove(bad, 10).ok).toBe(false);
  });

  it("refuses column numbers past Klondike's seven", () => {
    for (const bad of ['8>1', '10>F', 'W>8', 'FH>9']) expect(parseMove(bad).ok).toBe(false);
  });

  it('refuses text that is not a move, never throwing', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 6 }), (text) => {
        const r = parseMove(text);
        // What reads as a move is written back as the same text.
        expect(r.ok ? formatMove(r.value) : text).toBe(text);
      }),
    );
    for (const bad of ['', 'd', 'W>0', '8>1', 'F>1', 'FX>2', 'FH>F', 'W>F ', '1>1'])
      expect(parseMove(bad).ok).toBe(false);
  });

  it('uses DEFAULT_RULES draw 1 with unlimited passes and foundation moves allowed', () => {
    expect(DEFAULT_RULES).toMatchObject({ draw: 1, passes: 'unlimited', foundationToTableau: true });
  });
});
