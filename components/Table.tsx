import { formatMove, type Position } from '../engine';
import type { Hint } from '../engine/solver';
import { Board } from './Board';

export interface TableProps {
  dealNumber: number;
  position: Position;
  hint: Hint | null;
  thinking: boolean;
  onHint: () => void;
}

/** The page: a slim header naming the deal (so a player can share or replay it) above the board. */
export function Table({ dealNumber, position, hint, thinking, onHint }: TableProps) {
  return (
    <main class="table">
      <header class="bar">
        <h1>Klondike Tab</h1>
        <p class="deal">
          Deal <a href={`#deal=${dealNumber}`}>#{dealNumber}</a>
        </p>
        <button type="button" class="hint-button" onClick={onHint} aria-busy={thinking}>
          Hint
        </button>
      </header>
      <p
        class="hint"
        role="status"
        aria-live="polite"
        data-hint-kind={hint?.kind ?? ''}
        data-hint-move={hint?.move ? formatMove(hint.move) : ''}
      >
        {thinking
          ? 'Thinking…'
          : hint
            ? `${hint.why}${hint.kind === 'winning' ? ' (a step of a winning line)' : hint.kind === 'heuristic' ? ' (a best guess)' : ''}`
            : ''}
      </p>
      <Board position={position} />
    </main>
  );
}
