// @vitest-environment happy-dom
/**
 * A new game's cards fly from the stock to the columns (components/DealFlight.tsx), until any key or press
 * lands them; none fly with motion off. When a deal flies at all is the model's rule
 * (test/models/deal-flight.test.ts); where the cards land and that nothing shifts, the browser's
 * (test/e2e/deal-flight.e2e.ts).
 */
import { cleanup, fireEvent, waitFor } from '@testing-library/preact';
import { afterEach, describe, expect, it } from 'vitest';
import { DEFAULT_RULES, dealFromNumber } from '../../engine';
import { SPIDER_KLONDIKE_SHAPE } from '../../engine/games';
import type { Page } from '../../components/app-context';
import { DealFlight } from '../../components/DealFlight';
import { TableBoard } from '../../components/TableBoard';
import { renderOnPage, testPage } from '../support/page';

afterEach(() => {
  cleanup();
  delete document.documentElement.dataset.motion;
});

async function tableWithFlight(): Promise<Page> {
  const page = await testPage();
  renderOnPage(
    page,
    <>
      <main class="table">
        <TableBoard />
      </main>
      <DealFlight />
    </>,
  );
  return page;
}

const tableauCards = () => [...document.querySelectorAll<HTMLElement>('.tableau > .column > .card')];
/** The tableau's cards in the air (or waiting in the stock to leave it). */
const flying = () => tableauCards().filter((c) => c.getAnimations().some((a) => a.playState === 'running'));
const twoFrames = () => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));

describe('the deal’s flight', () => {
  it('flies every card of a new game, and a key lands them all at once, the key still reaching the page', async () => {
    const page = await tableWithFlight();
    page.app.table.deal(dealFromNumber(2), 2, 'normal', DEFAULT_RULES);
    await waitFor(() => expect(flying()).toHaveLength(28));
    // Cards in the air are not pressed: a press goes to what lies under them on the dealt board.
    expect(tableauCards().every((c) => c.style.pointerEvents === 'none')).toBe(true);
    const heard: string[] = [];
    document.addEventListener('keydown', (e) => heard.push(e.key), { once: true });
    fireEvent.keyDown(document.body, { key: 'd' });
    expect(flying()).toEqual([]);
    expect(tableauCards().map((c) => c.style.pointerEvents)).toEqual(Array(28).fill(''));
    expect(heard).toEqual(['d']);
  });

  it('a press lands Spider-Klondike’s 55 cards at once, and goes on to the stock it was on', async () => {
    const page = await tableWithFlight();
    const { table } = page.app;
    table.deal(dealFromNumber(3, SPIDER_KLONDIKE_SHAPE), 3, 'normal', DEFAULT_RULES);
    await waitFor(() => expect(flying()).toHaveLength(55));
    const stock = document.querySelector('.pile.stock button') as HTMLElement;
    fireEvent.pointerDown(stock);
    expect(flying()).toEqual([]);
    fireEvent.click(stock);
    expect(table.position.value.waste).toHaveLength(1);
  });

  it('nothing flies with motion off (reduced motion, or Motion: Off)', async () => {
    document.documentElement.dataset.motion = '0';
    const page = await tableWithFlight();
    page.app.table.deal(dealFromNumber(2), 2, 'normal', DEFAULT_RULES);
    await twoFrames();
    expect(tableauCards()).toHaveLength(28);
    expect(tableauCards().filter((c) => c.getAnimations().length > 0 || c.style.pointerEvents !== '')).toEqual([]);
  });

  it('a deal flies once: a move after it lands what is still in the air, and nothing flies again', async () => {
    const page = await tableWithFlight();
    const { table } = page.app;
    table.deal(dealFromNumber(2), 2, 'normal', DEFAULT_RULES);
    await waitFor(() => expect(flying()).toHaveLength(28));
    table.stock();
    expect(flying()).toEqual([]);
    await twoFrames();
    expect(flying()).toEqual([]);
  });
});
