import { MAX_COMPACT_TEXT, MAX_GAME_MOVES } from '../bounds';
import { compactMoves, expandMoves } from '../compact';
import type { Deal } from '../deal';
import { type Challenge, formatDealLink, MAX_CHALLENGE_SECONDS } from './deal-link';
import { fnv1a, formatPacked } from './packed';
import { replay } from '../game';
import type { Move } from '../moves';
import { ok, type Refusal, refuse, type Success } from '../result';
import type { Rules } from '../rules';

/*
 * A race against a friend's time, with no server: the link of a game the friend won carries its deal and
 * rules, their time, and their winning moves. The moves must win the deal when replayed, so the move count
 * cannot be made up; a check over the whole link catches a changed or cut-short time or line (anyone who
 * reads this code could forge one: it guards against edits, not against a determined cheat).
 */

/** FNV-1a over the text, in base 36: a few characters that change when any of it does. */
const check = (text: string): string => fnv1a(text).toString(36);

/** A game won, as a challenge carries it. */
export interface WonGame {
  readonly deal: Deal;
  readonly dealNumber: number | null;
  readonly rules: Rules;
  readonly moves: readonly Move[];
  /** Which moves were played for the player, a '1' each (auto-collect, auto-complete); none said: every move was theirs. */
  readonly auto?: string;
  readonly seconds: number;
}

/**
 * The link of a won game to race, packed (packed.ts): its deal, rules, time and moves, which of them were
 * played for the player, and a check. Were a move not legal by the rules (not so for a game played here), the
 * readable link of old instead: the deal's link, then `line=<the moves, compact>&race=<seconds>.<check>`.
 * The check ends it: a link cut short by a chat or mail program trimming the punctuation off its end (a
 * compact line may end in "." or ")") is refused, never read as another line.
 */
export function formatChallengeLink(won: WonGame): string {
  const seconds = challengeSeconds(won.seconds);
  const packed = formatPacked({ ...won, kind: 'c', seconds, auto: won.auto ?? '' });
  if (packed) return packed;
  const base = formatDealLink(won.deal, won.dealNumber, won.rules);
  const line = compactMoves(won.moves, won.deal.columns.length);
  const s = challengeSeconds(won.seconds);
  return `${base}&line=${encodeURIComponent(line)}&race=${s}.${check(`${base}|${s}|${line}`)}`;
}

/** A challenge's time: whole seconds, 1 to MAX_CHALLENGE_SECONDS. */
export const challengeSeconds = (seconds: number): number =>
  Math.max(1, Math.min(MAX_CHALLENGE_SECONDS, Math.floor(seconds)));

/** Why a link or a challenge carrying more moves than a game holds (bounds.ts) is refused, before they are played. */
export const TOO_LONG = `a game link or a challenge holds at most ${MAX_GAME_MOVES} moves`;

/** Why a challenge changed or cut short is refused. */
export const CHANGED = 'this challenge was changed or cut short after it was made, so its time cannot be trusted';

/** Why a challenge is refused, for the page to say in the player's language (the message says it in English). */
export type ChallengeRefusal = Refusal<{ readonly why: 'changed' | 'notWon' | 'tooLong' }, 'challenge'>;

/**
 * Reads a challenge's `race` and `line` values (decoded) for a deal and rules read from the same link, whose
 * fragment as formatDealLink writes it is `base`: the check must match, and the line must win the deal.
 */
export function readChallenge(
  base: string,
  deal: Deal,
  rules: Rules,
  race: string,
  line: string,
): Success<Challenge> | ChallengeRefusal {
  // Measured before anything is worked out from it, and counted before it is played.
  const tooLong = (): ChallengeRefusal => refuse('challenge', { why: 'tooLong' }, TOO_LONG);
  if (line.length > MAX_COMPACT_TEXT) return tooLong();
  const m = /^(\d{1,6})\.([0-9a-z]{1,7})$/.exec(race);
  const seconds = m ? Number(m[1]) : 0;
  if (!m || seconds < 1 || seconds > MAX_CHALLENGE_SECONDS || m[2] !== check(`${base}|${seconds}|${line}`)) {
    return refuse('challenge', { why: 'changed' }, CHANGED);
  }
  const moves = expandMoves(line, deal.columns.length);
  if (moves.ok && moves.value.length > MAX_GAME_MOVES) return tooLong();
  const won = moves.ok ? replay({ rules, deal, moves: moves.value, undone: [] }) : null;
  if (!moves.ok || !won?.ok || !won.value.won) {
    return refuse('challenge', { why: 'notWon' }, 'the moves this challenge carries do not win its deal');
  }
  return ok({ seconds, moves: moves.value.length });
}
