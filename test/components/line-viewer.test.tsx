// @vitest-environment happy-dom
/**
 * The line viewer as the player meets it (components/dialogs/LineViewer.tsx, WinningLineDialog.tsx): a game of
 * the history replayed from Statistics, playing by itself on the page's timer (faked here), paused, faster,
 * sought with its slider, the moved card lit; a row kept without moves offers no Replay.
 */
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/preact';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_RULES, dealFromNumber, formatCard, initialPosition, legalMoves, type Move, step } from '../../engine';
import { type Page, PageProvider } from '../../components/app-context';
import { dialogs } from '../../components/dialogs';
import type { PastGame } from '../../models/past-games';
import { testPage } from '../support/page';

afterEach(() => {
  vi.useRealTimers();
  cleanup();
});

/** The page with every dialog; a lost game of eight moves of the player's on deal 13 in the history, and a row kept without moves. */
async function pageWithHistory(): Promise<{ page: Page; moved: string[] }> {
  const page = await testPage();
  await page.app.start();
  const { table } = page.app;
  table.deal(dealFromNumber(13), 13, 'normal', DEFAULT_RULES);
  for (let i = 0; i < 8; i++) table.play((legalMoves(table.state.value.position) as [Move])[0]);
  // The card each move of the record moved (automatic ones included), as the engine plays them again.
  const moved: string[] = [];
  let p = initialPosition(dealFromNumber(13), DEFAULT_RULES);
  for (const m of table.game.value.moves) {
    const s = step(p, m);
    if (!s.ok) throw new Error(s.message);
    p = s.value.position;
    moved.push(formatCard(m.type === 'draw' ? (p.waste.at(-1) as number) : s.value.cards[0]));
  }
  table.deal(dealFromNumber(14), 14, 'normal', DEFAULT_RULES);
  const old: PastGame = {
    uid: 'before-replays',
    at: 0,
    level: 'normal',
    won: true,
    seconds: 99,
    moves: 80,
    score: 500,
    hints: 0,
    undos: 0,
    link: '#deal=7&draw=1&passes=unlimited&f2t=1&scoring=standard',
  };
  await page.app.persistence.value?.imported([], [old], null);
  const { Dialogs } = dialogs;
  render(
    <PageProvider value={page}>
      <Dialogs />
    </PageProvider>,
  );
  return { page, moved };
}

const viewer = () => screen.getByRole('dialog', { name: 'Your game, move by move' });
const said = () => viewer().querySelector('.line-step')?.textContent;
const lit = () => [...viewer().querySelectorAll('.card.hinted')].map((c) => c.getAttribute('data-card'));
const slider = () => within(viewer()).getByRole('slider', { name: 'Move' }) as HTMLInputElement;
const tick = (ms: number) =>
  act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });

describe('the viewer of a game of the history', () => {
  it('is offered for a row that kept its moves, not for one kept without them', async () => {
    const { page } = await pageWithHistory();
    await act(() => {
      page.dialog.value = 'stats';
    });
    const rows = [
      ...screen.getByRole('dialog', { name: 'Statistics' }).querySelectorAll<HTMLElement>('.past-scroll tbody tr'),
    ];
    expect(rows).toHaveLength(2);
    const replays = rows.map((r) => within(r).queryAllByRole('button', { name: /^Replay/ }).length);
    expect(replays).toEqual([1, 0]);
  });

  it('plays the game by itself, a move a second, lighting the card each move moved, to its last position', async () => {
    const { page, moved } = await pageWithHistory();
    await act(() => {
      page.dialog.value = 'stats';
    });
    fireEvent.click(screen.getByRole('button', { name: /^Replay: #13/ }));
    expect(said()).toBe(`The deal, before the first of ${moved.length} moves.`);
    expect(lit()).toEqual([]);
    vi.useFakeTimers();
    fireEvent.click(within(viewer()).getByRole('button', { name: '▶ Play' }));
    await tick(999);
    expect(slider().value).toBe('0');
    await tick(1);
    expect(said()).toMatch(new RegExp(`^Move 1 of ${moved.length}: `));
    expect([slider().value, slider().getAttribute('aria-valuetext')]).toEqual(['1', said()]);
    expect(lit()).toEqual([moved[0]]);
    // The words are not said while it plays on its own (a sentence a step would queue up); they are once paused.
    expect(viewer().querySelector('.line-step')?.getAttribute('aria-live')).toBe('off');
    await tick(1000);
    expect(lit()).toEqual([moved[1]]);
    fireEvent.click(within(viewer()).getByRole('button', { name: '❚❚ Pause' }));
    await tick(5000);
    expect(said()).toMatch(new RegExp(`^Move 2 of ${moved.length}: `));
    expect(viewer().querySelector('.line-step')?.getAttribute('aria-live')).toBe('polite');
    // 4×: a move every 250 ms, to the end, where it stops.
    fireEvent.click(within(within(viewer()).getByRole('group', { name: 'Speed' })).getByRole('button', { name: '4×' }));
    fireEvent.click(within(viewer()).getByRole('button', { name: '▶ Play' }));
    await tick(750);
    expect(said()).toMatch(new RegExp(`^Move 5 of ${moved.length}: `));
    await tick(5000);
    expect(said()).toMatch(new RegExp(`^Move ${moved.length} of ${moved.length}: `));
    expect(lit()).toEqual([moved.at(-1)]);
    expect(
      within(viewer())
        .queryAllByRole('button', { name: /Play|Pause/ })
        .map((b) => b.textContent),
    ).toEqual(['▶ Play']);
  });

  it('shows the step its slider is moved to, and steps back and forth by hand', async () => {
    const { page, moved } = await pageWithHistory();
    await act(() => {
      page.dialog.value = 'stats';
    });
    fireEvent.click(screen.getByRole('button', { name: /^Replay: #13/ }));
    fireEvent.input(slider(), { target: { value: '6' } });
    await act(() => {});
    expect(said()).toMatch(new RegExp(`^Move 6 of ${moved.length}: `));
    expect(lit()).toEqual([moved[5]]);
    fireEvent.click(within(viewer()).getByRole('button', { name: '◂ Back' }));
    await act(() => {});
    expect([slider().value, lit()]).toEqual(['5', [moved[4]]]);
    fireEvent.click(within(viewer()).getByRole('button', { name: 'End »' }));
    await act(() => {});
    expect(slider().value).toBe(String(moved.length));
  });
});
