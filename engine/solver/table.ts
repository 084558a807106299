/**
 * The set of states already searched: open addressing over keys of two words
 * (three when the rules allow more than 8 passes) in one Uint32Array, doubling
 * up to a memory cap. Keys are stored whole, so a hit is never a hash
 * collision: an "unsolvable" verdict rests on exact states, not on
 * probabilities.
 */
export class VisitedSet {
  private slots: Uint32Array;
  private mask: number;
  size = 0;
  /** Set when an insert was refused because the cap was reached. */
  full = false;

  constructor(
    private readonly maxBytes: number,
    private readonly words: 2 | 3 = 2,
    initialSlots = 1 << 16,
  ) {
    this.slots = new Uint32Array(initialSlots * words);
    this.mask = initialSlots - 1;
  }

  get bytes(): number {
    return this.slots.byteLength;
  }

  /** Adds a key (a < 2^31); false when it was there already, or when the set is full (then `full` is set). */
  insert(a: number, b: number, c = 0): boolean {
    if (this.size * 4 >= (this.mask + 1) * 3 && !this.grow()) {
      this.full = true;
      return false;
    }
    const a1 = a + 1; // 0 marks an empty slot
    const s = this.slots;
    const n = this.words;
    let i = hash(a, b ^ Math.imul(c, 0x9e3779b1)) & this.mask;
    for (;;) {
      const j = i * n;
      const w = s[j];
      if (w === 0) {
        s[j] = a1;
        s[j + 1] = b;
        if (n === 3) s[j + 2] = c;
        this.size++;
        return true;
      }
      if (w === a1 && s[j + 1] === b >>> 0 && (n === 2 || s[j + 2] === c >>> 0)) return false;
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
