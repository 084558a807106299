import { render } from '@testing-library/preact';
import { type ComponentChild, h } from 'preact';
import { createPage, type Page, PageProvider } from '../../components/app-context';
import { statsRows } from '../../components/stats-rows';
import { createApp } from '../../models/app';
import type { SolverClient } from '../../models/solver';
import { MemoryKV } from '../../models/storage/kv';

/**
 * The new tab's page for a component test (happy-dom): the real app on storage in memory, with a worker that
 * never answers (or `solver`, e.g. test/support/solver.ts's real service, where its answers matter) and no
 * timers, a clean localStorage first; its sessions loaded when `sessions`, as after the first paint.
 */
export async function testPage({
  sessions = true,
  solver = () => new Promise<SolverClient>(() => {}),
}: {
  sessions?: boolean;
  solver?: () => Promise<SolverClient>;
} = {}): Promise<Page> {
  localStorage.clear();
  const app = createApp({
    solver,
    storage: async () => ({ local: new MemoryKV(), sync: new MemoryKV() }),
    now: () => 0,
    schedule: () => () => {},
  });
  if (sessions) await app.loadSessions();
  return createPage(app, statsRows(app.stats), () => import('../../components/dialogs').then((m) => m.dialogs));
}

/** Renders `view` inside the page's provider, as the entrypoint mounts the page's views. */
export const renderOnPage = (page: Page, view: ComponentChild) => render(h(PageProvider, { value: page }, view));
