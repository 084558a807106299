import type { Command } from '../models/session/commands';
import type { Page } from './app-context';

/** A key pressed, as the listener reads it (a KeyboardEvent's fields). */
type Press = Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'altKey' | 'shiftKey'>;

/**
 * Whether a press is one of a command's keys, written as aria-keyshortcuts writes them ("Control+Z Z"):
 * the key, and exactly the modifiers named (Command stands for Control on a Mac). Shift counts for letters
 * only ("?" is typed with it on most layouts), and not at all when `anyShift`.
 */
export function pressMatches(e: Press, keys: string, anyShift = false): boolean {
  const key = e.key.toLowerCase();
  return keys.split(' ').some((alternative) => {
    const parts = alternative.toLowerCase().split('+');
    const named = parts[parts.length - 1];
    return (
      named === key &&
      parts.includes('control') === (e.ctrlKey || e.metaKey) &&
      parts.includes('alt') === e.altKey &&
      (anyShift || !/^[a-z]$/.test(key) || parts.includes('shift') === e.shiftKey)
    );
  });
}

/**
 * The command a press runs, of those the page offers: while a toggle is on (Pause), only it, on its keys or
 * Escape; else the command whose keys it is, Shift and all, or else whose keys it is but for Shift (Shift+Z
 * is Redo at the table, and does nothing there with nothing to redo, but is Undo in a duel, which has no
 * Redo; Shift+D draws, as it always did); none while that command is off.
 */
export function commandFor(e: Press, commands: readonly Command[]): Command | null {
  const on = commands.find((c) => c.pressed?.value);
  if (on) return (on.keys && pressMatches(e, on.keys, true)) || e.key === 'Escape' ? on : null;
  const found =
    commands.find((c) => c.keys && pressMatches(e, c.keys)) ??
    commands.find((c) => c.keys && pressMatches(e, c.keys, true));
  return found?.enabled.value ? found : null;
}

/**
 * The page's one key listener: the commands of the game on show and of the page (Page.commands), anywhere on
 * the page but in a dialog or a text field. Loaded as the page mounts (App.tsx), off the first paint's script;
 * `early` are the keys pressed before it arrived, played now in order. Returns the way to stop listening.
 */
export function listenShortcuts({ commands, dialog }: Page, early: readonly KeyboardEvent[] = []): () => void {
  const onKey = (e: KeyboardEvent) => {
    const t = e.target as HTMLElement;
    if (t.closest('dialog') || /^(INPUT|TEXTAREA|SELECT)$/.test(t.tagName)) return;
    const command = commandFor(e, commands.value);
    if (!command) return;
    e.preventDefault();
    command.run();
  };
  document.addEventListener('keydown', onKey);
  // A key that opened a dialog takes the keys after it there, where the dialog no longer hears them: they stop.
  for (const e of early) if (!dialog.value) onKey(e);
  return () => document.removeEventListener('keydown', onKey);
}
