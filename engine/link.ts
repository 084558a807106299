/*
 * Reading a link: loaded when a link comes in (models/app.ts), off the first paint's path, which only
 * writes links (deal-link.ts). What it shares with the first paint comes through the engine's index: imported
 * module by module, the bundler (rolldown 1.x, its issue #10731) put those modules in a chunk of their own,
 * a second request on the first paint's path.
 */
import { readChallenge } from './challenge';
import { isGameName, shapeOf, shapeOfDealText } from './games';
import {
  type Deal,
  type DealLink,
  dealFromNumber,
  fail,
  formatDealLink,
  isDealNumber,
  ok,
  parseDeal,
  parseRules,
  quote,
  type Result,
  type Rules,
} from './index';

export type LinkError = 'no-deal' | 'deal' | 'game' | 'rules' | 'challenge';

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

const FLAGS = new Set<keyof Rules>(['foundationToTableau', 'standardTimed', 'thoughtful']);

/**
 * Reads `#deal=N&draw=3&passes=3&f2t=1&scoring=vegas[&timed=1][&thoughtful=1]`, or `#deal=<a deal in the
 * shared format, URL-encoded>` with the same options. `game=spider-klondike` says which game a deal number
 * deals (Klondike without it; a deal spelled out says it by its columns). A link with any rules option
 * names the whole rules (the options it leaves out are the defaults); one with none (`#deal=N`) leaves
 * the rules to the player. A friend's challenge adds `race=` and `line=` (challenge.ts). An empty hash, or one without `deal=`, is 'no-deal' (the caller deals as
 * usual); anything malformed or unknown is an error naming it.
 */
export function parseDealLink(hash: string): Result<DealLink, LinkError> {
  const params = new Map<string, string>();
  for (const part of hash.replace(/^#/, '').split('&')) {
    if (!part) continue;
    const eq = part.indexOf('=');
    const key = eq < 0 ? part : part.slice(0, eq);
    let value = eq < 0 ? '' : part.slice(eq + 1);
    try {
      value = decodeURIComponent(value.replace(/\+/g, ' '));
    } catch {
      return fail('deal', `the link's ${quote(key)} is not valid URL encoding`);
    }
    params.set(key, value);
  }
  const dealText = params.get('deal');
  if (dealText === undefined) return fail('no-deal', 'the link names no deal');
  params.delete('deal');
  const game = params.get('game');
  const race = params.get('race');
  const line = params.get('line') ?? '';
  for (const key of ['game', 'race', 'line']) params.delete(key);
  if (game !== undefined && !isGameName(game)) return fail('game', `the link's game ${quote(game)} is not one of ours`);
  let deal: Deal;
  let dealNumber: number | null = null;
  if (/^\d{1,10}$/.test(dealText)) {
    const n = Number(dealText);
    if (!isDealNumber(n)) return fail('deal', `deal numbers go from 0 to 4294967295, not ${quote(dealText)}`);
    deal = dealFromNumber(n, shapeOf(game ?? 'klondike'));
    dealNumber = n;
  } else {
    const d = parseDeal(dealText, game ? shapeOf(game) : shapeOfDealText(dealText));
    if (!d.ok) return fail('deal', d.message);
    deal = d.value;
  }
  if (params.size === 0) {
    if (race !== undefined) return fail('challenge', 'a challenge names the rules its time was made under');
    return ok({ deal, dealNumber, rules: null });
  }
  const raw: Record<string, unknown> = {};
  for (const [key, value] of params) {
    const option = (OPTIONS as Record<string, keyof Rules>)[key];
    if (!option) return fail('rules', `the link's ${quote(key)} is not an option of the game`);
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
  if (!rules.ok) return fail('rules', rules.message);
  if (race === undefined) return ok({ deal, dealNumber, rules: rules.value });
  const challenge = readChallenge(formatDealLink(deal, dealNumber, rules.value), deal, rules.value, race, line);
  return challenge.ok ? ok({ deal, dealNumber, rules: rules.value, challenge: challenge.value }) : challenge;
}
