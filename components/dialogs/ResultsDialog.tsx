import { LEVEL_NAMES } from '../../engine';
import { formatTime } from '../format';
import { Modal } from './Modal';
import { StatsFigures } from './StatsDialog';
import { useDialog } from './useDialog';

/** The won game's figures, and the level's statistics with it counted. */
export function ResultsDialog() {
  const { app, statsRows, open, close, start } = useDialog('results');
  const { table } = app;
  const level = table.level.value;
  return (
    <Modal open={open} title="You won!" onClose={close} class="results">
      <dl class="result-figures">
        <dt>Moves</dt>
        <dd>{table.game.value.moves.length}</dd>
        <dt>Time</dt>
        <dd>{formatTime(table.elapsed.value)}</dd>
        {table.game.value.rules.scoring !== 'none' && (
          <>
            <dt>Score</dt>
            <dd>{table.score.value}</dd>
          </>
        )}
      </dl>
      <h3>{LEVEL_NAMES[level]}</h3>
      <StatsFigures row={statsRows.value[level]} />
      <div class="actions">
        <button type="button" class="primary" onClick={() => start(() => app.games.random(true))}>
          New game
        </button>
        <button type="button" onClick={close}>
          Close
        </button>
      </div>
    </Modal>
  );
}
