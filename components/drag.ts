import type { RefObject } from 'preact';
import type { Source, Target } from '../engine';
import { parsePlace } from './place-key';
import type { DragProps } from './board-props';
import { t } from '../models/words';

/*
 * What the pointer does on the board's cards, for useDrag.ts, which hands each event here in order. Loaded
 * after the first paint (the entry point asks for it), or at the first press, off the first paint's script.
 */

interface Press {
  source: Source;
  id: number;
  x: number;
  y: number;
  /** The card pressed and the run on it, which move together. */
  els: HTMLElement[];
  moving: boolean;
}

/** What a board's pointer works with: the press under way, the rings' state, the board's props, and where dropped cards settle from. */
export interface DragContext {
  press: Press | null;
  lift: (lifted: [Source, Target[]] | null) => void;
  props: DragProps;
  flipFrom: RefObject<Map<string, DOMRect>>;
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

/** The press under way with this pointer, if any. */
const pressOf = (ctx: DragContext, e: PointerEvent): Press | null => {
  const d = ctx.press;
  return d && d.id === e.pointerId ? d : null;
};

/** Ends a press: the cards it lifted are put down where the board draws them. */
function letGo(ctx: DragContext, d: Press) {
  ctx.press = null;
  ctx.lift(null);
  for (const c of d.els) {
    c.classList.remove('dragging');
    c.style.transform = '';
  }
}

export function down(ctx: DragContext, e: PointerEvent) {
  // The same pointer pressing again: its last release never reached the board, so that press is over.
  const last = pressOf(ctx, e);
  if (last) letGo(ctx, last);
  if (e.button !== 0) return;
  const el = (e.target as HTMLElement).closest<HTMLElement>('[data-src]');
  if (!el?.isConnected) return;
  // A pointer already let go of (a quick tap before this module came) cannot be captured: no matter.
  try {
    el.setPointerCapture(e.pointerId);
  } catch {}
  // The cards of its pile that can be taken hold of, in order: a column's face-up cards, whose run from
  // the one pressed on moves with it; elsewhere that card alone.
  const held = [...(el.closest('[data-pile]') as HTMLElement).querySelectorAll<HTMLElement>('[data-src]')];
  ctx.press = {
    source: parsePlace(el.dataset.src) as Source, // data-src holds only sources' keys
    id: e.pointerId,
    x: e.clientX,
    y: e.clientY,
    els: held.slice(held.indexOf(el)),
    moving: false,
  };
}

export function move(ctx: DragContext, e: PointerEvent) {
  const d = pressOf(ctx, e);
  if (!d) return;
  // No button down: the press was let go of where the board did not hear it (a press made before this
  // module came is not captured). It is over.
  if (e.buttons === 0) return letGo(ctx, d);
  const dx = e.clientX - d.x;
  const dy = e.clientY - d.y;
  if (!d.moving && Math.hypot(dx, dy) < 6) return;
  if (!d.moving) {
    d.moving = true;
    ctx.lift([d.source, ctx.props.targetsFor(d.source)]);
    for (const c of d.els) c.classList.add('dragging');
  }
  for (const c of d.els) c.style.transform = `translate(${dx}px, ${dy}px)`;
}

// The browser took the pointer back (a touch turned into a gesture, the window lost focus): the player
// did not let go of the card on purpose, so it is neither a tap nor a drop.
export function cancel(ctx: DragContext, e: PointerEvent) {
  const d = pressOf(ctx, e);
  if (d) letGo(ctx, d);
}

export function up(ctx: DragContext, e: PointerEvent) {
  const d = pressOf(ctx, e);
  if (!d) return;
  const { props } = ctx;
  ctx.press = null;
  if (!d.moving) {
    if (!props.onPress({ source: d.source, x: e.clientX, y: e.clientY, time: e.timeStamp })) refuse(d.els.slice(0, 1));
    return;
  }
  // The first pile under the pointer, past the cards being dragged, that a card can be dropped on.
  const target = document
    .elementsFromPoint(e.clientX, e.clientY)
    .filter((x) => !d.els.some((c) => c.contains(x)))
    .map((x) => parsePlace(x.closest<HTMLElement>('[data-pile]')?.dataset.pile))
    .find((place): place is Target => place?.pile === 'foundation' || place?.pile === 'column');
  for (const c of d.els) {
    if (c.dataset.card) ctx.flipFrom.current.set(c.dataset.card, c.getBoundingClientRect());
  }
  const moved = target !== undefined && props.onDrop(d.source, target);
  letGo(ctx, d);
  if (moved) return;
  // Slide back from where it was let go, then a short shake.
  refuse(d.els);
  props.onSay(t('keys.cannotGo'));
}

// The gestures' model (a tap from a double tap) comes with the pointer's code, off the first paint's path: a
// press reaches it only through here (app-context.ts).
export { createGestures } from '../models/gestures';
