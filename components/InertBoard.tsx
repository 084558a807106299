import type { Position } from '../engine';
import { Board } from './Board';

const none = () => false;
const nothing = () => {};

/** The computer's board, drawn small beside the player's (a race's, Double Solitaire's): shown, never played on. */
export function InertBoard({ position }: { position: Position }) {
  return (
    <div class={position.columns.length === 10 ? 'rival ten-columns' : 'rival'} inert>
      <Board
        position={position}
        thoughtful={false}
        passes={null}
        hintSource={null}
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
