import { type Read, refused } from '../storage/read';
import { after, ceilingAt, nextRev, type Rev } from '../sync/clock';

/**
 * The highest revision counter this page has seen, from any tab or browser (a Lamport clock): every change
 * made here is numbered above it, so "newer" means "made knowing the other".
 */
export class Seen {
  private n = 0;

  /** `date`: the calendar's time (milliseconds since 1970), which bounds what other browsers may claim. */
  constructor(private readonly date: () => number) {}

  see(rev: { readonly n: number }): void {
    this.n = Math.max(this.n, rev.n);
  }

  /** The counter of a change made now (seen at once). */
  next(): number {
    this.n = after(this.n);
    return this.n;
  }

  /** The revision of a change made now by `writer`. */
  nextRev(writer: string): Rev {
    const rev = nextRev(this.n, writer);
    this.see(rev);
    return rev;
  }

  /** The highest counter seen. */
  get last(): number {
    return this.n;
  }

  /**
   * A revision counter a record from another browser (storage.sync, an imported file) may claim: at most the
   * calendar's ceiling (sync/clock.ts ceilingAt). Records of this browser's own storage.local were written by
   * its own tabs and are not asked: they hold at most what this check let in, plus the changes made here.
   */
  plausible(n: number): boolean {
    return n <= ceilingAt(this.date());
  }

  /** A record from another browser whose revision is past the ceiling is refused: it would stall the clock. */
  checked<T extends { readonly rev: Rev }>(r: Read<T>): Read<T> {
    return !r.ok || this.plausible(r.value.rev.n)
      ? r
      : refused(`rev.n: ${r.value.rev.n} is past what any browser can have counted by now`);
  }
}
