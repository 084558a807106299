/** The hint engine: the solver and what is built on it. Pure, like the rest of engine/. */
export {
  canStillWin,
  lastWinnablePoint,
  nextWinnableDeal,
  noMovesLeft,
  verifyDeal,
  type Winnable,
} from './analysis';
export { follows, type Hint, type HintMemory, type HintWhy, HintSearch, hint } from './hint';
export { KeptLineTails } from './kept-line';
export { rankedMoves } from './ranked-moves';
export { type Budget, type SolveResult, Solver, solve } from './solve';
export { greedyLine } from './race-line';
