import { type ReadonlySignal, signal } from '@preact/signals';
import type { StatsKey } from '../engine';
import type { GameResult, TableModel } from './table-model';
import type { SavedTable } from './saved-table';
import type { SettingsData } from './settings';
import type { AllStats } from './stats';
import { type JobDeps, recordReader } from './persist/job';
import { Seen } from './persist/seen';
import { SettingsSync } from './persist/settings';
import { type DuelHere, DuelSync, duelInLocalStorage } from './persist/duel-sync';
import type { DuelRecord } from './duel-record';
import { PastGamesLog } from './persist/past-games';
import { StatsSync } from './persist/stats';
import type { PastGame } from './past-games';
import type { StoredStats } from './storage/device-stats';
import { GAME_PARTS, GameCopyOut } from './persist/game-copy';
import { GameCopyIn } from './persist/game-copy-in';
import { SyncWriter } from './persist/sync-writer';
import { Offers } from './persist/offers';
import { LocalSave } from './persist/local-save';
import type { KV } from './storage/kv';
import { KEYS } from './storage/records';
import type { LocalTable } from './storage/local-table';
import type { Rev } from './sync/clock';
import { t } from './words';

// Loaded with persistence, after the first paint: which id this browser goes by, once storage is read.
export { settleDevice } from './persist/device';

export interface PersistenceDeps {
  readonly local: KV;
  readonly sync: KV;
  readonly device: string;
  /** This page's id among the browser's tabs. */
  readonly tab: string;
  readonly table: TableModel;
  readonly applySettings: (data: SettingsData) => void;
  /** A steady clock for pacing sync's writes (milliseconds; the page's performance.now). */
  readonly now: () => number;
  /** The calendar's time, for when a game ended (milliseconds since 1970, UTC: the page's Date.now). */
  readonly date: () => number;
  readonly schedule: (fn: () => void, ms: number) => () => void;
  /** A synchronous copy for the next tab's first paint (localStorage in the page). */
  readonly mirror?: (t: LocalTable) => void;
  /** Where the duel is kept (localStorage in the page, where its first paint reads it). */
  readonly duelHere?: DuelHere;
}

/**
 * Never lose a game. Every change the player makes is saved to storage.local
 * at once, with a revision; other tabs take a newer revision the moment it
 * lands and can never write over it with an older one. A compact copy of the
 * game, the settings and each browser's own statistics travel through
 * storage.sync, written sparingly; a newer game arriving from another browser
 * is taken when it continues ours, or offered when it is another game, and
 * ours then stays resumable on the shelf. Everything read back is checked; a
 * bad copy is refused, set aside, and the game goes on from the good one.
 */
export class Persistence {
  readonly notice = signal<string | null>(null);
  /** A newer game from another browser, waiting for the player's yes or no. */
  readonly offer: Offers['offer'];
  readonly shelf: Offers['shelf'];
  private readonly offers: Offers;
  /** The game in storage.local, with its revision. */
  private readonly game: LocalSave;
  private readonly seen: Seen;
  private readonly statsSync: StatsSync;
  private readonly settingsSync: SettingsSync;
  private readonly duelSync: DuelSync;
  private readonly past: PastGamesLog;
  /** Writes what the game, the statistics and the settings owe storage.sync. */
  private readonly out: SyncWriter;
  /** The game's copy this page owes storage.sync, and the copies coming in from it. */
  private readonly copy: GameCopyOut;
  private readonly copyIn: GameCopyIn;
  private readonly stops: (() => void)[] = [];

  constructor(private readonly deps: PersistenceDeps) {
    // Who writes: the browser and this tab, so that two tabs' simultaneous changes still order.
    const writer = `${deps.device}/${deps.tab}`;
    this.seen = new Seen(deps.date);
    const jobs: JobDeps = {
      local: deps.local,
      sync: deps.sync,
      device: deps.device,
      seen: this.seen,
      owe: (urgent) => this.out.soon(urgent),
      ...recordReader(deps.local, deps.sync, () => {
        this.notice.value = t('notice.copyUnread');
      }),
    };
    this.statsSync = new StatsSync(jobs);
    this.settingsSync = new SettingsSync(jobs, deps.applySettings, writer);
    const tell = (text: string) => {
      this.notice.value = text;
    };
    this.offers = new Offers(deps.table);
    this.offer = this.offers.offer;
    this.shelf = this.offers.shelf;
    this.game = new LocalSave({ jobs, table: deps.table, writer, offers: this.offers, mirror: deps.mirror, tell });
    this.copy = new GameCopyOut(deps.sync, deps.table, () => this.rev, tell);
    this.duelSync = new DuelSync(jobs, deps.duelHere ?? duelInLocalStorage, writer, tell);
    this.past = new PastGamesLog(jobs, deps.date);
    this.out = new SyncWriter({
      sync: deps.sync,
      owed: { game: this.copy, stats: this.statsSync, settings: this.settingsSync, duel: this.duelSync },
      now: deps.now,
      schedule: deps.schedule,
      tell,
    });
    this.copyIn = new GameCopyIn({
      jobs,
      table: deps.table,
      game: this.game,
      offers: this.offers,
      copy: this.copy,
      heard: () => this.out.heard(),
      owe: (urgent) => this.markDirty(urgent),
      saved: (saved) => this.onTableSaved(saved),
    });
  }

  /** The revision of the table on show. */
  get rev(): Rev {
    return this.game.rev;
  }

  /** Changes made before storage was read were taken back: the game they were made on was not the newest. */
  get droppedEarly(): boolean {
    return this.game.droppedEarly;
  }

  /** storage.sync writes made (for the benchmark). */
  get syncWrites(): number {
    return this.out.writes;
  }

  /** Counts the changes to the duel made elsewhere (another tab or browser): the page's seat, if loaded, follows each. */
  get duelArrived(): ReadonlySignal<number> {
    return this.duelSync.arrived;
  }

  /** The statistics of every browser, merged. */
  get stats(): ReadonlySignal<AllStats> {
    return this.statsSync.stats;
  }

  /** The last games that ended in this browser, newest first. */
  get pastGames(): ReadonlySignal<readonly PastGame[]> {
    return this.past.games;
  }

  /**
   * Reads storage, takes whatever is newer than the table on show, and starts watching. `painted`: the table
   * as first shown, when the player may have changed it before this (LocalSave.start).
   */
  async start(shown: LocalTable | null, painted?: SavedTable): Promise<void> {
    // Watch before the first read: a change another tab writes while this one reads would otherwise be
    // missed until the next. Changes wait until the reads are done, then go through the usual revision checks.
    let waiting: (() => void)[] | null = [];
    const later = (f: () => void) => (waiting ? waiting.push(f) : f());
    this.stops.push(this.deps.local.watch((c) => later(() => this.onLocal(c))));
    this.stops.push(this.deps.sync.watch((c) => later(() => this.onSync(c))));
    if (await this.game.start(shown, painted)) this.markDirty(this.deps.table.state.value.won);
    await this.statsSync.start();
    await this.settingsSync.start();
    await this.duelSync.start();
    await this.past.start();
    await this.copyIn.start();
    const pending = waiting;
    waiting = null;
    for (const f of pending) f();
  }

  stop(): void {
    for (const s of this.stops.splice(0)) s();
    this.out.stop();
  }

  /** The table changed by the player's hand: save it here at once, to sync soon. */
  onTableSaved(saved: SavedTable): void {
    // Before storage is read, a change is settled by start (LocalSave.start): no copy goes to sync before it.
    if (!this.game.settled) return;
    this.game.changed(saved);
    this.markDirty(this.deps.table.state.value.won);
  }

  /** The duel was saved by a move in this tab: to sync soon. */
  onDuelSaved(record: DuelRecord): void {
    this.duelSync.changed(record);
  }

  onResult(r: GameResult): void {
    this.statsSync.onResult(r);
    // A result comes as its game ends, still on the table: its moves go to the history, for a replay. (Not in
    // GameResult, which the first paint's table makes: the history alone needs them.)
    const { table } = this.deps;
    this.past.onResult(r, table.uid.value === r.uid ? table.game.value.moves : []);
  }

  /** Resets a level's statistics on every browser (each applies it to its own counters when it sees it). */
  resetStats(level: StatsKey): void {
    this.statsSync.reset(level);
  }

  onSettingsChanged(data: SettingsData): void {
    this.settingsSync.changed(data);
  }

  /** The page is going away or out of sight: save the time played, and write the sync copy now. */
  flush(): void {
    void this.game.save(this.deps.table.saved());
    if (this.out.owing) this.out.soon(true);
  }

  /** The player takes the offer: put on the table, unless that would drop a game under way (Offers.accept). */
  acceptOffer(): void {
    const g = this.offers.accept(this.rev);
    if (g === 'taken') this.notice.value = t('notice.offerWaits');
    else if (g) this.copyIn.adopt(g);
  }

  declineOffer(): void {
    this.offers.decline();
  }

  /** What an export carries from storage: every browser's statistics known here, and the history. */
  exported(): { stats: StoredStats[]; history: readonly PastGame[] } {
    return { stats: this.statsSync.devices(), history: this.past.games.value };
  }

  /**
   * An export's statistics and history taken in (each browser's counters and each game once), and its game,
   * when it is another, put on the table where that drops no game under way (Offers.makeRoom). Says what
   * was new, and what became of the game here ('none': the file's game is the one on the table, or none).
   */
  async imported(stats: readonly StoredStats[], history: readonly PastGame[], table: SavedTable | null) {
    const games = this.past.add(history);
    const room = table !== null && table.uid !== this.deps.table.uid.value ? this.offers.makeRoom() : ('none' as const);
    if (table && room !== 'none' && room !== 'taken') this.putOnTable(table);
    // Last: storage.sync may refuse (its quota), and the rest is in by then.
    const devices = await this.statsSync.adopt(stats);
    return { devices, games, table: room };
  }

  /** Back to the shelved game; the game on the table takes its place on the shelf. */
  resumeShelf(): void {
    const shelved = this.offers.unshelve();
    if (shelved) this.putOnTable(shelved);
  }

  /** A game put on the table by the player's word (resumed, imported): saved as a change made here. */
  private putOnTable(saved: SavedTable): void {
    this.deps.table.load(saved);
    this.onTableSaved(saved);
  }

  private onLocal(changes: Record<string, { newValue?: unknown }>): void {
    if (changes[KEYS.stats]) this.statsSync.onLocal(changes[KEYS.stats].newValue);
    if (changes[KEYS.duel]) this.duelSync.onLocal(changes[KEYS.duel].newValue);
    if (changes[KEYS.settings]) this.settingsSync.onLocal(changes[KEYS.settings].newValue);
    if (changes[KEYS.history]) this.past.onLocal(changes[KEYS.history].newValue);
    const c = changes[KEYS.table];
    if (!c || c.newValue === undefined) return;
    if (this.game.heard(c.newValue)) {
      // Any tab may write the sync copy (the one that made the change may close first); the first
      // to write it wins, the others see it written and stand down (GameCopyIn).
      this.markDirty();
    }
  }

  private onSync(changes: Record<string, { newValue?: unknown }>): void {
    this.copyIn.onSync(changes);
    for (const [key, change] of Object.entries(changes)) {
      if (key === KEYS.syncGame || key.startsWith(GAME_PARTS)) continue;
      if (key.startsWith(KEYS.syncStats)) this.statsSync.onSync(key, change.newValue);
      else if (key === KEYS.syncSettings) this.settingsSync.onSync(change.newValue);
      else if (key === KEYS.syncDuel && this.duelSync.onSync(change.newValue)) this.out.heard();
    }
  }

  private markDirty(urgent = false): void {
    this.copy.owing = true;
    this.out.soon(urgent);
  }
}
