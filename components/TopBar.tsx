import { useComputed } from '@preact/signals';
import { formatDealLink } from '../engine';
import { GAME_TITLES, gameOfDeal } from '../engine/games';
import { t } from '../models/words';
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
  // A game over has no move to hint at.
  const over = useComputed(() => table.state.value.won).value;
  const open = (name: DialogName) => () => {
    dialog.value = name;
  };
  return (
    <header class="bar">
      <p class="deal">
        {spider && `${GAME_TITLES['spider-klondike']} · `}
        {t(`level.${table.level.value}`)} ·{' '}
        {dealNumber === null ? (
          <a href={dealLink}>{t('bar.sharedDeal')}</a>
        ) : (
          <>
            {t('bar.deal')} <a href={dealLink}>#{dealNumber}</a>
          </>
        )}
      </p>
      <Figures />
      <nav class="commands" aria-label={t('bar.commands')}>
        <button
          type="button"
          onClick={table.undo}
          disabled={!table.canUndo.value || paused}
          aria-keyshortcuts="Control+Z Z"
        >
          {t('bar.undo')}
        </button>
        <button
          type="button"
          onClick={table.redo}
          disabled={!table.canRedo.value || paused}
          aria-keyshortcuts="Control+Shift+Z"
        >
          {t('bar.redo')}
        </button>
        <button
          type="button"
          class="hint-button"
          onClick={() => void hints.ask()}
          disabled={paused || over}
          aria-busy={hints.thinking.value}
          aria-keyshortcuts="H"
        >
          {t('bar.hint')}
        </button>
        <button type="button" onClick={() => table.pause(!paused)} aria-pressed={paused} aria-keyshortcuts="P">
          {t('bar.pause')}
        </button>
        <button type="button" onClick={open('new')} aria-keyshortcuts="N">
          {t('bar.newGame')}
        </button>
        <button type="button" onClick={open('settings')}>
          {t('bar.settings')}
        </button>
        <button type="button" onClick={open('stats')}>
          {t('bar.statistics')}
        </button>
        <button
          type="button"
          class="help-button"
          onClick={open('help')}
          aria-label={t('bar.help')}
          aria-keyshortcuts="?"
        >
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
          <dt>{t('bar.score')}</dt>
          <dd data-figure="score">{table.score.value}</dd>
        </div>
      )}
      <div>
        <dt>{t('bar.moves')}</dt>
        <dd data-figure="moves">{table.game.value.moves.length}</dd>
      </div>
      <div>
        <dt>{t('bar.time')}</dt>
        <dd data-figure="time">{formatTime(table.elapsed.value)}</dd>
      </div>
    </dl>
  );
}
