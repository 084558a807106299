// @vitest-environment happy-dom
/**
 * The one end of a game on the page: once a game on show is over, its results come, once, whatever the
 * player presses meanwhile. A press during the win's cascade puts the cascade away (a press on Hint too, as
 * players do after a win), and the results follow; closed, they do not come back for that game.
 */
import { cleanup, fireEvent, render } from '@testing-library/preact';
import { afterEach, describe, expect, it } from 'vitest';
import { testPage } from '../support/page';
import { DEFAULT_RULES } from '../../engine';
import { PageProvider } from '../../components/app-context';
import { WinCascade } from '../../components/WinCascade';
import { useOneEnd } from '../../components/dialogs/useOneEnd';
import { quickWin } from '../support/deals';

const QUICK_WIN = quickWin();

const tick = () => new Promise((done) => setTimeout(done, 0));

/** The page's end, as the dialogs' chunk runs it on whichever page is shown. */
function OneEnd() {
  useOneEnd();
  return null;
}

async function page() {
  const p = await testPage();
  render(
    <PageProvider value={p}>
      <OneEnd />
    </PageProvider>,
  );
  await tick(); // its effect set up, as after a render in the page
  return p;
}

function win(p: Awaited<ReturnType<typeof page>>) {
  const { table } = p.app;
  table.deal(QUICK_WIN.deal, null, 'normal', DEFAULT_RULES);
  for (const m of QUICK_WIN.line) table.play(m);
}

afterEach(cleanup);

describe('the results of a game won', () => {
  it('wait for the cascade, come after a press on Hint puts it away, and come once', async () => {
    const p = await page();
    win(p);
    await tick();
    expect(p.falling.value).toBe(true);
    expect(p.dialog.value).toBeNull();
    const { container } = render(
      <PageProvider value={p}>
        <button type="button">Hint</button>
        <WinCascade />
      </PageProvider>,
    );
    const hint = container.querySelector('button') as HTMLButtonElement;
    fireEvent.pointerDown(hint);
    await p.app.hints.ask(); // a game over: nothing is asked
    await tick();
    expect(p.app.hints.current.value).toBeNull();
    expect(p.falling.value).toBe(false);
    expect(p.dialog.value).toBe('results');
    p.dialog.value = null; // closed
    await tick();
    expect(p.dialog.value).toBeNull();
  });

  it('wait for another dialog opened meanwhile, and come when it closes, if the game is still over', async () => {
    const p = await page();
    win(p);
    await tick();
    p.dialog.value = 'settings';
    p.falling.value = false; // the cascade put away
    await tick();
    expect(p.dialog.value).toBe('settings');
    p.dialog.value = null;
    await tick();
    expect(p.dialog.value).toBe('results');
  });

  it('come without the cascade for a race the player finished but lost: the friend was faster', async () => {
    const p = await page();
    // The friend won in the same second with one move: the player, with more, is slower.
    p.app.table.deal(QUICK_WIN.deal, null, 'normal', DEFAULT_RULES, { kind: 'friend', seconds: 0, moves: 1 });
    for (const m of QUICK_WIN.line) p.app.table.play(m);
    await tick();
    expect(p.falling.value).toBe(false);
    expect(p.dialog.value).toBe('results');
  });

  it('do not come for a win taken back during the cascade', async () => {
    const p = await page();
    win(p);
    await tick();
    p.app.table.undo();
    p.falling.value = false;
    await tick();
    expect(p.dialog.value).toBeNull();
  });
});
