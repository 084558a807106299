// @vitest-environment happy-dom
/** A game opened from someone else's moves says, between hints, that it counts in no statistics. */
import { cleanup, render, screen } from '@testing-library/preact';
import { afterEach, describe, expect, it } from 'vitest';
import { DEFAULT_RULES, dealFromNumber, parseMoves } from '../../engine';
import { createPage, PageProvider } from '../../components/app-context';
import { StatusLine } from '../../components/StatusLine';
import { statsRows } from '../../components/stats-rows';
import { createApp } from '../../models/app';
import type { SolverClient } from '../../models/solver';
import { MemoryKV } from '../../models/storage/kv';

afterEach(cleanup);

function statusLine() {
  localStorage.clear();
  const app = createApp({
    solver: () => new Promise<SolverClient>(() => {}),
    storage: async () => ({ local: new MemoryKV(), sync: new MemoryKV() }),
    now: () => 0,
    schedule: () => () => {},
  });
  const page = createPage(app, statsRows(app.stats));
  const { container } = render(
    <PageProvider value={page}>
      <StatusLine />
    </PageProvider>,
  );
  return { app, line: () => container.querySelector('p.hint')?.textContent };
}

describe('the status line', () => {
  it('says a game opened from a game link counts in no statistics', async () => {
    const { app, line } = statusLine();
    const moves = parseMoves('D D');
    if (!moves.ok) throw new Error(moves.message);
    app.table.deal(dealFromNumber(9), 9, 'normal', DEFAULT_RULES, null, { moves: moves.value, auto: '00' });
    await screen.findByText(/counts in no statistics/);
    expect(line()).toBe('These moves came from a game link, so this game counts in no statistics.');
  });

  it('says nothing of a game of the player’s own', () => {
    const { app, line } = statusLine();
    app.table.stock();
    expect(line()).toBe('');
  });
});
