import type { ReadonlySignal } from '@preact/signals';
import type { StatsKey } from '../../engine';
import type { ModeInfo, Outcome, PlayedGame } from '../../engine/mode';
import { clockText } from '../clock-text';
import { t } from '../words';

/**
 * A game being played, whatever its mode (engine/mode.ts): dealt → playing ⇄ paused → set aside ⇄ resumed →
 * ended. What the page asks of any game (the clock, the one rule for leaving, how it ended, its title) is
 * asked here, in one place; a mode's own model answers through an adapter (table-session.ts,
 * duel-session.ts), its end by the mode's own rule (Mode.outcome).
 */
export interface Session {
  /** The mode its game is played in: a game of the table alone, from a game link, a race, a challenge, a duel. */
  readonly mode: ReadonlySignal<ModeInfo>;
  readonly uid: ReadonlySignal<string>;
  /** Its level, or the computer's strength, in words: "Normal", "Casual". */
  readonly level: ReadonlySignal<string>;
  /** The statistics its ending counts in (its game and level, or the duel's strength). */
  readonly statsKey: ReadonlySignal<StatsKey>;
  /** Seconds played. */
  readonly elapsed: ReadonlySignal<number>;
  /** Played on and not over, nor paused: its clock runs while it is the active session. */
  readonly running: ReadonlySignal<boolean>;
  /**
   * Leaving it now counts as a loss: under way (a move made, not over) and not counted already (a game
   * from someone else's link counts in no statistics). Every warning reads this; the mode's model counts
   * the loss by the same rule when the game is left.
   */
  readonly leaveCounts: ReadonlySignal<boolean>;
  /**
   * How it ended (won, lost, a duel decided, a race won or lost), by its mode's rule; null while it goes on.
   * Its results are owed to the player once (SessionHost.owed); won by the player, the cards fall in the
   * win's cascade first.
   */
  readonly outcome: ReadonlySignal<Outcome | null>;
  /** A second of play: the host calls it for the active session only. */
  tick(): void;
}

/** Whether games counted under a statistics key keep a score (a duel has none: its figures are cards home). */
export const keepsScore = (key: StatsKey): boolean => !key.startsWith('double-solitaire/');

/** Each game a mode is played at, in the page's language (a message's name takes no hyphen). */
const MODE_WORDS = {
  klondike: 'mode.klondike',
  'spider-klondike': 'mode.spiderKlondike',
  'double-solitaire': 'mode.doubleSolitaire',
} as const satisfies Record<PlayedGame, string>;

const modeTitle = (game: PlayedGame): string => t(MODE_WORDS[game]);

/** "Spider-Klondike · Normal · 5:37": how the page names a session (Back to …, the leave warning). */
export const sessionTitle = (s: Session): string =>
  t('mode.title', modeTitle(s.mode.value.game), s.level.value, clockText(s.elapsed.value));
