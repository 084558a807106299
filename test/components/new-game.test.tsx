// @vitest-environment happy-dom
/**
 * New game's warnings say which game a button would leave, by its title, exactly when leaving it counts:
 * the rule is the sessions' (models/session), the dialog only words it.
 */
import { cleanup, screen, waitFor } from '@testing-library/preact';
import { afterEach, describe, expect, it } from 'vitest';
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
