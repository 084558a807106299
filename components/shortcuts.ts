import type { Page } from './app-context';

/**
 * The page's keyboard shortcuts, anywhere on the page but in a dialog or a text field; while paused, only P
 * (or Escape) resumes. Loaded as the page mounts (App.tsx), off the first paint's script; `early` are the
 * keys pressed before it arrived, played now in order. Returns the way to stop listening.
 */
export function listenShortcuts(
  { app, dialog, autoComplete, duel }: Page,
  early: readonly KeyboardEvent[] = [],
): () => void {
  const { table, hints } = app;
  const onKey = (e: KeyboardEvent) => {
    const t = e.target as HTMLElement;
    // A duel on the table has keys of its own (DuelTable.tsx).
    if (t.closest('dialog') || /^(INPUT|TEXTAREA|SELECT)$/.test(t.tagName) || duel.value?.open.value) return;
    const key = e.key.toLowerCase();
    const mod = e.ctrlKey || e.metaKey;
    if (table.paused.value) {
      if ((key === 'p' || key === 'escape') && !mod && !e.altKey) {
        e.preventDefault();
        table.pause(false);
      }
      return;
    }
    if (key === 'z' && (mod || !e.altKey)) {
      e.preventDefault();
      if (e.shiftKey) table.redo();
      else table.undo();
    } else if (mod || e.altKey) return;
    else if (key === 'y') table.redo();
    else if (key === 'd') table.stock();
    else if (key === 'h') void hints.ask();
    else if (key === 'a' && table.autoCompletable.value) autoComplete();
    else if (key === 'p') table.pause(true);
    else if (key === 'n') dialog.value = 'new';
    else if (key === '?') dialog.value = 'help';
    else return;
    e.preventDefault();
  };
  document.addEventListener('keydown', onKey);
  // A key that opened a dialog takes the keys after it there, where the dialog no longer hears them: they stop.
  for (const e of early) if (!dialog.value) onKey(e);
  return () => document.removeEventListener('keydown', onKey);
}
