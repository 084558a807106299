import { Board } from '../core/board';
import { decodeMove, encodeMove, type Move } from '../moves';
import type { Position } from '../position';
import { BoardKey } from './board-key';
import { polishLine } from './line-polish';

/**
 * Shortening a winning line of the two-deck table (board-search.ts). The depth-first search wins with whatever
 * path it stood on when it won, a few hundred moves to a hundred thousand and more, wandering; and a hint whose
 * line came from a move tried first and then a search from there can start by undoing that move. Positions are
 * told apart by their key (board-key.ts): cards by face, a suit's two foundations by their heights. Two
 * positions with one key play alike, move for move in the shared notation (which names columns and suits, never
 * a card's copy), so a line may go on from either: cutting a line at a position it comes back to, or going to a
 * later position of it by a shorter way, leaves a line that still wins.
 */

/** A position's key in one number: the key's first two words (53 bits); the third is checked apart. */
const packed = (k: BoardKey): number => (k.a & 0x1fffff) * 4294967296 + (k.b >>> 0);

/**
 * The keys of the positions a line goes through from p (n + 1 of them), their third words apart, and where the
 * line last stands at each key.
 */
function keysAlong(
  p: Position,
  line: readonly Move[],
): { keys: Float64Array; thirds: Int32Array; last: Map<number, number> } {
  const board = Board.from(p);
  const key = new BoardKey();
  const keys = new Float64Array(line.length + 1);
  const thirds = new Int32Array(line.length + 1);
  for (let i = 0; ; i++) {
    key.of(board);
    keys[i] = packed(key);
    thirds[i] = key.c;
    if (i === line.length) break;
    board.make(encodeMove(line[i]));
  }
  const last = new Map<number, number>();
  for (let i = 0; i < keys.length; i++) last.set(keys[i], i);
  return { keys, thirds, last };
}

/**
 * The line with every loop cut out: from each position it goes on from the last time the line is there, so no
 * position comes twice and no move is undone by a later one ("the 2♦ back onto the 3♣", then "the 2♦ home").
 * Never longer; the same end.
 */
export function cutLoops(p: Position, line: readonly Move[]): Move[] {
  const { keys, thirds, last } = keysAlong(p, line);
  const out: Move[] = [];
  for (let i = 0; i < line.length; ) {
    const j = last.get(keys[i]) as number;
    // Keys that share their first 53 bits but not the third are not one position: no cut (a loop missed, never
    // a wrong cut).
    if (thirds[j] === thirds[i]) i = j;
    if (i === line.length) break;
    out.push(line[i]);
    i++;
  }
  return out;
}

/** The shortening's default node allowance: about 25 a position, so it covers lines of thousands of moves. */
const SHORTEN_NODES = 200_000;
/**
 * The share of the allowance the reordering of stock plays (line-polish.ts) may take: 5,000 steps by default
 * (an action played or taken back, about as costly as a node here). On bench:solver's #1..#100 (2 s a deal)
 * it added about 8 ms a solve (2.2 s to 2.5-3.0 s for the 100 drawing one, 2.7 s to 3.5 s drawing three); twice
 * the steps, with 8 places tried a play rather than 3, shortened the median line by 4 moves more drawing one.
 */
const POLISH_SHARE = 1 / 40;

/**
 * A shorter line to the same end: loops cut, then from each position along it, every way of up to `reach` moves
 * is tried, and the one that lands furthest along the line (by more moves than it takes) is taken instead of
 * the line's own moves; past the allowance of positions tried, the rest of the line is kept as it is. A line
 * that ends won then has its stock plays reordered where that saves draws and recycles (line-polish.ts), with
 * a fortieth of `maxNodes` as its steps and the rest for the shortcuts. Never longer than the line given, it
 * ends where that one ends (a won line: won) and holds no position twice.
 *
 * One move deep is the default: on deals #1..#30 it takes a line that wandered 174,260 moves to 523 (drawing
 * one) and 167,785 to 561 (drawing three), in 7 ms a line at the median. Two deep shortens those two to 396 and
 * 400 but the median line by 10 moves of 412 only, at 20 times the cost, which every cold hint would pay. The
 * reordering takes bench:solver's winning lines of #1..#100 (2 s a deal) from a median of 346 moves to 334
 * drawing one (longest 573 to 483), 351 to 335 drawing three (508 to 480); lines that go round the stock fewer
 * times than reordering can make them come from searching their tails again (line-tails.ts).
 */
export function shortenLine(p: Position, line: readonly Move[], reach = 1, maxNodes = SHORTEN_NODES): Move[] {
  const steps = Math.floor(maxNodes * POLISH_SHARE);
  const short = shortcuts(p, cutLoops(p, line), reach, maxNodes - steps);
  const polished = polishLine(p, short, steps);
  // Reordered, a line can pass a position twice (a card played earlier and taken back later): cut again.
  return polished && polished.length < short.length ? cutLoops(p, polished) : short;
}

/** shortenLine's shortcuts (above) along a line without loops. */
function shortcuts(p: Position, loopless: readonly Move[], reach: number, maxNodes: number): Move[] {
  const { thirds, last: at } = keysAlong(p, loopless);
  const board = Board.from(p);
  const key = new BoardKey();
  const buffers = Array.from({ length: reach }, () => new Uint16Array(256));
  const path = new Uint16Array(reach);
  const best = new Uint16Array(reach);
  let nodes = 0;
  let bestTo = 0;
  let bestLength = 0;
  /** Tries every way of up to reach - depth more moves from here; `from` is where the line stood. */
  const look = (depth: number, from: number): void => {
    const buffer = buffers[depth];
    const n = board.generate(buffer);
    for (let x = 0; x < n && nodes < maxNodes; x++) {
      const token = board.make(buffer[x]);
      nodes++;
      path[depth] = buffer[x];
      key.of(board);
      const j = at.get(packed(key));
      if (j !== undefined && thirds[j] === key.c && j - (depth + 1) > bestTo - bestLength && j > from + depth + 1) {
        bestTo = j;
        bestLength = depth + 1;
        best.set(path.subarray(0, bestLength));
      }
      if (depth + 1 < reach) look(depth + 1, from);
      board.unmake(token);
    }
  };
  const out: Move[] = [];
  for (let i = 0; i < loopless.length; ) {
    bestTo = i + 1;
    bestLength = 1;
    best[0] = encodeMove(loopless[i]);
    if (nodes < maxNodes) look(0, i);
    for (let d = 0; d < bestLength; d++) {
      board.make(best[d]);
      out.push(decodeMove(best[d]));
    }
    i = bestTo;
  }
  // A shortcut can pass through a position the line held before it: cut again.
  return out.length < loopless.length ? cutLoops(p, out) : [...loopless];
}
