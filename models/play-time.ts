import { effect } from '@preact/signals';
import type { TableModel } from './table-model';
import { readLocal, writeLocal } from './local-store';
import type { SavedTable } from './saved-table';
import { MAX_SECONDS } from '../engine';

/**
 * The seconds played on the game on the table, written each second of play: a game is saved with every
 * move, but the time since the last move would otherwise be lost when the browser closes without a word.
 */
const CLOCK_KEY = 'clock';

/** Keeps the copy of the seconds played on the game on the table. Returns a stop function. */
export const keepPlayTime = (table: TableModel): (() => void) =>
  effect(() => {
    writeLocal(CLOCK_KEY, { uid: table.uid.value, elapsed: table.elapsed.value });
  });

/** The saved table with the seconds played since its last save, when the clock record is about this game. */
export function withPlayTime(t: SavedTable): SavedTable {
  const c = readLocal(CLOCK_KEY) as { uid?: unknown; elapsed?: unknown } | undefined;
  const elapsed = c?.elapsed;
  const ok =
    c?.uid === t.uid &&
    t.uid !== '' &&
    typeof elapsed === 'number' &&
    Number.isSafeInteger(elapsed) &&
    elapsed > t.elapsed &&
    elapsed <= MAX_SECONDS;
  return ok ? { ...t, elapsed } : t;
}

/**
 * The page's one clock: a second at a time while the page is visible, to the game on show (the session host
 * gives it to the active session alone, which decides whether its clock runs). Returns a stop function.
 */
export function startTimer(sessions: { tick(): void }): () => void {
  const id = setInterval(() => {
    if (document.visibilityState === 'visible') sessions.tick();
  }, 1000);
  return () => clearInterval(id);
}
