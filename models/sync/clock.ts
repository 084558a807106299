/**
 * Revisions: a Lamport clock with the device as tie-break. Every change a
 * device makes takes a revision above every revision it has seen, so "newer"
 * means "made knowing the other": a tab or browser that missed changes can
 * never outrank them with its stale copy.
 */
export interface Rev {
  /** The counter. */
  readonly n: number;
  /** Who made the change: the device (browser profile), and the tab after a slash. */
  readonly d: string;
}
// `n` and `d` (and SyncGame's `g`) are stored field names, in every record of every browser: kept short
// because every storage.sync item counts against its quota, and kept as they are because a browser still
// on an older version would refuse records that named them otherwise.

export const ZERO: Rev = { n: 0, d: '' };

/**
 * The largest revision counter: a million changes a day for three thousand years. Records claiming more
 * are refused when read (another device's tampered or corrupt record must not push our own counter out
 * of the safe integers, where our own records would no longer pass our own checks); our counter stops
 * here rather than pass it.
 */
export const MAX_REV = 2 ** 40;

/** The counter of a new change, having seen up to `seen`. */
export const after = (seen: number): number => Math.min(seen + 1, MAX_REV);

export const isNewer = (a: Rev, b: Rev): boolean => a.n > b.n || (a.n === b.n && a.d > b.d);

export const sameRev = (a: Rev, b: Rev): boolean => a.n === b.n && a.d === b.d;

/** The revision of a new change on `device`, having seen up to `seen`. */
export const nextRev = (seen: number, device: string): Rev => ({ n: after(seen), d: device });
