import { type Deal, dealFromNumber, formatDeal, isDealNumber, parseDeal } from './deal';
import { fail, ok, quote, type Result } from './result';
import { parseRules, type Rules } from './rules';

/** What a shared deal asks for: a deal (by number, or spelled out) and the rules it is played by. */
export interface DealLink {
  readonly deal: Deal;
  /** The deal's number, when the link named one. */
  readonly dealNumber: number | null;
  /** The rules of the game shared; null when the link names none (a bare `#deal=N`): the player's own apply. */
  readonly rules: Rules | null;
}

export type LinkError = 'no-deal' | 'deal' | 'rules';

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
 * shared format, URL-encoded>` with the same options. A link with any option names the whole rules (the
 * options it leaves out are the defaults); one with none (`#deal=N`) leaves the rules to the player. An
 * empty hash, or one without `deal=`, is 'no-deal' (the caller deals as usual); anything malformed or
 * unknown is an error naming it.
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
  let deal: Deal;
  let dealNumber: number | null = null;
  if (/^\d{1,10}$/.test(dealText)) {
    const n = Number(dealText);
    if (!isDealNumber(n)) return fail('deal', `deal numbers go from 0 to 4294967295, not ${quote(dealText)}`);
    deal = dealFromNumber(n);
    dealNumber = n;
  } else {
    const d = parseDeal(dealText);
    if (!d.ok) return fail('deal', d.message);
    deal = d.value;
  }
  if (params.size === 0) return ok({ deal, dealNumber, rules: null });
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
  return ok({ deal, dealNumber, rules: rules.value });
}

/** The link fragment for a deal and the whole rules it is played by (every option spelled out but the defaults' flags). */
export function formatDealLink(deal: Deal, dealNumber: number | null, rules: Rules): string {
  const parts = [
    `deal=${dealNumber ?? encodeURIComponent(formatDeal(deal))}`,
    `draw=${rules.draw}`,
    `passes=${rules.passes}`,
    `f2t=${rules.foundationToTableau ? 1 : 0}`,
    `scoring=${rules.scoring}`,
  ];
  if (rules.standardTimed && rules.scoring === 'standard') parts.push('timed=1');
  if (rules.thoughtful) parts.push('thoughtful=1');
  return `#${parts.join('&')}`;
}
