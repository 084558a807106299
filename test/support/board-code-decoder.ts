import { RANK_OF, SUIT_OF } from '../../engine/cards';
import type { BoardLayout } from '../../engine/core/board-layout';
import { COLUMN_ROOM } from '../../engine/core/board-layout';

/**
 * Reads a code of engine/solver/board-code.ts back into the position it was made of, written apart from the encoder
 * from the layout its comment gives: the test of injectivity (a code that decodes to its position names no other).
 * Returns the position's parts as the test's canonical text has them.
 */
export function decodeBoardCode(start: BoardLayout, code: Int32Array): Decoded {
  // The first word was shifted down by one bit: bit i of the code is bit i + 1 of the words, first word shifted back.
  const words = Int32Array.from(code);
  let at = 1;
  const bit = (i: number) => (i < 32 ? (words[0] << 1) >>> i : words[i >> 5] >>> (i & 31)) & 1;
  const read = (n: number): number => {
    let v = 0;
    for (let i = 0; i < n; i++) v += bit(at + i) * 2 ** i;
    at += n;
    return v;
  };
  const bitsFor = (n: number) => Math.ceil(Math.log2(n) - 1e-9);
  const columns = start.columns;
  const radix = Array.from(start.down, (d) => d + 1);
  let down = read(bitsFor(radix.reduce((p, r) => p * r, 1)));
  const downs = radix.map((r) => {
    const d = down % r;
    down = Math.floor(down / r);
    return d;
  });
  let homes = read(27);
  const heights = [0, 1, 2, 3].map(() => {
    const pair = homes % 105;
    homes = Math.floor(homes / 105);
    let hi = 0;
    while (((hi + 1) * (hi + 2)) / 2 <= pair) hi++;
    return [hi, pair - (hi * (hi + 1)) / 2];
  });
  const kept = Array.from({ length: start.swLen }, () => read(1) === 1);
  const left = Array.from(start.sw.subarray(0, start.swLen)).filter((_, i) => kept[i]);
  const waste = read(bitsFor(start.swLen + 1));
  const recycles = start.maxRecycles === Number.POSITIVE_INFINITY ? null : read(bitsFor(start.maxRecycles + 1));
  // Runs: three columns to a number, the first column the highest digit.
  const runNumbers: number[] = [];
  for (let col = 0; col < columns; col += 3) {
    const k = Math.min(3, columns - col);
    let v = read(bitsFor(365 ** k));
    const group: number[] = [];
    for (let i = 0; i < k; i++) {
      group.unshift(v % 365);
      v = Math.floor(v / 365);
    }
    runNumbers.push(...group);
  }
  // Run number r: 1 + (runs of the faces before the base's) + length - 1.
  const runs = runNumbers.map((r) => {
    if (r === 0) return { base: -1, length: 0 };
    let before = 0;
    for (let face = 0; ; face++) {
      if (r <= before + RANK_OF[face] + 1) return { base: face, length: r - before };
      before += RANK_OF[face] + 1;
    }
  });
  // The run cards above the bases by face: every card of the start, less those home, left in the stock, face down,
  // and the bases.
  const count = new Array(52).fill(0);
  for (let col = 0; col < columns; col++)
    for (let i = 0; i < start.len[col]; i++) count[start.tab[col * COLUMN_ROOM + i] % 52]++;
  for (let i = 0; i < start.swLen; i++) count[start.sw[i] % 52]++;
  for (let f = 0; f < start.found.length; f++)
    for (let r = 0; r < start.found[f]; r++) count[((f >> 1) * 13 + r) % 52]++;
  heights.forEach(([hi, lo], suit) => {
    for (let r = 0; r < hi; r++) count[suit * 13 + r]--;
    for (let r = 0; r < lo; r++) count[suit * 13 + r]--;
  });
  for (const x of left) count[x % 52]--;
  for (let col = 0; col < columns; col++)
    for (let i = 0; i < downs[col]; i++) count[start.tab[col * COLUMN_ROOM + i] % 52]--;
  for (const run of runs) if (run.base >= 0) count[run.base]--;
  const up = runs.map(({ base, length }) => {
    const faces = base < 0 ? [] : [base];
    for (let k = 1; k < length; k++) {
      const rank = RANK_OF[base] - k;
      // Alternating colours: black (clubs, spades) under red (diamonds, hearts) and back.
      const red = (SUIT_OF[base] === 1 || SUIT_OF[base] === 2) !== (k % 2 === 1);
      const [low, high] = red ? [13 + rank, 26 + rank] : [rank, 39 + rank];
      const face = count[low] > 0 && count[high] > 0 ? (read(1) ? high : low) : count[low] > 0 ? low : high;
      count[face]--;
      faces.push(face);
    }
    return faces;
  });
  const columnsOut = up.map((faces, col) => ({
    down: Array.from(start.tab.subarray(col * COLUMN_ROOM, col * COLUMN_ROOM + downs[col]), (x) => x % 52),
    up: faces,
  }));
  return {
    columns: columnsOut,
    waste: left.slice(0, waste),
    stock: left.slice(waste),
    heights: heights.map(([hi, lo]) => [lo, hi]),
    recycles,
    bits: at - 1,
  };
}

export interface Decoded {
  columns: { down: number[]; up: number[] }[];
  waste: readonly number[];
  stock: readonly number[];
  /** Each suit's foundation heights, lower first. */
  heights: number[][];
  recycles: number | null;
  bits: number;
}
