import type { Outcome, Run } from './mode';

/*
 * A race: the player's game against another side's run on a copy of the deal. A friend's challenge is a
 * run to beat (the time and moves of a win); the computer plays its line, one move each 60 / pace seconds
 * of the game's clock from when the line was ready, so where it is follows from the clock. A tie goes to
 * the player, whoever the other side is: finishing in the same second is not losing.
 */

/** The computer's line as the rule needs it: its length, whether it wins, and when it started. */
export interface ComputerLine {
  readonly moves: number;
  readonly wins: boolean;
  /** The game's clock, in seconds, when its moves were ready. */
  readonly from: number;
}

export type RaceOther =
  | { readonly kind: 'friend'; readonly run: Run }
  /** Its moves a minute, and its line (null while the engine looks for it). */
  | { readonly kind: 'computer'; readonly pace: number; readonly line: ComputerLine | null };

/** Where the player is: the game's clock, the moves played, and whether the game is won. */
export interface RaceYou extends Run {
  readonly won: boolean;
}

/** How the race stands, as its panel says it while the game goes on. */
export type RaceStanding =
  /** Nothing is decided yet. */
  | { readonly kind: 'on' }
  /** Won by the player or by the other side (the friend, the computer): each side's run, where known. */
  | { readonly kind: 'you-won' | 'they-won'; readonly you: Run | null; readonly them: Run | null }
  /** The computer is stuck after its moves: the player finishes alone. */
  | { readonly kind: 'stuck'; readonly them: Run };

/** The computer's moves played by `seconds` on the game's clock. */
export const computerPlayed = (pace: number, line: ComputerLine, seconds: number): number =>
  Math.min(line.moves, Math.floor((Math.max(0, seconds - line.from) * pace) / 60));

/** When the computer plays its last move, and how many it played: its run. */
export const computerRun = (pace: number, line: ComputerLine): Run => ({
  seconds: line.from + Math.ceil((line.moves * 60) / pace),
  moves: line.moves,
});

/** How the race stands for the player at `you`. */
export function raceStanding(other: RaceOther, you: RaceYou): RaceStanding {
  const run = { seconds: you.seconds, moves: you.moves };
  if (other.kind === 'friend') {
    if (!you.won) return { kind: 'on' };
    const them = other.run;
    const faster = you.seconds < them.seconds || (you.seconds === them.seconds && you.moves <= them.moves);
    return { kind: faster ? 'you-won' : 'they-won', you: run, them };
  }
  const line = other.line;
  if (!line) return you.won ? { kind: 'you-won', you: run, them: null } : { kind: 'on' };
  const them = computerRun(other.pace, line);
  if (line.wins && (you.won ? you.seconds > them.seconds : you.seconds >= them.seconds)) {
    return { kind: 'they-won', you: you.won ? run : null, them };
  }
  if (you.won) return { kind: 'you-won', you: run, them: line.wins ? null : them };
  if (!line.wins && computerPlayed(other.pace, line, you.seconds) === line.moves) return { kind: 'stuck', them };
  return { kind: 'on' };
}

/**
 * How a race ended once the player's game is won (null before: the player may finish after the other
 * side, and the race's game ends with theirs). Beaten, it is lost, though the player finished.
 */
export function raceOutcome(other: RaceOther, you: RaceYou): Outcome | null {
  if (!you.won) return null;
  const s = raceStanding(other, you);
  if (s.kind === 'they-won') return { winner: 'other', why: 'slower', runs: [s.you, s.them] };
  if (s.kind !== 'you-won') return null;
  // The computer's line that does not win stops short: the player finished alone.
  const why = other.kind === 'computer' && other.line && !other.line.wins ? 'other-stuck' : 'faster';
  return { winner: 'player', why, runs: [s.you, s.them] };
}
