import { Board } from '../core/board';
import {
  DRAW,
  decodeMove,
  encodeMove,
  MOVE_BITS,
  type Move,
  moveB,
  moveKind,
  RECYCLE,
  WASTE_FOUNDATION,
  WASTE_TABLEAU,
} from '../moves';
import type { Position } from '../position';
import { resized } from './resized';
import { movesTo } from './stock-reach';

/**
 * A winning line of the two-deck table as "actions": its moves without the draws and recycles, a waste play
 * naming the card it plays (code | card << 12) rather than where the waste happens to end. The draws and
 * recycles between actions follow from the board (stock-reach.ts: each card reached the first way drawing
 * reaches it), so actions can be reordered and the stock moves worked out again: what line-polish.ts does.
 */

const CARD_SHIFT = 12;

export const isWastePlay = (action: number): boolean => {
  const kind = moveKind(action);
  return kind === WASTE_FOUNDATION || kind === WASTE_TABLEAU;
};

/** The card a waste play plays. */
export const cardOf = (action: number): number => action >> CARD_SHIFT;

/** The line's actions (see above), read off the board as the line plays from p. */
export function actionsOf(p: Position, line: readonly Move[]): number[] {
  const board = Board.from(p);
  const out: number[] = [];
  for (const move of line) {
    const m = encodeMove(move);
    const kind = moveKind(m);
    if (isWastePlay(m)) out.push(m | (board.wasteTop() << CARD_SHIFT));
    else if (kind !== DRAW && kind !== RECYCLE) out.push(m);
    board.make(m);
  }
  return out;
}

/**
 * Plays actions on a board, each with the draws and recycles it needs, and takes them back, last first. Its
 * cost is the moves played in the shared notation (stock moves included); `steps` counts every action played
 * or taken back, the work a caller bounds.
 */
export class ActionPlayer {
  readonly board: Board;
  /** Actions played. */
  played = 0;
  steps = 0;
  private tokens: Int32Array = new Int32Array(1024);
  private size = 0;
  /** Where each action's tokens start, by the number played before it. */
  private marks: Int32Array = new Int32Array(512);
  private readonly buffer = new Uint16Array(256);

  constructor(p: Position) {
    this.board = Board.from(p);
  }

  /** The notation moves played so far. */
  get cost(): number {
    return this.size;
  }

  /** Whether the last action played needed a recycle. */
  recycled(): boolean {
    for (let t = this.marks[this.played - 1]; t < this.size; t++) if (moveKind(this.tokens[t]) === RECYCLE) return true;
    return false;
  }

  /** Every card home. */
  won(): boolean {
    const { found } = this.board;
    let n = 0;
    for (let f = 0; f < found.length; f++) n += found[f];
    return n === found.length * 13;
  }

  /**
   * Plays an action if it is legal here (a waste play's card reached by drawing); false, and nothing played, if not.
   */
  play(action: number): boolean {
    this.steps++;
    if (this.played + 1 >= this.marks.length) this.marks = resized(this.marks, this.marks.length * 2);
    if (this.size + 128 >= this.tokens.length) this.tokens = resized(this.tokens, this.tokens.length * 2);
    this.marks[this.played] = this.size;
    const board = this.board;
    if (isWastePlay(action)) {
      const x = cardOf(action);
      const at = board.sw.subarray(0, board.swLen).indexOf(x);
      if (at < 0) return false;
      if (board.waste !== at + 1) for (const m of movesTo(board, at + 1)) this.push(board.make(encodeMove(m)));
      const fits = moveKind(action) === WASTE_FOUNDATION ? board.homeFor(x) >= 0 : board.accepts(moveB(action), x);
      if (board.waste !== at + 1 || !fits) {
        this.takeBack(this.marks[this.played]);
        return false;
      }
    } else if (!this.legal(action & MOVE_BITS)) return false;
    this.push(board.make(action & MOVE_BITS));
    this.played++;
    return true;
  }

  /** Takes back the last action played. */
  undo(): void {
    this.steps++;
    this.played--;
    this.takeBack(this.marks[this.played]);
  }

  /** The moves played so far, in the shared notation. */
  line(): Move[] {
    return Array.from(this.tokens.subarray(0, this.size), (t) => decodeMove(t & MOVE_BITS));
  }

  private push(token: number): void {
    this.tokens[this.size++] = token;
  }

  private takeBack(to: number): void {
    while (this.size > to) this.board.unmake(this.tokens[--this.size]);
  }

  private legal(m: number): boolean {
    const n = this.board.generate(this.buffer);
    for (let i = 0; i < n; i++) if (this.buffer[i] === m) return true;
    return false;
  }
}
