import { computed, effect, untracked } from '@preact/signals';
import { createDuelSeat } from '../models/duel-app';
import { duelCommands } from '../models/session/duel-commands';
import { duelSession } from '../models/session/duel-session';
import type { DuelPart, Page } from './app-context';
import { DuelTable } from './DuelTable';
import { motion } from './motion';

/**
 * Double Solitaire's part of the page (the page loads it once, when New game opens, or before the first
 * paint of a tab opened on a duel): its seat, and its page, which takes the table's place while the duel is open.
 */
export function duelPart({ app }: Page): DuelPart {
  const seat = createDuelSeat({
    // Counted once storage is up (a duel can end in the first moments of a tab: the computer's turn resumed).
    onResult: (r) => {
      const stop = app.persistence.subscribe((p) => {
        if (!p) return;
        p.onResult(r);
        queueMicrotask(() => stop());
      });
    },
    tell: app.tell,
    speed: motion,
    // Before storage is up, a save is found by the sync copy's start (it is not the one sync last saw).
    onSaved: (r) => app.persistence.value?.onDuelSaved(r),
  });
  const duel = computed(() => {
    const d = seat.duel.value;
    return d && duelSession(d);
  });
  // A duel taken from another browser into this one: the seat loads it (another tab hears it from localStorage).
  effect(() => {
    // Only the count is followed: the seat's own signals, read by follow, would run this at every move.
    if (app.persistence.value?.duelArrived.value) untracked(seat.follow);
  });
  // One component for every move of every duel (a new one would mount the board afresh and lose its focus).
  const View = () => {
    const d = seat.duel.value;
    return d && <DuelTable duel={d} />;
  };
  const open = computed(() => seat.duel.value?.record.value.open ?? false);
  app.attachDuel(duel, open);
  return {
    seat,
    View,
    open,
    commands: duelCommands(seat.duel),
  };
}
