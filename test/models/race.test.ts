import { describe, expect, it } from 'vitest';
import { DEFAULT_RULES, dealFromNumber, KLONDIKE, type Move, replay } from '../../engine';
import { formatChallengeLink } from '../../engine/links/challenge';
import { compactMoves } from '../../engine/compact';
import { parseDealLink } from '../../engine/links/link';
import { parseDealRequest } from '../../engine/links/share';
import { createTable } from '../../models/game';
import { createRace } from '../../models/race';
import { parseRace, type RaceRecord } from '../../models/race-record';
import { freshTable, parseSavedTable } from '../../models/saved-table';
import { quickWin } from '../support/deals';
import { realSolver } from '../support/solver';

const solver = realSolver();
const { deal, line } = quickWin();

/** A table on the quick-win deal (its race set by the test); results ignored. */
function racing() {
  return createTable(freshTable(deal, null, 'normal', DEFAULT_RULES), {
    variant: KLONDIKE,
    autoCollect: () => false,
    onResult: () => {},
    onSave: () => {},
    newUid: () => 'race',
  });
}

/** Plays moves and lets the game's clock run `seconds` (it runs only once a move is made). */
function play(table: ReturnType<typeof racing>, moves: readonly Move[], seconds = 0) {
  for (const m of moves) expect(table.play(m)).toBe(true);
  for (let i = 0; i < seconds; i++) table.tick();
}

describe('a friend’s challenge', () => {
  const link = formatChallengeLink({ deal, dealNumber: null, rules: DEFAULT_RULES, moves: line, seconds: 222 });

  it('carries the deal, the rules, the time and the winning moves, and reads back as the time and count to beat', () => {
    expect(link).toMatch(/^#k=c[\w-]+$/);
    expect(parseDealLink(link)).toEqual({
      ok: true,
      value: { deal, dealNumber: null, rules: DEFAULT_RULES, challenge: { seconds: 222, moves: line.length } },
    });
    // As the friend pastes it, the sentence around it and all.
    const text = `Beat my 3:42 in ${line.length} moves at a Klondike deal, draw 1: ${link}.`;
    expect(parseDealRequest(text)).toMatchObject({ ok: true, value: { challenge: { seconds: 222 } } });
  });

  it('is refused, saying so, when any letter of it was changed or it was cut short anywhere', () => {
    const letters = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
    const start = '#k=c'.length;
    const changed = Array.from({ length: link.length - start }, (_, i) => {
      const at = start + i;
      const other = letters[(letters.indexOf(link[at]) + 1 + (i % 63)) % letters.length];
      return link.slice(0, at) + other + link.slice(at + 1);
    });
    const cut = Array.from({ length: link.length - start }, (_, i) => link.slice(0, start + i));
    const refusals = [...changed, ...cut].map((l) => {
      const r = parseDealLink(l);
      return r.ok ? 'read' : r.code;
    });
    expect(refusals).toEqual(refusals.map(() => 'challenge'));
  });

  it('made by the readable format of old, still opens, and is refused when changed or cut short', () => {
    // formatChallengeLink's output for the same won game before links were packed.
    const old =
      '#deal=KC%20%7C%20AH%20KD%20%7C%202S%202H%20AS%20%7C%204S%204H%203S%203H%20%7C%207H%206S%206H%205S%205H%20%7C%20TH%209S%209H%208S%208H%207S%20%7C%20KS%20KH%20QS%20QH%20JS%20JH%20TS%20%7C%20AC%20AD%202C%202D%203C%203D%204C%204D%205C%205D%206C%206D%207C%207D%208C%208D%209C%209D%20TC%20TD%20JC%20JD%20QC%20QD&draw=1&passes=unlimited&f2t=1&scoring=standard&line=!%24!%24!%24!%24!%24!%24!%24!%24!%24!%24!%24!%24!%24!%24!%24!%24!%24!%24!%24!%24!%24!%24!%24!%24%2C--...%2F%2F%2F%2F000001111112222222&race=222.1xkbyfm';
    expect(parseDealLink(old)).toEqual(parseDealLink(link));
    const refused = (l: string) => parseDealLink(l);
    expect(refused(old.replace('race=222.', 'race=122.'))).toMatchObject({ ok: false, code: 'challenge' });
    expect(refused(old.slice(0, -3))).toMatchObject({ ok: false, code: 'challenge' });
    expect(refused(old.replace('draw=1', 'draw=3'))).toMatchObject({ ok: false, code: 'challenge' });
    expect(refused(old.replace(/&line=[^&]*/, ''))).toMatchObject({ ok: false, code: 'challenge' });
  });

  it('is refused when its moves do not win the deal, even with a check made for them', () => {
    const short = formatChallengeLink({
      deal,
      dealNumber: null,
      rules: DEFAULT_RULES,
      moves: line.slice(0, -1),
      seconds: 100,
    });
    expect(parseDealLink(short)).toMatchObject({
      ok: false,
      code: 'challenge',
      message: expect.stringMatching(/do not win/),
    });
  });
});

describe('racing the computer', () => {
  const record: RaceRecord = { kind: 'computer', pace: 'steady', line: compactMoves(line), wins: true, from: 0 };

  it('plays its moves by the game’s clock, one every 60 / 40 seconds at Steady, from the first move on', () => {
    const table = racing();
    table.setRace(record);
    const race = createRace(table, solver());
    expect(race.rival.value?.played).toBe(0);
    play(table, [{ type: 'draw' }], 30);
    expect(race.rival.value?.played).toBe(20);
    const at20 = replay({ deal, rules: DEFAULT_RULES, moves: line.slice(0, 20), undone: [] });
    expect(race.rival.value?.position).toEqual(at20.ok && at20.value.position);
    expect(race.standing.value).toEqual({ kind: 'on' });
  });

  it('replays its copy only when a move of its own comes, not each second of the clock', () => {
    const table = racing();
    table.setRace(record);
    const race = createRace(table, solver());
    play(table, [{ type: 'draw' }], 30);
    const at30 = race.rival.value;
    play(table, [], 1);
    expect(table.elapsed.value).toBe(31);
    expect(race.rival.value).toBe(at30);
    play(table, [], 1);
    expect(race.rival.value?.played).toBe(21);
  });

  it('wins when its last move comes before the player’s win, and the player can still finish alone', () => {
    const table = racing();
    table.setRace(record);
    const race = createRace(table, solver());
    const finish = Math.ceil((line.length * 60) / 40);
    play(table, [{ type: 'draw' }], finish);
    expect(race.standing.value).toEqual({ kind: 'they-won', you: null, them: { seconds: finish, moves: line.length } });
    table.tick(); // a second later (a win in the very same second would be a tie, which goes to the player)
    table.undo();
    play(table, line);
    expect(table.state.value.won).toBe(true);
    expect(race.standing.value).toMatchObject({ kind: 'they-won', you: { moves: line.length } });
  });

  it('loses to a player who wins first, and says when it is stuck', () => {
    const table = racing();
    table.setRace(record);
    play(table, line, 10);
    expect(createRace(table, solver()).standing.value).toMatchObject({ kind: 'you-won', you: { moves: line.length } });

    const stuck = racing();
    stuck.setRace({ ...record, line: compactMoves(line.slice(0, 4)), wins: false });
    play(stuck, [{ type: 'draw' }], 6);
    expect(createRace(stuck, solver()).standing.value).toEqual({ kind: 'stuck', them: { seconds: 6, moves: 4 } });
  });

  it('asks the engine for its moves once, from the deal, and saves them with the game', async () => {
    const table = createTable(freshTable(dealFromNumber(13), 13, 'normal', DEFAULT_RULES), {
      variant: KLONDIKE,
      autoCollect: () => false,
      onResult: () => {},
      onSave: () => {},
    });
    table.setRace({ ...record, line: null, wins: false });
    createRace(table, solver());
    for (let i = 0; i < 4000 && (table.race.value as { line: string | null }).line === null; i++) {
      await new Promise((r) => setTimeout(r, 5));
    }
    const saved = table.race.value as Extract<RaceRecord, { kind: 'computer' }>;
    expect(saved.wins).toBe(true); // deal 13 is a quick win for the engine
    expect(saved.line?.length).toBeGreaterThan(50);
    expect(parseSavedTable(JSON.parse(JSON.stringify(table.saved())))).toMatchObject({
      ok: true,
      value: { race: saved },
    });
  });
});

describe('a saved race', () => {
  it('reads back whole, and a damaged one reads as no race while the game is kept', () => {
    const friend: RaceRecord = { kind: 'friend', seconds: 222, moves: 118 };
    expect(parseRace(friend)).toEqual(friend);
    for (const bad of [
      { kind: 'friend', seconds: -1, moves: 3 },
      { kind: 'friend', seconds: 1e12, moves: 3 },
      { kind: 'computer', pace: 'warp', line: null, wins: false, from: 0 },
      { kind: 'computer', pace: 'quick', line: 'x'.repeat(5000), wins: false, from: 0 },
      { kind: 'spectator' },
      'friend',
      null,
    ]) {
      expect(parseRace(bad)).toBeNull();
    }
    const table = freshTable(deal, null, 'normal', DEFAULT_RULES);
    expect(parseSavedTable({ ...table, race: { kind: 'friend', seconds: 'soon' } })).toMatchObject({
      ok: true,
      value: { race: null, game: table.game },
    });
  });
});
