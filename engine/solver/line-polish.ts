import type { Move } from '../moves';
import type { Position } from '../position';
import { BoardKey } from './board-key';
import { ActionPlayer, actionsOf, cardOf, isWastePlay } from './line-player';

/**
 * Polishing a winning line of the two-deck table by reordering its actions (line-player.ts). Drawing one, a
 * recycle can only follow the stock's last card, so each time round the stock costs a recycle and a draw for
 * every card left in it, and the board search, which plays a stock card when its order of moves comes to it,
 * goes round four or five times. Two rewrites, each taken only if the line still replays to won and costs
 * fewer moves in all (checked by playing on until the board is where the old line stands):
 * - hoist: a stock card played on a later pass is tried at the latest points of an earlier pass where it
 *   still lay ahead in the stock and can be played, the other actions kept in their order;
 * - defer: for a play that needed a recycle, the stock cards played since the waste's end passed its card go
 *   after it, with any action that cannot be played without them.
 * Sweeps until a sweep gains nothing or the allowance of steps (actions played or taken back) is spent.
 *
 * What it cannot do: most passes are forced by the table's own moves (a 2♣ dealt before the A♣ it needs goes
 * home a pass later whatever the order). Played from the first position with every tableau card face up by
 * sending each card home as soon as it goes (the fewest moves by home moves alone), the won lines of #1..#100
 * were shorter by one move at the median; playing every stock card as soon as it could go, without dealing past
 * a card played on the same pass, made most lines longer.
 */

/** Legal places tried for one waste play before giving it up: 8 gained nothing more on #1..#100 for the steps. */
const TRIES = 3;
/** Actions taken along after a waste play with the stock cards put after it. */
const DRAGS = 6;

/** A won line's actions reordered to cost fewer moves (never more); null when the line does not end won. */
export function polishLine(p: Position, line: readonly Move[], maxSteps: number): Move[] | null {
  if (maxSteps <= 0) return null;
  const player = new ActionPlayer(p);
  const actions = actionsOf(p, line);
  const n = actions.length;
  // Each card's place in the stock and waste as dealt: their order never changes, only the waste's end moves.
  const board = player.board;
  const order = new Int16Array(256).fill(-1);
  for (let i = 0; i < board.swLen; i++) order[board.sw[i]] = i;
  /**
   * Before action k: the key's words, the moves played, the waste top's place (-1: none), the recycles played;
   * whether k recycled.
   */
  const keys = new Int32Array(3 * (n + 1));
  const cost = new Int32Array(n + 1);
  const topAt = new Int16Array(n + 1);
  const passAt = new Int32Array(n + 1);
  const recycled = new Uint8Array(n);
  const key = new BoardKey();

  const seek = (k: number): void => {
    while (player.played > k) player.undo();
    // The line's own actions always play; the check only keeps a fault from looping.
    while (player.played < k && player.play(actions[player.played])) {}
  };
  const sameAs = (k: number): boolean => {
    key.of(board);
    return key.a === keys[3 * k] && key.b === keys[3 * k + 1] && key.c === keys[3 * k + 2];
  };
  /**
   * Replays the line from action `from` (the actions before it as when last surveyed), noting what each action
   * starts from; false if it does not end won.
   */
  const survey = (from: number): boolean => {
    seek(from);
    for (let k = from; k <= n; k++) {
      key.of(board);
      keys[3 * k] = key.a;
      keys[3 * k + 1] = key.b;
      keys[3 * k + 2] = key.c;
      cost[k] = player.cost;
      topAt[k] = board.waste === 0 ? -1 : order[board.wasteTop()];
      passAt[k] = board.recycles;
      if (k === n) break;
      if (!player.play(actions[k])) return false;
      recycled[k] = player.recycled() ? 1 : 0;
    }
    return player.won();
  };
  /**
   * From the board before action i (actions[i..j) and actions[j] moved before them already played): plays on
   * until the board is where the line stands, and whether it got there in fewer moves.
   */
  const gains = (j: number): boolean => {
    for (let k = j + 1; ; k++) {
      if (sameAs(k)) return player.cost < cost[k];
      if (k === n) return false;
      if (!player.play(actions[k])) return false;
    }
  };
  /**
   * Plays the actions at `seq` (indices, the line's actions from `from` to `to` in a new order) from the board
   * before action `from`, then on until the board is where the line stands: the first index of seq that
   * cannot be played, -1 when all play and the line gets there in fewer moves, -2 when it does not gain.
   */
  const attempt = (from: number, seq: readonly number[], to: number): number => {
    seek(from);
    let failed = -2;
    for (const k of seq)
      if (!player.play(actions[k])) {
        failed = k;
        break;
      }
    if (failed === -2 && gains(to)) return -1;
    // Back to the line's own prefix: seek() takes the actions played for the line's.
    seek(from);
    return failed;
  };
  /** Rewrites the actions from `from` in the order `seq` (which holds every index from..to). */
  const take = (from: number, seq: readonly number[]): void => {
    const moved = seq.map((k) => actions[k]);
    actions.splice(from, moved.length, ...moved);
  };
  /** Tries waste play j earlier (see above): where the line changed when it took that, else -1. */
  const hoist = (j: number): number => {
    const place = order[cardOf(actions[j])];
    seek(j);
    for (let i = j - 1, tries = 0; i >= 0 && tries < TRIES && player.steps < maxSteps; i--) {
      player.undo();
      if (passAt[i] === passAt[j + 1] || topAt[i] > place || !player.play(actions[j])) continue;
      tries++;
      let k = i;
      while (k < j && player.play(actions[k])) k++;
      if (k === j && gains(j)) {
        actions.splice(i, 0, ...actions.splice(j, 1));
        return i;
      }
      seek(i);
    }
    return -1;
  };
  /**
   * Tries the stock cards played since the waste's end passed waste play j's card after it: then the stock is
   * not dealt past that card before it is played. An action that cannot be played without them goes after it
   * with them (up to DRAGS of them): where the line changed when it took that, else -1.
   */
  const defer = (j: number): number => {
    const place = order[cardOf(actions[j])];
    let from = j - 1;
    while (from >= 0 && topAt[from] > place) from--;
    if (from < 0) return -1;
    const later = new Set<number>();
    for (let k = from; k < j; k++) if (isWastePlay(actions[k]) && order[cardOf(actions[k])] > place) later.add(k);
    if (later.size === 0) return -1;
    for (let drags = 0; drags <= DRAGS && player.steps < maxSteps; drags++) {
      const seq: number[] = [];
      for (let k = from; k < j; k++) if (!later.has(k)) seq.push(k);
      seq.push(j, ...[...later].sort((a, b) => a - b));
      const failed = attempt(from, seq, j);
      if (failed === -1) {
        take(from, seq);
        return from;
      }
      if (failed < 0 || failed >= j || later.has(failed)) return -1;
      later.add(failed);
    }
    return -1;
  };

  if (!survey(0)) return null;
  for (let gained = true; gained && player.steps < maxSteps; ) {
    gained = false;
    for (let j = 0; j < n && player.steps < maxSteps; j++) {
      if (!isWastePlay(actions[j]) || passAt[j + 1] === 0) continue;
      let changed = hoist(j);
      if (changed < 0 && recycled[j]) changed = defer(j);
      if (changed < 0) continue;
      gained = true;
      survey(changed);
    }
  }
  seek(n);
  return player.line();
}
