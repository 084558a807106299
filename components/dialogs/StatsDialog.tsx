import { useState } from 'preact/hooks';
import { LEVEL_NAMES, LEVELS, type Level } from '../../engine';
import { formatPercent, formatTime } from '../format';
import type { StatsRow } from '../stats-rows';
import { Modal } from './Modal';
import { useDialog } from './useDialog';

/** One level's figures as a definition list (also used in the results panel). */
export function StatsFigures({ row }: { row: StatsRow }) {
  return (
    <dl class="stats-figures">
      <dt>Played</dt>
      <dd>{row.played}</dd>
      <dt>Won</dt>
      <dd>{row.won}</dd>
      <dt>Lost</dt>
      <dd>{row.lost}</dd>
      <dt>Win rate</dt>
      <dd>{formatPercent(row.winRate)}</dd>
      <dt>Current streak</dt>
      <dd>{row.currentStreak}</dd>
      <dt>Best streak</dt>
      <dd>{row.bestStreak}</dd>
      <dt>Best time</dt>
      <dd>{row.bestTime === null ? '–' : formatTime(row.bestTime)}</dd>
      <dt>Best score</dt>
      <dd>{row.bestScore ?? '–'}</dd>
      <dt>Won without hints</dt>
      <dd>{row.cleanWins}</dd>
    </dl>
  );
}

export function StatsDialog() {
  const { open, close } = useDialog('stats');
  // The tabs mount each time the dialog opens (a closed Modal renders no children): they open on the level
  // being played, and remember the tab picked only while the dialog stays open.
  return (
    <Modal open={open} title="Statistics" onClose={close}>
      <StatsTabs />
    </Modal>
  );
}

function StatsTabs() {
  const { app, statsRows, close } = useDialog('stats');
  const [shown, setShown] = useState<Level>(app.table.level.value);
  const [confirming, setConfirming] = useState(false);
  return (
    <>
      <div class="tabs" role="tablist" aria-label="Level">
        {LEVELS.map((l) => (
          <button
            key={l}
            type="button"
            role="tab"
            aria-selected={shown === l}
            onClick={() => {
              setShown(l);
              setConfirming(false);
            }}
          >
            {LEVEL_NAMES[l]}
          </button>
        ))}
      </div>
      <section role="tabpanel" aria-label={LEVEL_NAMES[shown]}>
        <StatsFigures row={statsRows.value[shown]} />
      </section>
      <div class="actions">
        {confirming ? (
          <>
            <span>Reset the {LEVEL_NAMES[shown]} statistics for good?</span>
            <button
              type="button"
              onClick={() => {
                app.stats.reset(shown);
                setConfirming(false);
              }}
            >
              Reset
            </button>
            <button type="button" onClick={() => setConfirming(false)}>
              Keep them
            </button>
          </>
        ) : (
          <button type="button" onClick={() => setConfirming(true)}>
            Reset {LEVEL_NAMES[shown]}…
          </button>
        )}
        <button type="button" onClick={close}>
          Close
        </button>
      </div>
    </>
  );
}
