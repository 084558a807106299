import { type ReadonlySignal, signal } from '@preact/signals';
import type { Strength } from '../engine/duel/players';
import { DUEL_KEY as KEY, deviceId } from './first-paint';
import { randomDealNumber, randomUid } from './game';
import { keepRefused, readLocal, writeLocal } from './local-store';
import { createDuel, type DuelModel } from './duel-model';
import { type DuelRecord, dealtDuel, freshDuel, parseDuelRecord, type ReadDuel } from './duel-record';
import { isNewer } from './sync/clock';
import type { GameResult } from './table-model';
import { t } from './words';

/** The pause between the computer's moves shown at Normal motion: about half a second. */
const PACE_MS = 500;

/** Double Solitaire's ways in and out, loaded when a duel is asked for (or is on the table at the first paint). */
export interface DuelSeat {
  /** The duel, null until there is one; on the table while its record says it is open. */
  readonly duel: ReadonlySignal<DuelModel | null>;
  /** A new duel against the computer (one under way counts as a loss), on the table: deal `n`, or a random one. */
  play(strength: Strength, draw: 1 | 3, n?: number): void;
  /** The duel set aside, back on the table. */
  resume(): void;
  /** Sets the duel aside, to resume: the game of Klondike comes back on the table. */
  leave(): void;
  /**
   * Takes the duel kept in this browser when it is newer than the one here (another tab's, another browser's):
   * the page calls it when storage says the duel changed elsewhere (Persistence.duelArrived).
   */
  follow(): void;
}

export interface DuelSeatDeps {
  /** Counts a game's end in the statistics. */
  readonly onResult: (result: GameResult) => void;
  /** Tells the player something went wrong. */
  readonly tell: (text: string) => void;
  /** How long movement takes against Normal's (the Motion setting; 0: the computer's turn shown at once). */
  readonly speed: () => number;
  /** The duel was saved after a move here (for the sync copy). */
  readonly onSaved: (record: DuelRecord) => void;
}

/** Reads the duel kept in this browser (if any), keeps it saved, and follows other tabs' moves in it. */
export function createDuelSeat(deps: DuelSeatDeps): DuelSeat {
  const duel = signal<DuelModel | null>(null);
  // This browser and tab, the tie-break of the duel's revisions (as the table's: sync/clock.ts).
  const writer = `${deviceId()}/${randomUid().slice(0, 6)}`;
  const make = (read: ReadDuel): DuelModel =>
    createDuel(read, {
      onSave: (r) => {
        if (writeLocal(KEY, r)) deps.onSaved(r);
        else deps.tell(t('duel.notSaved'));
      },
      onResult: deps.onResult,
      schedule: (fn, ms) => {
        const id = setTimeout(fn, ms);
        return () => clearTimeout(id);
      },
      pace: () => PACE_MS * deps.speed(),
      active: () => document.visibilityState === 'visible',
      newUid: randomUid,
      writer,
    });

  const raw = readLocal(KEY);
  if (raw !== undefined) {
    const read = parseDuelRecord(raw);
    if (read.ok) duel.value = make(read.value);
    else {
      keepRefused(KEY);
      deps.tell(t('duel.unreadable', read.message));
    }
  }

  // Another tab's move (or another browser's, taken in by storage): its copy is taken when its revision is
  // newer than the one here; an older one is dropped. It is heard through storage.local, the channel the
  // table's changes take (persist/duel-sync.ts).
  const follow = () => {
    const read = parseDuelRecord(readLocal(KEY));
    if (!read.ok) return;
    const here = duel.value;
    if (!here) duel.value = make(read.value);
    else if (isNewer(read.value.record.rev, here.record.value.rev)) here.load(read.value);
  };
  document.addEventListener('visibilitychange', () => duel.value?.wake());

  return {
    duel,
    play(strength, draw, n = randomDealNumber()) {
      const here = duel.value;
      if (here) here.deal(n, draw, strength);
      else {
        const read = dealtDuel(freshDuel(n, draw, strength, randomUid()));
        if (writeLocal(KEY, read.record)) deps.onSaved(read.record);
        duel.value = make(read);
      }
    },
    resume: () => duel.value?.setOpen(true),
    leave: () => duel.value?.setOpen(false),
    follow,
  };
}
