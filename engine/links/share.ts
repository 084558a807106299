import { type Deal, type DealError, dealFromNumber, isDealNumber, parseDeal } from '../deal';
import { type GameName, gameOfDeal, shapeOf, shapeOfDealText } from '../games';
import { type DealLink, formatDealLink, playerMoves } from './deal-link';
import { type LinkReason, type LinkRefusal, MAX_LINK_TEXT, packAuto, parseDealLink, tooLong } from './link';
import { compactMoves } from '../compact';
import type { Game } from '../game';
import { challengeSeconds, formatChallengeLink, type WonGame } from './challenge';
import { formatPacked } from './packed';
import { fail, ok, type Result, refuse, type Success } from '../result';
import type { Rules } from '../rules';

/*
 * Sharing a deal with a friend: what the text a player copies says (the page words it in the player's
 * language) and the link that carries it, and reading what the friend pastes. Not needed to show the
 * table, so apart from link.ts, which the new tab reads at once.
 */

/**
 * What a player shares with a friend, for the page to word: which deal (its game, and its number, null when
 * the link spells it out) and rules, and the link's fragment that carries them, which the text ends with.
 * It carries no address: an extension's address differs between installs (and Firefox makes a new one for
 * each), so the friend pastes the text, or a link from any install, into "Play a specific deal".
 */
export interface SharedDeal {
  readonly game: GameName;
  readonly dealNumber: number | null;
  readonly rules: Rules;
  readonly link: string;
}

export const sharedDeal = (deal: Deal, dealNumber: number | null, rules: Rules): SharedDeal => ({
  game: gameOfDeal(deal),
  dealNumber,
  rules,
  link: formatDealLink(deal, dealNumber, rules),
});

/** A game under way, to paste in any install (Chrome's or Firefox's: their sync accounts never meet). */
export interface SharedGame extends SharedDeal {
  /** How many moves the player made (those played for them, auto-collect's, auto-complete's, left out). */
  readonly moves: number;
}

/**
 * The deal, its rules, the moves played and which were automatic (`auto`, a '0' or '1' a move), which put
 * the same position on the table there: packed (packed.ts), or, were a move not legal by the rules (not so
 * for a game played here), the readable link of old, the deal's link then `&moves=…&auto=…`.
 */
export function sharedGame(game: Game, dealNumber: number | null, auto: string): SharedGame {
  const shared = sharedDeal(game.deal, dealNumber, game.rules);
  const moves = encodeURIComponent(compactMoves(game.moves, game.deal.columns.length));
  const link =
    formatPacked({ ...game, kind: 'g', dealNumber, seconds: 0, auto }) ??
    `${shared.link}&moves=${moves}&auto=${packAuto(auto)}`;
  return { ...shared, moves: playerMoves(game.moves.length, auto), link };
}

/** Why a deal asked for cannot be played: a link's reasons, or nothing typed, or a number out of range. */
export type RequestReason = LinkReason | { readonly why: 'empty' | 'number' };

/**
 * What a player types or pastes to play a specific deal: a deal number (of `game`, the game being chosen);
 * a shared text or a link from any install, Chrome's or Firefox's (the `deal=…` part is read wherever it
 * stands, and names its own game); or a deal in the shared format of either game, with or without an id
 * in front.
 */
export function parseDealRequest(
  text: string,
  game: GameName = 'klondike',
): Success<DealLink> | LinkRefusal<RequestReason> {
  // A shared text is its link and a line of words: one longer is refused before it is searched.
  if (text.length > MAX_LINK_TEXT) return tooLong();
  const t = text.trim();
  if (t === '')
    return refuse('no-deal', { why: 'empty' }, 'type a deal number, or paste a shared deal or a deal spelled out');
  if (/^\d+$/.test(t)) {
    const n = Number(t);
    if (!isDealNumber(n))
      return refuse('deal', { why: 'number' }, 'a deal number is a whole number from 0 to 4294967295');
    return ok({ deal: dealFromNumber(n, shapeOf(game)), dealNumber: n, rules: null });
  }
  // The whole fragment around `deal=`: its options (`game=` among them) may stand before it.
  const link = /(?:^|[\s#?])((?:[^\s#?&]*&)*deal=[^\s#]*)/.exec(t);
  if (link) return parseDealLink(link[1]);
  // A packed link (packed.ts): `k=` and its letters.
  const packed = /(?:^|[\s#?])(k=[A-Za-z0-9_-]*)/.exec(t);
  if (packed) return parseDealLink(packed[1]);
  // An id in front adds a field: 9 fields are a Klondike deal line, 12 a Spider-Klondike one.
  const fields = t.split('|').length;
  const spelled = fields === 9 || fields === 12 ? parseDealLine(t) : parseDeal(t, shapeOfDealText(t));
  if (!spelled.ok) return refuse('deal', { why: 'deal', failure: spelled }, spelled.message);
  return ok({ deal: 'deal' in spelled.value ? spelled.value.deal : spelled.value, dealNumber: null, rules: null });
}

/**
 * `ID | col1 | … | stock`, as in ../shared/deals/deals.txt (and pasted from it). Here, not in deal.ts: only
 * the deal dialog and the tools read it, and deal.ts is on the first paint's path.
 */
export function parseDealLine(line: string): Result<{ id: string; deal: Deal }, DealError> {
  const bar = line.indexOf('|');
  if (bar < 0) return fail('no-id', 'a deal line starts with an id followed by " | "');
  const rest = line.slice(bar + 1);
  const parsed = parseDeal(rest, shapeOfDealText(rest));
  return parsed.ok ? ok({ id: line.slice(0, bar).trim(), deal: parsed.value }) : parsed;
}

/** A challenge to a friend after a win: the time to beat and the winning moves' count (the link carries both). */
export interface SharedChallenge extends SharedDeal {
  /** Whole seconds, as the link carries them. */
  readonly seconds: number;
  readonly moves: number;
}

/**
 * "Beat my 3:42 in 118 moves at Klondike deal #12345, draw 1, …:" as data, with the link that carries the
 * deal, the rules, the time and the winning moves (challenge.ts).
 */
export const sharedChallenge = (won: WonGame): SharedChallenge => ({
  game: gameOfDeal(won.deal),
  dealNumber: won.dealNumber,
  rules: won.rules,
  seconds: challengeSeconds(won.seconds),
  moves: playerMoves(won.moves.length, won.auto),
  link: formatChallengeLink(won),
});
