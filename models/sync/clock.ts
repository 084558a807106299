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
 * The largest revision counter a record may hold at all: far past any ceiling below for two thousand years,
 * and within the safe integers. Our counter stops here rather than pass it.
 */
export const MAX_REV = 2 ** 50;

/** 2024-01-01 UTC: no revision was written before it. */
const EPOCH_MS = Date.UTC(2024, 0, 1);
/** Changes a second no account makes, all its browsers together, with room to spare: 16 a millisecond. */
const PER_MS = 16;
/** The ceiling whatever the calendar says (a browser whose clock is set before 2024 still syncs). */
const FLOOR = 2 ** 32;

/**
 * The highest counter a record from another browser may claim at calendar time `ms`. A counter counts
 * changes, and no account makes 16 a millisecond: a record claiming more is damage or tampering. The
 * ceiling follows the calendar, not what was seen, so records from elsewhere cannot ratchet it up: however
 * often another device claims the most it may, the ceiling has moved on by the next change made here, and
 * this browser's own changes keep their order (a ceiling that rose with each record taken, as a jump past
 * the highest seen did, let 256 records reach the cap in two minutes and freeze every later change).
 */
export const ceilingAt = (ms: number): number =>
  Math.min(MAX_REV, Math.max(FLOOR, Math.floor((ms - EPOCH_MS) * PER_MS)));

/** The counter of a new change, having seen up to `seen`. */
export const after = (seen: number): number => Math.min(seen + 1, MAX_REV);

export const isNewer = (a: Rev, b: Rev): boolean => a.n > b.n || (a.n === b.n && a.d > b.d);

export const sameRev = (a: Rev, b: Rev): boolean => a.n === b.n && a.d === b.d;

/**
 * The revision of a change to one record by `d` (the device and tab), made knowing its revision `last`:
 * the order of a record every change of which is made on the newest copy there is (the duel's, whose seat
 * saves before storage is read).
 */
export const bump = (last: Rev, d: string): Rev => ({ n: after(last.n), d });

/** The revision of a new change on `device`, having seen up to `seen`. */
export const nextRev = (seen: number, device: string): Rev => ({ n: after(seen), d: device });
