import { formatTime } from './format';

export interface TopBarProps {
  /** "#12345" with the link that deals it again, or null for a deal pasted in. */
  dealNumber: number | null;
  dealLink: string;
  levelName: string;
  score: number | null;
  moves: number;
  seconds: number;
  canUndo: boolean;
  canRedo: boolean;
  thinking: boolean;
  paused: boolean;
  onUndo: () => void;
  onRedo: () => void;
  onHint: () => void;
  onPause: () => void;
  onNewGame: () => void;
  onSettings: () => void;
  onStats: () => void;
  onHelp: () => void;
}

/** Score, moves and time, and the game's commands. Its height never changes with what it shows (see table.css). */
export function TopBar(p: TopBarProps) {
  return (
    <header class="bar">
      <p class="deal">
        {p.levelName} ·{' '}
        {p.dealNumber === null ? (
          <a href={p.dealLink}>shared deal</a>
        ) : (
          <>
            Deal <a href={p.dealLink}>#{p.dealNumber}</a>
          </>
        )}
      </p>
      <dl class="figures">
        {p.score !== null && (
          <div>
            <dt>Score</dt>
            <dd data-figure="score">{p.score}</dd>
          </div>
        )}
        <div>
          <dt>Moves</dt>
          <dd data-figure="moves">{p.moves}</dd>
        </div>
        <div>
          <dt>Time</dt>
          <dd data-figure="time">{formatTime(p.seconds)}</dd>
        </div>
      </dl>
      <nav class="commands" aria-label="Game">
        <button type="button" onClick={p.onUndo} disabled={!p.canUndo} aria-keyshortcuts="Control+Z Z">
          Undo
        </button>
        <button type="button" onClick={p.onRedo} disabled={!p.canRedo} aria-keyshortcuts="Control+Shift+Z">
          Redo
        </button>
        <button
          type="button"
          class="hint-button"
          onClick={p.onHint}
          disabled={p.paused}
          aria-busy={p.thinking}
          aria-keyshortcuts="H"
        >
          Hint
        </button>
        <button type="button" onClick={p.onPause} aria-pressed={p.paused} aria-keyshortcuts="P">
          Pause
        </button>
        <button type="button" onClick={p.onNewGame} aria-keyshortcuts="N">
          New game
        </button>
        <button type="button" onClick={p.onSettings}>
          Settings
        </button>
        <button type="button" onClick={p.onStats}>
          Statistics
        </button>
        <button type="button" class="help-button" onClick={p.onHelp} aria-label="Help" aria-keyshortcuts="?">
          ?
        </button>
      </nav>
    </header>
  );
}
