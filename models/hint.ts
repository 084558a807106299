import { type ReadonlySignal, signal } from '@preact/signals';
import { dealFromNumber, DEFAULT_RULES, type Game, newGame } from '../engine';
import type { Hint } from '../engine/solver';
import type { GameModel } from './game';
import type { SolverClient } from './solver';

export interface HintView {
  readonly hint: Hint;
  /** The deal the hint is about. */
  readonly dealNumber: number;
}

export interface HintModel {
  readonly current: ReadonlySignal<HintView | null>;
  readonly thinking: ReadonlySignal<boolean>;
  ask(): Promise<void>;
}

/** Budget of a hint: a winning line within this, or the best heuristic move. */
export const HINT_BUDGET = { ms: 1500 };

/**
 * Asks the worker for a hint about the game on the table. The answer is shown
 * only if it is still about the game on the table (same revision): a deal
 * changed meanwhile makes it stale, and it is dropped.
 */
export function createHintModel(game: GameModel, solver: () => SolverClient): HintModel {
  const current = signal<HintView | null>(null);
  const thinking = signal(false);
  let revision = 0;
  // A new deal is a new revision: the old hint no longer applies.
  game.dealNumber.subscribe(() => {
    revision++;
    current.value = null;
  });
  return {
    current,
    thinking,
    async ask() {
      const asked = revision;
      const dealNumber = game.dealNumber.value;
      const g: Game = newGame(dealFromNumber(dealNumber), DEFAULT_RULES);
      thinking.value = true;
      try {
        const answer = await solver().hint(g, asked, HINT_BUDGET);
        if (answer && answer.revision === revision) current.value = { hint: answer.value.hint, dealNumber };
      } finally {
        if (asked === revision) thinking.value = false;
      }
    },
  };
}
