import type { KV } from '../storage/kv';
import type { StoredRecord } from '../storage/read';
import type { Seen } from './seen';

/** What each of persistence's jobs (statistics, settings, the game) is handed. */
export interface JobDeps {
  readonly local: KV;
  readonly sync: KV;
  /** This browser profile's id. */
  readonly device: string;
  readonly seen: Seen;
  /** Something is owed to storage.sync: the next sync write carries it (urgent: soon, not within the minute). */
  readonly owe: (urgent: boolean) => void;
  /** Reads a record: null when missing or unreadable; one that does not check out is set aside with a word. */
  read<T>(record: StoredRecord<T>): Promise<T | null>;
  /** Sets aside a stored value that does not check out, with why, and tells the player plainly. */
  refuse(kv: KV, key: string, raw: unknown, why: string): Promise<void>;
}

/** What a job owes storage.sync: taken by the sync writer for its next write, given back when that fails. */
export interface Owed {
  /** Something is waiting to be written. */
  readonly owing: boolean;
  /** The items to write now (the job then owes nothing until it changes again), or null. */
  take(): Record<string, unknown> | null;
  /** The write carrying them failed: they are owed again. */
  giveBack(): void;
  /** The write carrying them went through (the game's copy then clears out its stale parts). */
  sent?(items: Record<string, unknown>): void | Promise<void>;
}

/** A local write whose failure (quota, say) the next change makes good: the page goes on. */
export const quietly = (write: Promise<void>): Promise<void> => write.catch(() => undefined);

/**
 * The jobs' reading of a record, and their setting aside of a stored value that does not check out: kept in
 * storage.local under `refused:<key>` (`refused:sync:<key>` for one of sync) as `{ why, raw }`, for whoever
 * looks later, and the player told plainly (`unread`); the page goes on with the good copy.
 */
export function recordReader(local: KV, sync: KV, unread: () => void): Pick<JobDeps, 'read' | 'refuse'> {
  const refuse = async (kv: KV, key: string, raw: unknown, why: string): Promise<void> => {
    unread();
    await quietly(local.set({ [`refused:${kv === sync ? 'sync:' : ''}${key}`]: { why, raw } }));
  };
  const read = async <T>(record: StoredRecord<T>): Promise<T | null> => {
    const kv = record.area === 'local' ? local : sync;
    let raw: unknown;
    try {
      raw = await kv.get(record.key);
    } catch {
      return null;
    }
    if (raw === undefined || raw === null) return null;
    const value = record.read(raw);
    if (!value.ok) await refuse(kv, record.key, raw, value.message);
    return value.ok ? value.value : null;
  };
  return { read, refuse };
}
