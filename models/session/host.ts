import { computed, type ReadonlySignal, signal } from '@preact/signals';
import type { Session } from './session';
import type { TableSession } from './table-session';

/** Which game a way to a new one deals: a game of the table (Klondike, Spider-Klondike), or a duel. */
export type SessionKind = 'table' | 'duel';

/**
 * The games being played on the page and which is on show: the table's game, and Double Solitaire's duel
 * once its seat is loaded. The one on show is the active session; the other, when under way, is set aside,
 * to come back to. Only the active session's clock runs. A new game of a kind ends the session of that kind
 * (the other is set aside): `ending` says which, when leaving it counts, and that is the one warned of.
 */
export interface SessionHost {
  /** The table's game (Klondike or Spider-Klondike, alone, from a game link, or in a race). */
  readonly table: TableSession;
  /** The duel, once Double Solitaire's seat is loaded and has one. */
  readonly duel: ReadonlySignal<Session | null>;
  /** The game on show. */
  readonly active: ReadonlySignal<Session>;
  /** The game set aside for the one on show, when it is under way (to come back to); null when none. */
  readonly setAside: ReadonlySignal<Session | null>;
  /**
   * The game on show, over, whose results this page has not shown yet: the one end of every mode. The page
   * shows them once nothing else is open (after the win's cascade), whatever the player pressed meanwhile.
   */
  readonly owed: ReadonlySignal<Session | null>;
  /** The results owed were shown: not owed again for that game in this page. */
  shown(): void;
  /** The session a new game of this kind would leave, when leaving it counts as a loss; null when nothing would count. */
  ending(kind: SessionKind): Session | null;
  /** A second of play: the active session's, and no other's. */
  tick(): void;
  /** Double Solitaire's seat is loaded: its duel (null while it has none), and whether the duel is on show. */
  attachDuel(duel: ReadonlySignal<Session | null>, open: ReadonlySignal<boolean>): void;
}

export function createSessionHost(table: TableSession): SessionHost {
  const seat = signal<{ duel: ReadonlySignal<Session | null>; open: ReadonlySignal<boolean> } | null>(null);
  const duel = computed(() => seat.value?.duel.value ?? null);
  const duelOnShow = computed(() => duel.value !== null && (seat.value?.open.value ?? false));
  const active = computed(() => (duelOnShow.value && duel.value) || table);
  const setAside = computed(() => {
    const other = duelOnShow.value ? table : duel.value;
    return other?.leaveCounts.value ? other : null;
  });
  /** The games whose results were shown, by game and uid. */
  const shownFor = signal<readonly string[]>([]);
  const gameOf = (s: Session) => `${s.mode.value.game}/${s.uid.value}`;
  const owed = computed(() => {
    const s = active.value;
    return s.outcome.value && !shownFor.value.includes(gameOf(s)) ? s : null;
  });
  return {
    table,
    duel,
    active,
    setAside,
    owed,
    shown() {
      const s = owed.value;
      if (s) shownFor.value = [...shownFor.value, gameOf(s)];
    },
    ending(kind) {
      const s = kind === 'table' ? table : duel.value;
      return s?.leaveCounts.value ? s : null;
    },
    tick: () => active.value.tick(),
    attachDuel(d, open) {
      seat.value = { duel: d, open };
    },
  };
}
