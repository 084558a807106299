/** Wilson's 95% interval, the fair hint's (engine/chance.ts), shared by the benchmarks. */
export { wilson } from '../engine/chance';
