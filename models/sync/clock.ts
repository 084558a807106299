/**
 * Revisions: a Lamport clock with the device as tie-break. Every change a
 * device makes takes a revision above every revision it has seen, so "newer"
 * means "made knowing the other": a tab or browser that missed changes can
 * never outrank them with its stale copy.
 */
export interface Rev {
  readonly n: number;
  /** The device (browser profile) that made the change. */
  readonly d: string;
}

export const ZERO: Rev = { n: 0, d: '' };

export const isNewer = (a: Rev, b: Rev): boolean => a.n > b.n || (a.n === b.n && a.d > b.d);

/** The revision of a new change on `device`, having seen up to `seen`. */
export const nextRev = (seen: number, device: string): Rev => ({ n: seen + 1, d: device });
