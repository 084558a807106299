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

/** What the jobs keep in storage.sync, in the order they are written: the game's copy first. */
const PARTS = ['game', 'stats', 'settings', 'duel'] as const;
export type SyncPart = (typeof PARTS)[number];

export interface SyncWriterDeps {
  readonly sync: KV;
  /** What each job owes; a job sync refuses (its copy too big for an item, or for what is left) is sent alone. */
  readonly owed: Readonly<Record<SyncPart, Owed>>;
  readonly now: () => number;
  readonly schedule: (fn: () => void, ms: number) => () => void;
  /** A plain word for the player. */
  readonly tell: (text: string) => void;
}

interface Taking {
  readonly part: SyncPart;
  readonly job: Owed;
  readonly items: Record<string, unknown>;
}

/**
 * Writes to storage.sync what the jobs owe, in one call (Chrome counts a call as one write), within sync's
 * write quotas: coalesced, at most once a minute while play goes on, sooner when urgent but never twice
 * within SYNC_URGENT_GAP_MS. When sync refuses the call, each job's items are sent again on their own, so
 * that one sync cannot take (a copy past its quota) stops none of the others; what it refused is tried
 * again later, one retry at a time and backing off, and refusals in a row are told to the player, naming
 * what sync refuses when it took the rest.
 */
export class SyncWriter {
  /** Successful writes (for the benchmark). */
  writes = 0;
  private last = Number.NEGATIVE_INFINITY;
  private timer: (() => void) | null = null;
  private timerUrgent = false;
  private retryTimer: (() => void) | null = null;
  private retry = RETRY_MS;
  /** Writes in a row that left something refused. */
  private failures = 0;
  /** Something went through since the refusals in a row began: sync refuses some parts, not everything. */
  private tookSome = false;
  /** The parts sync refused the last time each was sent on its own. */
  private readonly apart = new Set<SyncPart>();

  constructor(private readonly deps: SyncWriterDeps) {}

  get owing(): boolean {
    return PARTS.some((part) => this.deps.owed[part].owing);
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
    const taken = PARTS.flatMap((part): Taking[] => {
      const job = this.deps.owed[part];
      const items = job.take();
      return items ? [{ part, job, items }] : [];
    });
    if (taken.length === 0) return;
    this.last = this.deps.now();
    // The parts in one call; each on its own when sync refuses that call, and a part it refused on its own
    // goes on its own until it goes through (sync refusing everything costs a call a part, not one more).
    const together = taken.filter((taking) => !this.apart.has(taking.part));
    const joined = together.length > 1 && (await this.send(together));
    const refused: Taking[] = [];
    for (const taking of taken) {
      if (joined && together.includes(taking)) continue;
      if (await this.send([taking])) this.apart.delete(taking.part);
      else {
        this.apart.add(taking.part);
        refused.push(taking);
      }
    }
    if (refused.length < taken.length) this.tookSome = true;
    if (refused.length === 0) {
      this.failures = 0;
      this.tookSome = false;
      this.retry = RETRY_MS;
      return;
    }
    for (const taking of refused) taking.job.giveBack();
    this.retryLater(refused.map((taking) => taking.part));
  }

  /** One write carrying these items: false when sync refused it (quota, offline). */
  private async send(taken: readonly Taking[]): Promise<boolean> {
    try {
      await this.deps.sync.set(Object.assign({}, ...taken.map((taking) => taking.items)));
    } catch {
      return false;
    }
    this.writes++;
    for (const taking of taken) await taking.job.sent?.(taking.items);
    return true;
  }

  /**
   * One retry at a time, each further failure waiting twice as long (up to five minutes). The third write
   * in a row to leave something refused is told: what sync refused, when it took the rest (a copy too big
   * for it, say), else that it takes nothing from this browser (offline, or its hourly writes spent).
   */
  private retryLater(refused: readonly SyncPart[]): void {
    if (++this.failures === FAILURES_TOLD)
      this.deps.tell(this.tookSome ? refusedWords(refused) : t('notice.syncRefused'));
    this.retryTimer?.();
    const wait = this.retry;
    this.retry = Math.min(this.retry * 2, RETRY_MAX_MS);
    this.retryTimer = this.deps.schedule(() => {
      this.retryTimer = null;
      void this.write();
    }, wait);
  }
}

/** "Browser sync storage refused the statistics and the settings …", in the page's language. */
function refusedWords(parts: readonly SyncPart[]): string {
  const named = parts.map((part) => t(`notice.syncPart.${part}`));
  return t('notice.syncPartRefused', new Intl.ListFormat(t('lang') || 'en', { type: 'conjunction' }).format(named));
}
