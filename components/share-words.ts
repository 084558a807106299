import type { Rules } from '../engine';
import { GAME_TITLES } from '../engine/games';
import type { SharedChallenge, SharedDeal, SharedGame } from '../engine/links/share';
import { t, tn } from '../models/words';

/*
 * The texts a player copies for a friend, in the sender's language: the words say which deal and rules it
 * is, and the link they end with carries them (the friend's browser reads only the link, whatever the words
 * around it say, so a text in French plays the same deal in an English browser).
 */

/** The rules in words: "draw 3, 3 passes, Vegas scoring" (the options left at their defaults are not named). */
export function rulesText(rules: Rules): string {
  const parts = [
    tn('share.draw', rules.draw),
    rules.passes === 'unlimited' ? t('share.unlimited') : tn('share.passes', rules.passes),
    rules.scoring === 'standard' && rules.standardTimed
      ? t('share.standardTimed')
      : t(`share.scoring.${rules.scoring}`),
  ];
  if (!rules.foundationToTableau) parts.push(t('share.noCardsBack'));
  if (rules.thoughtful) parts.push(t('share.thoughtful'));
  return parts.join(', ');
}

/** "Klondike deal #12345", or "A Klondike deal" when the link spells the deal out. */
const which = (s: SharedDeal): string =>
  s.dealNumber === null
    ? t('share.spelled', GAME_TITLES[s.game])
    : t('share.numbered', GAME_TITLES[s.game], s.dealNumber);

/** "Klondike deal #12345, draw 3, 3 passes, Vegas scoring: #deal=12345&…" */
export const dealText = (s: SharedDeal): string => t('share.deal', which(s), rulesText(s.rules), s.link);

/** "Klondike deal #13, draw 1, unlimited passes, standard scoring, 5 moves in: #deal=13&…&moves=…&auto=…" */
export const gameText = (s: SharedGame): string => tn('share.game', s.moves, which(s), rulesText(s.rules), s.link);

/** "Beat my 3:42 in 118 moves at Klondike deal #12345, draw 1, …: #deal=…&line=…&race=…" */
export function challengeText(c: SharedChallenge): string {
  // Minutes and seconds, however long (the link's time is a day at most): "75:02", as the page has always said it.
  const time = `${Math.floor(c.seconds / 60)}:${String(c.seconds % 60).padStart(2, '0')}`;
  const title = GAME_TITLES[c.game];
  const rules = rulesText(c.rules);
  return c.dealNumber === null
    ? t('share.challenge.spelled', time, c.moves, title, rules, c.link)
    : t('share.challenge.numbered', time, c.moves, title, c.dealNumber, rules, c.link);
}
