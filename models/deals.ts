import { type ReadonlySignal, signal } from '@preact/signals';
import { rulesKey } from '../engine/rules-key';
import { DAILY_NODES, dailySeed, type Rules, rulesForLevel, DEFAULT_RULES } from '../engine';
import type { SolverClient } from './solver';
import type { KV } from './storage/kv';

/** Nodes an Easy candidate may take to be proved winnable. */
export const EASY_NODES = 200_000;
/** Verified deals kept ready, so New game never waits. */
export const POOL_SIZE = 5;

interface StoredPool {
  readonly rules: string;
  readonly deals: number[];
  readonly next: number;
}

const isPool = (x: unknown): x is StoredPool => {
  const p = x as StoredPool;
  return (
    typeof x === 'object' &&
    x !== null &&
    typeof p.rules === 'string' &&
    Array.isArray(p.deals) &&
    p.deals.length <= 100 &&
    p.deals.every((n) => Number.isInteger(n) && n >= 0 && n <= 0xffffffff) &&
    Number.isInteger(p.next) &&
    p.next >= 0 &&
    p.next <= 0xffffffff
  );
};

/**
 * Winnable deals for the Easy level, verified by the engine in the worker's
 * background lane and kept in storage.local, so the next one is ready before
 * the player asks and survives restarts. Candidates are deal numbers from a
 * random starting point of this browser's own.
 */
export class DealPool {
  readonly ready = signal(0);
  private deals: number[] = [];
  private next = 0;
  private filling = false;
  private readonly key: string;

  constructor(
    private readonly kv: KV,
    private readonly client: () => Promise<SolverClient>,
    private readonly rules: Rules = rulesForLevel('easy', DEFAULT_RULES),
    private readonly randomStart: () => number = () => crypto.getRandomValues(new Uint32Array(1))[0],
  ) {
    this.key = `pool:${rulesKey(rules)}`;
  }

  get size(): ReadonlySignal<number> {
    return this.ready;
  }

  async start(): Promise<void> {
    const stored = await this.kv.get(this.key).catch(() => undefined);
    if (isPool(stored) && stored.rules === rulesKey(this.rules)) {
      this.deals = stored.deals.slice();
      this.next = stored.next;
    } else this.next = this.randomStart();
    this.ready.value = this.deals.length;
    void this.fill();
  }

  /** The next verified deal, or null if none is ready (the caller waits for `find`). */
  take(): number | null {
    const n = this.deals.shift() ?? null;
    this.ready.value = this.deals.length;
    void this.save();
    void this.fill();
    return n;
  }

  /** Verifies deals until the pool is full; yields to the player's requests (they cancel it; it comes back). */
  private async fill(): Promise<void> {
    if (this.filling) return;
    this.filling = true;
    try {
      while (this.deals.length < POOL_SIZE) {
        const c = await this.client();
        const found = await c.findWinnableDeal(this.next, this.rules, EASY_NODES, 20);
        if (found === null) {
          // Cancelled by another request in the lane, or nothing in 20 tries: move on and try again shortly.
          await new Promise((r) => setTimeout(r, 2000));
          continue;
        }
        this.deals.push(found);
        this.next = (found + 1) >>> 0;
        this.ready.value = this.deals.length;
        await this.save();
      }
    } finally {
      this.filling = false;
    }
  }

  private save(): Promise<void> {
    return this.kv
      .set({ [this.key]: { rules: rulesKey(this.rules), deals: this.deals, next: this.next } })
      .catch(() => {});
  }
}

/** The dates whose daily deal was found here, with it (storage.local's `daily:<date>`). */
export async function knownDailyDeals(kv: KV): Promise<Map<string, number>> {
  const all = await kv.getAll('daily:').catch(() => ({}));
  return new Map(
    Object.entries(all)
      .map(([key, n]) => [key.slice('daily:'.length), n] as const)
      .filter(
        (e): e is [string, number] =>
          /^\d{4}-\d\d-\d\d$/.test(e[0]) && typeof e[1] === 'number' && Number.isSafeInteger(e[1]) && e[1] >= 0,
      ),
  );
}

/**
 * The daily deal of a date: the first deal from the date's seed that the
 * engine proves winnable within DAILY_NODES nodes, the same on every device.
 * Remembered per date in storage.local.
 */
export async function dailyDeal(date: string, kv: KV, client: () => Promise<SolverClient>): Promise<number | null> {
  const key = `daily:${date}`;
  const known = await kv.get(key).catch(() => undefined);
  if (typeof known === 'number' && Number.isInteger(known) && known >= 0) return known;
  const c = await client();
  const n = await c.findWinnableDeal(dailySeed(date), rulesForLevel('daily', DEFAULT_RULES), DAILY_NODES, 50);
  if (n !== null) await kv.set({ [key]: n }).catch(() => {});
  return n;
}
