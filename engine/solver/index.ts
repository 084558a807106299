/** The hint engine: the solver and what is built on it. Pure, like the rest of engine/. */
export {
  canStillWin,
  lastWinnablePoint,
  nextWinnableDeal,
  noMovesLeft,
  positionOf,
  type Rewind,
  verifyDeal,
  type Winnable,
} from './analysis';
export {
  type Hint,
  type HintAnswer,
  type HintKind,
  type HintMemory,
  HintSearch,
  heuristicMove,
  hint,
  rankedMoves,
} from './hint';
export { type Budget, DEFAULT_TABLE_BYTES, type SolveResult, Solver, solve, type Verdict } from './solve';
