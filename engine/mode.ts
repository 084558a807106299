import type { GameName } from './games';
import type { Result } from './result';

/*
 * A mode is a way to play a game: its deal, its moves, how it ends and how it is written down, one
 * interface for every game the page plays (after chessops' variant.ts: one Position interface, one
 * Outcome for every variant). The page adds each mode's words, commands and view; the engine keeps to
 * data. The modes are in engine/modes/: a game of the table (Klondike, Spider-Klondike), one opened from a
 * game link, a race against the computer or a friend's challenge, and a duel of Double Solitaire.
 */

/** The modes by name. */
export type ModeName = GameName | 'double-solitaire' | 'race' | 'challenge' | 'game-link';

/** The game a mode is played at, as the page names a session by it ("Spider-Klondike · Normal · 5:37"). */
export type PlayedGame = GameName | 'double-solitaire';

/** A time on the game's clock, in seconds, and the moves played by then. */
export interface Run {
  readonly seconds: number;
  readonly moves: number;
}

/**
 * Why a game ended: every card of a side home; neither side able to change anything (a duel called by
 * cards home); left for another game; a race finished first, or after the other side; or finished alone
 * after the other side got stuck.
 */
export type OutcomeWhy = 'all-home' | 'stalemate' | 'left' | 'faster' | 'slower' | 'other-stuck';

/**
 * How a game ended, whatever its mode: who won (the player, the other side, or nobody: a game alone left,
 * or a duel tied), why, and the figures its results show where the mode has them.
 */
export interface Outcome {
  readonly winner: 'player' | 'other' | null;
  readonly why: OutcomeWhy;
  /** Cards home, the player's and the other side's (a duel). */
  readonly home?: readonly [number, number];
  /** Each side's run where known (a race): the player's once finished, the other side's finish or where it stuck. */
  readonly runs?: readonly [Run | null, Run | null];
}

/** What names a mode, whatever its game: what a session holds of it. */
export interface ModeInfo {
  readonly name: ModeName;
  readonly game: PlayedGame;
  /** Whether its games count in the statistics (a game opened from someone else's moves counts in none). */
  readonly counts: boolean;
}

/**
 * A mode's rules over its game `G` (plain data, each play a new one), its moves `M`, and what a deal is
 * made from besides its seed, `S` (the rules, a duel's draw, a race's other side). Pure: no clock (a race's
 * time passes by a move), no storage.
 */
export interface Mode<G, M, S> extends ModeInfo {
  deal(seed: number, setup: S): G;
  /** Every move the game takes now, none once it is over. */
  legalMoves(g: G): M[];
  /** Plays a move: the game after it, or why it is refused. Never throws. */
  play(g: G, m: M): Result<G>;
  /** How the game ended, or null while it goes on. */
  outcome(g: G): Outcome | null;
  /** How the game ends if it is left now (a game left under way counts as lost: the leave rule's). */
  left(g: G): Outcome;
  /** The game as JSON-safe plain data, which `decode` reads back. */
  encode(g: G): unknown;
  /** Reads a game from untrusted data: every part checked, its moves replayed. */
  decode(data: unknown): Result<G>;
}
