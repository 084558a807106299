/**
 * Browsers and tabs for persistence tests: each browser has its own
 * storage.local and storage.sync areas (in memory); each tab runs a real table
 * model and a real Persistence on them. Time is virtual: timers fire when the
 * test advances the clock, never by the wall clock.
 */
import { DEFAULT_RULES, type Deal, dealFromNumber, KLONDIKE } from '../../engine';
import { createTable } from '../../models/game';
import type { TableModel } from '../../models/table-model';
import { freshTable } from '../../models/saved-table';
import { Persistence } from '../../models/persistence';
import type { SettingsData } from '../../models/settings';
import { MemoryKV } from '../../models/storage/kv';

export class Clock {
  now = 0;
  private timers: { at: number; fn: () => void; id: number }[] = [];
  private next = 0;
  schedule = (fn: () => void, ms: number) => {
    const id = this.next++;
    this.timers.push({ at: this.now + Math.max(0, ms), fn, id });
    return () => {
      this.timers = this.timers.filter((t) => t.id !== id);
    };
  };
  /** Moves time on, firing due timers in order. */
  async advance(ms: number): Promise<void> {
    const end = this.now + ms;
    for (;;) {
      const due = this.timers.filter((t) => t.at <= end).sort((a, b) => a.at - b.at || a.id - b.id)[0];
      if (!due) break;
      this.timers = this.timers.filter((t) => t !== due);
      this.now = due.at;
      due.fn();
      await settle();
    }
    this.now = end;
  }
}

/** Lets pending promise callbacks (storage writes) run. */
export const settle = async () => {
  for (let i = 0; i < 5; i++) await Promise.resolve();
};

export interface Tab {
  table: TableModel;
  persistence: Persistence;
  /** The settings storage handed this tab, in order (another tab's or browser's changes). */
  applied: SettingsData[];
}

export class Browser {
  readonly local = new MemoryKV();
  readonly sync = new MemoryKV();
  /** The duel kept in this browser (its localStorage copy, as JSON). */
  duel: string | undefined;
  /** A duel set aside there, as it was (its localStorage copy under `duel:refused`). */
  duelRefused: string | undefined;
  private tabs = 0;
  constructor(
    readonly device: string,
    readonly clock: Clock,
  ) {}

  /** Opens a tab: a fresh deal on show until storage is read, as a new tab with no mirror would. */
  async open(deal: Deal = dealFromNumber(1)): Promise<Tab> {
    let persistence: Persistence | null = null;
    const applied: SettingsData[] = [];
    const table = createTable(freshTable(deal, null, 'normal', DEFAULT_RULES), {
      variant: KLONDIKE,
      autoCollect: () => false,
      onResult: (r) => persistence?.onResult(r),
      onSave: (s) => persistence?.onTableSaved(s),
      newUid: (() => {
        let k = 0;
        return () => `${this.device}-${this.tabs}-${k++}`;
      })(),
    });
    persistence = new Persistence({
      local: this.local,
      sync: this.sync,
      device: this.device,
      tab: `t${this.tabs++}`,
      table,
      applySettings: (data) => applied.push(data),
      now: () => this.clock.now,
      date: () => this.clock.now,
      schedule: this.clock.schedule,
      duelHere: {
        read: () => (this.duel === undefined ? undefined : JSON.parse(this.duel)),
        write: (r) => {
          this.duel = JSON.stringify(r);
          return true;
        },
        setAside: () => {
          this.duelRefused = this.duel;
        },
      },
    });
    await persistence.start(null);
    await settle();
    return { table, persistence, applied };
  }
}
