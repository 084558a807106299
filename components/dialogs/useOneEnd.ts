import { effect } from '@preact/signals';
import { useEffect } from 'preact/hooks';
import type { Session } from '../../models/session/session';
import { usePage } from '../app-context';

/**
 * The one end of every mode, on the page: a game over on show owes its results (SessionHost.owed), shown once
 * nothing else is open, a won game's cascade first, whatever was pressed meanwhile (a press only puts the
 * cascade away sooner). Runs with the dialogs (Dialogs mounts it on whichever page is shown).
 */
export function useOneEnd(): void {
  const { app, dialog, falling } = usePage();
  // A plain effect (not useSignalEffect): the signals' module is on the first paint's path, whole.
  useEffect(() => {
    /** The game whose results were owed when last looked: one newly over (or won again after an undo) is celebrated. */
    let was: Session | null = null;
    return effect(() => {
      const sessions = app.sessions.value;
      const owed = sessions?.owed.value ?? null;
      // Read before any branch: the effect runs again when either changes.
      const free = !falling.value && dialog.value === null;
      const fresh = owed !== was;
      was = owed;
      if (!sessions || !owed) return;
      if (fresh && owed.outcome.value?.winner === 'player') falling.value = true;
      else if (free) {
        dialog.value = 'results';
        sessions.shown();
      }
    });
  }, []);
}
