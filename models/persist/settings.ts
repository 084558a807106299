import type { SettingsData } from '../settings';
import { KEYS } from '../storage/records';
import { orNull } from '../storage/read';
import { parseSyncSettings, type SyncSettings, syncSettings } from '../storage/settings-record';
import { isNewer, type Rev, ZERO } from '../sync/clock';
import { type JobDeps, type Owed, quietly } from './job';

/**
 * The settings: one record for every browser, in storage.sync with its revision; the newest wins. A copy
 * with its revision stays in storage.local, to put back what sync lost or overwrote with an older change.
 */
export class SettingsSync implements Owed {
  private rev: Rev = ZERO;
  private data: SettingsData | null = null;
  /** Ours are newer than what sync holds (changed here, or lost or overwritten there). */
  private dirty = false;

  constructor(
    private readonly deps: JobDeps,
    private readonly apply: (data: SettingsData) => void,
    private readonly writer: string,
  ) {}

  async start(): Promise<void> {
    const { deps } = this;
    const kept = orNull(parseSyncSettings(await deps.local.get(KEYS.settings).catch(() => undefined)));
    if (kept) {
      deps.seen.see(kept.rev);
      this.rev = kept.rev;
      this.data = kept.data;
      // The page painted with its own copy (localStorage), which may be gone or behind: this is the browser's.
      this.apply(kept.data);
    }
    const settings = await deps.read(syncSettings);
    if (settings) this.adopt(settings);
    else this.owe();
  }

  /** Changed here: saved at once, to sync soon. */
  changed(data: SettingsData): void {
    this.data = data;
    this.rev = this.deps.seen.nextRev(this.writer);
    void quietly(this.deps.local.set({ [KEYS.settings]: { rev: this.rev, data } }));
    this.owe();
  }

  /** The settings' key changed in storage.sync (undefined: removed). */
  onSync(value: unknown): void {
    const s = value === undefined ? null : parseSyncSettings(value);
    if (!s) this.owe();
    else if (s.ok) this.adopt(s.value);
    else void this.deps.refuse(this.deps.sync, KEYS.syncSettings, value, s.message);
  }

  /**
   * Another tab changed the settings (storage.local): taken at once when newer, as sync would bring them
   * later. A change made in this browser is this tab's to send too, in case the tab that made it closes
   * first: not soon like that tab (every open tab would write at once), but with the next write in play,
   * which it stands down from when it sees the change in sync.
   */
  onLocal(value: unknown): void {
    const s = value === undefined ? null : orNull(parseSyncSettings(value));
    if (!s) return;
    const was = this.rev;
    this.adopt(s, false);
    if (this.rev === was || !s.rev.d.startsWith(`${this.deps.device}/`)) return;
    this.dirty = true;
    this.deps.owe(false);
  }

  get owing(): boolean {
    return this.dirty;
  }

  take(): Record<string, unknown> | null {
    if (!this.dirty || this.data === null || this.rev === ZERO) return null;
    this.dirty = false;
    return { [KEYS.syncSettings]: { rev: this.rev, data: this.data } };
  }

  giveBack(): void {
    this.dirty = true;
  }

  /**
   * Ours to sync: changed here, or newer than what sync holds. They go with the next sync write, soon but
   * never twice within the urgent gap: a player toggling an option a hundred times a minute would
   * otherwise run into sync's 120 writes a minute and lose the last.
   */
  private owe(): void {
    if (this.data === null || this.rev === ZERO) return;
    this.dirty = true;
    this.deps.owe(true);
  }

  /** Takes settings newer than ours: `keep`, from sync (kept in storage.local for the other tabs). */
  private adopt(s: SyncSettings, keep = true): void {
    const { deps } = this;
    // From sync, another browser's claim is checked; storage.local's came from this browser's own tabs.
    if (keep && !deps.seen.plausible(s.rev.n)) return;
    deps.seen.see(s.rev);
    if (!isNewer(s.rev, this.rev)) {
      if (isNewer(this.rev, s.rev))
        this.owe(); // an older change overwrote ours
      else if (keep) this.dirty = false; // ours, in sync already (written by this tab or another)
      return;
    }
    this.data = s.data;
    this.rev = s.rev;
    this.apply(s.data);
    if (keep) void quietly(deps.local.set({ [KEYS.settings]: { rev: s.rev, data: s.data } }));
  }
}
