import type { RefObject } from 'preact';
import { useLayoutEffect, useRef } from 'preact/hooks';
import { motion } from './motion';

/**
 * Animates cards from where they were drawn last to where they are now (FLIP):
 * after each render, every face-up card ([data-card]) that moved slides from
 * its old place. `from` lets a drag hand over where it let a card go, so a
 * dropped card settles from the drop point rather than from its old pile.
 * As fast as the Motion setting says (motion.ts); none when it is Off. Where
 * the board itself moved or changed size since (the window was resized), or
 * its cards' size or hand changed, the old places are another layout's: the
 * cards are drawn where they are.
 */
export function useFlip(root: RefObject<HTMLElement | null>, deps: unknown[]) {
  const last = useRef(new Map<string, DOMRect>());
  const from = useRef(new Map<string, DOMRect>());
  const lastBox = useRef('');
  useLayoutEffect(() => {
    const el = root.current;
    if (!el) return;
    const speed = motion();
    const { left, top, width, height } = el.getBoundingClientRect();
    // The board's box, its cards' size and its hand: the layout the old places were measured in.
    const card = el.querySelector('[data-card]')?.getBoundingClientRect().width ?? 0;
    const box = [left, top, width, height, card].map(Math.round).join() + el.className;
    if (box !== lastBox.current) last.current.clear();
    lastBox.current = box;
    const now = new Map<string, DOMRect>();
    for (const card of el.querySelectorAll<HTMLElement>('[data-card]')) {
      const key = card.dataset.card as string;
      const rect = card.getBoundingClientRect();
      now.set(key, rect);
      const before = from.current.get(key) ?? last.current.get(key);
      if (speed === 0 || !before) continue;
      const dx = before.left - rect.left;
      const dy = before.top - rect.top;
      if (Math.abs(dx) < 1 && Math.abs(dy) < 1) continue;
      card.animate([{ transform: `translate(${dx}px, ${dy}px)` }, { transform: 'none' }], {
        duration: 180 * speed,
        easing: 'cubic-bezier(.2,.7,.3,1)',
      });
    }
    last.current = now;
    from.current.clear();
  }, deps);
  return from;
}
