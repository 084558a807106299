import { isSafeHome, movesFrom, type Source } from './assist';
import type { Move } from './moves';
import { step } from './play';
import type { Position } from './position';

// A module of its own, outside the table's Variant: only a hand (the pointer's gestures, a duel's tap) asks
// what a press means, and those load after the first paint, so this stays off its script.

/**
 * Click: the card's best move. Home when that is safe; otherwise the best
 * column: one that turns a card over, then one onto a card rather than into an
 * empty column (a king going to an empty column from a column with nothing
 * under it would change nothing, so it is not offered), then home anyway.
 */
export function bestMoveFor(p: Position, source: Source): Move | null {
  const moves = movesFrom(p, source);
  const home = moves.find((m) => m.type === 'waste-foundation' || m.type === 'tableau-foundation');
  const homeCard = home ? step(p, home) : null;
  if (home && homeCard?.ok && isSafeHome(p, homeCard.value.cards[0])) return home;
  let best: Move | null = null;
  let bestScore = 0;
  for (const m of moves) {
    if (m === home) continue;
    const s = step(p, m);
    if (!s.ok) continue;
    let score = 1;
    if (s.value.flipped !== -1) score = 4;
    else if ('to' in m && p.columns[m.to].up.length > 0) score = 3;
    else if (
      m.type === 'tableau-tableau' &&
      p.columns[m.from].down.length === 0 &&
      s.value.cards.length === p.columns[m.from].up.length
    ) {
      score = 0; // a whole column into an empty one: nothing changes
    } else score = 2;
    if (score > bestScore) {
      best = m;
      bestScore = score;
    }
  }
  return best ?? home ?? null;
}
