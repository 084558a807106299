import type { Position } from '../engine';
import { Board } from './Board';

/** The page: a slim header naming the deal (so a player can share or replay it) above the board. */
export function Table({ dealNumber, position }: { dealNumber: number; position: Position }) {
  return (
    <main class="table">
      <header class="bar">
        <h1>Klondike Tab</h1>
        <p class="deal">
          Deal <a href={`#deal=${dealNumber}`}>#{dealNumber}</a>
        </p>
      </header>
      <Board position={position} />
    </main>
  );
}
