// @vitest-environment happy-dom
/** The bar's moves figure is the player's: a move that sends cards home on their own is one move. */
import { cleanup, waitFor } from '@testing-library/preact';
import { afterEach, expect, it } from 'vitest';
import { TopBar } from '../../components/TopBar';
import { DEFAULT_RULES } from '../../engine';
import { craftDeal } from '../support/deals';
import { renderOnPage, testPage } from '../support/page';

afterEach(cleanup);

it('the bar counts one move for the ace sent home with the 2 of hearts that followed it, and none after its undo', async () => {
  const page = await testPage();
  const { table } = page.app;
  // Auto-collect is on by default: the 2 of hearts follows the ace home.
  table.deal(craftDeal([['AH'], ['2H']]), null, 'normal', DEFAULT_RULES);
  renderOnPage(page, <TopBar />);
  const figure = () => document.querySelector('[data-figure="moves"]')?.textContent;
  table.play({ type: 'tableau-foundation', from: 0 });
  expect(table.game.value.moves.length).toBe(2);
  await waitFor(() => expect(figure()).toBe('1'));
  table.undo();
  await waitFor(() => expect(figure()).toBe('0'));
});
