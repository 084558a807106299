// The board's props, a position in and events out (TableBoard.tsx fills them), and the part of them that
// the pointer's code works with. Apart from Board.tsx because its hooks (useDrag.ts, useKeyboardStops.ts)
// and drag.ts read them too, and Board.tsx imports those hooks.
import type { Position, Source, Target } from '../engine';
import type { Press } from '../models/gestures';

export interface BoardProps {
  position: Position;
  /** Thoughtful solitaire: face-down cards are shown (dimmed) to the player. */
  thoughtful: boolean;
  /** The pass through the stock (1 first) and how many the rules allow; null when unlimited. */
  passes: { readonly now: number; readonly of: number } | null;
  /** Piles to light up: a hint's source and target. */
  hintSource: Source | null;
  hintTarget: Target | null;
  /** Where a card or run held with the pointer could go (the model decides). */
  targetsFor: (source: Source) => Target[];
  /** A press on a card that stayed put (a tap, or the second of a double tap: the model tells). Returns false when it was a tap on a card with no move: the board shakes it (the caller says why). */
  onPress: (press: Press) => boolean;
  /** Returns false for an illegal drop: the cards slide back. */
  onDrop: (source: Source, target: Target) => boolean;
  onStock: () => void;
  /** Tells the screen reader something (a pick-up, a refused drop). */
  onSay: (text: string) => void;
  /** Laid out for the left hand: foundations on the left, then the waste, the stock on the right. */
  left?: boolean;
}

/** What the pointer's code (useDrag.ts, drag.ts) needs of the board's props. */
export type DragProps = Pick<BoardProps, 'targetsFor' | 'onPress' | 'onDrop' | 'onSay'>;
