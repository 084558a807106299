import { signal } from '@preact/signals';
import type { Level } from '../engine';
import { compactGame, compactMoves, expandGame } from '../engine/compact';
import { parseMoves } from '../engine/moves';
import type { GameResult, SavedTable, TableModel } from './game';
import type { SettingsData } from './settings';
import type { AllStats } from './stats';
import type { KV } from './storage/kv';
import {
  KEYS,
  type LocalTable,
  parseDeviceStats,
  parseLocalTable,
  parseNamed,
  parseSyncGame,
  parseSyncSettings,
  salvageLocalTable,
  type StoredStats,
  type SyncGame,
} from './storage/records';
import { after, isNewer, nextRev, type Rev, ZERO } from './sync/clock';
import { decide, type GameCopy } from './sync/game-merge';
import { joinCopy, partKey, splitCopy } from './sync/game-parts';
import { NAMED, type OwnChange, OwnChanges } from './sync/own-changes';
import { countResult, emptyDeviceStats, mergeStats } from './sync/stats-merge';

/** storage.sync allows 120 writes a minute and 1800 an hour; the game's key is written at most once a minute in play. */
export const SYNC_GAP_MS = 60_000;
/** A burst of moves is written once it pauses this long (within the gap above). */
export const SYNC_IDLE_MS = 8_000;
/** Leaving the page or finishing a game writes at once, but not twice within this. */
export const SYNC_URGENT_GAP_MS = 10_000;
/** Sync writes refused in a row before the player is told (a passing failure says nothing). */
const SYNC_FAILURES_TOLD = 3;
/** The keys of a long game's parts in sync (see sync/game-parts.ts). */
const GAME_PARTS = `${KEYS.syncGame}:`;
/**
 * How far past everything seen so far a revision may be and still be taken: a device makes one change a move,
 * so even years of play elsewhere stay far below this; a record claiming more is damage or tampering, and
 * taking it would leave every later change of ours unable to outrank it.
 */
const MAX_JUMP = 2 ** 32;
/** Games a device's statistics count, all levels together. */
const played = (s: StoredStats) => Object.values(s.levels).reduce((n, l) => n + l.played, 0);
/** A head that says the copy has more parts. */
const isParted = (x: unknown) => typeof x === 'object' && x !== null && 'parts' in x;
/** A failed write is tried again after this (doubling, up to five minutes). */
export const RETRY_MS = 30_000;

export interface PersistenceDeps {
  readonly local: KV;
  readonly sync: KV;
  readonly device: string;
  /** This page's id among the browser's tabs. */
  readonly tab: string;
  readonly table: TableModel;
  readonly applySettings: (data: SettingsData) => void;
  readonly now: () => number;
  readonly schedule: (fn: () => void, ms: number) => () => void;
  /** A synchronous copy for the next tab's first paint (localStorage in the page). */
  readonly mirror?: (t: LocalTable) => void;
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
  readonly stats = signal<AllStats>(mergeStats([]));
  readonly notice = signal<string | null>(null);
  /** A newer game from another browser, waiting for the player's yes or no. */
  readonly offer = signal<SyncGame | null>(null);
  readonly shelf = signal<SavedTable | null>(null);
  /** storage.sync writes made (for the benchmark). */
  syncWrites = 0;
  rev: Rev = ZERO;
  /** The last changes the table on show holds, by their ids (written with it: see sync/own-changes.ts). */
  private named: Rev[] = [];
  /** This tab's changes since it last took the table from another tab. */
  private readonly changes = new OwnChanges();
  /** Set while changes of ours are played again on a table taken from another tab. */
  private replaying: readonly OwnChange[] | null = null;
  private seen = 0;
  private own: StoredStats;
  private others = new Map<string, StoredStats>();
  private settingsRev: Rev = ZERO;
  private settingsData: SettingsData | null = null;
  private dirty = false;
  /** This browser's statistics changed since they were last written to sync. */
  private statsDirty = false;
  /** Our settings are newer than what sync holds (changed here, or lost or overwritten there). */
  private settingsDirty = false;
  /** The head of a copy whose parts were not all in sync when read (its revision, if it had one). */
  private incompleteRev: Rev | null = null;
  /** The retry of a failed sync write, while one is scheduled. */
  private retryTimer: (() => void) | null = null;
  /** The game already said to be too long for sync. */
  private tooLongFor = '';
  /** Sync writes refused in a row (quota, offline): past a few, the player is told. */
  private syncFailures = 0;
  private lastSync = Number.NEGATIVE_INFINITY;
  private timer: (() => void) | null = null;
  private retry = RETRY_MS;
  private readonly stops: (() => void)[] = [];

  /** Who writes: the browser and this tab, so that two tabs' simultaneous changes still order. */
  private readonly writer: string;

  constructor(private readonly d: PersistenceDeps) {
    this.own = { ...emptyDeviceStats(d.device), resets: {}, n: 0 };
    this.writer = `${d.device}/${d.tab}`;
  }

  /** Reads storage, takes whatever is newer than the table on show, and starts watching. */
  async start(shown: LocalTable | null): Promise<void> {
    // Watch before the first read: a change another tab writes while this one reads would otherwise be
    // missed until the next. Changes wait until the reads are done, then go through the usual revision checks.
    let waiting: (() => void)[] | null = [];
    const later = (f: () => void) => (waiting ? waiting.push(f) : f());
    this.stops.push(this.d.local.watch((c) => later(() => this.onLocal(c))));
    this.stops.push(this.d.sync.watch((c) => later(() => this.onSync(c))));
    if (shown) this.see(shown.rev);
    this.rev = shown?.rev ?? ZERO;
    this.named = parseNamed(shown?.named);
    this.shelf.value = shown?.shelf ?? null;
    const raw = await this.d.local.get(KEYS.table).catch(() => undefined);
    const parsed = raw == null ? null : parseLocalTable(raw);
    const stored = parsed && this.plausible(parsed.rev.n) ? parsed : null;
    if (raw != null && !stored) await this.refuse(this.d.local, KEYS.table, raw);
    // A damaged record whose game still checks out is that game, not a reason to deal anew (a table on
    // show came from the first-paint copy, which is as new).
    const salvaged = raw != null && !stored && !shown ? salvageLocalTable(raw) : null;
    if (salvaged) {
      this.adoptLocal(salvaged);
      this.onTableSaved(salvaged.table);
    } else if (stored && isNewer(stored.rev, this.rev)) this.adoptLocal(stored);
    else if (!stored || isNewer(this.rev, stored.rev)) await this.saveLocal(this.d.table.saved());
    this.changes.took(this.d.table.saved().game.moves);
    const own = await this.read(this.d.local, KEYS.stats, parseDeviceStats);
    if (own) {
      this.own = own;
      this.see({ n: own.n, d: this.d.device });
    }
    const synced = await this.d.sync.getAll(KEYS.syncStats);
    const parsedMine = parseDeviceStats(synced[KEYS.syncStats + this.d.device]);
    const mine = parsedMine?.device === this.d.device && this.plausibleStats(parsedMine) ? parsedMine : null;
    // storage.local is the truth for our own counters. Only when its copy is lost or refused, or damaged in
    // place (the same revision, counting fewer games), is this browser's own copy in sync taken back.
    if (mine && (own ? mine.n === own.n && played(mine) > played(own) : mine.n > 0)) {
      this.own = mine;
      this.see({ n: mine.n, d: this.d.device });
      await this.guard(this.d.local.set({ [KEYS.stats]: this.own }));
    } else if (this.own.n > 0 && (!mine || mine.n < this.own.n)) {
      // Our own key missing or behind in sync (wiped by a first sync, say): put back what this browser counted.
      void this.writeStats();
    }
    // Other browsers' counters, and the resets they made, after our own are settled.
    for (const [key, value] of Object.entries(synced)) this.takeStats(key, value);
    this.showStats();
    // storage.local keeps our settings with their revision, to put back if sync lost them while no tab was open.
    const kept = parseSyncSettings(await this.d.local.get(KEYS.settings).catch(() => undefined));
    if (kept) {
      this.see(kept.rev);
      this.settingsRev = kept.rev;
      this.settingsData = kept.data;
    }
    const settings = await this.read(this.d.sync, KEYS.syncSettings, parseSyncSettings);
    if (settings) this.takeSettings(settings);
    else this.writeSyncSettings();
    const game = await this.readSyncGame();
    if (game === 'refused' || game === null) this.markDirty();
    else if (game === 'incomplete') {
      // Parts of a copy still on their way, or left by one long gone: ours is written if it is newer.
      if (this.incompleteRev && isNewer(this.rev, this.incompleteRev)) this.markDirty();
    } else if (this.plausible(game.rev.n)) this.takeSyncGame(game);
    else await this.refuse(this.d.sync, KEYS.syncGame, game);
    const pending = waiting;
    waiting = null;
    for (const f of pending) f();
  }

  stop(): void {
    for (const s of this.stops.splice(0)) s();
    this.timer?.();
    this.retryTimer?.();
  }

  /** The table changed by the player's hand: save it here at once, to sync soon. */
  onTableSaved(saved: SavedTable): void {
    this.rev = nextRev(this.seen, this.writer);
    this.see(this.rev);
    if (this.replaying) {
      this.changes.replayed(this.replaying, saved.game.moves);
      this.named = [...this.named, ...this.replaying.map((c) => c.id)].slice(-NAMED);
    } else {
      this.changes.wrote(this.rev, saved.game.moves, saved.auto);
      this.named = [...this.named, this.rev].slice(-NAMED);
    }
    void this.saveLocal(saved);
    this.markDirty(this.d.table.state.value.won);
    if (this.offer.value && !isNewer(this.offer.value.rev, this.rev)) this.offer.value = null;
  }

  onResult(r: GameResult): void {
    const n = after(this.seen);
    this.see({ n, d: this.d.device });
    this.own = { ...this.own, ...countResult(this.own, { ...r, n }), n };
    this.showStats();
    void this.writeStats();
  }

  /** Resets a level's statistics on every browser (each applies it to its own counters when it sees it). */
  resetStats(level: Level): void {
    this.own = this.applyReset(this.own, level, after(this.seen));
    this.showStats();
    void this.writeStats();
  }

  onSettingsChanged(data: SettingsData): void {
    this.settingsData = data;
    this.settingsRev = nextRev(this.seen, this.writer);
    this.see(this.settingsRev);
    void this.guard(this.d.local.set({ [KEYS.settings]: { rev: this.settingsRev, data } }));
    this.writeSyncSettings();
  }

  /** The page is going away or out of sight: save the time played, and write the sync copy now. */
  flush(): void {
    void this.saveLocal(this.d.table.saved());
    if (this.dirty || this.statsDirty || this.settingsDirty) this.syncSoon(true);
  }

  acceptOffer(): void {
    const g = this.offer.value;
    this.offer.value = null;
    // Another tab may have taken it (or played on) meanwhile: only a copy still newer is taken.
    if (!g || !isNewer(g.rev, this.rev)) return;
    this.shelve();
    this.adoptSync(g);
  }

  declineOffer(): void {
    this.offer.value = null;
  }

  /** Back to the shelved game; the game on the table takes its place on the shelf. */
  resumeShelf(): void {
    const shelved = this.shelf.value;
    if (!shelved) return;
    this.shelf.value = this.d.table.inProgress.value ? this.d.table.saved() : null;
    this.d.table.load(shelved);
    this.onTableSaved(shelved);
  }

  private shelve(): void {
    if (this.d.table.inProgress.value) this.shelf.value = this.d.table.saved();
  }

  private see(rev: Rev): void {
    this.seen = Math.max(this.seen, rev.n);
  }

  /** A revision this page may take (see MAX_JUMP). */
  private plausible(n: number): boolean {
    return n <= this.seen + MAX_JUMP;
  }

  private plausibleStats(s: StoredStats): boolean {
    return this.plausible(s.n) && Object.values(s.resets).every((n) => this.plausible(n));
  }

  private async read<T>(kv: KV, key: string, parse: (x: unknown) => T | null): Promise<T | null> {
    let raw: unknown;
    try {
      raw = await kv.get(key);
    } catch {
      return null;
    }
    if (raw === undefined || raw === null) return null;
    const value = parse(raw);
    if (value === null) await this.refuse(kv, key, raw);
    return value;
  }

  /** A stored value that does not check out: set it aside, say so plainly, and go on with the good copy. */
  private async refuse(kv: KV, key: string, raw: unknown): Promise<void> {
    this.notice.value =
      'A saved copy in browser storage could not be read and was set aside. Your game and statistics go on from the last good copy.';
    await this.guard(this.d.local.set({ [`refused:${kv === this.d.sync ? 'sync:' : ''}${key}`]: raw }));
  }

  private async saveLocal(saved: SavedTable): Promise<void> {
    const record: LocalTable = { rev: this.rev, named: this.named, table: saved, shelf: this.shelf.value };
    this.d.mirror?.(record);
    try {
      await this.d.local.set({ [KEYS.table]: record });
    } catch {
      this.notice.value =
        'Your game could not be saved to browser storage just now; it is kept in this tab and saved again on your next move.';
    }
  }

  /**
   * Puts a newer record from this browser's storage on the table. When it is this game, changed in another
   * tab at the same moment as here, the changes made here that it lacks are played again on top of it, or
   * taken back with a word when they no longer fit (see sync/own-changes.ts).
   */
  private adoptLocal(t: LocalTable): void {
    const missing = t.table.uid === this.d.table.uid.value ? this.changes.missing(t.named) : null;
    const here = this.d.table.saved().game;
    this.see(t.rev);
    this.rev = t.rev;
    this.named = [...(t.named ?? [])];
    this.changes.took(t.table.game.moves);
    if (this.offer.value && !isNewer(this.offer.value.rev, t.rev)) this.offer.value = null;
    this.shelf.value = t.shelf;
    this.d.mirror?.(t);
    if (missing?.kind === 'changes') this.playAgain(t.table, missing.changes);
    else {
      this.d.table.load(t.table);
      if (missing?.kind === 'unknown' && here.moves !== t.table.game.moves) this.takenBack(0);
    }
  }

  /** Our changes that `onto` lacks, played again on it; those that no longer fit are taken back, with a word. */
  private playAgain(onto: SavedTable, changes: readonly OwnChange[]): void {
    const moves = changes.flatMap((c) => c.moves);
    this.replaying = changes;
    let through: number;
    try {
      through = this.d.table.follow(onto, moves);
    } finally {
      this.replaying = null;
    }
    if (through === moves.length) return;
    // The changes played again whole stay ours to look after; the rest were taken back.
    const kept: OwnChange[] = [];
    let end = 0;
    for (const c of changes) {
      end += c.moves.length;
      if (end > through) break;
      kept.push(c);
    }
    this.changes.replayed(kept, this.d.table.saved().game.moves);
    this.takenBack(moves.slice(through).filter((m) => !m.auto).length);
  }

  /** Moves shown here that another tab's change at the same moment left no room for (0: a change, unknown count). */
  private takenBack(moves: number): void {
    const what = moves === 0 ? 'A change' : moves === 1 ? 'A move' : `${moves} moves`;
    this.notice.value = `${what} made in this tab at the same moment as one in another tab no longer fitted the game and ${moves > 1 ? 'were' : 'was'} taken back.`;
  }

  /**
   * Our own counters came back changed: from another tab of this browser (newer: take them), or
   * wiped or older (a first sync, another install): put back what this browser counted.
   */
  private takeOwnStats(value: unknown, fromSync: boolean): void {
    const parsed = value === undefined ? null : parseDeviceStats(value);
    const s = parsed && this.plausibleStats(parsed) ? parsed : null;
    if (s && s.device === this.d.device && s.n > this.own.n) {
      this.own = s;
      this.see({ n: s.n, d: this.d.device });
      this.showStats();
      // Counted in another tab: any tab may carry it to sync (that one may close first).
      if (!fromSync) {
        this.statsDirty = true;
        this.syncSoon(true);
      }
    }
    if (!fromSync) return;
    if (s && s.n >= this.own.n) this.statsDirty = false;
    else void this.writeStats();
  }

  private onLocal(changes: Record<string, { newValue?: unknown }>): void {
    if (changes[KEYS.stats]) this.takeOwnStats(changes[KEYS.stats].newValue, false);
    const c = changes[KEYS.table];
    if (!c || c.newValue === undefined) return;
    const t = parseLocalTable(c.newValue);
    if (t && this.plausible(t.rev.n) && isNewer(t.rev, this.rev)) {
      this.adoptLocal(t);
      // Any tab may write the sync copy (the one that made the change may close first); the first
      // to write it wins, the others see it written and stand down (takeSyncGame).
      this.markDirty();
    }
  }

  private onSync(changes: Record<string, { newValue?: unknown }>): void {
    const head = changes[KEYS.syncGame];
    if (head && head.newValue === undefined) {
      this.markDirty(); // wiped (a first sync): put ours back
    } else if (head && !isParted(head.newValue)) {
      this.onSyncGame(parseSyncGame(head.newValue), head.newValue);
    } else if (head || Object.keys(changes).some((k) => k.startsWith(GAME_PARTS))) {
      // A long game's copy, or one of its parts: put together from the area once all of one revision are in.
      void this.readSyncGame().then((g) => {
        if (g !== 'incomplete' && g !== 'refused' && g !== null) this.onSyncGame(g, null);
      });
    }
    for (const [key, change] of Object.entries(changes)) {
      if (key === KEYS.syncGame || key.startsWith(GAME_PARTS)) continue;
      if (key.startsWith(KEYS.syncStats)) {
        if (key === KEYS.syncStats + this.d.device) this.takeOwnStats(change.newValue, true);
        else this.takeStats(key, change.newValue);
        this.showStats();
      } else if (key === KEYS.syncSettings) {
        const s = change.newValue === undefined ? null : parseSyncSettings(change.newValue);
        if (s) this.takeSettings(s);
        else if (change.newValue === undefined) this.writeSyncSettings();
        else void this.refuse(this.d.sync, key, change.newValue);
      }
    }
  }

  /** A copy of the game arrived in sync (`g`, or null when refused: `raw` is set aside). */
  private onSyncGame(g: SyncGame | null, raw: unknown): void {
    if (!g || !this.plausible(g.rev.n)) {
      void this.refuse(this.d.sync, KEYS.syncGame, raw ?? g);
      return;
    }
    // A copy was just written (by any tab of any browser): the minute between copies counts from it.
    this.lastSync = this.d.now();
    this.takeSyncGame(g);
    if (this.dirty && this.timer) {
      this.timer();
      this.timer = null;
      this.syncSoon(false);
    }
  }

  /**
   * The game's copy in sync, put together from its parts: null when there is none, 'incomplete' while a
   * part of its revision is still on its way, 'refused' when it does not check out (set aside, with a word).
   */
  private async readSyncGame(): Promise<SyncGame | null | 'incomplete' | 'refused'> {
    let head: unknown;
    let parts: Record<string, unknown>;
    try {
      [head, parts] = await Promise.all([this.d.sync.get(KEYS.syncGame), this.d.sync.getAll(GAME_PARTS)]);
    } catch {
      return null;
    }
    if (head === undefined || head === null) return null;
    const joined = joinCopy(head, (i) => parts[partKey(KEYS.syncGame, i)]);
    if (joined.kind === 'incomplete') {
      const rev = (head as { rev?: Rev }).rev;
      this.incompleteRev = rev && typeof rev.n === 'number' && typeof rev.d === 'string' ? rev : null;
      return 'incomplete';
    }
    const g = parseSyncGame(joined.record);
    if (g) return g;
    await this.refuse(this.d.sync, KEYS.syncGame, head);
    return 'refused';
  }

  private copyOf(saved: SavedTable, rev: Rev, ended: boolean): GameCopy {
    const moves = parseMoves(saved.game.moves);
    const undone = parseMoves(saved.game.undone);
    const m = moves.ok ? compactMoves(moves.value) : '';
    const u = undone.ok ? compactMoves([...undone.value].reverse()) : '';
    return { rev, uid: saved.uid, moves: m, timeline: m + u, finished: ended };
  }

  private takeSyncGame(g: SyncGame): void {
    this.see(g.rev);
    // Our game, or a newer one, is in sync already: nothing to write.
    if (!isNewer(this.rev, g.rev) && this.dirty) {
      this.dirty = false;
      this.timer?.();
      this.timer = null;
    }
    const here = this.copyOf(this.d.table.saved(), this.rev, this.d.table.state.value.won);
    const there = this.syncedTable(g);
    if (!there) return;
    const decision = decide(here, this.copyOf(there, g.rev, g.ended));
    if (decision.kind === 'keep') {
      if (isNewer(this.rev, g.rev)) this.markDirty();
    } else if (decision.kind === 'keep-and-write') this.onTableSaved(this.d.table.saved());
    else if (decision.kind === 'offer') {
      if (!this.offer.value || isNewer(g.rev, this.offer.value.rev)) this.offer.value = g;
    } else {
      if (decision.kind === 'adopt-and-shelve') this.shelve();
      this.adoptSync(g);
    }
  }

  private syncedTable(g: SyncGame): SavedTable | null {
    const e = expandGame(g.g);
    if (!e.ok) return null;
    return {
      v: 1,
      uid: g.uid,
      game: e.value.record,
      auto: '',
      undoneAuto: '',
      dealNumber: e.value.dealNumber,
      level: g.level,
      elapsed: g.elapsed,
      counted: g.ended,
      carry: g.carry,
    };
  }

  private adoptSync(g: SyncGame): void {
    const t = this.syncedTable(g);
    if (!t) return;
    this.rev = g.rev;
    // The copy taken holds what this tab's table held (it continues it, or that game is shelved): a tab
    // that made those changes must not play them again on it.
    this.changes.took(t.game.moves);
    this.d.table.load(t);
    this.dirty = false;
    void this.saveLocal(t);
  }

  private markDirty(urgent = false): void {
    this.dirty = true;
    this.syncSoon(urgent);
  }

  /** Schedules the sync write: coalesced, at most one a minute in play, sooner when urgent. */
  private syncSoon(urgent: boolean): void {
    const now = this.d.now();
    const at = urgent
      ? Math.max(now, this.lastSync + SYNC_URGENT_GAP_MS)
      : Math.max(now + SYNC_IDLE_MS, this.lastSync + SYNC_GAP_MS);
    if (this.timer && !urgent) return;
    this.timer?.();
    this.timer = this.d.schedule(() => {
      this.timer = null;
      void this.writeSync();
    }, at - now);
  }

  /**
   * Writes what sync lacks in one call (Chrome counts a call as one write): the game copy if it is
   * behind, this browser's statistics if they changed, the settings if ours are newer.
   */
  private async writeSync(): Promise<void> {
    const { dirty: game, statsDirty: stats } = this;
    const settings = this.settingsDirty && this.settingsData !== null && this.settingsRev !== ZERO;
    if (!game && !stats && !settings) return;
    const items: Record<string, unknown> = {};
    if (stats) items[KEYS.syncStats + this.d.device] = this.own;
    if (settings) items[KEYS.syncSettings] = { rev: this.settingsRev, data: this.settingsData };
    const copy = game ? this.gameItems() : null;
    if (game && !copy) this.tooLong();
    if (copy) Object.assign(items, copy);
    this.dirty = false;
    this.statsDirty = false;
    this.settingsDirty = false;
    if (Object.keys(items).length === 0) return;
    this.lastSync = this.d.now();
    if (await this.guard(this.d.sync.set(items), true)) {
      this.syncFailures = 0;
      if (copy) await this.dropStaleParts(copy);
      return;
    }
    // What the write carried is still owed, and tried again later (backing off).
    this.dirty ||= game && copy !== null;
    let rest = false;
    if (copy && (stats || settings)) {
      // The game's copy may be what sync refused (its quota): the statistics and settings go on their own.
      rest = await this.guard(
        this.d.sync.set(Object.fromEntries(Object.entries(items).filter(([k]) => !(k in copy)))),
        true,
      );
    }
    if (!rest) {
      this.statsDirty ||= stats;
      this.settingsDirty ||= settings;
    }
    this.retryLater();
  }

  /** One retry of the sync write at a time, each further failure waiting twice as long (up to five minutes). */
  private retryLater(): void {
    if (++this.syncFailures === SYNC_FAILURES_TOLD)
      this.notice.value =
        'Your other browsers are not getting this browser’s changes just now: browser sync storage refused them. Everything is saved here and will be sent when it can.';
    this.retryTimer?.();
    const wait = this.retry;
    this.retry = Math.min(this.retry * 2, 300_000);
    this.retryTimer = this.d.schedule(() => {
      this.retryTimer = null;
      void this.writeSync();
    }, wait);
  }

  /**
   * The items that carry the game's copy (in parts when long). Past what the parts can hold, the moves
   * taken back (redo) are left out; past that, null: the game is not copied (it stays saved here).
   */
  private gameItems(): Record<string, unknown> | null {
    const copy = this.gameCopy();
    const whole = splitCopy(KEYS.syncGame, copy);
    if (whole) return whole;
    const saved = this.d.table.saved();
    const g = compactGame({ ...saved.game, undone: '' }, saved.dealNumber, this.d.table.game.value.deal);
    return splitCopy(KEYS.syncGame, { ...copy, g });
  }

  /** A game too long for sync, said once a game: it stays saved in this browser. */
  private tooLong(): void {
    const uid = this.d.table.uid.value;
    if (this.tooLongFor === uid) return;
    this.tooLongFor = uid;
    this.notice.value =
      'This game is too long to copy to your other browsers. It is saved in this browser, and your statistics still travel.';
  }

  /**
   * Parts our copy just written does not use (a longer copy's, before it): removed, freeing sync's room. Only
   * while the head is still ours: another browser's newer copy may be arriving with parts of its own.
   */
  private async dropStaleParts(copy: Record<string, unknown>): Promise<void> {
    const ours = (copy[KEYS.syncGame] as SyncGame).rev;
    try {
      const [head, parts] = await Promise.all([this.d.sync.get(KEYS.syncGame), this.d.sync.getAll(GAME_PARTS)]);
      const rev = (head as { rev?: Rev } | undefined)?.rev;
      if (!rev || rev.n !== ours.n || rev.d !== ours.d) return;
      for (const key of Object.keys(parts)) if (!(key in copy)) await this.d.sync.remove(key);
    } catch {
      // Left for the next write to clear.
    }
  }

  private gameCopy(): SyncGame {
    const saved = this.d.table.saved();
    return {
      rev: this.rev,
      uid: saved.uid,
      level: saved.level,
      elapsed: saved.elapsed,
      ended: saved.counted,
      carry: saved.carry,
      g: compactGame(saved.game, saved.dealNumber, this.d.table.game.value.deal),
    };
  }

  /** Our statistics: to storage.local at once, to sync with the next write (soon: a result is news). */
  private async writeStats(): Promise<void> {
    this.statsDirty = true;
    this.syncSoon(true);
    await this.guard(this.d.local.set({ [KEYS.stats]: this.own }));
  }

  /** Runs a storage write: false when it failed (quota, offline); writeSync tries sync writes again later. */
  private async guard(write: Promise<void>, isSync = false): Promise<boolean> {
    try {
      await write;
      if (isSync) {
        this.syncWrites++;
        this.retry = RETRY_MS;
      }
      return true;
    } catch {
      return false;
    }
  }

  private takeStats(key: string, value: unknown): void {
    const device = key.slice(KEYS.syncStats.length);
    if (device === this.d.device) return;
    const s = value === undefined ? null : parseDeviceStats(value);
    if (!s || !this.plausibleStats(s)) {
      this.others.delete(device);
      return;
    }
    this.others.set(device, s);
    // A reset made on another browser applies to our counters too.
    let own = this.own;
    for (const [level, n] of Object.entries(s.resets)) {
      if (n > (own.resets[level] ?? 0)) own = this.applyReset(own, level as Level, n);
    }
    if (own !== this.own) {
      this.own = own;
      void this.writeStats();
    }
    this.see({ n: s.n, d: device });
  }

  /**
   * A level's counters reset at revision n: what was counted before it goes, and the results counted after
   * it (known from the recent ones) stay. A reset made here comes after all of them; one from another
   * browser, not seen in time, must not take away games played here since.
   */
  private applyReset(s: StoredStats, level: Level, n: number): StoredStats {
    const since = s.recent.filter((r) => r.level !== level || r.n > n);
    const counted = since.filter((r) => r.level === level).reduce(countResult, emptyDeviceStats(s.device));
    this.see({ n: after(n), d: this.d.device });
    return {
      ...s,
      levels: { ...s.levels, [level]: counted.levels[level] },
      recent: since,
      resets: { ...s.resets, [level]: n },
      n: this.seen,
    };
  }

  private showStats(): void {
    this.stats.value = mergeStats([this.own, ...this.others.values()]);
  }

  /**
   * Our settings to sync: changed here, or newer than what sync holds (sync lost or overwrote them). They
   * go with the next sync write, soon but never twice within SYNC_URGENT_GAP_MS: a player toggling an
   * option a hundred times a minute would otherwise run into sync's 120 writes a minute and lose the last.
   */
  private writeSyncSettings(): void {
    if (this.settingsData === null || this.settingsRev === ZERO) return;
    this.settingsDirty = true;
    this.syncSoon(true);
  }

  private takeSettings(s: { rev: Rev; data: SettingsData }): void {
    if (!this.plausible(s.rev.n)) return;
    this.see(s.rev);
    if (!isNewer(s.rev, this.settingsRev)) {
      if (isNewer(this.settingsRev, s.rev)) this.writeSyncSettings(); // an older change overwrote ours
      return;
    }
    this.settingsData = s.data;
    this.settingsRev = s.rev;
    this.d.applySettings(s.data);
    void this.guard(this.d.local.set({ [KEYS.settings]: { rev: s.rev, data: s.data } }));
  }
}
