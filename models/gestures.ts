import { batch } from '@preact/signals';
import { type Card, cardAt, type Position, type Source } from '../engine';
import { bestMoveFor } from '../engine/best-move';
import type { TableModel } from './table-model';

/** Two presses this close in time (ms) and place (px) are a double tap. */
const DOUBLE_TAP_MS = 350;
const DOUBLE_TAP_PX = 8;

/** A press on a card that stayed put (not a drag): on which card, where on the screen and when (ms). */
export interface Press {
  readonly source: Source;
  readonly x: number;
  readonly y: number;
  readonly time: number;
}

export interface Gestures {
  /**
   * A press that stayed put. A tap plays the card's best move. A second press at the same place soon after
   * is a double tap on the first one's card: it sends that card home instead of where the first tap put
   * it (nothing more if it went home already). So is a second tap soon after on the same card where the
   * first tap put it. False when a tap found no move (the board shakes the card).
   */
  press(press: Press): boolean;
}

/** A tap's move, to take back if the tap turns out to be the first of a double tap. */
interface Played {
  readonly card: Card;
  readonly from: Source;
  /** The position the move was played from. */
  readonly before: Position;
  /** The table's revision once it was played: while it is the same, the move is still the last change. */
  readonly revision: number;
  readonly home: boolean;
}

/** A press taken as a tap, with the move it played (none, or one auto-collect followed). */
interface Tapped {
  readonly press: Press;
  readonly played: Played | null;
}

export function createGestures(table: TableModel): Gestures {
  /** The last press that stayed put, unless it ended a double tap. */
  let last: Tapped | null = null;

  /** The first tap's move, when it is still the table's last change. */
  const current = (t: Played | null | undefined): Played | null =>
    t && t.revision === table.revision.value ? t : null;

  /** Takes back the first tap's move and sends its card home from where it was; false when it cannot go home from there. */
  const homeInstead = (t: Played): boolean => {
    const home = table.variant.foundationMoveFor(t.before, t.from);
    // One change for what watches the table (the sound, the analysis): the move taken back is never shown.
    return (
      home !== null &&
      batch(() => {
        table.undo();
        return table.play(home);
      })
    );
  };

  const doubleTap = (first: Tapped): boolean => {
    const t = current(first.played);
    if (t) return !t.home && homeInstead(t);
    return table.home(first.press.source);
  };

  const tap = (press: Press, previous: Tapped | null): boolean => {
    const p = table.position.value;
    const card = cardAt(p, press.source);
    if (card === -1) return false;
    // The second tap of a double tap, on the card where the first tap put it.
    const t = previous && press.time - previous.press.time < DOUBLE_TAP_MS ? current(previous.played) : null;
    if (t && t.card === card && !t.home && homeInstead(t)) return true;
    const move = bestMoveFor(p, press.source);
    if (!move) return false;
    const moves = table.game.value.moves.length;
    if (!table.play(move)) return false;
    // A move auto-collect followed cannot be taken back alone: such a tap is no first tap of a double tap.
    if (table.game.value.moves.length === moves + 1) {
      const home = move.type === 'tableau-foundation' || move.type === 'waste-foundation';
      last = { press, played: { card, from: press.source, before: p, revision: table.revision.value, home } };
    }
    return true;
  };

  return {
    press(press) {
      const previous = last;
      if (
        previous !== null &&
        press.time - previous.press.time < DOUBLE_TAP_MS &&
        Math.hypot(press.x - previous.press.x, press.y - previous.press.y) < DOUBLE_TAP_PX
      ) {
        last = null;
        doubleTap(previous);
        return true;
      }
      last = { press, played: null };
      return tap(press, previous);
    },
  };
}
