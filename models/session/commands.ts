import { computed, type ReadonlySignal } from '@preact/signals';
import type { MessageKey } from '../words';

/**
 * A command of the game on show, or of the page: the one bar draws the ones with a place there as buttons,
 * and the one key listener runs each on its keys. A mode hands the page its list (table-commands.ts,
 * duel-commands.ts); the page adds its own (New game, Settings, Statistics, Help).
 */
export interface Command {
  /** What it is (the bar's button is `<id>-button`). */
  readonly id: string;
  /** Its name in the bar; a command without one has keys only (Draw is the stock's own; Skip is the turn line's). */
  readonly label?: MessageKey;
  /** Shown in the bar instead of its name, which then names it for screen readers ("?" for Help). */
  readonly short?: string;
  /** Its keys as aria-keyshortcuts writes them, alternatives apart: "Control+Z Z". */
  readonly keys?: string;
  readonly enabled: ReadonlySignal<boolean>;
  /**
   * A toggle that is on (Pause): while it is, its keys (and Escape) are the only ones that run anything,
   * so a key pressed at a paused game cannot play on behind the cover.
   */
  readonly pressed?: ReadonlySignal<boolean>;
  /** At work on its answer (a hint being searched for). */
  readonly busy?: ReadonlySignal<boolean>;
  run(): void;
}

/** What a command that is never off has for `enabled`. */
export const ALWAYS: ReadonlySignal<boolean> = computed(() => true);
