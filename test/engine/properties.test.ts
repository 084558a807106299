import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  advance,
  DEFAULT_RULES,
  dealFromNumber,
  formatMove,
  formatPosition,
  type Game,
  initialPosition,
  legalMoves,
  MOVE_SPACE,
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
 * A random game: a deal number, rules, and choices that pick among the legal
 * moves at each turn. Draws and recycles are picked less often so that games
 * reach deep positions instead of turning the stock over and over.
 */
const playArb = fc.record({
  deal: fc.nat({ max: 0xffffffff }),
  rules: rulesArb,
  choices: fc.array(fc.nat(), { minLength: 1, maxLength: 150 }),
});

function* walk(deal: number, rules: Rules, choices: number[]): Generator<{ position: Position; moves: Move[] }> {
  let position = initialPosition(dealFromNumber(deal), rules);
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
  ...p.foundations.flatMap((n, s) => Array.from({ length: n }, (_, r) => s * 13 + r)),
];

const RUNS = { numRuns: 150 };

describe('random play (fast-check)', () => {
  it('keeps all 52 cards accounted for, each exactly once', () => {
    fc.assert(
      fc.property(playArb, ({ deal, rules, choices }) => {
        for (const { position } of walk(deal, rules, choices)) {
          const cards = allCards(position);
          expect(cards).toHaveLength(52);
          expect(new Set(cards).size).toBe(52);
        }
      }),
      RUNS,
    );
  });

  it('generates exactly the moves the naive reference rules allow, and each plays as the reference plays it', () => {
    fc.assert(
      fc.property(playArb, ({ deal, rules, choices }) => {
        for (const { position } of walk(deal, rules, choices)) {
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
      fc.property(playArb, ({ deal, rules, choices }) => {
        for (const { position } of walk(deal, rules, choices)) {
          const legal = new Set(legalMoves(position).map(formatMove));
          for (const m of MOVE_SPACE) {
            const s = step(position, m);
            expect(s.ok).toBe(legal.has(formatMove(m)));
            if (!s.ok) expect(s.message).not.toBe('');
          }
        }
      }),
      RUNS,
    );
  });

  it('unmake after make restores the board exactly', () => {
    fc.assert(
      fc.property(playArb, ({ deal, rules, choices }) => {
        for (const { position } of walk(deal, rules, choices)) {
          const board = Board.from(position);
          for (const m of legalMoves(position)) {
            const token = board.make(encodeMove(m));
            board.unmake(token);
            expect(board.toPosition(rules)).toEqual(position);
          }
        }
      }),
      RUNS,
    );
  });

  it('undo after a move gives back the exact previous game state', () => {
    fc.assert(
      fc.property(playArb, ({ deal, rules, choices }) => {
        let game: Game = newGame(dealFromNumber(deal), rules);
        let last: Move[] = [];
        for (const { moves } of walk(deal, rules, choices)) last = moves;
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
      fc.property(playArb, fc.nat(), fc.nat(), fc.nat({ max: 4 }), ({ deal, rules, choices }, cut, end, every) => {
        let moves: Move[] = [];
        for (const w of walk(deal, rules, choices)) moves = w.moves;
        const game: Game = { ...newGame(dealFromNumber(deal), rules), moves };
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

  it('parses what it formats: positions', () => {
    fc.assert(
      fc.property(playArb, ({ deal, rules, choices }) => {
        for (const { position } of walk(deal, rules, choices)) {
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

  it('refuses text that is not a move, never throwing', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 6 }), (text) => {
        const r = parseMove(text);
        if (r.ok) expect(formatMove(r.value)).toBe(text);
      }),
    );
    for (const bad of ['', 'd', 'W>0', '8>1', 'F>1', 'FX>2', 'FH>F', 'W>F ', '1>1'])
      expect(parseMove(bad).ok).toBe(false);
  });

  it('uses DEFAULT_RULES draw 1 with unlimited passes and foundation moves allowed', () => {
    expect(DEFAULT_RULES).toMatchObject({ draw: 1, passes: 'unlimited', foundationToTableau: true });
  });
});
