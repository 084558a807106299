import type { Deal } from './deal';
import type { MoveError } from './legality';
import { formatMove, type Move } from './moves';
import { Board } from './core/board';
import { isWon, makeOn, type Step, step } from './play';
import { initialPosition, type Position } from './position';
import { fail, ok, type Result } from './result';
import type { Rules } from './rules';
import { EMPTY_TALLY, type Tally, tallyMove } from './scoring';

/**
 * A game is its rules, its deal and the moves played: everything else (the
 * position, the score, the counters) follows by replaying them, so undo is
 * exact by construction and two copies of a game can be compared move by move.
 */
export interface Game {
  readonly rules: Rules;
  readonly deal: Deal;
  readonly moves: readonly Move[];
  /** Moves taken back by undo, the most recent last: redo plays them again. A new move clears them. */
  readonly undone: readonly Move[];
}

/** What a game's moves lead to. */
export interface GameState {
  readonly position: Position;
  readonly tally: Tally;
  readonly won: boolean;
}

export const newGame = (deal: Deal, rules: Rules): Game => ({ rules, deal, moves: [], undone: [] });

export const startState = (game: Game): GameState => ({
  position: initialPosition(game.deal, game.rules),
  tally: EMPTY_TALLY,
  won: false,
});

/** The state after one more move, with what the move did. */
export function advance(
  rules: Rules,
  state: GameState,
  move: Move,
): Result<{ state: GameState; step: Step }, MoveError> {
  const s = step(state.position, move);
  if (!s.ok) return s;
  const position = s.value.position;
  return ok({
    state: { position, tally: tallyMove(rules, state.tally, move, s.value.flipped !== -1), won: isWon(position) },
    step: s.value,
  });
}

/**
 * Replays a game's moves from its deal. A stored or received game is untrusted:
 * an illegal move is reported with its 1-based index, never played.
 */
export function replay(game: Game, upTo = game.moves.length): Result<GameState, MoveError> {
  return replayFrom(game, 0, startState(game), upTo);
}

/** A state met on a replay, with the step that led to it. */
export interface Visit {
  /** Moves played to reach it. */
  readonly n: number;
  readonly state: GameState;
  readonly step: Step;
}

/**
 * Replays moves from+1..to of a game from the state after `from` on one board; `visit` is called for each
 * state `keep` names (built only for those: a 20,000-move game replays in milliseconds). The last state is
 * returned, or the first illegal move with its 1-based index.
 */
export function replayFrom(
  game: Game,
  from: number,
  start: GameState,
  to: number,
  keep: (n: number) => boolean = () => false,
  visit: (v: Visit) => void = () => {},
): Result<GameState, MoveError> {
  const board = Board.from(start.position);
  let tally = start.tally;
  let state = start;
  for (let i = from; i < to; i++) {
    const move = game.moves[i];
    const made = makeOn(board, move);
    if (!made.ok)
      return fail(made.code, `${i + 1}: ${formatMove(move)}: ${made.message}`, [
        i + 1,
        formatMove(move),
        ...(made.values ?? []),
      ]);
    tally = tallyMove(game.rules, tally, move, made.value.flipped !== -1);
    const kept = keep(i + 1);
    if (kept || i + 1 === to) {
      const position = board.toPosition(game.rules);
      state = { position, tally, won: isWon(position) };
      if (kept) visit({ n: i + 1, state, step: { position, move, ...made.value } });
    }
  }
  return ok(state);
}

/** Plays a move after the game's last one; the redo list is cleared. */
export function play(
  game: Game,
  state: GameState,
  move: Move,
): Result<{ game: Game; state: GameState; step: Step }, MoveError> {
  const next = advance(game.rules, state, move);
  if (!next.ok) return next;
  return ok({ game: { ...game, moves: [...game.moves, move], undone: [] }, ...next.value });
}

export const canUndo = (game: Game): boolean => game.moves.length > 0;
export const canRedo = (game: Game): boolean => game.undone.length > 0;

/** Takes back the last move (the game is unchanged when there is none). */
export function undo(game: Game): Game {
  if (game.moves.length === 0) return game;
  return { ...game, moves: game.moves.slice(0, -1), undone: [...game.undone, game.moves[game.moves.length - 1]] };
}

/** Plays again the last move undone (the game is unchanged when there is none). */
export function redo(game: Game): Game {
  if (game.undone.length === 0) return game;
  return { ...game, moves: [...game.moves, game.undone[game.undone.length - 1]], undone: game.undone.slice(0, -1) };
}
