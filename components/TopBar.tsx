import { useComputed } from '@preact/signals';
import { formatDealLink, LEVEL_NAMES } from '../engine';
import { gameOfDeal } from '../engine/games';
import { type DialogName, usePage } from './app-context';
import { formatTime } from './format';

/** Score, moves and time, and the game's commands. Its height never changes with what it shows (see table.css). */
export function TopBar() {
  const { app, dialog } = usePage();
  const { table, hints } = app;
  const dealNumber = table.dealNumber.value;
  // Computed, not read from the game in render: the bar re-renders for a new deal, not for every move.
  const dealLink = useComputed(() =>
    formatDealLink(table.game.value.deal, table.dealNumber.value, table.game.value.rules),
  ).value;
  const spider = useComputed(() => gameOfDeal(table.game.value.deal) === 'spider-klondike').value;
  const paused = table.paused.value;
  const open = (name: DialogName) => () => {
    dialog.value = name;
  };
  return (
    <header class="bar">
      <p class="deal">
        {spider && 'Spider-Klondike · '}
        {LEVEL_NAMES[table.level.value]} ·{' '}
        {dealNumber === null ? (
          <a href={dealLink}>shared deal</a>
        ) : (
          <>
            Deal <a href={dealLink}>#{dealNumber}</a>
          </>
        )}
      </p>
      <Figures />
      <nav class="commands" aria-label="Game">
        <button
          type="button"
          onClick={table.undo}
          disabled={!table.canUndo.value || paused}
          aria-keyshortcuts="Control+Z Z"
        >
          Undo
        </button>
        <button
          type="button"
          onClick={table.redo}
          disabled={!table.canRedo.value || paused}
          aria-keyshortcuts="Control+Shift+Z"
        >
          Redo
        </button>
        <button
          type="button"
          class="hint-button"
          onClick={() => void hints.ask()}
          disabled={paused}
          aria-busy={hints.thinking.value}
          aria-keyshortcuts="H"
        >
          Hint
        </button>
        <button type="button" onClick={() => table.pause(!paused)} aria-pressed={paused} aria-keyshortcuts="P">
          Pause
        </button>
        <button type="button" onClick={open('new')} aria-keyshortcuts="N">
          New game
        </button>
        <button type="button" onClick={open('settings')}>
          Settings
        </button>
        <button type="button" onClick={open('stats')}>
          Statistics
        </button>
        <button type="button" class="help-button" onClick={open('help')} aria-label="Help" aria-keyshortcuts="?">
          ?
        </button>
      </nav>
    </header>
  );
}

/** The score (when the rules keep one), the moves and the time: a part of its own, which the clock re-renders every second. */
function Figures() {
  const { table } = usePage().app;
  return (
    <dl class="figures">
      {table.game.value.rules.scoring !== 'none' && (
        <div>
          <dt>Score</dt>
          <dd data-figure="score">{table.score.value}</dd>
        </div>
      )}
      <div>
        <dt>Moves</dt>
        <dd data-figure="moves">{table.game.value.moves.length}</dd>
      </div>
      <div>
        <dt>Time</dt>
        <dd data-figure="time">{formatTime(table.elapsed.value)}</dd>
      </div>
    </dl>
  );
}
