import type { KV } from '../storage/kv';
import type { Owed } from './job';
import { t } from '../words';

/** storage.sync allows 120 writes a minute and 1800 an hour; the game's key is written at most once a minute in play. */
export const SYNC_GAP_MS = 60_000;
/** A burst of moves is written once it pauses this long (within the gap above). */
export const SYNC_IDLE_MS = 8_000;
/** Leaving the page or finishing a game writes at once, but not twice within this. */
export const SYNC_URGENT_GAP_MS = 10_000;
/** A failed write is tried again after this (doubling, up to five minutes). */
export const RETRY_MS = 30_000;
const RETRY_MAX_MS = 300_000;
/** Sync writes refused in a row before the player is told (a passing failure says nothing). */
const FAILURES_TOLD = 3;

export interface SyncWriterDeps {
  readonly sync: KV;
  /** What is written, in this order; the first (the game's copy) is the one that can outgrow sync's quota. */
  readonly owed: readonly Owed[];
  readonly now: () => number;
  readonly schedule: (fn: () => void, ms: number) => () => void;
  /** A plain word for the player. */
  readonly tell: (text: string) => void;
}

/**
 * Writes to storage.sync what the jobs owe, in one call (Chrome counts a call as one write), within sync's
 * write quotas: coalesced, at most once a minute while play goes on, sooner when urgent but never twice
 * within SYNC_URGENT_GAP_MS. A refused write is tried again, one retry at a time and backing off; when the
 * game's copy is what sync refused, the rest goes on its own; refusals in a row are told to the player.
 */
export class SyncWriter {
  /** Successful writes (for the benchmark). */
  writes = 0;
  private last = Number.NEGATIVE_INFINITY;
  private timer: (() => void) | null = null;
  private timerUrgent = false;
  private retryTimer: (() => void) | null = null;
  private retry = RETRY_MS;
  private failures = 0;

  constructor(private readonly deps: SyncWriterDeps) {}

  get owing(): boolean {
    return this.deps.owed.some((o) => o.owing);
  }

  /** Schedules the write: coalesced, at most one a minute in play, sooner when urgent. */
  soon(urgent: boolean): void {
    const now = this.deps.now();
    const at = urgent
      ? Math.max(now, this.last + SYNC_URGENT_GAP_MS)
      : Math.max(now + SYNC_IDLE_MS, this.last + SYNC_GAP_MS);
    if (this.timer && !urgent) return;
    this.timer?.();
    this.timerUrgent = urgent;
    this.timer = this.deps.schedule(() => {
      this.timer = null;
      void this.write();
    }, at - now);
  }

  /**
   * A copy was just written to sync, by any tab of any browser: the minute between copies counts from it,
   * and a write still owed waits for it.
   */
  heard(): void {
    this.last = this.deps.now();
    if (!this.timer || (this.owing && this.timerUrgent)) return;
    this.timer();
    this.timer = null;
    if (this.owing) this.soon(false);
  }

  stop(): void {
    this.timer?.();
    this.retryTimer?.();
  }

  private async write(): Promise<void> {
    const taken = this.deps.owed.flatMap((job) => {
      const items = job.take();
      return items ? [{ job, items }] : [];
    });
    if (taken.length === 0) return;
    this.last = this.deps.now();
    if (await this.send(taken)) {
      this.failures = 0;
      return;
    }
    // The game's copy may be what sync refused (its quota): the rest goes on its own, and the copy waits.
    const [first, ...rest] = taken;
    first.job.giveBack();
    const alone = first.job === this.deps.owed[0] && rest.length > 0 && (await this.send(rest));
    if (!alone) for (const taking of rest) taking.job.giveBack();
    this.retryLater();
  }

  /** One write carrying these items: false when sync refused it (quota, offline). */
  private async send(taken: readonly { job: Owed; items: Record<string, unknown> }[]): Promise<boolean> {
    try {
      await this.deps.sync.set(Object.assign({}, ...taken.map((taking) => taking.items)));
    } catch {
      return false;
    }
    this.writes++;
    this.retry = RETRY_MS;
    for (const taking of taken) await taking.job.sent?.(taking.items);
    return true;
  }

  /** One retry at a time, each further failure waiting twice as long (up to five minutes). */
  private retryLater(): void {
    if (++this.failures === FAILURES_TOLD) this.deps.tell(t('notice.syncRefused'));
    this.retryTimer?.();
    const wait = this.retry;
    this.retry = Math.min(this.retry * 2, RETRY_MAX_MS);
    this.retryTimer = this.deps.schedule(() => {
      this.retryTimer = null;
      void this.write();
    }, wait);
  }
}
