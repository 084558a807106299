/** A copy of a typed array at a new length: the searches' stacks grow so, doubling. */
export function resized<T extends Uint16Array | Int32Array>(a: T, n: number): T {
  const b = new (a.constructor as new (n: number) => T)(n);
  b.set(a.subarray(0, Math.min(a.length, n)));
  return b;
}
