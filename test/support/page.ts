import { createPage, type Page } from '../../components/app-context';
import { statsRows } from '../../components/stats-rows';
import { createApp } from '../../models/app';
import type { SolverClient } from '../../models/solver';
import { MemoryKV } from '../../models/storage/kv';

/**
 * The new tab's page for a component test (happy-dom): the real app on storage in memory, with a worker that
 * never answers and no timers, a clean localStorage first; its sessions loaded when `sessions`, as after the
 * first paint.
 */
export async function testPage({ sessions = true } = {}): Promise<Page> {
  localStorage.clear();
  const app = createApp({
    solver: () => new Promise<SolverClient>(() => {}),
    storage: async () => ({ local: new MemoryKV(), sync: new MemoryKV() }),
    now: () => 0,
    schedule: () => () => {},
  });
  if (sessions) await app.loadSessions();
  return createPage(app, statsRows(app.stats));
}
