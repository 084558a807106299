import { autoCompleteMoves, canAutoComplete, foundationMoveFor, moveFor, safeCollectMove } from './assist';
import { newGame, replayFrom, startState } from './game';
import { decodeGame, encodeGame, readGame } from './game-codec';
import { moveEnds, targetsFor } from './places';
import { score } from './scoring';

/**
 * A table's rules as the models and the board use them: deal, apply moves (replayFrom; a state says when it
 * is won), the moves a card offers (a tap, a drop, sending it home), where a held card could go and where a
 * move takes hold and lets go, the moves played for the player (auto-collect, finishing a won game),
 * scoring, and the game's codec. The table model, its history, the gestures and the board take the table's
 * Variant and call no game's functions, but for what a tap means (best-move.ts: a hand's, loaded after the
 * first paint). One Variant plays Klondike and Spider-Klondike (every rule takes
 * the table's shape from the position); Double Solitaire is no Variant: two sides on shared foundations are
 * another game (engine/duel/). What every game has in common, its deal, moves, outcome and codec, is a
 * Mode (engine/mode.ts), whose table modes play through this Variant (engine/modes/table.ts). The members
 * keep the engine's names: a reader finds each one's rule under the same name.
 */
export interface Variant {
  readonly newGame: typeof newGame;
  readonly startState: typeof startState;
  readonly replayFrom: typeof replayFrom;
  readonly foundationMoveFor: typeof foundationMoveFor;
  readonly moveFor: typeof moveFor;
  readonly targetsFor: typeof targetsFor;
  readonly moveEnds: typeof moveEnds;
  readonly safeCollectMove: typeof safeCollectMove;
  readonly autoCompleteMoves: typeof autoCompleteMoves;
  readonly canAutoComplete: typeof canAutoComplete;
  readonly score: typeof score;
  readonly encodeGame: typeof encodeGame;
  readonly readGame: typeof readGame;
  readonly decodeGame: typeof decodeGame;
}

export const KLONDIKE: Variant = {
  newGame,
  startState,
  replayFrom,
  foundationMoveFor,
  moveFor,
  targetsFor,
  moveEnds,
  safeCollectMove,
  autoCompleteMoves,
  canAutoComplete,
  score,
  encodeGame,
  readGame,
  decodeGame,
};
