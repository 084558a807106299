import { RANK_OF } from '../cards';
import { isSafeHome } from '../assist';
import { Board } from '../core/board';
import { type Game, startState } from '../game';
import { encodeMove } from '../moves';
import { legalMoves, type Step, step } from '../play';
import { homeTakes, type Position } from '../position';
import { BoardKey } from './board-key';

/**
 * The moves a player could make, ranked by rules of thumb, and the positions a game has been in: what a hint
 * falls back on when no winning line is found (hint.ts), what the fair policy weighs (fair/lines.ts), and the
 * race's computer's idle moves (race-line.ts).
 */

/** Every position the game has been in, by key: its moves made on one board (they replayed when the hint began). */
export function history(game: Game): Set<string> {
  const board = Board.from(startState(game).position);
  const seen = new Set([keyText(board)]);
  for (const m of game.moves) {
    board.make(encodeMove(m));
    seen.add(keyText(board));
  }
  return seen;
}

const key = new BoardKey();
/** A position's key as text (board-key.ts: what the game can still do from there). */
export const keyText = (board: Board): string => {
  const k = key.of(board);
  return `${k.a} ${k.b} ${k.c}`;
};

/**
 * Legal moves worth suggesting, most promising first, by rules of thumb: a
 * card home when nothing can need it, then moves that turn a card over (from
 * the tallest face-down pile first), emptying a column, other cards home,
 * waste cards onto the tableau, drawing, recycling. Moves that shuffle cards
 * without changing anything (a run between two cards of the same rank and
 * colour with nothing gained, a king between empty columns) and moves back to
 * a position the game has been in (which covers taking back the last move)
 * are left out, unless `idle` asks for them too (last: the fair policy weighs every move).
 */
export function rankedMoves(game: Game, p: Position, idle = false): Step[] {
  const seen = history(game);
  const scored: { s: Step; score: number }[] = [];
  for (const m of legalMoves(p)) {
    const s = step(p, m);
    if (!s.ok || seen.has(keyText(Board.from(s.value.position)))) continue;
    const score = scoreMove(p, s.value);
    if (score > 0 || idle) scored.push({ s: s.value, score });
  }
  // Stable: equal scores keep legalMoves' order.
  return scored.sort((a, b) => b.score - a.score).map((x) => x.s);
}

function scoreMove(p: Position, s: Step): number {
  const m = s.move;
  const flip = s.flipped !== -1;
  const canGoHome = (c: number | undefined) => c !== undefined && homeTakes(s.position, c);
  switch (m.type) {
    case 'tableau-foundation':
    case 'waste-foundation': {
      const c = s.cards[0];
      const safe = isSafeHome(p, c);
      return (safe ? 1000 : 400) + (flip ? 100 : 0);
    }
    case 'tableau-tableau': {
      const from = s.position.columns[m.from];
      if (flip) return 600 + 10 * p.columns[m.from].down.length;
      const emptied = from.up.length === 0 && from.down.length === 0;
      if (emptied) return RANK_OF[s.cards[0]] === 12 ? 0 : 250;
      return canGoHome(from.up[from.up.length - 1]) ? 200 : 0;
    }
    case 'waste-tableau':
      return 150;
    case 'draw':
      return 50;
    case 'recycle':
      return 20;
    case 'foundation-tableau':
      return 5;
  }
}
