import { motion } from './motion';

/** What useFlip keeps between renders: where each card was drawn, where a drop let one go, and the layout. */
export interface FlipMemory {
  last: Map<string, DOMRect>;
  readonly from: Map<string, DOMRect>;
  box: string;
}

/**
 * After a render: every face-up card ([data-card]) that moved slides from its old place (or from where a drop
 * let it go), as fast as the Motion setting says; none when it is Off. Where the board itself moved or changed
 * size since (the window was resized), or its cards' size or hand changed, the old places are another
 * layout's: the cards are drawn where they are. Loaded after the first paint (useFlip.ts).
 */
export function flip(el: HTMLElement, memory: FlipMemory): void {
  const speed = motion();
  const { left, top, width, height } = el.getBoundingClientRect();
  // The board's box, its cards' size and its hand: the layout the old places were measured in.
  const card = el.querySelector('[data-card]')?.getBoundingClientRect().width ?? 0;
  const box = [left, top, width, height, card].map(Math.round).join() + el.className;
  if (box !== memory.box) memory.last.clear();
  memory.box = box;
  const now = new Map<string, DOMRect>();
  for (const card of el.querySelectorAll<HTMLElement>('[data-card]')) {
    const key = card.dataset.card as string;
    const rect = card.getBoundingClientRect();
    now.set(key, rect);
    const before = memory.from.get(key) ?? memory.last.get(key);
    if (speed === 0 || !before) continue;
    const dx = before.left - rect.left;
    const dy = before.top - rect.top;
    if (Math.abs(dx) < 1 && Math.abs(dy) < 1) continue;
    card.animate([{ transform: `translate(${dx}px, ${dy}px)` }, { transform: 'none' }], {
      duration: 180 * speed,
      easing: 'cubic-bezier(.2,.7,.3,1)',
    });
  }
  memory.last = now;
  memory.from.clear();
}
