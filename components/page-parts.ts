import type { ReadonlySignal } from '@preact/signals';
import type { FunctionComponent } from 'preact';
import type { StatsKey } from '../engine';
import type { DuelSeat } from '../models/duel-app';

/**
 * The page's parts that load after the first paint (components/dialogs): the dialogs, the messages, the
 * screen reader's announcements, the race's panel and the win cascade. Named here, not imported, so that
 * the page's context knows their shape without importing the dialogs (which import the context).
 */
export interface PageParts {
  readonly Announcer: FunctionComponent;
  readonly Dialogs: FunctionComponent;
  readonly RacePanel: FunctionComponent;
  readonly Toasts: FunctionComponent;
  readonly WinCascade: FunctionComponent;
}

/**
 * Double Solitaire's part of the page (components/duel-page.tsx), loaded when a duel is asked for or is on
 * the table: its seat, and its page, which takes the table's place while the duel is open.
 */
export interface DuelPart {
  readonly seat: DuelSeat;
  readonly View: FunctionComponent;
  /** The duel is on show (not set aside). */
  readonly open: ReadonlySignal<boolean>;
  /** The statistics the duel on show counts in; null when none is on show. */
  readonly statsKey: ReadonlySignal<StatsKey | null>;
}
