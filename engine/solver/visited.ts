import { firstSlot, keyHash, maskOf, slotIn, wideHash, wideSlotIn } from './slots';

/**
 * The set of states already searched: open addressing over keys of two words
 * (three when the rules allow more than 8 passes) in one Int32Array; or of
 * more words (a two-deck position's code, board-code.ts), through insertKey. Keys are
 * stored whole, so a hit is never a hash collision: an "unsolvable" verdict
 * rests on exact states, not on probabilities.
 *
 * Memory: `maxBytes` bounds the tables' peak, the moment a growing table and
 * its successor coexist. The table doubles for a while, and then a last table
 * takes what the cap leaves beside it. The doubled table is kept as it is
 * rather than moved into the last (which would hold fewer keys in all): from
 * then on a key is looked for in both, a second miss in memory for every new
 * state. How far it doubles depends on whether the search has the cap to
 * itself (see `lone`). The last table need not be a power of two: a slot is
 * then picked by scaling the hash (a multiply-shift range reduction), and
 * before it by the hash's low bits.
 */
export const SEEN = 0;
export const NEW = 1;
export const FULL = 2;

/**
 * The largest cap the set can be given, bytes: 8 GiB. Every table it makes stays within its cap, and a table of
 * two-word keys addresses its slots with `i << 1` (slotIn), which holds for 2^30 slots, 8 GiB, and no more. It
 * also leaves room to spare on a 24 GiB machine.
 */
export const MAX_TABLE_BYTES = 2 ** 33;

/** Fill at which the table grows; a table that cannot grow any more fills a little further. */
const GROW_AT = 0.75;
const LAST_FILL = 0.8;
/**
 * A set that shares its cap with another search doubles while the doubled table stays within a quarter of it
 * (176 MB: 32 MB, then 144 MB beside it). A quarter had replaced a sixteenth: searches of one to three million
 * states then ran in a table sized to them rather than in the last, mostly empty one.
 */
const SHARED_DOUBLING = 1 / 4;

export class VisitedSet {
  private slots: Int32Array;
  private n: number;
  /** n - 1 while n is a power of two (a slot is then the hash's low bits), else -1. */
  private mask: number;
  private limit: number;
  /** The last doubled table, kept whole beside the last table once that came (null before). */
  private kept: Int32Array | null = null;
  private keptN = 0;
  private keptMask = -1;
  size = 0;
  /** What touch read: kept so that the read is not left out as unused. */
  private sink = 0;
  /** Set once an insert found the table at its cap: from then on new keys are not stored. */
  full = false;

  private readonly firstSlots: number;
  /** A key of more than three words as grow moves it: the table holds its first word plus one. */
  private readonly moving: Int32Array;

  /**
   * @param lone The search has the cap to itself. Its table then doubles as far as the cap allows, counting
   *   against it, beside the old table and the new, every table doubling dropped (an array is freed only when
   *   the collector runs, and a search makes little garbage to wake it): 176 MB gives 64 MB, then 48 MB beside
   *   it. Six of the slowest draw-1 deals of #1..#3000 (up to 6.2 M states) took 20.5 s instead of 24.3 s,
   *   in one table of 64 MB rather than two; past 11 M states it fills, where the quarter rule holds 18 M.
   * @param words Words a key: 2 or 3 for insert, find and insertAt; more for insertKey.
   */
  constructor(
    private cap: number,
    readonly words = 2,
    initialSlots = 1 << 16,
    readonly lone = false,
  ) {
    let slots = initialSlots;
    while (slots > 16 && slots * words * 4 > cap) slots >>= 1;
    this.firstSlots = slots;
    this.n = slots;
    this.mask = maskOf(slots);
    this.slots = new Int32Array(slots * words);
    this.limit = this.fillLimit();
    this.moving = new Int32Array(words);
  }

  /** Empties the set, back to its first size: it then answers as a new one would. */
  clear(): void {
    if (this.n === this.firstSlots) this.slots.fill(0);
    else {
      this.n = this.firstSlots;
      this.mask = maskOf(this.n);
      this.slots = new Int32Array(this.n * this.words);
    }
    this.kept = null;
    this.size = 0;
    this.full = false;
    this.limit = this.fillLimit();
  }

  /** The memory cap: the tables' peak, bytes. */
  get maxBytes(): number {
    return this.cap;
  }

  /**
   * Raises the cap to `maxBytes` (memory another search gave back): the table grows on into it, unless it
   * already took its last step beside the doubled one.
   */
  widen(maxBytes: number): void {
    if (maxBytes <= this.cap || this.kept) return;
    this.cap = maxBytes;
    this.limit = this.fillLimit();
  }

  get bytes(): number {
    return this.slots.byteLength + (this.kept?.byteLength ?? 0);
  }

  /**
   * Where the key is, or the empty slot it would take: a slot index, or -1 when the key is there. Search asks
   * first and stores only states worth storing (insertAt), in the slot this found: one probe, not two.
   */
  find(a: number, b: number, c = 0, h = keyHash(a, b, c)): number {
    const j = slotIn(this.slots, this.n, this.mask, this.words, a, b, c, h);
    return this.slots[j] !== 0 || this.inKept(a, b, c, h) ? -1 : j;
  }

  /** Reads the slot a key of hash h (keyHash) goes to, so that a find soon after finds it in the cache. */
  touch(h: number): void {
    this.sink ^= this.slots[this.words * firstSlot(h, this.n, this.mask)];
  }

  /** Adds a key that find(a, b, c) placed at slot j, with no change to the set since; as insert otherwise. */
  insertAt(j: number, a: number, b: number, c = 0): number {
    return this.size >= this.limit ? this.insert(a, b, c) : this.store(j, a, b, c);
  }

  /**
   * Adds a key (a < 2^31): NEW when it was not there, SEEN when it was, and
   * FULL when it was not there and the table is at its cap (it is not added).
   */
  insert(a: number, b: number, c = 0): number {
    const atCap = this.atCap();
    const s = this.slots;
    const h = keyHash(a, b, c);
    const j = slotIn(s, this.n, this.mask, this.words, a, b, c, h);
    if (s[j] !== 0 || this.inKept(a, b, c, h)) return SEEN;
    return atCap ? FULL : this.store(j, a, b, c);
  }

  /** As insert, for a set of more than three words: the key is key[0, words), key[0] < 2^31. */
  insertKey(key: Int32Array): number {
    const atCap = this.atCap();
    const w = this.words;
    const h = wideHash(key, w);
    const j = wideSlotIn(this.slots, this.n, this.mask, w, key, h);
    const k = this.kept;
    if (this.slots[j] !== 0 || (k !== null && k[wideSlotIn(k, this.keptN, this.keptMask, w, key, h)] !== 0))
      return SEEN;
    if (atCap) return FULL;
    const s = this.slots;
    s[j] = key[0] + 1; // 0 marks an empty slot
    for (let i = 1; i < w; i++) s[j + i] = key[i];
    this.size++;
    return NEW;
  }

  /** Whether the table is at its cap (it grows first when it can): new keys are then not stored. */
  private atCap(): boolean {
    const atCap = this.size >= this.limit && !this.grow();
    if (atCap) this.full = true;
    return atCap;
  }

  private store(j: number, a: number, b: number, c: number): number {
    const s = this.slots;
    s[j] = a + 1; // 0 marks an empty slot
    s[j + 1] = b;
    if (this.words === 3) s[j + 2] = c;
    this.size++;
    return NEW;
  }

  private inKept(a: number, b: number, c: number, h: number): boolean {
    const k = this.kept;
    return k !== null && k[slotIn(k, this.keptN, this.keptMask, this.words, a, b, c, h)] !== 0;
  }

  /** The next size in slots, or 0 when the cap leaves no room for another table. */
  private nextSize(): number {
    if (this.kept) return 0;
    const slotBytes = this.words * 4;
    if (this.doubles()) return this.n * 2;
    const last = Math.floor((this.maxBytes - this.slots.byteLength - this.dropped()) / slotBytes);
    return Math.max(last, 0);
  }

  /** Does the next table double this one (rather than come beside it as the last)? */
  private doubles(): boolean {
    const bytes = this.slots.byteLength;
    return this.lone ? 3 * bytes + this.dropped() <= this.maxBytes : 2 * bytes <= this.maxBytes * SHARED_DOUBLING;
  }

  /** What the tables doubling dropped may still hold, bytes: counted against a lone set's cap only. */
  private dropped(): number {
    return this.lone ? (this.n - this.firstSlots) * this.words * 4 : 0;
  }

  private fillLimit(): number {
    return Math.floor(this.n * (this.nextSize() > 0 ? GROW_AT : LAST_FILL));
  }

  /**
   * Moves every key into a table twice the size, both briefly coexisting; or, at the last step, keeps this
   * table beside the last one. False when the cap allows neither.
   */
  private grow(): boolean {
    const size = this.nextSize();
    if (size === 0) return false;
    const w = this.words;
    const old = this.slots;
    const last = !this.doubles();
    if (last) {
      this.kept = old;
      this.keptN = this.n;
      this.keptMask = this.mask;
    }
    this.slots = new Int32Array(size * w);
    this.n = size;
    this.mask = maskOf(size);
    if (last) {
      this.limit = this.size + Math.floor(size * LAST_FILL);
      return true;
    }
    this.size = 0;
    this.limit = Number.POSITIVE_INFINITY; // no growing while moving in
    for (let j = 0; j < old.length; j += w) {
      if (old[j] === 0) continue;
      if (w <= 3) this.insert(old[j] - 1, old[j + 1], w === 3 ? old[j + 2] : 0);
      else {
        for (let i = 0; i < w; i++) this.moving[i] = old[j + i];
        this.moving[0]--;
        this.insertKey(this.moving);
      }
    }
    this.limit = this.fillLimit();
    return true;
  }
}
