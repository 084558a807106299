import type { RefObject } from 'preact';
import { useRef, useState } from 'preact/hooks';
import type { Source, Target } from '../engine';
import type { DragProps } from './board-props';
import type { DragContext } from './drag';

type Drag = typeof import('./drag');
let drag: Promise<Drag> | null = null;
let loaded: Drag | null = null;
/** The pointer's work, loaded once: the entry point asks for it after the first paint, a press sooner. */
export const loadDrag = (): Promise<Drag> =>
  (drag ??= import('./drag').then((m) => {
    loaded = m;
    return m;
  }));
/** The pointer's code once it is in (null before): a press reaches the page only through it. */
export const dragLoaded = (): Drag | null => loaded;

/**
 * The pointer on the board's cards (drag.ts does the work): a press that stays put is reported with where
 * and when it was let go (the gestures model tells a tap from a double tap), one that travels drags the
 * card and its run, and letting go over a pile drops them there. The cards follow the pointer by a
 * transform, outside rendering; the board re-renders only to ring the targets (`lifted`: where the card
 * held could go, and from where). `flipFrom` is told where dropped cards were let go, so they settle from
 * there. Events go to drag.ts in the order they came, each once it is in (a microtask, once loaded).
 */
export function useDrag(props: DragProps, flipFrom: RefObject<Map<string, DOMRect>>) {
  const [lifted, lift] = useState<[Source, Target[]] | null>(null);
  const ctx = useRef<DragContext>({ press: null, lift, props, flipFrom });
  ctx.current.props = props;
  const on = (act: 'down' | 'move' | 'up' | 'cancel') => (e: PointerEvent) =>
    void loadDrag().then((m) => m[act](ctx.current, e));
  return [
    lifted,
    { onPointerDown: on('down'), onPointerMove: on('move'), onPointerUp: on('up'), onPointerCancel: on('cancel') },
  ] as const;
}
