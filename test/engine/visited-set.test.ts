import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { FULL, NEW, SEEN, VisitedSet } from '../../engine/solver/visited';

const MB = 1024 * 1024;

describe('the visited set', () => {
  it('holds keys exactly: every key added is found, and no key left out is', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.tuple(fc.integer({ min: 0, max: 2 ** 31 - 2 }), fc.integer()), {
          minLength: 1,
          maxLength: 6000,
          selector: ([a, b]) => `${a},${b >>> 0}`,
        }),
        (keys) => {
          // A roomy cap, and one whose last table comes beside the doubled one after some 1,500 keys.
          const set = new VisitedSet(keys.length % 2 ? 64 * MB : 64 * 1024, 2, 16);
          const half = keys.slice(0, keys.length >> 1);
          // Every other key goes in as the search puts it: found absent, then stored in the slot found.
          for (const [i, [a, b]] of half.entries()) {
            if (i % 2) expect(set.insert(a, b)).toBe(NEW);
            else expect(set.insertAt(set.find(a, b), a, b)).toBe(NEW);
          }
          for (const [a, b] of half) expect(set.insert(a, b)).toBe(SEEN);
          for (const [a, b] of half) expect(set.find(a, b)).toBe(-1);
          for (const [a, b] of keys.slice(half.length)) expect(set.find(a, b)).toBeGreaterThanOrEqual(0);
          expect(set.size).toBe(half.length);
        },
      ),
    );
  });

  it('tells keys apart by their third word when the rules need one', () => {
    const set = new VisitedSet(MB, 3);
    expect(set.insert(5, 6, 1)).toBe(NEW);
    expect(set.insert(5, 6, 2)).toBe(NEW);
    expect([set.find(5, 6, 1), set.find(5, 6, 2), set.find(5, 6, 3) >= 0]).toEqual([-1, -1, true]);
  });

  it('holds keys of eight words exactly, each word telling keys apart, through doublings and the last table', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(
          fc.tuple(
            fc.integer({ min: 0, max: 2 ** 31 - 2 }),
            fc.array(fc.integer({ min: -3, max: 3 }), { minLength: 7, maxLength: 7 }),
          ),
          { minLength: 1, maxLength: 3000, selector: ([a, rest]) => `${a % 4},${rest}` },
        ),
        (drawn) => {
          // Keys alike but for a word or two (few values a word): a table that compared only some words would merge them.
          const keys = drawn.map(([a, rest]) => Int32Array.from([a % 4, ...rest]));
          // A roomy cap, and one whose last table comes beside the doubled one after some 1,500 keys.
          const set = new VisitedSet(keys.length % 2 ? 64 * MB : 256 * 1024, 8, 16);
          const half = keys.slice(0, keys.length >> 1);
          for (const k of half) expect(set.insertKey(k)).toBe(NEW);
          for (const k of keys) expect(set.insertKey(k)).toBe(half.includes(k) ? SEEN : NEW);
          for (const k of keys) expect(set.insertKey(k)).toBe(SEEN);
          expect(set.size).toBe(keys.length);
        },
      ),
    );
  });

  it('tells keys of eight words apart by any one of their words', () => {
    const set = new VisitedSet(64 * MB, 8, 16);
    // Twenty thousand keys for each word, alike but for that word: they crowd the same runs of slots.
    const keys = Array.from({ length: 8 * 20000 }, (_, i) => {
      const key = new Int32Array(8);
      key[i % 8] = (i >> 3) + 1;
      return key;
    });
    const added = keys.map((k) => set.insertKey(k));
    expect([added.filter((x) => x === NEW).length, set.size]).toEqual([keys.length, keys.length]);
    expect(keys.every((k) => set.insertKey(k) === SEEN)).toBe(true);
  });

  it('at its cap, a set of eight-word keys refuses new keys and still finds the ones it holds', () => {
    const set = new VisitedSet(64 * 1024, 8, 16);
    const key = (i: number) => Int32Array.from([i, 0, 0, 0, 0, 0, 0, -i]);
    let i = 0;
    while (set.insertKey(key(i)) === NEW) i++;
    expect([set.full, set.size, set.bytes <= 64 * 1024]).toEqual([true, i, true]);
    expect([set.insertKey(key(0)), set.insertKey(key(i - 1)), set.insertKey(key(i))]).toEqual([SEEN, SEEN, FULL]);
  });

  it('grows without ever holding more than its cap, old and new table together, and ends near the cap', () => {
    // Not a power of two, so the last step (2 MB kept beside 3 MB) cannot pass for a doubling below.
    const cap = 5 * MB;
    const set = new VisitedSet(cap, 2, 16);
    let bytes = set.bytes;
    let a = 0;
    while (set.insert(a, a * 7) !== FULL) {
      a++;
      if (set.bytes !== bytes) {
        // A doubling moves every key across, both tables at once; the last step keeps the old table beside the new.
        if (set.bytes === 2 * bytes) expect(bytes + set.bytes).toBeLessThanOrEqual(cap);
        else expect(set.bytes).toBeLessThanOrEqual(cap);
        bytes = set.bytes;
      }
    }
    // The last table takes what the cap leaves beside the table before it: the two fill the cap.
    expect(set.bytes).toBeGreaterThan(cap * 0.99);
    expect(set.full).toBe(true);
    // Full: what it holds it still finds, in either table; what is new it refuses without storing.
    for (let k = 0; k < a; k++) expect(set.find(k, k * 7)).toBe(-1);
    expect(set.insert(0, 0)).toBe(SEEN);
    expect(set.insert(a, a * 7)).toBe(FULL);
    expect(set.find(a, a * 7)).toBeGreaterThanOrEqual(0);
    // Cleared, it answers as a new set: nothing found, one table of the first size.
    set.clear();
    expect([set.find(0, 0) >= 0, set.size, set.bytes]).toEqual([true, 0, 16 * 8]);
  });

  it('alone with its cap, it doubles further, counting the tables it dropped (not yet collected) against the cap', () => {
    const cap = 5 * MB;
    /** Fills a set; returns its largest doubled table, and its peak with the tables doubling dropped. */
    const fill = (set: VisitedSet) => {
      let bytes = set.bytes;
      let dropped = 0;
      let doubled = bytes;
      let peak = 0;
      for (let a = 0; set.insert(a, a * 7) !== FULL; a++) {
        if (set.bytes === bytes) continue;
        if (set.bytes === 2 * bytes) {
          peak = Math.max(peak, bytes + set.bytes + dropped);
          dropped += bytes;
          doubled = set.bytes;
        } else peak = Math.max(peak, set.bytes + dropped);
        bytes = set.bytes;
      }
      return { doubled, peak };
    };
    const lone = fill(new VisitedSet(cap, 2, 16, true));
    const shared = fill(new VisitedSet(cap, 2, 16));
    expect(lone.doubled).toBe(2 * MB);
    expect(shared.doubled).toBe(MB);
    expect(lone.peak).toBeLessThanOrEqual(cap);
  });

  it('widened while it still doubles, it grows on into the memory given back; once it took its last step, it stays', () => {
    const fill = (set: VisitedSet, from: number): number => {
      let a = from;
      while (set.insert(a, a * 7) !== FULL) a++;
      return a;
    };
    const small = 64 * 1024;
    const widened = new VisitedSet(small, 2, 16);
    let a = 0;
    for (; widened.bytes < small / 8; a++) widened.insert(a, a * 7);
    widened.widen(4 * MB);
    a = fill(widened, a);
    expect(widened.bytes).toBeGreaterThan(4 * MB * 0.99);
    for (let k = 0; k < a; k += 97) expect(widened.find(k, k * 7)).toBe(-1);

    const settled = new VisitedSet(small, 2, 16);
    const b = fill(settled, 0);
    const bytes = settled.bytes;
    settled.widen(4 * MB);
    expect(settled.insert(b, b * 7)).toBe(FULL);
    expect(settled.bytes).toBe(bytes);
  });
});
