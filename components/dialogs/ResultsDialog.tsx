import { formatTime } from '../format';
import { Modal } from './Modal';
import { StatsFigures, type StatsRow } from './StatsDialog';

export function ResultsDialog(props: {
  open: boolean;
  moves: number;
  seconds: number;
  score: number | null;
  levelName: string;
  stats: StatsRow;
  onNewGame: () => void;
  onClose: () => void;
}) {
  return (
    <Modal open={props.open} title="You won!" onClose={props.onClose} class="results">
      <dl class="result-figures">
        <dt>Moves</dt>
        <dd>{props.moves}</dd>
        <dt>Time</dt>
        <dd>{formatTime(props.seconds)}</dd>
        {props.score !== null && (
          <>
            <dt>Score</dt>
            <dd>{props.score}</dd>
          </>
        )}
      </dl>
      <h3>{props.levelName}</h3>
      <StatsFigures row={props.stats} />
      <div class="actions">
        <button type="button" class="primary" onClick={props.onNewGame}>
          New game
        </button>
        <button type="button" onClick={props.onClose}>
          Close
        </button>
      </div>
    </Modal>
  );
}
