import { type Deal, formatDeal } from '../deal';
import { gameOfDeal } from '../games';
import type { Move } from '../moves';
import type { Rules } from '../rules';

/** What a friend's challenge asks the player to beat (read and written by challenge.ts). */
export interface Challenge {
  readonly seconds: number;
  readonly moves: number;
}

/** The longest time a challenge may carry: a day (a won game's clock stops long before). */
export const MAX_CHALLENGE_SECONDS = 86_400;

/**
 * The player's moves among `moves`, those `auto` marks '1' (played for the player: auto-collect, auto-complete)
 * left out: the moves figure of the table, a result and a challenge.
 */
export const playerMoves = (moves: number, auto = ''): number =>
  moves - (auto.slice(0, moves).match(/1/g)?.length ?? 0);

/** What a shared deal asks for: a deal (by number, or spelled out) and the rules it is played by. */
export interface DealLink {
  readonly deal: Deal;
  /** The deal's number, when the link named one. */
  readonly dealNumber: number | null;
  /** The rules of the game shared; null when the link names none (a bare `#deal=N`): the player's own apply. */
  readonly rules: Rules | null;
  /** A friend's time and move count to beat, when the link is a challenge (engine/links/challenge.ts). */
  readonly challenge?: Challenge;
  /** A game link's moves played (checked: legal from the deal), and which were automatic ('0'/'1' each). */
  readonly played?: { readonly moves: readonly Move[]; readonly auto: string };
}

/** The link fragment for a deal and the whole rules it is played by (every option spelled out but the defaults' flags). */
export function formatDealLink(deal: Deal, dealNumber: number | null, rules: Rules): string {
  const parts = [
    `deal=${dealNumber ?? encodeURIComponent(formatDeal(deal))}`,
    ...(gameOfDeal(deal) === 'klondike' ? [] : [`game=${gameOfDeal(deal)}`]),
    `draw=${rules.draw}`,
    `passes=${rules.passes}`,
    `f2t=${rules.foundationToTableau ? 1 : 0}`,
    `scoring=${rules.scoring}`,
  ];
  if (rules.standardTimed && rules.scoring === 'standard') parts.push('timed=1');
  if (rules.thoughtful) parts.push('thoughtful=1');
  return `#${parts.join('&')}`;
}
