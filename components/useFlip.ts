import type { RefObject } from 'preact';
import { useLayoutEffect, useRef } from 'preact/hooks';

type Flip = typeof import('./flip')['flip'];
let loaded: Flip | null = null;
let loading: Promise<void> | null = null;
/** The slides' code, loaded after the first paint (the entry point calls it): nothing slides before a move. */
export const loadFlip = (): Promise<void> =>
  (loading ??= import('./flip').then(({ flip }) => {
    loaded = flip;
  }));

/**
 * Animates cards from where they were drawn last to where they are now (FLIP, flip.ts): after each render,
 * every face-up card that moved slides from its old place. `from` lets a drag hand over where it let a card
 * go, so a dropped card settles from the drop point rather than from its old pile. Until its code is in
 * (a moment after the first paint), cards are drawn where they are.
 */
export function useFlip(root: RefObject<HTMLElement | null>, deps: unknown[]): RefObject<Map<string, DOMRect>> {
  const memory = useRef({ last: new Map<string, DOMRect>(), from: new Map<string, DOMRect>(), box: '' });
  const from = useRef(memory.current.from);
  useLayoutEffect(() => {
    if (root.current && loaded) loaded(root.current, memory.current);
  }, deps);
  return from;
}
