/** The q-quantile of a sample (nearest rank, from a sorted copy); NaN for no sample. Shared by the benchmarks. */
export const quantile = (xs: readonly number[], q: number): number =>
  xs.length === 0 ? Number.NaN : [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(q * xs.length))];
