// @vitest-environment happy-dom
/**
 * New game's warnings say which game a button would leave, by its title, exactly when leaving it counts:
 * the rule is the sessions' (models/session), the dialog only words it.
 */
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/preact';
import { afterEach, describe, expect, it } from 'vitest';
import { DEFAULT_RULES, rulesForLevel } from '../../engine';
import { renderOnPage, testPage } from '../support/page';
import { NewGameDialog } from '../../components/dialogs/NewGameDialog';

async function openNewGame() {
  const page = await testPage();
  page.dialog.value = 'new';
  renderOnPage(page, <NewGameDialog />);
  return page;
}

afterEach(cleanup);

describe('New game', () => {
  it('warns of nothing while no move is made on the table', async () => {
    await openNewGame();
    await screen.findByRole('button', { name: 'Deal a new game' });
    expect(screen.queryByText(/will count as a loss/)).toBeNull();
  });

  it('names the game it would leave once a move is made', async () => {
    const page = await openNewGame();
    page.app.table.stock();
    await waitFor(() =>
      expect(screen.getByText(/will count as a loss/).textContent).toMatch(
        /^The game Klondike · .+ · 0:00 will count as a loss\.$/,
      ),
    );
  });

  it('offers the duel’s way back to the game set aside by that game’s title', async () => {
    const page = await openNewGame();
    page.app.table.stock();
    const play = (await screen.findByRole('button', { name: 'Play Double Solitaire' })) as HTMLButtonElement;
    // Off until the seat's code is in, so that its warning shows before a duel under way is left.
    await waitFor(() => expect(play.disabled).toBe(false));
    play.click();
    // The duel is on show: New game again offers the game of Klondike back, named by its title.
    page.dialog.value = 'new';
    const back = await screen.findByRole('button', { name: /^Back to Klondike · .+ · 0:00$/ });
    expect(back.textContent).toMatch(/^Back to Klondike · /);
  });
});

describe('New game’s level', () => {
  const levels = () => within(screen.getByRole('group', { name: 'Level' }));

  it('offers the five levels, each with a line saying what it deals, the current one chosen', async () => {
    const page = await openNewGame();
    page.app.settings.update({ level: 'hard', custom: { ...DEFAULT_RULES, draw: 3, passes: 1, scoring: 'vegas' } });
    await screen.findByRole('group', { name: 'Level' });
    const radios = levels().getAllByRole('radio') as HTMLInputElement[];
    expect(radios.map((r) => [r.parentElement?.textContent, r.checked])).toEqual([
      ['Easy Draw 1, unlimited passes, standard scoring; only deals the engine proved winnable', false],
      ['Normal Draw 1, unlimited passes, standard scoring', false],
      ['Hard Draw 3, unlimited passes, standard scoring', true],
      ['Vegas Draw 3, 3 passes, Vegas scoring', false],
      ['Custom Your rules, set in Settings: draw 3, one pass, Vegas scoring', false],
    ]);
    // Custom's rules are Settings': the way there is beside them.
    levels().getByRole('button', { name: 'Custom rules in Settings…' }).click();
    expect(page.dialog.value).toBe('settings');
  });

  it('deals at the level chosen there, which stays the level of the games after', async () => {
    const page = await openNewGame();
    fireEvent.click(levels().getByRole('radio', { name: /^Vegas / }));
    expect(page.app.settings.data.value.level).toBe('vegas');
    screen.getByRole('button', { name: 'Deal a new game' }).click();
    await waitFor(() => expect(page.app.table.level.value).toBe('vegas'));
    expect(page.app.table.game.value.rules).toEqual(rulesForLevel('vegas', DEFAULT_RULES));
    // Opened again, New game has Vegas chosen, and deals it again.
    const first = page.app.table.uid.value;
    page.dialog.value = 'new';
    const again = within(await screen.findByRole('group', { name: 'Level' }));
    expect((again.getByRole('radio', { name: /^Vegas / }) as HTMLInputElement).checked).toBe(true);
    screen.getByRole('button', { name: 'Deal a new game' }).click();
    await waitFor(() => expect(page.app.table.uid.value).not.toBe(first));
    expect(page.app.table.level.value).toBe('vegas');
  });

  it('Spider-Klondike has no Easy: it is offered off, saying so, and Normal is the level dealt', async () => {
    const page = await openNewGame();
    page.app.settings.update({ level: 'easy' });
    fireEvent.click(await screen.findByRole('radio', { name: /^Spider-Klondike / }));
    const easy = (await levels().findByRole('radio', { name: /^Easy / })) as HTMLInputElement;
    await waitFor(() => expect(easy.disabled).toBe(true));
    expect(easy.parentElement?.textContent).toBe('Easy Klondike only; Spider-Klondike deals Normal instead');
    expect((levels().getByRole('radio', { name: /^Normal / }) as HTMLInputElement).checked).toBe(true);
  });

  it('is one group of radios by one name, so that the arrow keys move within it (pressed in new-game.e2e.ts)', async () => {
    await openNewGame();
    await screen.findByRole('group', { name: 'Level' });
    const radios = levels().getAllByRole('radio') as HTMLInputElement[];
    expect(radios.map((r) => r.name)).toEqual(Array(5).fill('level'));
    expect(radios.filter((r) => r.checked)).toHaveLength(1);
    // No other radio of the dialog shares the name (the game's and the race's are groups of their own).
    expect(document.querySelectorAll('input[type="radio"][name="level"]')).toHaveLength(5);
  });
});
