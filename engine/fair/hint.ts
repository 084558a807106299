import { describeMove } from '../describe';
import { isWon, step } from '../play';
import type { Position } from '../position';
import type { Hint, HintWhy } from '../solver/hint';
import type { FairChoice } from './policy';

/**
 * A fair decision as the page's hint, of kind 'fair': its move and why (as the heuristic hint says it), and
 * how likely the move is to win. A draw says why it is the move: nothing on the table does better on the
 * arrangements weighed, or, when none was weighed (the budget ran out first), nothing on the table is worth
 * moving, the rules of thumb' first choice. With no move, the why says whether the game is won, lost as far
 * as the player can tell, or stuck.
 */
export function fairHint(position: Position, choice: FairChoice): Hint {
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
  const s = step(position, move);
  const why: HintWhy =
    move.type === 'draw' && !sure
      ? { kind: choice.samples === 0 ? 'draw-idle' : 'draw-fair' }
      : s.ok
        ? describeMove(position, s.value)
        : // The policy played the move on the same position: unreadable only for a broken decision.
          { kind: 'unreadable', message: s.message };
  return { move, kind: 'fair', why, moves: [move], until: null, chance };
}
