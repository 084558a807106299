import type { ReadonlySignal, Signal } from '@preact/signals';
import type { Hint } from '../engine/solver';
import { drawnTo } from '../engine/stock-run';
import type { TableModel } from './table-model';
import type { SolverClient } from './solver';

export interface HintModel {
  /** The hint on show, or null; it goes away as soon as the game changes. */
  readonly current: ReadonlySignal<Hint | null>;
  /** The engine has been searching for more than a moment. */
  readonly thinking: ReadonlySignal<boolean>;
  ask(): Promise<void>;
  /** Plays the hint on show ("Show me"): its move, or draws up to the card it names. */
  showMe(): void;
}

/** Budget of a hint: a winning line within this, or the best heuristic move. */
export const HINT_BUDGET = { ms: 1500 };
/**
 * Budget of a fair hint (engine/fair FairBudget): each move weighed on 16 arrangements of the unseen cards,
 * 1,000 nodes each, at most 25,000 nodes in all, so that the first answer shows within 150 ms (p95,
 * `FAIR=1 npm run bench:hint`, with room for a busy machine: 40,000 went past it under load, and won no
 * more of 40 deals followed to their end); nodes, not time, and a fixed seed, so the same game gets the
 * same hint.
 */
export const FAIR_HINT_BUDGET = { samples: 16, nodes: 1000, maxNodes: 25_000, seed: 0 };
/** The "thinking" indicator shows only when an answer takes longer than this. */
export const THINKING_AFTER_MS = 150;

/**
 * Asks the worker for a hint about the game on the table: the referee's (the solver sees the face-down
 * cards), or with the setting on, the fair policy's (what the player has seen only). The answer is shown
 * only if the game has not changed since the question (same revision); else it is stale and dropped.
 */
export function createHintModel(
  table: TableModel,
  solver: () => Promise<SolverClient>,
  /** The page's signals (it makes them before this module loads, at the first hint asked for). */
  current: Signal<Hint | null>,
  thinking: Signal<boolean>,
  /** The setting "Hints use only what I can see", read at each hint. */
  fair: () => boolean,
): HintModel {
  let shownFor = -1;
  table.revision.subscribe((r) => {
    if (r !== shownFor) current.value = null;
  });
  return {
    current,
    thinking,
    async ask() {
      const asked = table.revision.value;
      const slow = setTimeout(() => {
        thinking.value = true;
      }, THINKING_AFTER_MS);
      try {
        const client = await solver();
        const game = table.game.value;
        const answer = fair()
          ? await client.fairHint(game, asked, FAIR_HINT_BUDGET)
          : await client.hint(game, asked, HINT_BUDGET);
        if (answer && answer.revision === table.revision.value) {
          shownFor = asked;
          current.value = answer.value.hint;
          if (answer.value.hint.move) table.noteHint();
        }
      } finally {
        clearTimeout(slow);
        thinking.value = false;
      }
    },
    showMe() {
      const h = current.value;
      if (!h?.move) return;
      if (h.until === null) {
        table.play(h.move);
        return;
      }
      // Draws until the named card is there (drawnTo). The line's count is only a guide: auto-collect may
      // send a card home from the waste on the way, which shifts a draw-three stock's groups of three.
      const until = h.until;
      for (let i = 0; i < 2 * h.moves.length + 52; i++) {
        if (drawnTo(table.position.value, until) || !table.stock()) break;
      }
    },
  };
}
