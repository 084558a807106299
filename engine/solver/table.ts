/**
 * The set of states already searched: open addressing over three-word keys in
 * one Uint32Array, doubling up to a memory cap. Keys are stored whole, so a
 * hit is never a hash collision: an "unsolvable" verdict rests on exact
 * states, not on probabilities.
 */
export class VisitedSet {
  private slots: Uint32Array;
  private mask: number;
  size = 0;
  /** Set when an insert was refused because the cap was reached. */
  full = false;

  constructor(
    private readonly maxBytes: number,
    initialSlots = 1 << 16,
  ) {
    this.slots = new Uint32Array(initialSlots * 3);
    this.mask = initialSlots - 1;
  }

  get bytes(): number {
    return this.slots.byteLength;
  }

  /** Adds a key; false when it was there already (or the set is full: then `full` is set). */
  insert(a: number, b: number, c: number): boolean {
    if (this.size * 10 >= (this.mask + 1) * 7 && !this.grow()) {
      this.full = true;
      return false;
    }
    const a1 = (a + 1) >>> 0; // 0 marks an empty slot
    let i = hash(a, b, c) & this.mask;
    const s = this.slots;
    for (;;) {
      const j = i * 3;
      const w = s[j];
      if (w === 0) {
        s[j] = a1;
        s[j + 1] = b;
        s[j + 2] = c;
        this.size++;
        return true;
      }
      if (w === a1 && s[j + 1] === b >>> 0 && s[j + 2] === c >>> 0) return false;
      i = (i + 1) & this.mask;
    }
  }

  private grow(): boolean {
    const n = (this.mask + 1) * 2;
    if (n * 12 > this.maxBytes) return false;
    const old = this.slots;
    this.slots = new Uint32Array(n * 3);
    this.mask = n - 1;
    this.size = 0;
    for (let j = 0; j < old.length; j += 3) {
      if (old[j] !== 0) this.insert(old[j] - 1, old[j + 1], old[j + 2]);
    }
    return true;
  }
}

/** A 32-bit mix of the three words (murmur3's finaliser over a multiply-xor combine). */
function hash(a: number, b: number, c: number): number {
  let h = Math.imul(a ^ 0x9e3779b9, 0x85ebca6b) ^ Math.imul(b, 0xc2b2ae35) ^ Math.imul(c, 0x27d4eb2f);
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h >>> 0;
}
