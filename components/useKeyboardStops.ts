import type { RefObject } from 'preact';
import { useLayoutEffect, useRef, useState } from 'preact/hooks';
import type { Position, Source } from '../engine';
import { t } from '../models/words';
import type { BoardProps } from './board-props';
import { placeKey } from './place-key';
import { clamp, type Stop } from './stop';

type Stops = typeof import('./stops');
let stops: Promise<Stops> | null = null;
/** The arrow keys' moves, loaded once: the entry point asks for them after the first paint, a key sooner. */
export const loadStops = (): Promise<Stops> => (stops ??= import('./stops'));

/**
 * The keyboard on the board: arrow keys go from stop to stop (stops.ts), Enter or Space on a card picks it
 * up (the run on it with it) and on a pile puts it down there, Escape puts it back; on the stock they draw.
 * Gives the current stop's key (the one element on the board in the tab order), the card held, a way to
 * make a card the current stop, and the board's handlers.
 */
export function useKeyboardStops(
  root: RefObject<HTMLElement | null>,
  p: Position,
  props: Pick<BoardProps, 'onStock' | 'onDrop' | 'onSay' | 'left'>,
) {
  // Focus follows the keyboard only: a click must not leave a focus ring behind.
  const keyboard = useRef(false);
  const [stop, setStop] = useState<Stop>({ pile: 'stock' });
  const [held, setHeld] = useState<Source | null>(null);
  const current = clamp(p, stop);
  const at = placeKey(current);
  // What the keys act on: this render's stop and card held, moved on at once by each key (keys pressed
  // before the next render, or before stops.ts is in, each act where the one before left them).
  const now = useRef({ stop: current, held });
  now.current = { stop: current, held };

  // Keep DOM focus on the current stop once the board has it. A layout effect, in the same task as
  // the render: an effect after paint left the focus on <body> for a frame when a move removed the
  // focused card, and a key pressed then was lost.
  useLayoutEffect(() => {
    const el = root.current?.querySelector<HTMLElement>(`[data-stop="${at}"]`);
    // A focused card that this render removed is still document.activeElement until the
    // browser's focus fixup runs (at the next rendering update), so a detached one counts as ours.
    const active = document.activeElement;
    const onBoard =
      root.current?.contains(active) || active === document.body || (active !== null && !active.isConnected);
    if (keyboard.current && el && onBoard && document.activeElement !== el) {
      el.focus();
    }
  });

  const onKeyDown = (e: KeyboardEvent) => {
    keyboard.current = true;
    const arrow = e.key.startsWith('Arrow');
    if (arrow || e.key === 'Enter' || e.key === ' ') e.preventDefault();
    // The board's keys act once stops.ts is in: at once after the first key, a microtask later.
    void loadStops().then((m) => act(m, e.key, arrow));
  };

  const act = ({ move, sourceAt, targetAt }: Stops, key: string, arrow: boolean) => {
    const { stop: at, held: holding } = now.current;
    const hold = (h: Source | null) => {
      now.current = { ...now.current, held: h };
      setHeld(h);
    };
    if (arrow) {
      const next = move(p, at, key as 'ArrowLeft', props.left);
      now.current = { ...now.current, stop: next };
      setStop(next);
      return;
    }
    if (key === 'Escape' && holding) {
      hold(null);
      props.onSay(t('keys.putBack'));
      return;
    }
    if (key !== 'Enter' && key !== ' ') return;
    if (at.pile === 'stock') {
      props.onStock();
      return;
    }
    const source = sourceAt(p, at);
    if (holding) {
      const target = targetAt(at);
      hold(null);
      if ((source && placeKey(source) === placeKey(holding)) || !target) return props.onSay(t('keys.putBack'));
      if (!props.onDrop(holding, target)) props.onSay(t('keys.cannotGo'));
      return;
    }
    if (!source) return;
    hold(source);
    props.onSay(t('keys.pickedUp'));
  };

  const onPointerDownCapture = () => {
    keyboard.current = false;
  };

  return [at, held, setStop, { onKeyDown, onPointerDownCapture }] as const;
}
