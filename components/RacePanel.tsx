import { dealSize } from '../engine';
import { PACE_MOVES } from '../models/race-record';
import { t } from '../models/words';
import { usePage } from './app-context';
import { InertBoard } from './InertBoard';
import { raceText, run } from './race-text';
import { PACE_NAMES } from './dialogs/rules-text';
import './race.css';

/**
 * The race beside the board: whom the player races, how far the computer has got (its board drawn small,
 * its cards home and moves), and who won. Loaded with the dialogs, after the first paint.
 */
export function RacePanel() {
  const { app } = usePage();
  const { table } = app;
  // The race is the table's session's: none on show until the sessions are loaded (just after the first paint).
  const race = app.sessions.value?.table.race;
  const record = race?.record.value;
  if (!race || !record) return null;
  const rival = race.rival.value;
  const standing = race.standing.value;
  const cards = dealSize(table.game.value.deal);
  return (
    <aside class="race-panel" aria-label={t('race.label')}>
      {record.kind === 'friend' ? (
        <>
          <h2>{t('race.friend')}</h2>
          <p>{t('race.beat', run(record))}</p>
        </>
      ) : (
        <>
          <h2>{t('race.computer')}</h2>
          <p>{t('race.pace', PACE_NAMES[record.pace], PACE_MOVES[record.pace])}</p>
          {rival ? (
            <>
              <p data-rival>{t('race.itsCards', rival.home, cards, rival.played)}</p>
              <InertBoard position={rival.position} />
            </>
          ) : (
            <p>{t('race.looking')}</p>
          )}
        </>
      )}
      <p class="outcome" aria-live="polite">
        {standing ? raceText(record, standing) : ''}
      </p>
    </aside>
  );
}
