/** Fair hints: moves chosen from what the player has seen, never from the face-down cards. */
export { FAIR_PLAY, type FairBudget, fairMove } from './policy';
export { playFair } from './play-game';
