// @vitest-environment happy-dom
/**
 * The table's own warnings (no move left, lost, the rewind, the game set aside to resume) show while the
 * table's game is on show, never over another mode's page.
 */
import { type Signal, signal } from '@preact/signals';
import { cleanup, render, screen } from '@testing-library/preact';
import { afterEach, describe, expect, it } from 'vitest';
import { testPage } from '../support/page';
import { PageProvider } from '../../components/app-context';
import { Toasts } from '../../components/Toasts';
import type { Analysis } from '../../models/analysis';
import type { Session } from '../../models/session/session';
import { DOUBLE_SOLITAIRE_MODE } from '../../engine/modes/duel';

afterEach(cleanup);

/** A duel as the host sees it: nothing about it matters here but that it is there. */
const duel: Session = {
  mode: signal(DOUBLE_SOLITAIRE_MODE),
  uid: signal('duel-1'),
  level: signal('Casual'),
  statsKey: signal('double-solitaire/casual'),
  elapsed: signal(0),
  running: signal(false),
  leaveCounts: signal(false),
  outcome: signal(null),
  tick: () => {},
};

async function page(duelOnShow: boolean) {
  const p = await testPage();
  const { app } = p;
  (await app.loadSessions()).attachDuel(signal(duel), signal(duelOnShow));
  // The worker's verdict on the table's game: lost from the deal.
  const lost: Analysis = { noMovesLeft: false, lost: true, dealLost: true, rewind: null };
  (app.analysis.current as Signal<Analysis | null>).value = lost;
  render(
    <PageProvider value={p}>
      <Toasts />
    </PageProvider>,
  );
}

describe('the table’s warnings', () => {
  it('show while the table’s game is on show', async () => {
    await page(false);
    expect(screen.getByRole('status').dataset.banner).toBe('deal-lost');
  });

  it('do not show over a duel on show', async () => {
    await page(true);
    expect(screen.queryByRole('status')).toBeNull();
  });
});
