import { type Read, refused } from '../storage/read';
import { after, nextRev, type Rev } from '../sync/clock';

/**
 * How far past everything seen so far a revision may be and still be taken: a device makes one change a move,
 * so even years of play elsewhere stay far below this; a record claiming more is damage or tampering, and
 * taking it would leave every later change of ours unable to outrank it.
 */
const MAX_JUMP = 2 ** 32;

/**
 * The highest revision counter this page has seen, from any tab or browser (a Lamport clock): every change
 * made here is numbered above it, so "newer" means "made knowing the other".
 */
export class Seen {
  private n = 0;

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

  /** A revision counter this page may take (see MAX_JUMP). */
  plausible(n: number): boolean {
    return n <= this.n + MAX_JUMP;
  }

  /** A record read whose revision is past any this page could have met is refused: it would stall the clock. */
  checked<T extends { readonly rev: Rev }>(r: Read<T>): Read<T> {
    return !r.ok || this.plausible(r.value.rev.n) ? r : refused(`rev.n: ${r.value.rev.n} is past any revision met`);
  }
}
