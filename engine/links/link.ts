/*
 * Reading a link: loaded when a link comes in (models/app.ts), off the first paint's path, which only
 * writes links (deal-link.ts). What it shares with the first paint comes through the engine's index: imported
 * module by module, the bundler (rolldown 1.x, its issue #10731) put those modules in a chunk of their own,
 * a second request on the first paint's path.
 */
import { CHANGED, type ChallengeRefusal, readChallenge, TOO_LONG } from './challenge';
import { expandMoves } from '../compact';
import { readPacked } from './packed';
import { isGameName, shapeOf, shapeOfDealText } from '../games';
import {
  type Deal,
  type DealLink,
  dealFromNumber,
  type Failure,
  formatDealLink,
  isDealNumber,
  MAX_COMPACT_TEXT,
  MAX_GAME_MOVES,
  ok,
  parseDeal,
  parseRules,
  playerMoves,
  quote,
  type Refusal,
  type Rules,
  refuse,
  replay,
  type Success,
} from '../index';

export type LinkError = 'no-deal' | 'deal' | 'game' | 'rules' | 'challenge' | 'moves';

/**
 * Why a link is refused, as data for the page to say in the player's language (the failure's message says
 * it in English, for the CLIs and the tests): `text` is the piece of the link at fault, as it came; `failure`
 * the failure a module below gave (a deal, rules or moves that do not read): its code and values, which the
 * page words, and its English message.
 */
export type LinkReason =
  | { readonly why: 'noDeal' | 'challengeRules' | 'movesRules' | 'both' | 'auto' | 'tooLong' | 'cutShort' }
  | { readonly why: 'encoding' | 'game' | 'dealNumber' | 'option'; readonly text: string }
  | { readonly why: 'deal' | 'rules' | 'movesUnread' | 'movesIllegal'; readonly failure: Failure }
  | ChallengeRefusal['reason'];

/** A link or a deal asked for, refused: the failure, and its reason as data. */
export type LinkRefusal<Reason = LinkReason> = Refusal<Reason, LinkError>;

/**
 * The link's options and the rules they set. The Vegas bankroll (`vegasCumulative`) is not among them: it
 * is the receiving player's own running total, not a rule of the deal.
 */
const OPTIONS = {
  draw: 'draw',
  passes: 'passes',
  f2t: 'foundationToTableau',
  scoring: 'scoring',
  timed: 'standardTimed',
  thoughtful: 'thoughtful',
} as const satisfies Record<string, keyof Rules>;

/*
 * The longest link a game of MAX_GAME_MOVES makes: its moves, six characters each at most (two letters, each
 * escaped as three), leave room for the automatic bits (a quarter of a character a move), the deal and the
 * options. A longer text is refused before it is read.
 */
export const MAX_LINK_TEXT = 8 * MAX_GAME_MOVES;

/** A link or a challenge carrying more moves than a game holds (or a text longer than they could take). */
export const tooLong = (): LinkRefusal => refuse('moves', { why: 'tooLong' }, TOO_LONG);

const FLAGS = new Set<keyof Rules>(['foundationToTableau', 'standardTimed', 'thoughtful']);

/**
 * Reads `#deal=N&draw=3&passes=3&f2t=1&scoring=vegas[&timed=1][&thoughtful=1]`, or `#deal=<a deal in the
 * shared format, URL-encoded>` with the same options. `game=spider-klondike` says which game a deal number
 * deals (Klondike without it; a deal spelled out says it by its columns). A link with any rules option
 * names the whole rules (the options it leaves out are the defaults); one with none (`#deal=N`) leaves
 * the rules to the player. A friend's challenge adds `race=` and `line=` (challenge.ts). An empty hash, or one without `deal=`, is 'no-deal' (the caller deals as
 * usual); anything malformed or unknown is an error naming it.
 */
export function parseDealLink(hash: string): Success<DealLink> | LinkRefusal {
  if (hash.length > MAX_LINK_TEXT) return tooLong();
  const packed = /^#?k=(.*)$/s.exec(hash);
  if (packed) return readPackedLink(packed[1]);
  const params = new Map<string, string>();
  for (const part of hash.replace(/^#/, '').split('&')) {
    if (!part) continue;
    const eq = part.indexOf('=');
    const key = eq < 0 ? part : part.slice(0, eq);
    let value = eq < 0 ? '' : part.slice(eq + 1);
    try {
      value = decodeURIComponent(value.replace(/\+/g, ' '));
    } catch {
      return refuse('deal', { why: 'encoding', text: key }, `the link's ${quote(key)} is not valid URL encoding`);
    }
    params.set(key, value);
  }
  const dealText = params.get('deal');
  if (dealText === undefined) return refuse('no-deal', { why: 'noDeal' }, 'the link names no deal');
  params.delete('deal');
  const game = params.get('game');
  const race = params.get('race');
  const line = params.get('line') ?? '';
  const moves = params.get('moves');
  const auto = params.get('auto') ?? '';
  for (const key of ['game', 'race', 'line', 'moves', 'auto']) params.delete(key);
  if (game !== undefined && !isGameName(game))
    return refuse('game', { why: 'game', text: game }, `the link's game ${quote(game)} is not one of ours`);
  let deal: Deal;
  let dealNumber: number | null = null;
  if (/^\d{1,10}$/.test(dealText)) {
    const n = Number(dealText);
    if (!isDealNumber(n)) {
      const message = `deal numbers go from 0 to 4294967295, not ${quote(dealText)}`;
      return refuse('deal', { why: 'dealNumber', text: dealText }, message);
    }
    deal = dealFromNumber(n, shapeOf(game ?? 'klondike'));
    dealNumber = n;
  } else {
    const d = parseDeal(dealText, game ? shapeOf(game) : shapeOfDealText(dealText));
    if (!d.ok) return refuse('deal', { why: 'deal', failure: d }, d.message);
    deal = d.value;
  }
  if (params.size === 0) {
    if (race !== undefined)
      return refuse('challenge', { why: 'challengeRules' }, 'a challenge names the rules its time was made under');
    if (moves !== undefined)
      return refuse('moves', { why: 'movesRules' }, 'a game link names the rules its moves were played under');
    return ok({ deal, dealNumber, rules: null });
  }
  const raw: Record<string, unknown> = {};
  for (const [key, value] of params) {
    // The option's own name only: `__proto__` or `toString` is no option, whatever an object inherits.
    const option = Object.hasOwn(OPTIONS, key) ? (OPTIONS as Record<string, keyof Rules>)[key] : undefined;
    if (!option)
      return refuse('rules', { why: 'option', text: key }, `the link's ${quote(key)} is not an option of the game`);
    raw[option] =
      option === 'draw'
        ? Number(value)
        : option === 'passes'
          ? value === 'unlimited'
            ? value
            : Number(value)
          : FLAGS.has(option)
            ? value === '1'
              ? true
              : value === '0'
                ? false
                : value
            : value;
  }
  const rules = parseRules(raw);
  if (!rules.ok) return refuse('rules', { why: 'rules', failure: rules }, rules.message);
  if (moves !== undefined) {
    if (race !== undefined)
      return refuse('moves', { why: 'both' }, 'a link is a challenge or a game under way, not both');
    const played = readPlayed(deal, rules.value, moves, auto);
    return played.ok ? ok({ deal, dealNumber, rules: rules.value, played: played.value }) : played;
  }
  if (race === undefined) return ok({ deal, dealNumber, rules: rules.value });
  const challenge = readChallenge(formatDealLink(deal, dealNumber, rules.value), deal, rules.value, race, line);
  return challenge.ok ? ok({ deal, dealNumber, rules: rules.value, challenge: challenge.value }) : challenge;
}

/**
 * A packed link (packed.ts): a game under way, its moves legal by construction, or a challenge, whose moves
 * must win the deal; its moves count is the player's (those played for them left out).
 */
function readPackedLink(text: string): Success<DealLink> | LinkRefusal {
  const r = readPacked(text);
  if (!r.ok) {
    if (r.code === 'moves')
      return refuse('moves', { why: 'movesUnread', failure: r }, `the link's moves do not read: ${r.message}`);
    // The first letter says a challenge even when the rest was changed: its refusal says why its time is not trusted.
    if (text.startsWith('c')) return refuse('challenge', { why: 'changed' }, CHANGED);
    return refuse('deal', { why: 'cutShort' }, r.message);
  }
  const { deal, dealNumber, rules, seconds, moves, auto } = r.value;
  if (r.value.kind === 'g') return ok({ deal, dealNumber, rules, played: { moves, auto } });
  const won = replay({ deal, rules, moves, undone: [] });
  if (!won.ok || !won.value.won)
    return refuse('challenge', { why: 'notWon' }, 'the moves this challenge carries do not win its deal');
  return ok({ deal, dealNumber, rules, challenge: { seconds, moves: playerMoves(moves.length, auto) } });
}

/** Which moves of a game link were automatic: one bit a move, four to a hexadecimal digit, first move first. */
export const packAuto = (bits: string): string =>
  (bits.match(/.{1,4}/g) ?? []).map((b) => Number.parseInt(b.padEnd(4, '0'), 2).toString(16)).join('');

/** A game link's moves: each legal in turn from the deal under the rules, with as many automatic bits. */
function readPlayed(
  deal: Deal,
  rules: Rules,
  text: string,
  auto: string,
): Success<NonNullable<DealLink['played']>> | LinkRefusal {
  // Measured before the moves are read, and counted before they are played.
  if (text.length > MAX_COMPACT_TEXT) return tooLong();
  const moves = expandMoves(text, deal.columns.length);
  if (!moves.ok) {
    return refuse('moves', { why: 'movesUnread', failure: moves }, `the link's moves do not read: ${moves.message}`);
  }
  if (moves.value.length > MAX_GAME_MOVES) return tooLong();
  const played = replay({ deal, rules, moves: moves.value, undone: [] });
  if (!played.ok) {
    return refuse(
      'moves',
      { why: 'movesIllegal', failure: played },
      `the link's moves cannot be played: ${played.message}`,
    );
  }
  if (!/^[0-9a-f]*$/i.test(auto) || auto.length !== Math.ceil(moves.value.length / 4))
    return refuse('moves', { why: 'auto' }, 'the link does not say which of its moves were automatic');
  const bits = [...auto].map((h) => Number.parseInt(h, 16).toString(2).padStart(4, '0')).join('');
  return ok({ moves: moves.value, auto: bits.slice(0, moves.value.length) });
}
