// @vitest-environment happy-dom
/**
 * The table's warnings as the player meets them: the worker's verdict (the real solver service behind a
 * MessageChannel) on the game the table plays, shown over the table with what can be done about it.
 */
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/preact';
import { afterEach, describe, expect, it } from 'vitest';
import { DEFAULT_RULES, dealFromNumber, initialPosition, type Rules, step } from '../../engine';
import { canStillWin } from '../../engine/solver';
import { PageProvider } from '../../components/app-context';
import { Toasts } from '../../components/Toasts';
import type { App } from '../../models/app';
import { testPage } from '../support/page';
import { realSolver } from '../support/solver';

const solver = realSolver();

afterEach(cleanup);

/** Draw three, one pass: a stock drawn through unplayed is gone for good. */
const oneShot: Rules = { ...DEFAULT_RULES, draw: 3, passes: 1 };

/** The page on deal `n` under one-shot rules, its checks started (as after the first paint). */
async function table(n: number, autoCollect = true) {
  const page = await testPage({ solver: solver() });
  const { app } = page;
  app.settings.update({ autoCollect });
  app.games.shared({ deal: dealFromNumber(n), dealNumber: n, rules: oneShot }, true);
  // New game's model loads at its first use: the deal lands a moment later.
  await waitFor(() => expect(app.table.dealNumber.value).toBe(n));
  expect(app.table.game.value.rules).toEqual(oneShot);
  app.analysis.start();
  render(
    <PageProvider value={page}>
      <Toasts />
    </PageProvider>,
  );
  await answered(app);
  return app;
}

/** Waits for the worker's verdict on the position on the table now (each change clears the last one). */
const answered = (app: App) =>
  waitFor(() => expect(app.analysis.current.value).toBeInstanceOf(Object), { timeout: 15_000 });

/** The warning on show, once it is of `kind`. */
const warning = (kind: string) =>
  waitFor(() => {
    const banner = document.querySelector<HTMLElement>('p.banner');
    expect(banner?.dataset.banner).toBe(kind);
    return banner as HTMLElement;
  });
const buttons = (banner: HTMLElement) => [...banner.querySelectorAll('button')].map((b) => b.textContent);

describe('the table’s warnings', () => {
  it('a dead position says "No moves left", with Undo and New game', { timeout: 30_000 }, async () => {
    // Deal #6, one pass: once the stock is drawn through, nothing can be played.
    const app = await table(6);
    for (let i = 0; i < 8; i++) app.table.stock();
    await answered(app);
    const banner = await warning('no-moves');
    // The warning says what it knows from: the stock's cards, seen or not.
    expect(banner.textContent).toContain('No moves left (the engine looked at the hidden cards');
    expect(buttons(banner)).toEqual(['Undo', 'New game']);
  });

  it('a deal lost from the start is called so at move 0, and blamed on no move after', {
    timeout: 30_000,
  }, async () => {
    const app = await table(6);
    let banner = await warning('deal-lost');
    expect(banner.textContent).toContain('This deal can’t be won, whatever you play');
    app.table.stock();
    expect(app.table.game.value.moves).toHaveLength(1);
    await answered(app);
    banner = await warning('deal-lost');
    // Lost from the deal: nothing to rewind to.
    expect(buttons(banner)).toEqual(['New game']);
  });

  it('a lost position offers the rewind, which lands on a winnable position and is itself undoable', {
    timeout: 30_000,
  }, async () => {
    // Deal #21, one pass: winnable from the deal, lost once the whole stock is drawn unplayed.
    // Auto-collect off, so that the moves are exactly the eight draws.
    const app = await table(21, false);
    const t = app.table;
    for (let i = 0; i < 8; i++) t.stock();
    await answered(app);
    const banner = await warning('lost');
    expect(buttons(banner)).toEqual(['Rewind 7 moves to where it could still be won', 'New game']);
    fireEvent.click(screen.getByRole('button', { name: /^Rewind 7 moves/ }));
    expect(t.game.value.moves).toHaveLength(1);
    // Checked with the engine: one draw in, the deal can still be won.
    const after = step(initialPosition(dealFromNumber(21), oneShot), { type: 'draw' });
    if (!after.ok) throw new Error(after.message);
    expect(canStillWin(after.value.position, { maxNodes: 2_000_000 })).toBe('yes');
    fireEvent.click(await screen.findByRole('button', { name: 'Undo the rewind' }));
    expect(t.game.value.moves).toHaveLength(8);
  });
});
