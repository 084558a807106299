import { dealSize } from '../engine';
import { raceOf } from '../models/race';
import { PACE_MOVES } from '../models/race-record';
import { usePage } from './app-context';
import { InertBoard } from './InertBoard';
import { formatTime } from './format';
import { raceText } from './race-text';
import { PACE_NAMES } from './dialogs/rules-text';
import './race.css';

/**
 * The race beside the board: whom the player races, how far the computer has got (its board drawn small,
 * its cards home and moves), and who won. Loaded with the dialogs, after the first paint.
 */
export function RacePanel() {
  const { app } = usePage();
  const { table } = app;
  const race = raceOf(table, app.solver);
  const record = race.record.value;
  if (!record) return null;
  const rival = race.rival.value;
  const outcome = race.outcome.value;
  const cards = dealSize(table.game.value.deal);
  return (
    <aside class="race-panel" aria-label="Race">
      {record.kind === 'friend' ? (
        <>
          <h2>Race your friend</h2>
          <p>
            Beat {formatTime(record.seconds)} in {record.moves} moves
          </p>
        </>
      ) : (
        <>
          <h2>Race the computer</h2>
          <p>
            {PACE_NAMES[record.pace]}: {PACE_MOVES[record.pace]} moves a minute of your clock
          </p>
          {rival ? (
            <>
              <p data-rival>
                Its cards home: {rival.home} of {cards}; moves: {rival.played}
              </p>
              <InertBoard position={rival.position} />
            </>
          ) : (
            <p>The computer is looking at the deal…</p>
          )}
        </>
      )}
      <p class="outcome" aria-live="polite">
        {outcome ? raceText(record, outcome) : ''}
      </p>
    </aside>
  );
}
