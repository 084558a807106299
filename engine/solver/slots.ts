/**
 * Where a key goes in the visited set's tables (visited.ts): its hash, and linear probing from the slot the hash
 * picks, by its low bits in a table of a power of two slots, else by scaling.
 */

export const maskOf = (n: number): number => ((n & (n - 1)) === 0 ? n - 1 : -1);

/**
 * Where the key of hash h is in table s of n slots (linear probing from firstSlot), or else the empty slot that
 * ends its run.
 */
export function slotIn(
  s: Int32Array,
  n: number,
  mask: number,
  words: number,
  a: number,
  b: number,
  c: number,
  h: number,
): number {
  // Keys are compared as int32, as the table holds them: a + 1 < 2^31, and b and c whatever their sign.
  const a1 = (a + 1) | 0;
  const b1 = b | 0;
  let i = firstSlot(h, n, mask);
  if (words === 2) {
    for (;;) {
      const j = i << 1;
      const x = s[j];
      if (x === 0 || (x === a1 && s[j + 1] === b1)) return j;
      i = i + 1 === n ? 0 : i + 1;
    }
  }
  const c1 = c | 0;
  for (;;) {
    const j = i * 3;
    const x = s[j];
    if (x === 0 || (x === a1 && s[j + 1] === b1 && s[j + 2] === c1)) return j;
    i = i + 1 === n ? 0 : i + 1;
  }
}

/** As slotIn, for a key of more than three words. */
export function wideSlotIn(s: Int32Array, n: number, mask: number, words: number, key: Int32Array, h: number): number {
  const a1 = (key[0] + 1) | 0;
  let i = firstSlot(h, n, mask);
  for (;;) {
    const j = i * words;
    const x = s[j];
    if (x === 0 || (x === a1 && sameRest(s, j, key, words))) return j;
    i = i + 1 === n ? 0 : i + 1;
  }
}

/** Whether the key's words after the first are the ones at s[j + 1 ..]. */
function sameRest(s: Int32Array, j: number, key: Int32Array, words: number): boolean {
  for (let i = 1; i < words; i++) if (s[j + i] !== key[i]) return false;
  return true;
}

/** The hash of a key of more than three words: its words after the first folded (murmur3's step), then hash. */
export function wideHash(key: Int32Array, words: number): number {
  let b = 0;
  for (let i = 1; i < words; i++) {
    b ^= Math.imul(key[i], 0xcc9e2d51);
    b = Math.imul((b << 13) | (b >>> 19), 5) + 0xe6546b64;
  }
  return hash(key[0], b);
}

/**
 * Where a key of hash h starts its probe in a table of n slots: the hash's low bits when mask is n - 1, else scaled.
 */
export const firstSlot = (h: number, n: number, mask: number): number => (mask >= 0 ? h & mask : slotOf(h, n));

/** The hash of key (a, b, c): the search works it out once a child, for touch and find. */
export function keyHash(a: number, b: number, c: number): number {
  return hash(a, (b | 0) ^ Math.imul(c, 0x9e3779b1));
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

/**
 * Scales a 32-bit hash to [0, n): its top 27 bits times n, over 2^27. The product may round in a double (past
 * 2^53), but by less than 2, while it stays at least n below 2^27 n: the slot is always below n.
 */
function slotOf(h: number, n: number): number {
  return Math.floor(((h >>> 5) * n) / 134217728);
}
