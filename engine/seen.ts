import type { Card } from './cards';
import { advance, type Game, startState } from './game';
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
 * hint may name.
 */
export function seenCards(game: Game): Set<Card> {
  const seen = new Set<Card>();
  let state = startState(game);
  shownIn(state.position, seen);
  for (const m of game.moves) {
    const next = advance(game.rules, state, m);
    if (!next.ok) break;
    state = next.value.state;
    shownIn(state.position, seen);
  }
  return seen;
}
