import { type DialogName, type Page, usePage } from '../app-context';
import { duelPage } from '../Table';

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
  const close = () => {
    page.dialog.value = null;
  };
  return {
    ...page,
    open: page.dialog.value === name,
    close,
    // Every way to a game of Klondike sets a duel on the table aside (New game resumes it).
    start: (way) => {
      close();
      duelPage.value?.leave();
      way();
    },
  };
}
