import { useState } from 'preact/hooks';
import { createPage, PageProvider } from '../../components/app-context';
import { statsRows } from '../../components/stats-rows';
import { Table } from '../../components/Table';
import { useShortcuts } from '../../components/useShortcuts';
import type { App as AppModel } from '../../models/app';

/** Mount and wire: the page (the models, and the page's own state) handed to its components, and the page-wide shortcuts. */
export function App({ app }: { app: AppModel }) {
  const [page] = useState(() => createPage(app, statsRows(app.stats)));
  useShortcuts(page);
  return (
    <PageProvider value={page}>
      <Table />
    </PageProvider>
  );
}
