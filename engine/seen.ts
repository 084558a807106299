import type { Card } from './cards';
import { Board } from './core/board';
import { type Game, startState } from './game';
import { makeOn } from './play';
import { homeTop, type Position } from './position';

/** The cards a position shows the player: face-up tableau cards, the waste fan, the foundations' tops. */
function shownIn(p: Position, into: Set<Card>): void {
  for (const c of p.columns) {
    for (const x of c.up) into.add(x);
    if (p.rules.thoughtful) for (const x of c.down) into.add(x);
  }
  for (const x of p.waste.slice(-p.rules.draw)) into.add(x);
  p.foundations.forEach((_, f) => {
    const top = homeTop(p, f);
    if (top >= 0) into.add(top);
  });
}

/**
 * Every card the player has seen face up in a game so far (a stock card once it showed in the waste's
 * fan, a face-down card once turned up, or from the start in thoughtful play, which shows them): what a
 * hint may name. The moves are made on one board: after the start, only a card turned up and the waste's
 * fan can show a card not seen before (a card reaches a foundation, or comes back, from where it showed).
 */
export function seenCards(game: Game): Set<Card> {
  const seen = new Set<Card>();
  const start = startState(game).position;
  shownIn(start, seen);
  const board = Board.from(start);
  for (const m of game.moves) {
    const made = makeOn(board, m);
    if (!made.ok) break;
    if (made.value.flipped !== -1) seen.add(made.value.flipped);
    for (const c of board.fan()) seen.add(c);
  }
  return seen;
}
