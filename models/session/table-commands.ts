import { computed } from '@preact/signals';
import type { HintModel } from '../hint';
import type { TableModel } from '../table-model';
import { ALWAYS, type Command } from './commands';

/**
 * The table's commands (Klondike, Spider-Klondike): Undo, Redo, Hint and Pause in the bar; D draws and A
 * finishes a won game, by key. A paused game takes none but Pause; a game over has no move to hint at.
 * `autoComplete` plays the finish at the page's pace.
 */
export function tableCommands(table: TableModel, hints: HintModel, autoComplete: () => void): readonly Command[] {
  const playing = (also: () => boolean) => computed(() => !table.paused.value && also());
  return [
    {
      id: 'undo',
      label: 'bar.undo',
      keys: 'Control+Z Z',
      enabled: playing(() => table.canUndo.value),
      run: table.undo,
    },
    {
      id: 'redo',
      label: 'bar.redo',
      keys: 'Control+Shift+Z Shift+Z Y',
      enabled: playing(() => table.canRedo.value),
      run: table.redo,
    },
    {
      id: 'hint',
      label: 'bar.hint',
      keys: 'H',
      enabled: playing(() => !table.state.value.won),
      busy: hints.thinking,
      run: () => void hints.ask(),
    },
    {
      id: 'pause',
      label: 'bar.pause',
      keys: 'P',
      enabled: ALWAYS,
      pressed: table.paused,
      run: () => table.pause(!table.paused.value),
    },
    { id: 'draw', keys: 'D', enabled: playing(() => true), run: () => void table.stock() },
    { id: 'finish', keys: 'A', enabled: playing(() => table.autoCompletable.value), run: autoComplete },
  ];
}
