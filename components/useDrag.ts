import type { RefObject } from 'preact';
import { useRef, useState } from 'preact/hooks';
import type { Source, Target } from '../engine';
import type { BoardProps } from './Board';
import { parsePlace } from './place-key';

interface Press {
  source: Source;
  id: number;
  x: number;
  y: number;
  /** The card pressed and the run on it, which move together. */
  els: HTMLElement[];
  moving: boolean;
}

/** A short shake of cards that could not go (restarted if they were shaking already). */
function refuse(els: HTMLElement[]) {
  for (const c of els) {
    c.classList.remove('refused');
    void c.offsetWidth; // a new animation, not the rest of the last one
    c.classList.add('refused');
    c.addEventListener('animationend', () => c.classList.remove('refused'), { once: true });
  }
}

/**
 * The pointer on the board's cards: a press that stays put is reported with where and when it was let go
 * (the gestures model tells a tap from a double tap), one that travels drags the card and its run, and
 * letting go over a pile drops them there. The cards follow the pointer by a transform, outside
 * rendering; the board re-renders only to ring the targets (`lifted`: where the card held could go, and
 * from where). `flipFrom` is told where dropped cards were let go, so they settle from there.
 */
export function useDrag(
  props: Pick<BoardProps, 'targetsFor' | 'onPress' | 'onDrop' | 'onSay'>,
  flipFrom: RefObject<Map<string, DOMRect>>,
) {
  const press = useRef<Press | null>(null);
  const [lifted, lift] = useState<[Source, Target[]] | null>(null);

  /** Ends a press: the cards it lifted are put down where the board draws them. */
  const letGo = (d: Press) => {
    press.current = null;
    lift(null);
    for (const c of d.els) {
      c.classList.remove('dragging');
      c.style.transform = '';
    }
  };

  const onPointerDown = (e: PointerEvent) => {
    // The same pointer pressing again: its last release never reached the board, so that press is over.
    if (press.current?.id === e.pointerId) letGo(press.current);
    if (e.button !== 0) return;
    const el = (e.target as HTMLElement).closest<HTMLElement>('[data-src]');
    if (!el) return;
    el.setPointerCapture(e.pointerId);
    // The cards of its pile that can be taken hold of, in order: a column's face-up cards, whose run from
    // the one pressed on moves with it; elsewhere that card alone.
    const held = [...(el.closest('[data-pile]') as HTMLElement).querySelectorAll<HTMLElement>('[data-src]')];
    press.current = {
      source: parsePlace(el.dataset.src) as Source, // data-src holds only sources' keys
      id: e.pointerId,
      x: e.clientX,
      y: e.clientY,
      els: held.slice(held.indexOf(el)),
      moving: false,
    };
  };

  const onPointerMove = (e: PointerEvent) => {
    const d = press.current;
    if (!d || d.id !== e.pointerId) return;
    const dx = e.clientX - d.x;
    const dy = e.clientY - d.y;
    if (!d.moving && Math.hypot(dx, dy) < 6) return;
    if (!d.moving) {
      d.moving = true;
      lift([d.source, props.targetsFor(d.source)]);
      for (const c of d.els) c.classList.add('dragging');
    }
    for (const c of d.els) c.style.transform = `translate(${dx}px, ${dy}px)`;
  };

  // The browser took the pointer back (a touch turned into a gesture, the window lost focus): the player
  // did not let go of the card on purpose, so it is neither a tap nor a drop.
  const onPointerCancel = (e: PointerEvent) => {
    const d = press.current;
    if (d && d.id === e.pointerId) letGo(d);
  };

  const onPointerUp = (e: PointerEvent) => {
    const d = press.current;
    if (!d || d.id !== e.pointerId) return;
    press.current = null;
    if (!d.moving) {
      if (!props.onPress({ source: d.source, x: e.clientX, y: e.clientY, time: e.timeStamp }))
        refuse(d.els.slice(0, 1));
      return;
    }
    // The first pile under the pointer, past the cards being dragged, that a card can be dropped on.
    const target = document
      .elementsFromPoint(e.clientX, e.clientY)
      .filter((x) => !d.els.some((c) => c.contains(x)))
      .map((x) => parsePlace(x.closest<HTMLElement>('[data-pile]')?.dataset.pile))
      .find((t): t is Target => t?.pile === 'foundation' || t?.pile === 'column');
    for (const c of d.els) {
      if (c.dataset.card) flipFrom.current.set(c.dataset.card, c.getBoundingClientRect());
    }
    const moved = target !== undefined && props.onDrop(d.source, target);
    letGo(d);
    if (moved) return;
    // Slide back from where it was let go, then a short shake.
    refuse(d.els);
    props.onSay('That card cannot go there.');
  };

  return [lifted, { onPointerDown, onPointerMove, onPointerUp, onPointerCancel }] as const;
}
