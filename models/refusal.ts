import { quote } from '../engine';
import type { RequestReason } from '../engine/share';
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
      return t(`share.refused.${r.why}`, quote(r.text));
    case 'deal':
    case 'rules':
    case 'movesUnread':
    case 'movesIllegal':
      return t(`share.refused.${r.why}`, r.detail);
    default:
      return t(`share.refused.${r.why}`);
  }
}
