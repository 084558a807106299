import { dealFromNumber } from '../deal';
import type { Game, GameState } from '../game';
import { type GameName, gameOfDeal, shapeOf } from '../games';
import type { Move } from '../moves';
import { legalMoves } from '../play';
import { fail, ok, type Result } from '../result';
import type { Rules } from '../rules';
import { KLONDIKE } from '../variant';
import type { Mode, ModeName, Outcome } from '../mode';

/*
 * The games of the table, played alone: Klondike and Spider-Klondike (one Variant plays both: every rule
 * takes the table's shape from the position), and either opened from a game link (someone else's moves,
 * counted in no statistics). A game is its record and the state its moves lead to.
 */

export interface TableGame {
  readonly game: Game;
  readonly state: GameState;
}

export type TableMode = Mode<TableGame, Move, Rules>;

const variant = KLONDIKE;

/** The game after its moves: the state replayed (a record is replayed where it is read, so this is trusted). */
const stateOf = (game: Game): Result<GameState> =>
  variant.replayFrom(game, 0, variant.startState(game), game.moves.length);

function tableMode(name: ModeName, game: GameName, counts: boolean): TableMode {
  return {
    name,
    game,
    counts,
    deal(seed, rules) {
      const g = variant.newGame(dealFromNumber(seed, shapeOf(game)), rules);
      return { game: g, state: variant.startState(g) };
    },
    legalMoves: (g) => (g.state.won ? [] : legalMoves(g.state.position)),
    play(g, m) {
      if (g.state.won) return fail('bad-move', 'the game is won');
      const game = { ...g.game, moves: [...g.game.moves, m], undone: [] };
      const n = g.game.moves.length;
      const state = variant.replayFrom(game, n, g.state, n + 1);
      return state.ok ? ok({ game, state: state.value }) : state;
    },
    // A game alone ends when it is won; one with no move left goes on until the player leaves it.
    outcome: (g) => (g.state.won ? WON : null),
    left: () => LEFT,
    encode: (g) => variant.encodeGame(g.game),
    decode(data) {
      const read = variant.decodeGame(data);
      if (!read.ok) return read;
      if (gameOfDeal(read.value.deal) !== game) return fail('deal', `the deal is not ${game}'s`);
      const state = stateOf(read.value);
      return state.ok ? ok({ game: read.value, state: state.value }) : state;
    },
  };
}

const WON: Outcome = { winner: 'player', why: 'all-home' };
/** A game alone left: nobody won (it counts as lost). */
const LEFT: Outcome = { winner: null, why: 'left' };

export const KLONDIKE_MODE = tableMode('klondike', 'klondike', true);
export const SPIDER_KLONDIKE_MODE = tableMode('spider-klondike', 'spider-klondike', true);

/** A game opened from a game link, Klondike's or Spider-Klondike's: played as any, counted in no statistics. */
export const GAME_LINK_MODES: Record<GameName, TableMode> = {
  klondike: tableMode('game-link', 'klondike', false),
  'spider-klondike': tableMode('game-link', 'spider-klondike', false),
};

/** The mode of a game of the table alone, by its game. */
export const tableModeOf = (game: GameName): TableMode => (game === 'klondike' ? KLONDIKE_MODE : SPIDER_KLONDIKE_MODE);
