/**
 * Races in the simulated browser (test/support/sim-browser.ts): dealt by New game's ways in a tab, the
 * computer's moves asked of the engine's service behind a real MessageChannel, the game's clock run by the
 * page's own timer on the injected clock. What the race's e2e tests used to check through Chromium (who
 * wins, the time to beat of a friend's challenge, a changed challenge refused, the result counted), checked
 * here on the models; race.test.ts pins the race model's rules one by one.
 */
import { describe, expect, it } from 'vitest';
import { type Move, DEFAULT_RULES } from '../../engine';
import { expandMoves } from '../../engine/compact';
import { parseDealRequest, sharedChallenge } from '../../engine/links/share';
import { solve } from '../../engine/solver';
import { challengeText } from '../../components/share-words';
import { raceText } from '../../components/race-text';
import type { RaceModel } from '../../models/race';
import type { RaceRecord } from '../../models/race-record';
import { refusalText } from '../../models/refusal';
import { SolverClient } from '../../models/solver';
import { drain, Ledger, SimBrowser, type SimTab } from '../support/sim-browser';
import { realSolver } from '../support/solver';
import { Clock } from '../support/world';

const solver = realSolver();
/** The engine's service, failing every race it is asked for (a worker that crashed, say). */
const failing = realSolver(
  (remote) =>
    new (class extends SolverClient {
      override raceLine(): never {
        throw new Error('the worker is gone');
      }
    })(remote),
);

/** Deal 13, draw one: a quick win for the engine, whose race line wins. */
const DEAL = 13;

/** A winning line for the player from the table's position, found by the engine's solver here. */
function winningLine(tab: SimTab): Move[] {
  const r = solve(tab.table.state.value.position, { maxNodes: 20_000_000 });
  if (r.verdict !== 'solved') throw new Error(`the solver did not win deal ${DEAL}: ${r.verdict}`);
  return [...r.line];
}

/** Waits (for real: the engine's service answers through a MessageChannel) until the race's line is saved. */
async function lineReady(tab: SimTab): Promise<Extract<RaceRecord, { kind: 'computer' }>> {
  for (let i = 0; i < 4000; i++) {
    const r = tab.table.race.value;
    if (r?.kind === 'computer' && r.line !== null) return r;
    await new Promise((done) => setTimeout(done, 5));
  }
  throw new Error('the engine gave the computer no moves');
}

/** A tab on show, its page's clock running, racing the computer at Steady on deal 13 (New game's way). */
async function racing(worker = solver()) {
  const clock = new Clock();
  const one = new SimBrowser('dev-one111', clock, new Ledger());
  const tab = await one.open();
  one.show(tab);
  const session = one.startClock(tab, worker);
  one.newGame(tab, worker, () => DEAL).race('steady', true);
  const race = session.race;
  return { clock, one, tab, session, race, record: await lineReady(tab) };
}

/** The computer's finishing time and its moves, when its line wins: 60 / 40 seconds a move at Steady. */
function theirRun(record: Extract<RaceRecord, { kind: 'computer' }>, race: RaceModel) {
  const outcome = race.standing.value;
  expect(outcome).toEqual({ kind: 'on' });
  const line = expandMoves(record.line ?? '');
  const moves = line.ok ? line.value.length : -1;
  return { seconds: record.from + Math.ceil((moves * 60) / 40), moves };
}

describe('a race against the computer', () => {
  it('has its board follow the game’s clock at its pace: a move each 60 / 40 seconds at Steady, only while the tab is on show', async () => {
    const { clock, tab, race, record } = await racing();
    expect(record).toMatchObject({ kind: 'computer', pace: 'steady', wins: true, from: 0 });
    expect(tab.table.dealNumber.value).toBe(DEAL);
    expect(race.rival.value?.played).toBe(0);
    // The clock runs once a move is made.
    await clock.advance(5_000);
    expect(race.rival.value?.played).toBe(0);
    tab.table.stock();
    await clock.advance(30_000);
    expect(tab.table.elapsed.value).toBe(30);
    expect(race.rival.value?.played).toBe(20);
    // A hidden tab's clock stops, and the computer with it.
    tab.page.setVisible(false);
    await clock.advance(60_000);
    expect(race.rival.value?.played).toBe(20);
    tab.page.setVisible(true);
    await clock.advance(3_000);
    expect(race.rival.value?.played).toBe(22);
    expect(race.rival.value?.home).toBeGreaterThanOrEqual(0);
    expect(race.standing.value).toEqual({ kind: 'on' });
  });

  it('is won by the player who wins before its last move, said so, and counted once with the race', async () => {
    const { clock, one, tab, session, race, record } = await racing();
    const line = winningLine(tab);
    const them = theirRun(record, race);
    await clock.advance(10_000);
    tab.table.play(line[0]);
    await clock.advance(40_000);
    for (const m of line.slice(1)) expect(tab.table.play(m)).toBe(true);
    const you = { seconds: 40, moves: line.length };
    expect(you.seconds).toBeLessThan(them.seconds);
    expect(race.standing.value).toEqual({ kind: 'you-won', you, them: null });
    // The race's end, as the page's one end takes it (its results, its history).
    expect(session.outcome.value).toEqual({ winner: 'player', why: 'faster', runs: [you, null] });
    expect(raceText(record, race.standing.value ?? { kind: 'on' })).toBe(
      `You won the race: 0:40 in ${line.length} moves, ahead of the computer.`,
    );
    await clock.advance(60_000);
    await drain();
    expect(one.results).toEqual([expect.objectContaining({ won: true, moves: line.length, race: record })]);
    expect(tab.persistence.stats.value.normal).toMatchObject({ played: 1, won: 1 });
    expect(tab.persistence.pastGames.value.map((g) => g.versus)).toEqual([
      { kind: 'race', rival: 'computer', pace: 'steady', them },
    ]);
  });

  it('is won by the computer when its last move comes first, though the player finishes after it', async () => {
    const { clock, one, tab, session, race, record } = await racing();
    const line = winningLine(tab);
    const them = theirRun(record, race);
    tab.table.play(line[0]);
    await clock.advance((them.seconds - 1) * 1000);
    expect(race.standing.value).toEqual({ kind: 'on' });
    await clock.advance(1000);
    expect(race.standing.value).toEqual({ kind: 'they-won', you: null, them });
    expect(race.rival.value?.home).toBe(52);
    await clock.advance(1000);
    for (const m of line.slice(1)) expect(tab.table.play(m)).toBe(true);
    const you = { seconds: them.seconds + 1, moves: line.length };
    expect(race.standing.value).toEqual({ kind: 'they-won', you, them });
    expect(session.outcome.value).toEqual({ winner: 'other', why: 'slower', runs: [you, them] });
    expect(raceText(record, race.standing.value ?? { kind: 'on' })).toMatch(
      /^The computer won the race: \d+:\d\d in \d+ moves\. You finished in \d+:\d\d in \d+ moves\.$/,
    );
    await drain();
    expect(one.results).toHaveLength(1);
  });

  it('goes to the player who wins in the very second of the computer’s last move (a tie)', async () => {
    const { clock, tab, race, record } = await racing();
    const line = winningLine(tab);
    const them = theirRun(record, race);
    tab.table.play(line[0]);
    await clock.advance((them.seconds - 1) * 1000);
    for (const m of line.slice(1, -1)) expect(tab.table.play(m)).toBe(true);
    await clock.advance(1000);
    expect(race.standing.value).toEqual({ kind: 'they-won', you: null, them });
    expect(tab.table.play(line[line.length - 1])).toBe(true);
    expect(race.standing.value).toEqual({
      kind: 'you-won',
      you: { seconds: them.seconds, moves: line.length },
      them: null,
    });
  });

  it('leaves the player to finish alone when the engine gives the computer no moves', async () => {
    const { tab, race, record } = await racing(failing());
    expect(record).toMatchObject({ line: '', wins: false });
    expect(race.standing.value).toEqual({ kind: 'stuck', them: { seconds: 0, moves: 0 } });
    tab.table.stock();
    expect(race.standing.value?.kind).toBe('stuck');
  });
});

describe('a race against a friend’s challenge', () => {
  it('opens in another browser as the time to beat; beaten or not, as the clocks say; a changed one is refused', async () => {
    // The friend wins deal 13 in 1:40 and copies the challenge, as their results offer it.
    const { clock, tab } = await racing();
    const line = winningLine(tab);
    tab.table.play(line[0]);
    await clock.advance(100_000);
    for (const m of line.slice(1)) tab.table.play(m);
    expect(tab.table.canChallenge.value).toBe(true);
    const g = tab.table.game.value;
    const text = challengeText(
      sharedChallenge({
        ...g,
        auto: tab.table.saved().auto,
        dealNumber: tab.table.dealNumber.value,
        seconds: tab.table.elapsed.value,
      }),
    );
    expect(text).toMatch(new RegExp(`^Beat my 1:40 in ${line.length} moves at Klondike deal #13, draw 1, .*: #k=c`));

    // In a fresh profile: the deal under the challenge's rules, and the friend's run to beat.
    for (const [seconds, kind] of [
      [99, 'you-won'],
      [100, 'you-won'], // the same second: a tie goes to the player
      [101, 'they-won'],
    ] as const) {
      const friend = new SimBrowser('dev-two222', clock, new Ledger());
      const theirs = await friend.open();
      friend.show(theirs);
      const race = friend.startClock(theirs, solver()).race;
      const link = parseDealRequest(text);
      if (!link.ok) throw new Error(link.message);
      friend.newGame(theirs, solver(), () => 1).shared(link.value, false);
      expect(theirs.table.dealNumber.value).toBe(DEAL);
      expect(theirs.table.game.value.rules).toEqual(DEFAULT_RULES);
      expect(theirs.table.race.value).toEqual({ kind: 'friend', seconds: 100, moves: line.length });
      theirs.table.play(line[0]);
      await clock.advance(seconds * 1000);
      for (const m of line.slice(1)) theirs.table.play(m);
      expect(race.standing.value).toMatchObject({ kind, them: { seconds: 100, moves: line.length } });
      await drain();
      expect(friend.results).toEqual([
        expect.objectContaining({ won: true, race: { kind: 'friend', seconds: 100, moves: line.length } }),
      ]);
    }

    // A changed link is refused, saying why; nothing is dealt.
    const tampered = parseDealRequest(text.replace(/k=c(.)/, (_, c: string) => `k=c${c === 'B' ? 'C' : 'B'}`));
    expect(tampered.ok).toBe(false);
    expect(!tampered.ok && refusalText(tampered.reason)).toBe(
      'this challenge was changed or cut short after it was made, so its time cannot be trusted',
    );
  });
});
