import { describe, expect, it } from 'vitest';
import {
  canRedo,
  canUndo,
  DEFAULT_RULES,
  dealFromNumber,
  type Game,
  newGame,
  parseMoves,
  play,
  redo,
  replay,
  startState,
  undo,
} from '../../engine';

const deal = dealFromNumber(1);
const moves = (text: string) => {
  const m = parseMoves(text);
  if (!m.ok) throw new Error(m.message);
  return m.value;
};

function playAll(game: Game, text: string): Game {
  let g = game;
  let state = startState(g);
  for (const m of moves(text)) {
    const r = play(g, state, m);
    if (!r.ok) throw new Error(r.message);
    g = r.value.game;
    state = r.value.state;
  }
  return g;
}

describe('a game', () => {
  it('is its rules, its deal and its moves; the position follows by replaying them', () => {
    const g = playAll(newGame(deal, DEFAULT_RULES), 'D D D');
    expect(g.moves).toHaveLength(3);
    const s = replay(g);
    expect(s.ok && s.value.position.waste).toHaveLength(3);
  });

  it('undo restores the exact previous state and redo plays the move again', () => {
    const g = playAll(newGame(deal, DEFAULT_RULES), 'D D');
    const u = undo(g);
    expect(replay(u)).toEqual(replay(playAll(newGame(deal, DEFAULT_RULES), 'D')));
    expect(canRedo(u)).toBe(true);
    expect(redo(u)).toEqual(g);
  });

  it('a new move after an undo clears what could be redone', () => {
    const u = undo(playAll(newGame(deal, DEFAULT_RULES), 'D D'));
    const s = replay(u);
    if (!s.ok) throw new Error(s.message);
    const r = play(u, s.value, moves('D')[0]);
    expect(r.ok && canRedo(r.value.game)).toBe(false);
  });

  it('undo and redo with nothing to take back or replay leave the game as it is', () => {
    const g = newGame(deal, DEFAULT_RULES);
    expect(canUndo(g)).toBe(false);
    expect(undo(g)).toBe(g);
    expect(redo(g)).toBe(g);
  });

  it('an illegal move is refused and the game is unchanged', () => {
    const g = newGame(deal, DEFAULT_RULES);
    const r = play(g, startState(g), moves('R')[0]);
    expect(r.ok).toBe(false);
    expect(g.moves).toHaveLength(0);
  });

  it('a stored game with an illegal move is refused at that move, not replayed past it', () => {
    const r = replay({ ...newGame(deal, DEFAULT_RULES), moves: moves('D D R D') });
    expect(r.ok ? 'replayed' : r.message).toBe('3: R: the stock is not empty yet');
  });
});
