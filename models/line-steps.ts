import { type Deal, initialPosition, type Move, type Position, type Rules, type Source, step } from '../engine';
import { expandMoves } from '../engine/compact';
import { describeMove } from '../engine/describe';
import { landedAt } from '../engine/place-of';
import { parseDealLink } from '../engine/links/link';
import type { PastGame } from './past-games';
import { moveWords } from './move-words';

/**
 * A game's moves as the viewer shows them (components/dialogs/LineViewer.tsx): the positions they pass through,
 * each move in words, and where each one put its card down, to light on the small board. The winning line
 * (winning-line.ts) and a game of the history played back (replayOf) both come as this.
 */
export interface LineSteps {
  /** The deal's position, then the one after each move: one more than the moves. */
  readonly positions: readonly Position[];
  readonly words: readonly string[];
  /** After each move, the card it moved (the bottom of a run) where it now lies; for a draw, the waste's top. */
  readonly moved: readonly (Source | null)[];
}

/** The steps of `moves` from the deal, or null when one of them is not legal where it is played. */
export function lineSteps(deal: Deal, rules: Rules, moves: readonly Move[]): LineSteps | null {
  const positions = [initialPosition(deal, rules)];
  const words: string[] = [];
  const moved: (Source | null)[] = [];
  for (const m of moves) {
    const before = positions[positions.length - 1];
    const s = step(before, m);
    if (!s.ok) return null;
    const after = s.value.position;
    positions.push(after);
    words.push(moveWords(describeMove(before, s.value)));
    moved.push(landedAt(before, m, after));
  }
  return { positions, words, moved };
}

/** A game of the history played back: its moves from its deal, won or lost, to its last position; null without them. */
export function replayOf(g: PastGame): LineSteps | null {
  if (!g.replay) return null;
  const read = parseDealLink(g.link);
  if (!read.ok || !read.value.rules) return null;
  const { deal, rules } = read.value;
  const moves = expandMoves(g.replay, deal.columns.length);
  return moves.ok ? lineSteps(deal, rules, moves.value) : null;
}
