import type { Position, Source } from '../engine';
import { Board } from './Board';

const none = () => false;
const nothing = () => {};

/**
 * The computer's board, drawn small beside the player's (a race's, Double Solitaire's), or a line's in its
 * viewer, with the card `lit` (the one a move just moved): shown, never played on.
 */
export function InertBoard({ position, lit = null }: { position: Position; lit?: Source | null }) {
  return (
    <div class={position.columns.length === 10 ? 'rival ten-columns' : 'rival'} inert>
      <Board
        position={position}
        thoughtful={false}
        passes={null}
        hintSource={lit}
        hintTarget={null}
        targetsFor={() => []}
        onPress={none}
        onDrop={none}
        onStock={nothing}
        onSay={nothing}
      />
    </div>
  );
}
