import { useState } from 'preact/hooks';
import { LEVEL_NAMES, LEVELS, type Level } from '../../engine';
import { formatPercent, formatTime } from '../format';
import { Modal } from './Modal';

export interface StatsRow {
  played: number;
  won: number;
  lost: number;
  winRate: number | null;
  currentStreak: number;
  bestStreak: number;
  bestTime: number | null;
  bestScore: number | null;
  cleanWins: number;
}

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

interface StatsDialogProps {
  open: boolean;
  /** The level of the game on the table: the tab the dialog opens on. */
  level: Level;
  rows: Record<Level, StatsRow>;
  onReset: (level: Level) => void;
  onClose: () => void;
}

export function StatsDialog(props: StatsDialogProps) {
  // The tabs mount each time the dialog opens (a closed Modal renders no children): they open on the level
  // being played, and remember the tab picked only while the dialog stays open.
  return (
    <Modal open={props.open} title="Statistics" onClose={props.onClose}>
      <StatsTabs {...props} />
    </Modal>
  );
}

function StatsTabs(props: StatsDialogProps) {
  const [shown, setShown] = useState<Level>(props.level);
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
        <StatsFigures row={props.rows[shown]} />
      </section>
      <div class="actions">
        {confirming ? (
          <>
            <span>Reset the {LEVEL_NAMES[shown]} statistics for good?</span>
            <button
              type="button"
              onClick={() => {
                props.onReset(shown);
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
        <button type="button" onClick={props.onClose}>
          Close
        </button>
      </div>
    </>
  );
}
