/**
 * The storage the persistence model needs, as a small port: the browser's
 * extension storage (wxt-kv.ts) in the page; an in-memory area in unit tests
 * and in the multi-browser sync simulation, where each simulated browser has
 * its own areas and a model of how its sync service moves data.
 */
export interface Change {
  readonly newValue?: unknown;
  readonly oldValue?: unknown;
}

export interface KV {
  get(key: string): Promise<unknown>;
  /** Every key and value whose key starts with `prefix`. */
  getAll(prefix: string): Promise<Record<string, unknown>>;
  set(items: Record<string, unknown>): Promise<void>;
  remove(key: string): Promise<void>;
  /** Changes made from anywhere: this page, another tab, or (for sync) another browser. */
  watch(listener: (changes: Record<string, Change>) => void): () => void;
}

/** An area in memory; `fail` makes writes throw (a quota error, say) until cleared. */
export class MemoryKV implements KV {
  readonly data = new Map<string, unknown>();
  private readonly listeners = new Set<(changes: Record<string, Change>) => void>();
  fail: Error | null = null;
  writes = 0;
  /** Changes not yet told to the watchers (see hold): a browser tells each tab of a write a moment after it. */
  private held: Record<string, Change>[] | null = null;

  /** From now on, changes are stored at once but told to the watchers only on `release` (tabs racing). */
  hold(): void {
    this.held ??= [];
  }

  /**
   * Tells the watchers every held change in the order they were made, then stops holding. Changes a
   * watcher makes meanwhile queue behind them, as a browser tells them in the order they were stored.
   */
  release(): void {
    const held = this.held ?? [];
    for (let c = held.shift(); c; c = held.shift()) for (const l of this.listeners) l(clone(c));
    this.held = null;
  }

  async get(key: string): Promise<unknown> {
    return clone(this.data.get(key));
  }

  async getAll(prefix: string): Promise<Record<string, unknown>> {
    const out: Record<string, unknown> = {};
    for (const [k, v] of this.data) if (k.startsWith(prefix)) out[k] = clone(v);
    return out;
  }

  async set(items: Record<string, unknown>): Promise<void> {
    if (this.fail) throw this.fail;
    this.writes++;
    this.apply(items);
  }

  async remove(key: string): Promise<void> {
    if (!this.data.has(key)) return;
    const oldValue = this.data.get(key);
    this.data.delete(key);
    this.emit({ [key]: { oldValue } });
  }

  /** Writes as if from elsewhere (another tab, or the sync service): no quota, no write count. */
  apply(items: Record<string, unknown>): void {
    const changes: Record<string, Change> = {};
    for (const [k, v] of Object.entries(items)) {
      changes[k] = { oldValue: this.data.get(k), newValue: clone(v) };
      if (v === undefined) this.data.delete(k);
      else this.data.set(k, clone(v));
    }
    this.emit(changes);
  }

  watch(listener: (changes: Record<string, Change>) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  private emit(changes: Record<string, Change>): void {
    if (this.held) {
      this.held.push(changes);
      return;
    }
    for (const l of this.listeners) l(clone(changes));
  }
}

/** Storage hands out copies, never the stored object: the same here. */
const clone = <T>(v: T): T => (v === undefined ? v : structuredClone(v));
