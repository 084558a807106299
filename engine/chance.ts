/*
 * How sure a share won of a sample is: the fair hint's chance to win (FairSearch's wins of the arrangements
 * weighed), and the benchmarks' win rates (scripts/wilson.ts).
 */

/** Wilson's 95% interval for a share of k in n ([0, 1] for no trial). */
export function wilson(k: number, n: number): [number, number] {
  if (n === 0) return [0, 1];
  const z = 1.96;
  const p = k / n;
  const centre = (p + (z * z) / (2 * n)) / (1 + (z * z) / n);
  const half = (z * Math.sqrt((p * (1 - p)) / n + (z * z) / (4 * n * n))) / (1 + (z * z) / n);
  return [Math.max(0, centre - half), Math.min(1, centre + half)];
}

/** The steps a chance is shown in, in points: finer would claim more than 800 arrangements tell. */
const STEP = 5;

/**
 * A chance to win from `wins` of `samples` as the player is shown it: its 95% interval (Wilson's) widened
 * to whole steps of 5 points, in percent. A point estimate from 16 arrangements moves by 25 points between
 * two positions a draw apart (they are weighed on other arrangements); the range says so, and narrows as the
 * arrangements grow (16: some 50 points wide, 100: 20, 800: 10).
 */
export function chanceRange(wins: number, samples: number): { readonly low: number; readonly high: number } {
  const [low, high] = wilson(wins, samples);
  return { low: STEP * Math.floor((100 * low) / STEP), high: STEP * Math.ceil((100 * high) / STEP) };
}
