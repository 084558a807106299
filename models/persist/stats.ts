import { signal } from '@preact/signals';
import { STATS_KEYS, type StatsKey } from '../../engine';
import type { GameResult } from '../table-model';
import type { AllStats } from '../stats';
import { KEYS } from '../storage/records';
import { localStats, parseDeviceStats, type StoredStats } from '../storage/device-stats';
import { orNull } from '../storage/read';
import { after } from '../sync/clock';
import { IMPORT_ROOM, itemBytes } from '../sync/room';
import { countResult, emptyDeviceStats, mergeStats } from '../sync/stats-merge';
import { type JobDeps, type Owed, quietly } from './job';

/** Games a device's statistics count, all levels together. */
const played = (s: StoredStats) => Object.values(s.levels).reduce((n, l) => n + l.played, 0);

/**
 * The statistics: this browser's own counters, kept in storage.local (their truth) and copied to
 * storage.sync under this browser's own key; every other browser's counters read from sync; the figures
 * shown are all of them merged. A reset made on any browser applies everywhere, keeping the results
 * counted after it.
 */
export class StatsSync implements Owed {
  readonly stats = signal<AllStats>(mergeStats([]));
  private own: StoredStats;
  private others = new Map<string, StoredStats>();
  /** Changed since last written to sync. */
  private dirty = false;

  constructor(private readonly deps: JobDeps) {
    this.own = { ...emptyDeviceStats(deps.device), resets: {}, n: 0 };
  }

  private get ownKey(): string {
    return KEYS.syncStats + this.deps.device;
  }

  /** Reads our counters (local first, sync's copy of them when local is lost or damaged), then the others'. */
  async start(): Promise<void> {
    const { deps } = this;
    const own = await deps.read(localStats);
    if (own) this.setOwn(own);
    const synced = await deps.sync.getAll(KEYS.syncStats);
    const parsedMine = orNull(parseDeviceStats(synced[this.ownKey]));
    const mine = parsedMine?.device === deps.device && this.plausible(parsedMine) ? parsedMine : null;
    // storage.local is the truth for our own counters. Only when its copy is lost or refused, or damaged in
    // place (the same revision, counting fewer games), is this browser's own copy in sync taken back.
    if (mine && (own ? mine.n === own.n && played(mine) > played(own) : mine.n > 0)) {
      this.setOwn(mine);
      await quietly(deps.local.set({ [KEYS.stats]: this.own }));
    } else if (this.own.n > 0 && (!mine || mine.n < this.own.n)) {
      // Our own key missing or behind in sync (wiped by a first sync, say): put back what this browser counted.
      void this.write();
    }
    // Other browsers' counters, and the resets they made, after our own are settled.
    for (const [key, value] of Object.entries(synced)) this.takeOthers(key, value);
    this.show();
  }

  /** A game ended here: counted once (by its id), here at once and in sync soon. */
  onResult(r: GameResult): void {
    const n = this.deps.seen.next();
    this.own = { ...this.own, ...countResult(this.own, { ...r, n }), n };
    this.show();
    void this.write();
  }

  /** Resets a level's statistics on every browser (each applies it to its own counters when it sees it). */
  reset(level: StatsKey): void {
    this.own = this.applyReset(this.own, level, this.deps.seen.next());
    this.show();
    void this.write();
  }

  /** Every browser's counters known here, ours first: what an export carries. */
  devices(): StoredStats[] {
    return [this.own, ...this.others.values()];
  }

  /**
   * Another browser's counters from an export: put in sync under that browser's key, as if it had written
   * them, unless what is there is as new (so the same file twice counts nothing twice). Its resets stay its
   * own: they are in its counters already, and must not take away games counted here. Ours are skipped:
   * this browser's own counters are the truth. Says how many were taken.
   */
  async adopt(list: readonly StoredStats[]): Promise<number> {
    // Each browser once (its newest), plausible, and as many as IMPORT_ROOM holds: sync's 100 KB is the game's too.
    const newest = new Map<string, StoredStats>();
    for (const d of list) if (d.n > (newest.get(d.device)?.n ?? -1)) newest.set(d.device, d);
    const fresh: Record<string, StoredStats> = {};
    let room = IMPORT_ROOM;
    for (const d of newest.values()) {
      if (d.device === this.deps.device || !this.plausible(d) || d.n <= (this.others.get(d.device)?.n ?? -1)) continue;
      const key = KEYS.syncStats + d.device;
      const record = { ...d, resets: {} };
      const bytes = itemBytes(key, record);
      if (bytes > room) continue;
      room -= bytes;
      fresh[key] = record;
    }
    if (Object.keys(fresh).length === 0) return 0;
    await this.deps.sync.set(fresh);
    for (const [key, record] of Object.entries(fresh)) this.takeOthers(key, record);
    this.show();
    return Object.keys(fresh).length;
  }

  /** Our own counters changed in storage.local (another tab counted a result). */
  onLocal(value: unknown): void {
    this.takeOwn(value, false);
  }

  /** A statistics key changed in storage.sync. */
  onSync(key: string, value: unknown): void {
    if (key === this.ownKey) this.takeOwn(value, true);
    else this.takeOthers(key, value);
    this.show();
  }

  get owing(): boolean {
    return this.dirty;
  }

  take(): Record<string, unknown> | null {
    if (!this.dirty) return null;
    this.dirty = false;
    return { [this.ownKey]: this.own };
  }

  giveBack(): void {
    this.dirty = true;
  }

  private setOwn(s: StoredStats): void {
    this.own = s;
    this.deps.seen.see(s);
  }

  private plausible(s: StoredStats): boolean {
    const { seen } = this.deps;
    return seen.plausible(s.n) && Object.values(s.resets).every((n) => seen.plausible(n));
  }

  /**
   * Our own counters came back changed: from another tab of this browser (newer: take them), or
   * wiped or older (a first sync, another install): put back what this browser counted.
   */
  private takeOwn(value: unknown, fromSync: boolean): void {
    const parsed = value === undefined ? null : orNull(parseDeviceStats(value));
    const s = parsed && (!fromSync || this.plausible(parsed)) ? parsed : null;
    if (s && s.device === this.deps.device && s.n > this.own.n) {
      this.setOwn(s);
      this.show();
      // Counted in another tab: any tab may carry it to sync (that one may close first).
      if (!fromSync) {
        this.dirty = true;
        this.deps.owe(true);
      }
    }
    if (!fromSync) return;
    if (s && s.n >= this.own.n) this.dirty = false;
    else void this.write();
  }

  private takeOthers(key: string, value: unknown): void {
    const device = key.slice(KEYS.syncStats.length);
    if (device === this.deps.device) return;
    const s = value === undefined ? null : orNull(parseDeviceStats(value));
    if (!s || !this.plausible(s)) {
      this.others.delete(device);
      return;
    }
    this.others.set(device, s);
    // A reset made on another browser applies to our counters too.
    let own = this.own;
    for (const [level, n] of Object.entries(s.resets)) {
      // A key that names no level's statistics (damage, or a later version's game) resets nothing here.
      const known = (STATS_KEYS as readonly string[]).includes(level);
      if (known && n > (own.resets[level] ?? 0)) own = this.applyReset(own, level as StatsKey, n);
    }
    if (own !== this.own) {
      this.own = own;
      void this.write();
    }
    this.deps.seen.see(s);
  }

  /**
   * A level's counters reset at revision n: what was counted before it goes, and the results counted after
   * it (known from the recent ones) stay. A reset made here comes after all of them; one from another
   * browser, not seen in time, must not take away games played here since.
   */
  private applyReset(s: StoredStats, level: StatsKey, n: number): StoredStats {
    const since = s.recent.filter((r) => r.level !== level || r.n > n);
    const counted = since.filter((r) => r.level === level).reduce(countResult, emptyDeviceStats(s.device));
    this.deps.seen.see({ n: after(n) });
    return {
      ...s,
      levels: { ...s.levels, [level]: counted.levels[level] },
      recent: since,
      resets: { ...s.resets, [level]: n },
      n: this.deps.seen.last,
    };
  }

  private show(): void {
    this.stats.value = mergeStats([this.own, ...this.others.values()]);
  }

  /** Our statistics: to storage.local at once, to sync with the next write (soon: a result is news). */
  private async write(): Promise<void> {
    this.dirty = true;
    this.deps.owe(true);
    await quietly(this.deps.local.set({ [KEYS.stats]: this.own }));
  }
}
