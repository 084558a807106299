/** Fair hints: moves chosen from what the player has seen, never from the face-down cards. */
export { fairHint } from './hint';
export { FAIR_PLAY } from './play-budget';
export { type FairBudget, type FairChoice, FairSearch, fairMove } from './policy';
export { playFair } from './play-game';
