import { MAX_GAME_MOVES } from '../engine';
import type { RequestReason } from '../engine/links/share';
import { dealWords, movesIllegalWords, movesUnreadWords, quoted, rulesWords } from './fault-words';
import { t } from './words';

/**
 * Why a deal or a link the player gave cannot be played, in the page's language, from the engine's reason
 * (the engine's own sentence is English, for the CLIs). Loaded with a refusal, off the first paint.
 */
export function refusalText(r: RequestReason): string {
  switch (r.why) {
    case 'encoding':
    case 'game':
    case 'dealNumber':
    case 'option':
      return t(`share.refused.${r.why}`, quoted(r.text));
    case 'deal':
      return t('share.refused.deal', dealWords(r.failure));
    case 'rules':
      return t('share.refused.rules', rulesWords(r.failure));
    case 'movesUnread':
      return t('share.refused.movesUnread', movesUnreadWords(r.failure));
    case 'movesIllegal':
      return t('share.refused.movesIllegal', movesIllegalWords(r.failure));
    case 'tooLong':
      return t('share.refused.tooLong', MAX_GAME_MOVES);
    default:
      return t(`share.refused.${r.why}`);
  }
}
