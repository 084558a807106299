/**
 * The set of states already searched: open addressing over keys of two words
 * (three when the rules allow more than 8 passes) in one Uint32Array, doubling
 * up to a memory cap. Keys are stored whole, so a hit is never a hash
 * collision: an "unsolvable" verdict rests on exact states, not on
 * probabilities.
 */
export const SEEN = 0;
export const NEW = 1;
export const FULL = 2;

export class VisitedSet {
  private slots: Uint32Array;
  private mask: number;
  size = 0;
  /** Set once an insert found the table at its cap: from then on new keys are not stored. */
  full = false;

  constructor(
    private readonly maxBytes: number,
    private readonly words: 2 | 3 = 2,
    initialSlots = 1 << 16,
  ) {
    let slots = initialSlots;
    while (slots > 16 && slots * words * 4 > maxBytes) slots >>= 1;
    this.slots = new Uint32Array(slots * words);
    this.mask = slots - 1;
  }

  get bytes(): number {
    return this.slots.byteLength;
  }

  /**
   * Adds a key (a < 2^31): NEW when it was not there, SEEN when it was, and
   * FULL when it was not there and the table is at its cap (it is not added).
   */
  insert(a: number, b: number, c = 0): number {
    const atCap = this.size * 4 >= (this.mask + 1) * 3 && !this.grow();
    if (atCap) this.full = true;
    const a1 = a + 1; // 0 marks an empty slot
    const s = this.slots;
    const n = this.words;
    let i = hash(a, b ^ Math.imul(c, 0x9e3779b1)) & this.mask;
    for (;;) {
      const j = i * n;
      const w = s[j];
      if (w === 0) {
        if (atCap) return FULL;
        s[j] = a1;
        s[j + 1] = b;
        if (n === 3) s[j + 2] = c;
        this.size++;
        return NEW;
      }
      if (w === a1 && s[j + 1] === b >>> 0 && (n === 2 || s[j + 2] === c >>> 0)) return SEEN;
      i = (i + 1) & this.mask;
    }
  }

  /** Doubles the table if the cap allows; the old and new tables briefly coexist (1.5 × the final size). */
  private grow(): boolean {
    const size = (this.mask + 1) * 2;
    const n = this.words;
    if (size * n * 4 > this.maxBytes) return false;
    const old = this.slots;
    this.slots = new Uint32Array(size * n);
    this.mask = size - 1;
    this.size = 0;
    for (let j = 0; j < old.length; j += n)
      if (old[j] !== 0) this.insert(old[j] - 1, old[j + 1], n === 3 ? old[j + 2] : 0);
    return true;
  }
}

/** A 32-bit mix of the two words (murmur3's finaliser over a multiply-xor combine). */
function hash(a: number, b: number): number {
  let h = Math.imul(a ^ 0x9e3779b9, 0x85ebca6b) ^ Math.imul(b, 0xc2b2ae35);
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h >>> 0;
}
