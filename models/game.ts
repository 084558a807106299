import { computed, type ReadonlySignal, signal } from '@preact/signals';
import { DEFAULT_RULES, dealFromNumber, initialPosition, isDealNumber, type Position } from '../engine';

/**
 * The game on the table. For now it only deals: a deal number picked at random
 * (or asked for with `#deal=N`) and the position that deal starts from. Moves,
 * undo and saving arrive with the play and sync issues.
 */
export interface GameModel {
  readonly dealNumber: ReadonlySignal<number>;
  readonly position: ReadonlySignal<Position>;
  /** Starts deal `n` from its first position. */
  deal(n: number): void;
}

export function createGameModel(firstDeal: number): GameModel {
  const dealNumber = signal(firstDeal);
  // Derived, not stored: a deal number fully determines its starting position.
  const position = computed(() => initialPosition(dealFromNumber(dealNumber.value), DEFAULT_RULES));
  return {
    dealNumber,
    position,
    deal(n) {
      dealNumber.value = n;
    },
  };
}

/** A uniform deal number 0..2^32-1; crypto, not Math.random, so every deal is equally likely. */
export function randomDealNumber(): number {
  return crypto.getRandomValues(new Uint32Array(1))[0];
}

/**
 * Reads `#deal=N` (N a decimal 0..4294967295) from a location hash; anything else,
 * including an empty hash, is "no deal asked for" and the caller picks one.
 */
export function dealFromHash(hash: string): number | undefined {
  const m = /^#deal=(\d{1,10})$/.exec(hash);
  if (!m) return undefined;
  const n = Number(m[1]);
  return isDealNumber(n) ? n : undefined;
}
