import { describeMove } from '../describe';
import type { Game } from '../game';
import { isWon, step } from '../play';
import type { Position } from '../position';
import { seenCards } from '../seen';
import type { Hint, HintWhy } from '../solver/hint';
import { stockRun } from '../stock-run';
import type { FairChoice } from './policy';

/**
 * A fair decision as the page's hint, of kind 'fair': its move and why (as the heuristic hint says it), and
 * how likely the move is to win. A draw says why it is the move: nothing on the table does better on the
 * arrangements weighed, or, when none was weighed (the budget ran out first), nothing on the table is worth
 * moving, the rules of thumb' first choice. A run of draws to a card the player has seen is shown whole
 * (Show me draws until that card is on the waste), as the referee's hint does, and its why names the card;
 * one into cards not yet seen, a draw at a time. With no move, the why says whether the game is won, lost as
 * far as the player can tell, or stuck.
 */
export function fairHint(game: Game, position: Position, choice: FairChoice): Hint {
  const move = choice.move;
  if (move === null) {
    const why: HintWhy = isWon(position)
      ? { kind: 'won' }
      : choice.kind === 'lost'
        ? { kind: 'fair-lost' }
        : { kind: 'no-change' };
    return { move: null, kind: 'fair', why, moves: [], until: null };
  }
  const sure = choice.kind === 'certain';
  const chance = { wins: choice.wins, samples: choice.samples, sure };
  if (move.type === 'draw' && !sure) {
    const idle = choice.samples === 0;
    const { run, recycles, after } = stockRun(position, choice.line);
    const until = run.length > 1 ? (after.waste.at(-1) ?? null) : null;
    if (until === null || !seenCards(game).has(until)) {
      const why: HintWhy = { kind: idle ? 'draw-idle' : 'draw-fair' };
      return { move, kind: 'fair', why, moves: [move], until: null, chance };
    }
    const why: HintWhy = idle
      ? { kind: 'draw-idle' }
      : { kind: 'drawing-fair', card: until, draws: run.length - recycles, recycles };
    return { move, kind: 'fair', why, moves: run, until, chance };
  }
  const s = step(position, move);
  // The policy played the move on the same position: unreadable only for a broken decision.
  const why: HintWhy = s.ok ? describeMove(position, s.value) : { kind: 'unreadable', message: s.message };
  return { move, kind: 'fair', why, moves: [move], until: null, chance };
}
