import { computed, effect, untracked } from '@preact/signals';
import type { App } from '../models/app';
import { createDuelSeat, type DuelSeat } from '../models/duel-app';
import { duelStatsKey } from '../models/duel-model';
import { duelSession } from '../models/session/duel-session';
import { DuelTable } from './DuelTable';
import { motion } from './motion';
import { duelPage } from './Table';

let seat: DuelSeat | null = null;

/**
 * Double Solitaire's seat for the page, made once (loaded when New game opens, or before the first paint
 * of a tab opened on a duel): while its duel is open, the duel's page takes the table's place.
 */
export function duelSeat(app: App): DuelSeat {
  if (seat) return seat;
  const s = createDuelSeat({
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
  seat = s;
  const duel = computed(() => {
    const d = s.duel.value;
    return d && duelSession(d);
  });
  // A duel taken from another browser into this one: the seat loads it (another tab hears it from localStorage).
  effect(() => {
    // Only the count is followed: the seat's own signals, read by follow, would run this at every move.
    if (app.persistence.value?.duelArrived.value) untracked(s.follow);
  });
  // One component for every move of every duel (a new one would mount the board afresh and lose its focus).
  const View = () => {
    const duel = s.duel.value;
    return duel && <DuelTable duel={duel} />;
  };
  const open = computed(() => {
    const r = s.duel.value?.record.value;
    return r?.open ? r.strength : null;
  });
  app.attachDuel(
    duel,
    computed(() => open.value !== null),
  );
  effect(() => {
    const strength = open.value;
    duelPage.value = strength ? { View, statsKey: duelStatsKey(strength), leave: s.leave } : null;
  });
  return s;
}
