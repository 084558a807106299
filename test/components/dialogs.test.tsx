// @vitest-environment happy-dom
/**
 * The dialogs' rules as the player meets them, on the page's real models with storage in memory: which level
 * Statistics opens on, that a game under way is left only with the player's word (and then counts as lost),
 * and what Help explains. The browser's part (layout, first paint, downloads) is test/e2e/dialogs.e2e.ts's.
 */
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/preact';
import { afterEach, describe, expect, it } from 'vitest';
import { DEFAULT_RULES, dealFromNumber } from '../../engine';
import { PageProvider, type Page } from '../../components/app-context';
import { dialogs } from '../../components/dialogs';
import { testPage } from '../support/page';

afterEach(cleanup);

/** The page with every dialog, storage read, the table on deal 13 (nothing played). */
async function dialogsPage(): Promise<Page> {
  const page = await testPage();
  await page.app.start();
  page.app.table.deal(dealFromNumber(13), 13, 'normal', DEFAULT_RULES);
  const { Dialogs } = dialogs;
  render(
    <PageProvider value={page}>
      <Dialogs />
    </PageProvider>,
  );
  return page;
}

const dialog = (name: string) => screen.getByRole('dialog', { name });
const press = (within_: HTMLElement, name: string | RegExp) =>
  fireEvent.click(within(within_).getByRole('button', { name }));

/** Statistics' tab on show. */
const selectedTab = () =>
  within(within(dialog('Statistics')).getByRole('tablist', { name: 'Level' }))
    .getAllByRole('tab')
    .filter((tab) => tab.getAttribute('aria-selected') === 'true')
    .map((tab) => tab.textContent);

/** Statistics' figures for the tab on show, by name ("Played": "1"). */
async function figures(page: Page): Promise<Record<string, string>> {
  page.dialog.value = 'stats';
  const list = await waitFor(() => {
    const dl = dialog('Statistics').querySelector('dl.stats-figures');
    expect(dl).toBeInstanceOf(HTMLElement);
    return dl as HTMLElement;
  });
  const names = [...list.querySelectorAll('dt')].map((e) => e.textContent ?? '');
  const values = [...list.querySelectorAll('dd')].map((e) => e.textContent ?? '');
  page.dialog.value = null;
  return Object.fromEntries(names.map((n, i) => [n, values[i]]));
}

describe('Statistics', () => {
  it('open on the level of the game on the table, and remember a tab picked only while open', async () => {
    const page = await dialogsPage();
    page.dialog.value = 'stats';
    await waitFor(() => expect(selectedTab()).toEqual(['Normal']));
    press(dialog('Statistics'), 'Close');

    page.app.settings.update({ level: 'hard' });
    page.app.games.random(true);
    await waitFor(() => expect(page.app.table.level.value).toBe('hard'));
    page.dialog.value = 'stats';
    await waitFor(() => expect(selectedTab()).toEqual(['Hard']));
    fireEvent.click(within(dialog('Statistics')).getByRole('tab', { name: 'Vegas' }));
    await waitFor(() => expect(selectedTab()).toEqual(['Vegas']));
    press(dialog('Statistics'), 'Close');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Statistics' })).toBeNull());
    page.dialog.value = 'stats';
    await waitFor(() => expect(selectedTab()).toEqual(['Hard']));
  });
});

describe('leaving a game under way', () => {
  it('from Settings asks first, as New game does: kept, nothing counted; confirmed, one loss', async () => {
    const page = await dialogsPage();
    const { table } = page.app;
    table.stock();

    page.dialog.value = 'settings';
    press(await screen.findByRole('dialog', { name: 'Settings' }), 'New game with these settings');
    const leave = await screen.findByRole('dialog', { name: 'Leave this game?' });
    // It names the game it would leave, by the session's title, as New game's warning does.
    expect(leave.textContent).toMatch(/The game Klondike · Normal · 0:\d\d will count as a loss\./);
    press(leave, 'Keep playing this one');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Leave this game?' })).toBeNull());
    expect(table.dealNumber.value).toBe(13);
    expect(table.game.value.moves).toHaveLength(1);
    expect(await figures(page)).toMatchObject({ Played: '0', Lost: '0' });

    page.dialog.value = 'settings';
    press(await screen.findByRole('dialog', { name: 'Settings' }), 'New game with these settings');
    press(await screen.findByRole('dialog', { name: 'Leave this game?' }), 'Deal a new game');
    await waitFor(() => expect(table.dealNumber.value).not.toBe(13));
    expect(table.game.value.moves).toHaveLength(0);
    expect(await figures(page)).toMatchObject({ Played: '1', Lost: '1' });
  });

  it('Restart this deal deals the same deal again from the start, and counts the game left as lost', async () => {
    const page = await dialogsPage();
    const { table } = page.app;
    table.stock();
    page.dialog.value = 'new';
    press(await screen.findByRole('dialog', { name: 'New game' }), 'Restart this deal');
    await waitFor(() => expect(table.game.value.moves).toHaveLength(0));
    expect(table.dealNumber.value).toBe(13);
    expect(table.level.value).toBe('normal');
    expect(table.position.value.stock).toHaveLength(24);
    expect(await figures(page)).toMatchObject({ Played: '1', Lost: '1' });
  });
});

describe('Help', () => {
  it('has the rules of Klondike and of every option, and the keys', async () => {
    const page = await dialogsPage();
    page.dialog.value = 'help';
    const help = await screen.findByRole('dialog', { name: 'Help' });
    for (const name of ['The rules of Klondike', 'The options', 'Scoring', 'Playing with the keyboard']) {
      expect(within(help).getAllByRole('heading', { name }), name).toHaveLength(1);
    }
    expect(help.textContent).toContain('Only a king, or a run led by one, fills an empty column.');
  });
});
