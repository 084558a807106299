import { type Deal, dealFromNumber, formatDeal, isDealNumber, parseDeal } from './deal';
import { fail, ok, type Result } from './result';
import { parseRules, type Rules } from './rules';

/** What a shared link asks for: a deal (by number, or spelled out) and, optionally, rules. */
export interface DealLink {
  readonly deal: Deal;
  /** The deal's number, when the link named one. */
  readonly dealNumber: number | null;
  /** Rules options the link sets (the rest are the player's). */
  readonly rules: Partial<Rules>;
}

export type LinkError = 'no-deal' | 'deal' | 'rules';

/**
 * Reads `#deal=N[&draw=3][&passes=3|unlimited][&f2t=0]` or `#deal=<a deal in
 * the shared format, URL-encoded>`. An empty hash, or one without `deal=`,
 * is 'no-deal' (the caller deals as usual); anything malformed is an error
 * naming it.
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
      return fail('deal', `the link's "${key}" is not valid URL encoding`);
    }
    params.set(key, value);
  }
  const dealText = params.get('deal');
  if (dealText === undefined) return fail('no-deal', 'the link names no deal');
  let deal: Deal;
  let dealNumber: number | null = null;
  if (/^\d{1,10}$/.test(dealText)) {
    const n = Number(dealText);
    if (!isDealNumber(n)) return fail('deal', `deal numbers go from 0 to 4294967295, not ${dealText}`);
    deal = dealFromNumber(n);
    dealNumber = n;
  } else {
    const d = parseDeal(dealText);
    if (!d.ok) return fail('deal', d.message);
    deal = d.value;
  }
  const raw: Record<string, unknown> = {};
  const draw = params.get('draw');
  if (draw !== undefined) raw.draw = Number(draw);
  const passes = params.get('passes');
  if (passes !== undefined) raw.passes = passes === 'unlimited' ? 'unlimited' : Number(passes);
  const f2t = params.get('f2t');
  if (f2t !== undefined) raw.foundationToTableau = f2t === '1' ? true : f2t === '0' ? false : f2t;
  const rules = parseRules(raw);
  if (!rules.ok) return fail('rules', rules.message);
  const set: Partial<Rules> = {};
  for (const key of Object.keys(raw) as (keyof Rules)[]) (set as Record<string, unknown>)[key] = rules.value[key];
  return ok({ deal, dealNumber, rules: set });
}

/** The link fragment for a deal under some rules: `#deal=N&draw=3&passes=3`, or the deal spelled out. */
export function formatDealLink(deal: Deal, dealNumber: number | null, rules: Rules): string {
  const parts = [`deal=${dealNumber ?? encodeURIComponent(formatDeal(deal))}`];
  if (rules.draw !== 1) parts.push(`draw=${rules.draw}`);
  if (rules.passes !== 'unlimited') parts.push(`passes=${rules.passes}`);
  if (!rules.foundationToTableau) parts.push('f2t=0');
  return `#${parts.join('&')}`;
}
