import { effect } from '@preact/signals';
import { useLayoutEffect } from 'preact/hooks';
import { dealFlies, dealPlan } from '../models/deal-flight';
import type { Change } from '../models/table-model';
import { usePage } from './app-context';
import { motion } from './motion';

/**
 * A new game is dealt: its cards fly from the stock to the columns in dealing order (models/deal-flight.ts
 * says when and how fast). The cards themselves fly, each from the stock's place to its own, by transform
 * and opacity only: nothing is laid out anew (no layout shift), and they stay in the board, below the bar
 * and the dialogs. Any key or press lands them all at once, and goes on to do what it does (play is never
 * held up: the cards are in their places before the press is handled). A card in the air is not pressed:
 * a press goes to what lies at that point of the dealt board (the stock, under the cards waiting in it).
 * Draws nothing of its own; on the page for its whole life (Table.tsx), so a deal flies once, whatever is
 * shown meanwhile.
 */
export function DealFlight() {
  const { table } = usePage().app;
  // Before the browser paints: a tab opened on a link shows its deal flying from its first frame.
  useLayoutEffect(() => {
    let seen: Change | null = null;
    let land = () => {};
    const stop = effect(() => {
      const change = table.change.value;
      if (change === seen) return;
      seen = change;
      // A change after the deal (a move, another game) lands the flight first.
      land();
      land = () => {};
      if (!dealFlies(change, table.game.peek(), motion())) return;
      // After the board has drawn the deal (a render comes in a microtask), before that frame is painted.
      const frame = requestAnimationFrame(() => {
        land = fly();
      });
      land = () => cancelAnimationFrame(frame);
    });
    return () => {
      stop();
      land();
    };
  }, [table]);
  return null;
}

/** Flies the table's columns from its stock; returns what lands them at once (and stops listening). */
function fly(): () => void {
  const board = document.querySelector('main.table > .board');
  const stock = board?.querySelector('.pile.stock .card');
  if (!board || !stock) return () => {};
  const from = stock.getBoundingClientRect();
  const columns = [...board.querySelectorAll('.tableau > .column')].map((c) => [
    ...c.querySelectorAll<HTMLElement>(':scope > .card'),
  ]);
  const flights = dealPlan(
    columns.map((c) => c.length),
    motion(),
  ).map(({ col, index, delay, duration }) => {
    const card = columns[col][index];
    // A face-up card of the game before would slide from its old place (flip.ts's script animation): it
    // comes from the stock. The stylesheet's own animations (a hint's pulse) stay.
    for (const a of card.getAnimations()) if (!('animationName' in a || 'transitionProperty' in a)) a.cancel();
    card.style.pointerEvents = 'none';
    const to = card.getBoundingClientRect();
    const start = `translate(${from.left - to.left}px, ${from.top - to.top}px)`;
    const total = delay + duration;
    const leaves = total > 0 ? delay / total : 0;
    // Out of sight in the stock until it leaves (the stock's own card shows there), then in the air.
    return [
      card,
      card.animate(
        [
          { offset: 0, opacity: 0, transform: start },
          { offset: leaves, opacity: 0, transform: start },
          { offset: leaves, opacity: 1, transform: start, easing: 'cubic-bezier(.25,.7,.35,1)' },
          { offset: 1, opacity: 1, transform: 'none' },
        ],
        { duration: total },
      ),
    ] as const;
  });
  const land = () => {
    removeEventListener('keydown', land, true);
    removeEventListener('pointerdown', land, true);
    for (const [card, a] of flights) {
      a.finish();
      card.style.pointerEvents = '';
    }
  };
  // First of all the page's listeners: the cards are where they belong before anything reads them.
  addEventListener('keydown', land, true);
  addEventListener('pointerdown', land, true);
  const last = flights.at(-1);
  if (last) void last[1].finished.then(land, () => {});
  else land();
  return land;
}
