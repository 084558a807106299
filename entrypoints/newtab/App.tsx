import { useEffect } from 'preact/hooks';
import { type Page, PageProvider } from '../../components/app-context';
import { Table } from '../../components/Table';

/** Mount and wire: the page (the models, and the page's own state) handed to its components, and the page-wide shortcuts. */
export function App({ page }: { page: Page }) {
  // The shortcuts are a chunk of their own, off the first paint's script, loaded as the page mounts: not
  // after the first paint like the entry point's other loads, which can come a second later. Keys pressed
  // before the chunk arrives (a player quick on D, or H) are held and played when it does, not lost.
  useEffect(() => {
    const early: KeyboardEvent[] = [];
    const hold = (e: KeyboardEvent) => early.push(e);
    document.addEventListener('keydown', hold);
    let stop: (() => void) | undefined;
    let gone = false;
    void import('../../components/shortcuts')
      .then((m) => {
        if (!gone) stop = m.listenShortcuts(page, early);
      })
      .finally(() => document.removeEventListener('keydown', hold));
    return () => {
      gone = true;
      document.removeEventListener('keydown', hold);
      stop?.();
    };
  }, [page]);
  return (
    <PageProvider value={page}>
      <Table />
    </PageProvider>
  );
}
