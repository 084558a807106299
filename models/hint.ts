import { effect, type ReadonlySignal, type Signal } from '@preact/signals';
import { FAIR_PLAY } from '../engine/fair/play-budget';
import type { Game } from '../engine';
import type { Hint } from '../engine/solver';
import { drawnTo } from '../engine/stock-run';
import type { TableModel } from './table-model';
import type { SolverClient } from './solver';

export interface HintModel {
  /** The hint on show, or null; it goes away as soon as the game changes. */
  readonly current: ReadonlySignal<Hint | null>;
  /** The engine has been searching for more than a moment. */
  readonly thinking: ReadonlySignal<boolean>;
  /** A fair hint is on show and a better-weighed answer for it is on its way (it may change the hint). */
  readonly refining: ReadonlySignal<boolean>;
  ask(): Promise<void>;
  /** Plays the hint on show ("Show me"): its move, or draws up to the card it names. */
  showMe(): void;
}

/** The page's signals for the hint (it makes them before this module loads, at the first hint asked for). */
export interface HintSignals {
  readonly current: Signal<Hint | null>;
  readonly thinking: Signal<boolean>;
  readonly refining: Signal<boolean>;
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
/**
 * Budget of a fair hint's refined answer, asked for as soon as the first is on show (the first answer has to
 * be prompt; this one may follow): the move weighed as the CLIs weigh it (FAIR_PLAY: 100 arrangements × 300
 * nodes, a close race run again on 800 × 500), at most 1,000,000 nodes, so that it comes within a second or
 * so (measured on Klondike: `FAIR=1 npm run bench:hint` prints how long it took). The same fixed seed: the same
 * game, the same hint.
 */
export const FAIR_REFINED_BUDGET = { ...FAIR_PLAY, maxNodes: 1_000_000, seed: 0 };
/** The "thinking" indicator shows only when an answer takes longer than this. */
export const THINKING_AFTER_MS = 150;

/**
 * Asks the worker for a hint about the game on the table: the referee's (the solver sees the face-down
 * cards), or with the setting on, the fair policy's (what the player has seen only). The answer is shown
 * only if the game has not changed since the question (same revision); else it is stale and dropped. A fair
 * answer that more weighing can change is then refined (FAIR_REFINED_BUDGET): the better-weighed answer
 * takes its place if it is still the hint on show; a move cancels the refinement, and a new question drops it
 * (`refining` stays on until the newest question's answer is final).
 */
export function createHintModel(
  table: TableModel,
  solver: () => Promise<SolverClient>,
  { current, thinking, refining }: HintSignals,
  /** The setting "Hints use only what I can see", read at each hint. */
  fair: () => boolean,
): HintModel {
  let shownFor = -1;
  /** The newest question: a refinement for an older one leaves `refining` to the newer. */
  let question = 0;
  /** A refinement whose answer would be dropped: stop the worker spending up to a million nodes on it. */
  const dropRefinement = () => {
    if (refining.peek()) void solver().then((c) => c.cancel('hint'));
  };
  table.revision.subscribe((r) => {
    if (r === shownFor) return;
    current.value = null;
    // The answer would be about a game that has moved on.
    dropRefinement();
  });
  // Fair hints turned off: refine reads the setting and drops the answer. The page's setting is a signal, so
  // this runs as it changes.
  effect(() => {
    if (!fair()) dropRefinement();
  });

  /** The refined answer takes the first one's place if that is still on show, for this game, with fair hints on. */
  async function refine(client: SolverClient, game: Game, asked: number, first: Hint): Promise<void> {
    const better = await client.fairHint(game, asked, FAIR_REFINED_BUDGET);
    if (!better || better.revision !== table.revision.value || current.value !== first || !fair()) return;
    const hint = better.value.hint;
    current.value = hint;
    // A hint is counted once, as soon as one with a move is on show.
    if (!first.move && hint.move) table.noteHint();
  }

  return {
    current,
    thinking,
    refining,
    async ask() {
      // A game over has no move to hint at: nothing is asked (the button is off; H likewise).
      if (table.state.value.won) return;
      const mine = ++question;
      const asked = table.revision.value;
      const slow = setTimeout(() => {
        thinking.value = true;
      }, THINKING_AFTER_MS);
      let refined: (() => Promise<void>) | null = null;
      try {
        const client = await solver();
        const game = table.game.value;
        const fairly = fair();
        const answer = fairly
          ? await client.fairHint(game, asked, FAIR_HINT_BUDGET)
          : await client.hint(game, asked, HINT_BUDGET);
        if (answer && answer.revision === table.revision.value) {
          const shown = answer.value.hint;
          shownFor = asked;
          current.value = shown;
          if (shown.move) table.noteHint();
          // While the player looks at it, the line it keeps gets shorter (two decks): Show me follows that one.
          // Nothing waits on it: a failure only leaves the line as it was.
          if (shown.kind === 'winning') client.shortenKept().catch(() => {});
          if (fairly && refinable(shown)) refined = () => refine(client, game, asked, shown);
        }
      } finally {
        clearTimeout(slow);
        thinking.value = false;
        if (mine === question) refining.value = refined !== null;
      }
      try {
        await refined?.();
      } finally {
        if (mine === question) refining.value = false;
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

/**
 * A fair hint more weighing can change: not a sure win, a won game, or one where nothing changes anything
 * ("no move wins any more" is refined too: more arrangements may find one that does).
 */
export const refinable = (h: Hint): boolean =>
  h.kind === 'fair' && !h.chance?.sure && h.why.kind !== 'won' && h.why.kind !== 'no-change';
