import { type DialogName, type Page, usePage } from '../app-context';

/**
 * One of the page's dialogs: open while the page names it, with the models to read. `close` closes it;
 * `start` closes it and takes a way to a new game (which may still ask before a game under way is left).
 */
export function useDialog(name: NonNullable<DialogName>): Page & {
  open: boolean;
  close: () => void;
  start: (way: () => void) => void;
} {
  const page = usePage();
  // Only while it is the one open: a dialog that opens another closes itself first, and its native close
  // event, which comes a moment later, must not close the other one.
  const close = () => {
    if (page.dialog.value === name) page.dialog.value = null;
  };
  return {
    ...page,
    open: page.dialog.value === name,
    close,
    // Every way to a game of Klondike sets a duel on the table aside (New game resumes it).
    start: (way) => {
      close();
      page.duel.value?.seat.leave();
      way();
    },
  };
}
