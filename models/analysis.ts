import { type ReadonlySignal, type Signal, signal } from '@preact/signals';
import type { TableModel } from './table-model';
import type { SolverClient } from './solver';

export interface Analysis {
  /** Nothing changes anything any more (exact). */
  readonly noMovesLeft: boolean;
  /** Proved lost: the engine, seeing the hidden cards like a referee, finds no win. */
  readonly lost: boolean;
  /** Lost from the deal on: no play could have won it (so there is nothing to rewind to, and no one to blame). */
  readonly dealLost: boolean;
  /** Undos back to a winnable position, when lost and found. */
  readonly rewind: number | null;
}

export interface AnalysisModel {
  /** About the game on the table now, or null while it is being worked out. */
  readonly current: ReadonlySignal<Analysis | null>;
  /**
   * Starts checking, after the first paint (when the worker may load): every change from now on, and the
   * game on the table if it is a deal not played yet, so that a deal lost from the start is called so at
   * once. A game under way was checked after its last move, where it was made; every new tab doing it
   * again would cost seconds of search for nothing.
   */
  start(): void;
  /** The page came into sight: a change made while it was hidden is checked now. */
  shown(): void;
}

/** How long a position may be searched to decide "can it still be won" (cancelled by the next move). */
export const ANALYSIS_BUDGET = { ms: 4000 };

/**
 * After every change of the game, and for a deal as soon as it is dealt, asks the worker whether any move
 * is left and whether the game can still be won. An answer about an older revision is dropped; the next
 * move cancels the search in the worker. A hidden page (a tab in the background taking another tab's
 * moves) waits until it is shown: every open tab searching every move would multiply the work.
 */
export function createAnalysis(
  table: TableModel,
  solver: () => Promise<SolverClient>,
  referee: () => boolean,
  visible: () => boolean,
  /** Where the answers go: the page's signal, made before this module loads (after the first paint). */
  current: Signal<Analysis | null> = signal(null),
): AnalysisModel {
  let started = false;
  let missed = false;
  const check = async (revision: number) => {
    missed = !visible();
    if (missed) return;
    const game = table.game.value;
    if (table.state.value.won) return;
    const client = await solver();
    const answer = await client.analyze(game, revision, referee() ? ANALYSIS_BUDGET : { nodes: 1 });
    if (!answer || answer.revision !== table.revision.value) return;
    const a = answer.value;
    const lost = referee() && a.winnable === 'no';
    current.value = {
      noMovesLeft: a.noMovesLeft,
      lost,
      dealLost: lost && a.dealLost,
      rewind: a.winnable === 'no' ? a.rewind : null,
    };
  };
  table.revision.subscribe((revision) => {
    current.value = null;
    if (started) void check(revision);
  });
  return {
    current,
    start() {
      if (started) return;
      started = true;
      if (table.game.value.moves.length === 0) void check(table.revision.value);
    },
    shown() {
      if (started && missed) void check(table.revision.value);
    },
  };
}
