import { computed, type ReadonlySignal } from '@preact/signals';
import type { DuelModel } from '../duel-model';
import type { Command } from './commands';

/**
 * A duel's commands, for whichever duel the seat holds: Undo (within the player's turn), End turn and Hint
 * in the bar; D draws and S skips the computer's turn (the turn line's button), by key.
 */
export function duelCommands(duel: ReadonlySignal<DuelModel | null>): readonly Command[] {
  const when = (test: (d: DuelModel) => boolean) =>
    computed(() => {
      const d = duel.value;
      return d !== null && test(d);
    });
  const yours = when((d) => d.yourTurn.value);
  return [
    {
      id: 'undo',
      label: 'bar.undo',
      keys: 'Control+Z Z',
      enabled: when((d) => d.canUndo.value),
      run: () => duel.value?.undo(),
    },
    { id: 'end-turn', label: 'duel.endTurn', keys: 'E', enabled: yours, run: () => duel.value?.endTurn() },
    { id: 'hint', label: 'bar.hint', keys: 'H', enabled: yours, run: () => duel.value?.askHint() },
    { id: 'draw', keys: 'D', enabled: yours, run: () => void duel.value?.stock() },
    {
      id: 'skip',
      keys: 'S',
      enabled: when((d) => !d.yourTurn.value && d.game.value.end === null),
      run: () => duel.value?.skip(),
    },
  ];
}
