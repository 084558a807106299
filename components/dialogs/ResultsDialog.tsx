import { statsKey } from '../../engine';
import { gameOfDeal } from '../../engine/games';
import { formatChallengeText } from '../../engine/share';
import { raceOf } from '../../models/race';
import { formatTime } from '../format';
import { raceText } from '../race-text';
import { CopyField } from './CopyField';
import { Modal } from './Modal';
import { StatsFigures, statsTitle } from './StatsDialog';
import { useDialog } from './useDialog';

/** The won game's figures, the race's result, a challenge to send a friend, and the level's statistics with it counted. */
export function ResultsDialog() {
  const { app, statsRows, open, close, start } = useDialog('results');
  const { table } = app;
  const g = table.game.value;
  const game = gameOfDeal(g.deal);
  const level = table.level.value;
  const race = table.race.value;
  const outcome = raceOf(table, app.solver).outcome.value;
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
      {race && outcome && <p class="race-result">{raceText(race, outcome)}</p>}
      <CopyField
        id="challenge-text"
        label="Challenge a friend to beat your time"
        text={formatChallengeText({ ...g, dealNumber: table.dealNumber.value, seconds: table.elapsed.value })}
        button="Challenge a friend"
        how="Your friend pastes it into Play a specific deal, in any browser, and races your time."
      />
      <h3>{statsTitle(statsKey(game, level))}</h3>
      <StatsFigures row={statsRows.value[statsKey(game, level)]} />
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
