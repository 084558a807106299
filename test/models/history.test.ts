import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  advance,
  DEFAULT_RULES,
  dealFromNumber,
  decodeGame,
  type Game,
  type GameState,
  KLONDIKE,
  legalMoves,
  mulberry32,
  newGame,
  replay,
  startState,
} from '../../engine';
import { History } from '../../models/history';
import { longGame } from '../support/long-game';

function historyOf(game: Game, auto?: string, undoneAuto?: string): History {
  const h = History.of(KLONDIKE, game, auto, undoneAuto);
  if (!h) throw new Error('not a legal game');
  return h;
}

/** A game of up to n legal moves on deal `deal`, chosen by the seed. */
function randomGame(deal: number, seed: number, n: number): Game {
  const next = mulberry32(seed);
  const rand = () => next() / 2 ** 32;
  const h = historyOf(newGame(dealFromNumber(deal), DEFAULT_RULES));
  for (let i = 0; i < n; i++) {
    const moves = legalMoves(h.state.position);
    if (moves.length === 0) break;
    h.play(moves[Math.floor(rand() * moves.length)], rand() < 0.2);
  }
  return h.game;
}

const stateAfter = (g: Game, n: number) => {
  const r = replay(g, n);
  if (!r.ok) throw new Error(r.message);
  return r.value;
};

/** The state after each move, by the engine's own step. */
function statesOf(g: Game): GameState[] {
  const states = [startState(g)];
  for (const m of g.moves) {
    const r = advance(g.rules, states[states.length - 1], m);
    if (!r.ok) throw new Error(r.message);
    states.push(r.value.state);
  }
  return states;
}

describe('the history of a game', () => {
  it('undo gives back, move after move, the state before and the step as the rules played it; redo plays them again', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 2000 }), fc.nat(), fc.integer({ min: 0, max: 300 }), (deal, seed, n) => {
        const g = randomGame(deal, seed, n);
        const h = historyOf(g);
        const states = statesOf(g);
        for (let k = g.moves.length; k > 0; k--) {
          const played = h.undo();
          expect(played?.before).toEqual(states[k - 1].position);
          expect(played?.step.position).toEqual(states[k].position);
          expect(h.state).toEqual(states[k - 1]);
        }
        expect(h.undo()).toBeNull();
        while (h.redo());
        expect(h.game.moves).toEqual(g.moves);
        expect(h.state).toEqual(stateAfter(g, g.moves.length));
      }),
      { numRuns: 40 },
    );
  });

  it('a move played drops the moves undone; the auto flags travel with their moves through undo and redo', () => {
    const g = randomGame(7, 1, 30);
    const h = historyOf(g, '1'.repeat(30));
    h.undo();
    h.undo();
    expect(h.game.undone).toHaveLength(2);
    expect(h.nextRedoAuto).toBe(true);
    expect(h.saved()).toEqual({ auto: '1'.repeat(28), undoneAuto: '11' });
    h.redo();
    expect(h.saved()).toEqual({ auto: '1'.repeat(29), undoneAuto: '1' });
    const [m] = legalMoves(h.state.position);
    h.play(m, false);
    expect(h.game.undone).toHaveLength(0);
    expect(h.saved()).toEqual({ auto: `${'1'.repeat(29)}0`, undoneAuto: '' });
  });

  it('a game whose moves are not legal has no history (the table then keeps what it shows)', () => {
    const g = randomGame(3, 5, 10);
    const wrong = { ...g, moves: [...g.moves, { type: 'recycle' as const }, { type: 'recycle' as const }] };
    expect(History.of(KLONDIKE, wrong)).toBeNull();
  });

  it('a 20,000-move game keeps a few hundred states, and undo far back still lands on the replayed state', () => {
    const saved = longGame();
    const g = decodeGame(saved.game);
    if (!g.ok) throw new Error(g.message);
    const h = historyOf(g.value);
    const held = (h as unknown as { kept: unknown[] }).kept.filter((k) => k !== null).length;
    expect(held).toBeLessThan(20_000 / 64 + 64 + 2);
    for (let i = 0; i < 200; i++) h.undo();
    expect(h.state).toEqual(stateAfter(g.value, 20_000 - 200));
    // Past the last 64 and two more checkpoints: each undo there replays from the checkpoint before.
    for (let i = 0; i < 150; i++) h.undo();
    expect(h.state).toEqual(stateAfter(g.value, 20_000 - 350));
  });
});
