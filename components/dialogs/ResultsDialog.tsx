import { sharedChallenge } from '../../engine/links/share';
import { t } from '../../models/words';
import { formatTime } from '../format';
import { raceText } from '../race-text';
import { challengeText } from '../share-words';
import { CopyField } from './CopyField';
import { Modal } from './Modal';
import { StatsFigures, statsTitle } from './StatsDialog';
import { useDialog } from './useDialog';

/**
 * The won game's figures, the race's result, a challenge to send a friend (when the table says one may be
 * made of this game), and the level's statistics with it counted.
 */
export function ResultsDialog() {
  const { app, statsRows, open, close, start } = useDialog('results');
  const { table } = app;
  const g = table.game.value;
  const key = table.statsKey.value;
  const race = table.race.value;
  // The table's game's results: another mode on show has its own (a duel's: DuelResults).
  const sessions = app.sessions.value;
  const standing = sessions?.table.race.standing.value ?? null;
  const mine = sessions === null || sessions.active.value === sessions.table;
  return (
    <Modal open={open && mine} title={t('results.title')} onClose={close} class="results">
      <dl class="result-figures">
        <dt>{t('bar.moves')}</dt>
        <dd>{table.moveCount.value}</dd>
        <dt>{t('bar.time')}</dt>
        <dd>{formatTime(table.elapsed.value)}</dd>
        {table.game.value.rules.scoring !== 'none' && (
          <>
            <dt>{t('bar.score')}</dt>
            <dd>{table.score.value}</dd>
          </>
        )}
      </dl>
      {race && standing && <p class="race-result">{raceText(race, standing)}</p>}
      {table.canChallenge.value && (
        <CopyField
          id="challenge-text"
          label={t('results.challenge')}
          text={challengeText(
            sharedChallenge({
              ...g,
              auto: table.saved().auto,
              dealNumber: table.dealNumber.value,
              seconds: table.elapsed.value,
            }),
          )}
          button={t('results.challengeButton')}
          how={t('results.challengeHow')}
        />
      )}
      <h3>{statsTitle(key)}</h3>
      <StatsFigures row={statsRows.value[key]} level={key} />
      <div class="actions">
        <button type="button" class="primary" onClick={() => start(() => app.games.random(true))}>
          {t('bar.newGame')}
        </button>
        <button type="button" onClick={close}>
          {t('dialog.close')}
        </button>
      </div>
    </Modal>
  );
}
