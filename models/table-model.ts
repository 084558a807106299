import type { ReadonlySignal } from '@preact/signals';
import type {
  Deal,
  DealLink,
  Game,
  GameState,
  Level,
  Move,
  Position,
  Rules,
  Source,
  StatsKey,
  Target,
  Variant,
} from '../engine';
import type { Played } from './history';
import type { RaceRecord } from './race-record';
import type { SavedTable } from './saved-table';
import type { Versus } from './versus';

// The table model's contract, what the page, persistence and the gestures read and call; models/game.ts makes it.

/**
 * The last change, for the board's animation and the screen reader's announcement (worded by the page,
 * components/Announcer.tsx): the steps played or taken back, or what the steps alone do not say (`note`, with
 * the moves rewound or brought back in `count`).
 */
export interface Change {
  readonly kind: 'play' | 'undo' | 'redo' | 'deal';
  readonly steps: readonly Played[];
  readonly note?: 'rewound' | 'back' | 'dealt' | 'updated';
  readonly count?: number;
}

export interface TableModel {
  readonly game: ReadonlySignal<Game>;
  readonly state: ReadonlySignal<GameState>;
  readonly position: ReadonlySignal<Position>;
  readonly dealNumber: ReadonlySignal<number | null>;
  readonly level: ReadonlySignal<Level>;
  /** The statistics its ending counts in: its game's, at its level. */
  readonly statsKey: ReadonlySignal<StatsKey>;
  /** Seconds of play; the timer runs only while the page is visible and the game is running. */
  readonly elapsed: ReadonlySignal<number>;
  /**
   * The clock runs: a move made, not won, not paused. Whether the game counts is another matter: a game
   * opened from someone else's moves counts in no statistics, and its clock runs all the same.
   */
  readonly running: ReadonlySignal<boolean>;
  /** The game was opened from someone else's moves (a game link): it counts in no statistics, nor makes a challenge. */
  readonly borrowed: ReadonlySignal<boolean>;
  /** Paused: the clock stops and the board is covered, until the player comes back to it. */
  readonly paused: ReadonlySignal<boolean>;
  pause(paused: boolean): void;
  readonly score: ReadonlySignal<number>;
  /** A move was made and no result is counted yet: a new game now would count as a loss (the one rule for warning and counting). */
  readonly inProgress: ReadonlySignal<boolean>;
  /**
   * The moves the player made, the figure shown: the moves played for them (auto-collect, auto-complete) are
   * not counted, as undo takes them back with the player's move they followed.
   */
  readonly moveCount: ReadonlySignal<number>;
  readonly canUndo: ReadonlySignal<boolean>;
  /** The game holds as many moves as a game may (MAX_GAME_MOVES): no move is played until one is undone. */
  readonly full: ReadonlySignal<boolean>;
  /**
   * A challenge may be made of this game: it is won, and every move of it was played here (a game link's
   * moves are someone else's, and would make their time and count this player's).
   */
  readonly canChallenge: ReadonlySignal<boolean>;
  readonly canRedo: ReadonlySignal<boolean>;
  readonly autoCompletable: ReadonlySignal<boolean>;
  readonly change: ReadonlySignal<Change | null>;
  /** Bumps on every change of the game: async answers about an older revision are dropped. */
  readonly revision: ReadonlySignal<number>;
  /** The rules of the game on the table. */
  readonly variant: Variant;
  play(move: Move): boolean;
  /** A double click or double tap: the card home, if it can go. */
  home(source: Source): boolean;
  drop(source: Source, target: Target): boolean;
  /** Click on the stock: draw, or recycle when it is empty. */
  stock(): boolean;
  undo(): void;
  redo(): void;
  /** Takes back the last n moves as one step (to where the game could still be won); `unrewind` undoes it. */
  rewind(n: number): void;
  /** Replays what the last rewind took back, if nothing was played since. */
  unrewind(): void;
  readonly canUnrewind: ReadonlySignal<boolean>;
  /** Auto-complete one card (the lowest that can go home); false when there is none. The caller paces the calls. */
  autoCompleteStep(): boolean;
  tick(): void;
  /**
   * A new deal; `race`, the race it is part of (none unless told); `played`, a game link's moves (checked
   * where the link was read), played on it already: someone else's, so the game is counted already.
   */
  deal(
    deal: Deal,
    dealNumber: number | null,
    level: Level,
    rules: Rules,
    race?: RaceRecord | null,
    played?: DealLink['played'],
  ): void;
  /** The race the game on the table is part of, if any. */
  readonly race: ReadonlySignal<RaceRecord | null>;
  /** Sets the race's record (the computer's moves, once the engine has them), and saves. */
  setRace(race: RaceRecord | null): void;
  /** Puts a saved table on the table as it is (a newer copy from another tab or browser): nothing is counted or saved. */
  load(saved: SavedTable): void;
  /**
   * Puts a newer copy of this game from another tab on the table, then plays on it again moves made here
   * at the same moment (missing from that copy); saves once. Returns how many of those moves went
   * through before one of the player's no longer fitted (the rest are taken back).
   */
  follow(onto: SavedTable, moves: readonly { readonly move: Move; readonly auto: boolean }[]): number;
  readonly uid: ReadonlySignal<string>;
  /** Hints shown in this game (counted in its record; statistics keep wins without any). */
  readonly hints: ReadonlySignal<number>;
  noteHint(): void;
  saved(): SavedTable;
}

/** A game's end, to count in the statistics. */
export interface GameResult {
  readonly uid: string;
  /** The statistics it counts in: its game's level (statsKey). */
  readonly level: StatsKey;
  readonly won: boolean;
  readonly seconds: number;
  readonly score: number;
  readonly hints: number;
  /** The player's undos (a rewind is one). */
  readonly undos?: number;
  /** Moves in the game's record, the automatic ones included. */
  readonly moves?: number;
  /** The deal and its rules as a link (engine/links/deal-link.ts), or a duel's (engine/links/duel-link.ts). */
  readonly link?: string;
  /** A duel's other side: the computer's cards home and why it ended. */
  readonly versus?: Versus;
  /** The race the game was part of (the history makes its Versus: models/versus.ts raceVersus). */
  readonly race?: RaceRecord;
}

export interface TableOptions {
  /** The game's rules: the table asks them for everything a rule decides (engine/variant.ts). */
  readonly variant: Variant;
  readonly autoCollect: () => boolean;
  /** A game ends (won, or abandoned after a move): count it once. */
  readonly onResult: (result: GameResult) => void;
  /** After every change the player makes (not after `load`, whose table comes from storage already). */
  readonly onSave: (saved: SavedTable) => void;
  /** A fresh game id (random in the page; tests pass their own). */
  readonly newUid?: () => string;
}
