// @vitest-environment happy-dom
/** A game opened from someone else's moves says, between hints, that it counts in no statistics. */
import { cleanup, render, screen } from '@testing-library/preact';
import { afterEach, describe, expect, it } from 'vitest';
import { testPage } from '../support/page';
import { DEFAULT_RULES, dealFromNumber, parseMoves } from '../../engine';
import { PageProvider } from '../../components/app-context';
import { StatusLine } from '../../components/StatusLine';

afterEach(cleanup);

async function statusLine() {
  const page = await testPage({ sessions: false });
  const { app } = page;
  const { container } = render(
    <PageProvider value={page}>
      <StatusLine />
    </PageProvider>,
  );
  return { app, line: () => container.querySelector('p.hint')?.textContent };
}

describe('the status line', () => {
  it('says a game opened from a game link counts in no statistics', async () => {
    const { app, line } = await statusLine();
    const moves = parseMoves('D D');
    if (!moves.ok) throw new Error(moves.message);
    app.table.deal(dealFromNumber(9), 9, 'normal', DEFAULT_RULES, null, { moves: moves.value, auto: '00' });
    await screen.findByText(/counts in no statistics/);
    expect(line()).toBe('These moves came from a game link, so this game counts in no statistics.');
  });

  it('says nothing of a game of the player’s own', async () => {
    const { app, line } = await statusLine();
    app.table.stock();
    expect(line()).toBe('');
  });
});
