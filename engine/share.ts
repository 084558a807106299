import { type Deal, type DealError, dealFromNumber, isDealNumber, parseDeal } from './deal';
import { type DealLink, formatDealLink, type LinkError, parseDealLink } from './link';
import { fail, ok, type Result } from './result';
import type { Rules, ScoringSystem } from './rules';

/*
 * Sharing a deal with a friend: the words and the text that carries it. Not needed to show the table, so
 * apart from link.ts, which the new tab reads at once.
 */

const SCORING_TEXT: Record<ScoringSystem, string> = {
  standard: 'standard scoring',
  traditional: 'traditional scoring',
  vegas: 'Vegas scoring',
  timed: 'scoring against the clock',
  points: 'points scoring',
  none: 'no scoring',
};

/** The rules in words: "draw 3, 3 passes, Vegas scoring" (the options left at their defaults are not named). */
export function describeRules(rules: Rules): string {
  const passes =
    rules.passes === 'unlimited' ? 'unlimited passes' : rules.passes === 1 ? 'one pass' : `${rules.passes} passes`;
  const parts = [`draw ${rules.draw}`, passes, SCORING_TEXT[rules.scoring]];
  if (rules.scoring === 'standard' && rules.standardTimed) parts[2] = 'standard scoring with time penalty and bonus';
  if (!rules.foundationToTableau) parts.push('no cards back from the foundations');
  if (rules.thoughtful) parts.push('the columns’ face-down cards shown');
  return parts.join(', ');
}

/**
 * What a player shares with a friend: a line that says which deal and rules it is, ending with the link's
 * fragment. It carries no address: an extension's address differs between installs (and Firefox makes a
 * new one for each), so the friend pastes the text, or a link from any install, into "Play a specific deal".
 */
export function formatShareText(deal: Deal, dealNumber: number | null, rules: Rules): string {
  const which = dealNumber === null ? 'A Klondike deal' : `Klondike deal #${dealNumber}`;
  return `${which}, ${describeRules(rules)}: ${formatDealLink(deal, dealNumber, rules)}`;
}

/**
 * What a player types or pastes to play a specific deal: a deal number; a shared text or a link from any
 * install, Chrome's or Firefox's (the `deal=…` part is read wherever it stands); or a deal in the shared
 * format, with or without an id in front.
 */
export function parseDealRequest(text: string): Result<DealLink, LinkError> {
  const t = text.trim();
  if (t === '') return fail('no-deal', 'type a deal number, or paste a shared deal or a deal spelled out');
  if (/^\d+$/.test(t)) {
    const n = Number(t);
    if (!isDealNumber(n)) return fail('deal', 'a deal number is a whole number from 0 to 4294967295');
    return ok({ deal: dealFromNumber(n), dealNumber: n, rules: null });
  }
  const link = /(?:^|[\s#?&])(deal=[^\s#]*)/.exec(t);
  if (link) return parseDealLink(link[1]);
  const bars = t.split('|').length - 1;
  const spelled = bars === 8 ? parseDealLine(t) : parseDeal(t);
  if (!spelled.ok) return fail('deal', spelled.message);
  return ok({ deal: 'deal' in spelled.value ? spelled.value.deal : spelled.value, dealNumber: null, rules: null });
}

/**
 * `ID | col1 | … | stock`, as in ../shared/deals/deals.txt (and pasted from it). Here, not in deal.ts: only
 * the deal dialog and the tools read it, and deal.ts is on the first paint's path.
 */
export function parseDealLine(line: string): Result<{ id: string; deal: Deal }, DealError> {
  const bar = line.indexOf('|');
  if (bar < 0) return fail('fields', 'a deal line starts with an id followed by " | "');
  const parsed = parseDeal(line.slice(bar + 1));
  return parsed.ok ? ok({ id: line.slice(0, bar).trim(), deal: parsed.value }) : parsed;
}
