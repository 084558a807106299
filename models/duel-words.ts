import { step } from '../engine';
import { announceMove } from '../engine/describe';
import { type DuelMove, sidePosition } from '../engine/duel/duel';
import type { DuelGame } from '../engine/duel/game';
import { moveWords } from './move-words';
import { t } from './words';

/**
 * A duel's move in words, for the screen reader: whose it was, what it did, and whose turn it is now
 * (`after`, when it passed) or how the duel ended.
 */
export function describeDuelMove(before: DuelGame, m: DuelMove, after: DuelGame | null): string {
  const side = before.duel.turn;
  let text: string;
  if (m.type === 'end-turn') text = side === 0 ? t('duelSay.youEnd') : t('duelSay.itEnds');
  else {
    const p = sidePosition(before.duel, side);
    const s = step(p, m);
    const said = s.ok ? moveWords(announceMove(p, s.value)) : '';
    text = side === 0 || !s.ok ? said : t('duelSay.computer', said);
  }
  if (!after) return text;
  // One sentence after another, as both languages write them.
  if (after.end) {
    const { winner } = after.end;
    return `${text} ${winner === 0 ? t('duelSay.youWin') : winner === 1 ? t('duelSay.itWins') : t('duelSay.draw')}`;
  }
  if (after.duel.turn !== side) return `${text} ${after.duel.turn === 0 ? t('duelSay.yourTurn') : t('duel.theirTurn')}`;
  return text;
}
