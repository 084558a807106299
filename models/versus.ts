import { MAX_GAME_MOVES, MAX_SECONDS } from '../engine';
import { expandMoves } from '../engine/compact';
import type { Run } from '../engine/mode';
import { computerRun } from '../engine/race';
import { PACE_MOVES, type Pace, type RaceRecord } from './race-record';

/**
 * Whom a game was played against, as a result and the history keep it: the computer's side of a duel (each
 * side's cards home, and why it ended), or the other side of a race (the computer at a pace, or a friend's
 * challenge, with its run where known). A game played alone has none.
 */
/** How a duel ended: one side's cards all home, called (neither side could get further), or left for another. */
export type DuelWhy = 'all-home' | 'stalemate' | 'left';

export type Versus =
  | { readonly kind: 'duel'; readonly home: readonly [number, number]; readonly why: DuelWhy }
  | {
      readonly kind: 'race';
      readonly rival: 'computer' | 'friend';
      readonly pace: Pace | null;
      readonly them: Run | null;
    };

/** The other side of a race as it stands: a friend's time to beat, or the computer's run when its moves win. */
export function raceVersus(r: RaceRecord, columns: number): Versus {
  if (r.kind === 'friend')
    return { kind: 'race', rival: 'friend', pace: null, them: { seconds: r.seconds, moves: r.moves } };
  const line = r.line === null || !r.wins ? null : expandMoves(r.line, columns);
  const moves = line?.ok ? line.value.length : null;
  const them = moves === null ? null : computerRun(PACE_MOVES[r.pace], { moves, wins: r.wins, from: r.from });
  return { kind: 'race', rival: 'computer', pace: r.pace, them };
}

/** The history line's field: `vs=duel:36:24:stalemate`, `vs=race:computer:steady:183:112`, `vs=race:friend:-:130:118`. */
export function formatVersus(v: Versus): string {
  if (v.kind === 'duel') return `vs=duel:${v.home[0]}:${v.home[1]}:${v.why}`;
  const run = v.them ? `${v.them.seconds}:${v.them.moves}` : '-:-';
  return `vs=race:${v.rival}:${v.pace ?? '-'}:${run}`;
}

const whole = (s: string, max: number): number | null => {
  const n = Number(s);
  return /^\d{1,10}$/.test(s) && n <= max ? n : null;
};

/** Reads formatVersus's field; null for anything else. */
export function parseVersus(text: string): Versus | null {
  const duel = /^vs=duel:(\d{1,3}):(\d{1,3}):(all-home|stalemate|left)$/.exec(text);
  if (duel) {
    const [a, b] = [Number(duel[1]), Number(duel[2])];
    return a <= 52 && b <= 52 ? { kind: 'duel', home: [a, b], why: duel[3] as DuelWhy } : null;
  }
  const race = /^vs=race:(computer|friend):([a-z]+|-):(\d+|-):(\d+|-)$/.exec(text);
  if (!race) return null;
  const [, rival, pace, s, m] = race;
  const known = pace !== '-' && Object.hasOwn(PACE_MOVES, pace);
  if ((rival === 'computer') !== known) return null;
  const seconds = s === '-' ? null : whole(s, MAX_SECONDS);
  const moves = m === '-' ? null : whole(m, MAX_GAME_MOVES);
  if ((s === '-') !== (m === '-') || (s !== '-' && (seconds === null || moves === null))) return null;
  const them = seconds === null || moves === null ? null : { seconds, moves };
  return { kind: 'race', rival: rival as 'computer' | 'friend', pace: known ? (pace as Pace) : null, them };
}
