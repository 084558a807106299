/**
 * The race's rule (engine/race.ts): who won a race, as the panel says it while the game goes on and as the
 * game's Outcome once the player's game is won. The race model (test/models/race.test.ts) feeds it the
 * game's clock and the computer's line; here each case is built by hand.
 */
import { describe, expect, it } from 'vitest';
import { computerPlayed, computerRun, type RaceOther, raceOutcome, raceStanding } from '../../engine/race';

/** The friend won in 3:42 with 118 moves. */
const friend: RaceOther = { kind: 'friend', run: { seconds: 222, moves: 118 } };
/** The computer at 40 moves a minute, its 100 winning moves ready at 10 s: it finishes at 160 s. */
const computer: RaceOther = { kind: 'computer', pace: 40, line: { moves: 100, wins: true, from: 10 } };
/** Its 30 moves do not win: played by 55 s, it is stuck there. */
const stuck: RaceOther = { kind: 'computer', pace: 40, line: { moves: 30, wins: false, from: 10 } };

const you = (seconds: number, moves: number, won = true) => ({ seconds, moves, won });

describe('a friend’s challenge', () => {
  it('is on until the player wins, then won by the faster run', () => {
    expect(raceStanding(friend, you(500, 40, false))).toEqual({ kind: 'on' });
    expect(raceOutcome(friend, you(500, 40, false))).toBeNull();
    expect(raceOutcome(friend, you(221, 300))).toEqual({
      winner: 'player',
      why: 'faster',
      runs: [{ seconds: 221, moves: 300 }, friend.run],
    });
    expect(raceOutcome(friend, you(223, 10))).toEqual({
      winner: 'other',
      why: 'slower',
      runs: [{ seconds: 223, moves: 10 }, friend.run],
    });
  });

  it('goes to the player in the same second with as few moves or fewer, to the friend with more', () => {
    expect(raceOutcome(friend, you(222, 118))?.winner).toBe('player');
    expect(raceOutcome(friend, you(222, 117))?.winner).toBe('player');
    expect(raceOutcome(friend, you(222, 119))?.winner).toBe('other');
  });
});

describe('a race against the computer', () => {
  it('plays its line one move each 60 / pace seconds from when it was ready, and finishes on its last', () => {
    if (computer.kind !== 'computer' || !computer.line) throw new Error('a computer with a line');
    expect(computerPlayed(40, computer.line, 5)).toBe(0);
    expect(computerPlayed(40, computer.line, 40)).toBe(20);
    expect(computerPlayed(40, computer.line, 10_000)).toBe(100);
    expect(computerRun(40, computer.line)).toEqual({ seconds: 160, moves: 100 });
  });

  it('is won by the computer once its last move is played before the player’s win, however the player ends', () => {
    expect(raceStanding(computer, you(159, 50, false))).toEqual({ kind: 'on' });
    expect(raceStanding(computer, you(160, 50, false))).toEqual({
      kind: 'they-won',
      you: null,
      them: { seconds: 160, moves: 100 },
    });
    expect(raceOutcome(computer, you(161, 120))).toEqual({
      winner: 'other',
      why: 'slower',
      runs: [
        { seconds: 161, moves: 120 },
        { seconds: 160, moves: 100 },
      ],
    });
  });

  it('goes to the player who wins in the very second of its last move', () => {
    expect(raceOutcome(computer, you(160, 120))).toEqual({
      winner: 'player',
      why: 'faster',
      runs: [{ seconds: 160, moves: 120 }, null],
    });
  });

  it('says the computer is stuck once its line that does not win is played, and the player then finishes alone', () => {
    expect(raceStanding(stuck, you(54, 10, false))).toEqual({ kind: 'on' });
    expect(raceStanding(stuck, you(55, 10, false))).toEqual({ kind: 'stuck', them: { seconds: 55, moves: 30 } });
    expect(raceOutcome(stuck, you(55, 10, false))).toBeNull();
    expect(raceOutcome(stuck, you(400, 130))).toEqual({
      winner: 'player',
      why: 'other-stuck',
      runs: [
        { seconds: 400, moves: 130 },
        { seconds: 55, moves: 30 },
      ],
    });
  });

  it('is the player’s, faster, when the player wins before the computer has its moves', () => {
    const looking: RaceOther = { kind: 'computer', pace: 70, line: null };
    expect(raceStanding(looking, you(30, 90, false))).toEqual({ kind: 'on' });
    expect(raceOutcome(looking, you(30, 90))).toEqual({
      winner: 'player',
      why: 'faster',
      runs: [{ seconds: 30, moves: 90 }, null],
    });
  });
});
