/**
 * Browsers for the sync simulation and the sync benchmark: each has its own
 * storage.local (a MemoryKV its tabs share), its own storage.sync view (a
 * SyncArea joined to a sync service model) and a localStorage mirror for a new
 * tab's first paint, and opens tabs the way the new-tab page does: the table
 * from the mirror (or a fresh deal), then a real Persistence started on it.
 * A closed tab's timers die with it, as a page's do. Each tab has its page's globals
 * (test/support/sim-page.ts: localStorage shared by the browser's tabs, visibility, timers on the clock),
 * so that Double Solitaire's seat opens in it as in the page (`seat`), and the page's one clock can run in it
 * (`startClock`, with the table's session and its race); New game's ways deal a race (`newGame`).
 *
 * Every table written to a browser's storage.local is checked as it lands
 * (`Ledger`): its revision never goes back, and one revision is one game.
 */
import { computed, effect, untracked } from '@preact/signals';
import { DEFAULT_RULES, dealFromNumber, type Level, KLONDIKE } from '../../engine';
import { createDuelSeat, type DuelSeat } from '../../models/duel-app';
import { createTable } from '../../models/game';
import { createNewGame, type NewGameModel } from '../../models/new-game';
import { startTimer } from '../../models/play-time';
import { createSessionHost } from '../../models/session/host';
import { duelSession } from '../../models/session/duel-session';
import { type TableSession, tableSession } from '../../models/session/table-session';
import { createSettings } from '../../models/settings';
import type { SolverClient } from '../../models/solver';
import type { GameResult, TableModel } from '../../models/table-model';
import { freshTable } from '../../models/saved-table';
import { Persistence } from '../../models/persistence';
import { DEFAULT_SETTINGS, type SettingsData } from '../../models/settings';
import { MemoryKV } from '../../models/storage/kv';
import { KEYS } from '../../models/storage/records';
import { type LocalTable, parseLocalTable } from '../../models/storage/local-table';
import { orNull } from '../../models/storage/read';
import { isNewer, type Rev } from '../../models/sync/clock';
import { SimLocalStorage, SimPage } from './sim-page';
import { SyncArea } from './sync-service';
import type { Clock } from './world';

/** Lets every pending promise callback run (a macrotask turn: the microtask queue is empty after it). */
export const drain = (): Promise<void> => new Promise((done) => setImmediate(done));

export const revText = (r: Rev): string => `${r.n}@${r.d}`;

/** What a revision stands for: the game's id, its moves and its undone moves. */
export const gameText = (t: LocalTable['table']): string => `${t.uid}|${t.game.moves}|${t.game.undone}`;

/** The tables written to storage.local across all browsers, checked as they land. */
export class Ledger {
  readonly games = new Map<string, string>();
  max: Rev | null = null;
  readonly violations: string[] = [];

  /** A table landed in `device`'s storage.local after `last` (that browser's newest so far). */
  saw(device: string, raw: unknown, last: Rev | null): Rev | null {
    // Read as written, not parsed (a parse replays the game: too slow for every write); the end reads it back.
    const t = raw as LocalTable;
    const game = gameText(t.table);
    const back = last !== null && isNewer(last, t.rev);
    if (back)
      this.violations.push(`${device}: storage.local went back from ${revText(last)} to ${revText(t.rev)} (${game})`);
    // Revision 0 is a fresh deal nobody has touched yet: every tab deals its own.
    if (t.rev.n > 0) {
      const known = this.games.get(revText(t.rev));
      if (known !== undefined && known !== game)
        this.violations.push(`${device}: revision ${revText(t.rev)} stands for two games: ${known} and ${game}`);
      this.games.set(revText(t.rev), game);
      if (!this.max || isNewer(t.rev, this.max)) this.max = t.rev;
    }
    return back ? last : t.rev;
  }
}

export interface SimTab {
  readonly id: string;
  readonly table: TableModel;
  readonly persistence: Persistence;
  readonly timers: Set<() => void>;
  /** The settings this tab shows. */
  settings: SettingsData;
  /** The page's globals: its localStorage (the browser's), whether it is on show, its timers. */
  readonly page: SimPage;
  /** Double Solitaire's seat, once opened in this tab (`SimBrowser.seat`). */
  seat: DuelSeat | null;
  /** What the tab told the player (a duel that could not be saved or read). */
  readonly told: string[];
  /** Stops what the tab wired up besides its persistence (the seat's following, the clock). */
  readonly stops: (() => void)[];
}

export class SimBrowser {
  readonly local = new MemoryKV();
  readonly sync: SyncArea;
  /** localStorage, as the browser's pages share it (the duel is kept there). */
  readonly storage = new SimLocalStorage();
  readonly tabs: SimTab[] = [];
  /** localStorage's copy of the table, as JSON. */
  mirror: string | null = null;
  /** localStorage's copy of the settings (a new tab shows them until storage says otherwise). */
  settings: SettingsData = DEFAULT_SETTINGS;
  /** Every result a table of this browser reported (to count in the statistics). */
  readonly results: (GameResult & { tab: string })[] = [];
  private newest: Rev | null = null;
  private opened = 0;
  private dealt = 0;

  constructor(
    readonly device: string,
    readonly clock: Clock,
    readonly ledger: Ledger,
    rateLimited = true,
  ) {
    this.sync = new SyncArea(() => clock.now, rateLimited);
    this.local.watch((changes) => {
      const c = changes[KEYS.table];
      if (c?.newValue !== undefined) this.newest = ledger.saw(device, c.newValue, this.newest);
    });
  }

  /** Opens a new tab: the mirror's table on show (a fresh deal `dealNumber` without one), then storage. */
  async open(dealNumber = 1, level: Level = 'normal'): Promise<SimTab> {
    const shown = this.mirror === null ? null : orNull(parseLocalTable(JSON.parse(this.mirror)));
    const id = `t${this.opened++}`;
    const page = new SimPage(this.storage, this.clock);
    let persistence: Persistence | null = null;
    let tab: SimTab | null = null;
    const table = createTable(
      shown?.table ?? freshTable(dealFromNumber(dealNumber), dealNumber, level, DEFAULT_RULES),
      {
        variant: KLONDIKE,
        autoCollect: () => false,
        onResult: (r) => {
          this.results.push({ ...r, tab: id });
          persistence?.onResult(r);
        },
        onSave: (s) => persistence?.onTableSaved(s),
        newUid: () => `${this.device}-g${this.dealt++}`,
      },
    );
    persistence = new Persistence({
      local: this.local,
      sync: this.sync,
      device: this.device,
      tab: id,
      table,
      applySettings: (data) => {
        this.settings = data;
        if (tab) tab.settings = data;
      },
      now: () => this.clock.now,
      date: () => this.clock.now,
      schedule: page.schedule,
      mirror: (t) => {
        this.mirror = JSON.stringify(t);
      },
      duelHere: page.duelHere(),
    });
    tab = {
      id,
      table,
      persistence,
      timers: page.timers,
      settings: this.settings,
      page,
      seat: null,
      told: [],
      stops: [],
    };
    await persistence.start(shown);
    this.tabs.push(tab);
    await drain();
    return tab;
  }

  /** The player changes the settings in `tab`. */
  changeSettings(tab: SimTab, data: SettingsData): void {
    tab.settings = data;
    this.settings = data;
    tab.persistence.onSettingsChanged(data);
  }

  /**
   * Opens Double Solitaire's seat in a tab, wired as the page wires it (components/duel-page.tsx): its
   * saves to this tab's sync copy, its results counted, a duel taken from another browser followed.
   * `speed`: the Motion setting's (1: Normal, 0: the computer's turn shown at once).
   */
  seat(tab: SimTab, speed = 1): DuelSeat {
    if (tab.seat) return tab.seat;
    const seat = tab.page.within(() =>
      createDuelSeat({
        onResult: (r) => {
          this.results.push({ ...r, tab: tab.id });
          tab.persistence.onResult(r);
        },
        tell: (text) => tab.told.push(text),
        speed: () => speed,
        onSaved: (r) => tab.persistence.onDuelSaved(r),
      }),
    );
    tab.seat = seat;
    tab.stops.push(
      effect(() => {
        if (tab.persistence.duelArrived.value) untracked(() => tab.page.within(seat.follow));
      }),
    );
    return seat;
  }

  /**
   * Runs the page's one clock in a tab: a second at a time to the game on show, while the tab is on show.
   * Returns the table's session, as the page makes it (its race model asks `solver` for the computer's moves).
   */
  startClock(tab: SimTab, solver: () => Promise<SolverClient>): TableSession {
    const table = tableSession(tab.table, solver);
    const host = createSessionHost(table);
    const seat = tab.seat;
    if (seat)
      host.attachDuel(
        computed(() => seat.duel.value && duelSession(seat.duel.value)),
        computed(() => seat.duel.value?.record.value.open === true),
      );
    tab.stops.push(tab.page.within(() => startTimer(host)));
    return table;
  }

  /** New game's ways in a tab (a race, a friend's challenge), on its settings; `dealNumber` is what a random deal draws. */
  newGame(tab: SimTab, solver: () => Promise<SolverClient>, dealNumber: () => number): NewGameModel {
    return createNewGame({
      table: tab.table,
      settings: createSettings(tab.settings),
      solver,
      pool: () => null,
      local: () => this.local,
      randomDealNumber: dealNumber,
      notice: (text) => tab.told.push(text),
    });
  }

  /** The player goes to a tab: it shows, and the browser's other tabs are hidden (one window). */
  show(tab: SimTab): void {
    for (const t of this.tabs) if (t !== tab && t.page.visible) t.page.setVisible(false);
    if (!tab.page.visible) tab.page.setVisible(true);
  }

  /** Closes a tab: the page hides (flush), then it is gone, its timers with it. */
  async close(tab: SimTab): Promise<void> {
    tab.persistence.flush();
    await drain();
    tab.persistence.stop();
    for (const stop of tab.stops.splice(0)) stop();
    tab.page.close();
    this.tabs.splice(this.tabs.indexOf(tab), 1);
  }

  /** Timers of open tabs still to fire. */
  timers(): number {
    return this.tabs.reduce((n, t) => n + t.timers.size, 0);
  }
}
