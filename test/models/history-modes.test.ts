/**
 * The history holds every mode: a duel (its strength, each side's cards home, how it ended, its time) and a
 * race (against whom, at what pace, both times) beside Klondike's games, each with a link to play it again;
 * its CSV says the mode and the other side in columns after the ten it always had.
 */
import { describe, expect, it } from 'vitest';
import { DEFAULT_RULES, dealFromNumber, KLONDIKE } from '../../engine';
import { formatDuelLink, parseDuelLink } from '../../engine/links/duel-link';
import { createDuel } from '../../models/duel-model';
import { freshDuel, parseDuelRecord } from '../../models/duel-record';
import { createTable } from '../../models/game';
import { formatPastGame, parsePastGame, pastGamesCsv } from '../../models/past-games';
import { PastGamesLog } from '../../models/persist/past-games';
import { freshTable } from '../../models/saved-table';
import { MemoryKV } from '../../models/storage/kv';
import type { GameResult } from '../../models/table-model';
import { parseVersus } from '../../models/versus';
import { quickWin } from '../support/deals';

const NOON = Date.UTC(2026, 11, 6, 12);
const QUICK_WIN = quickWin();

function log() {
  return new PastGamesLog({ local: new MemoryKV(), refuse: async () => {} }, () => NOON);
}

/** A duel of deal 3 with one draw made, then left for another: counted as lost, 'left'. */
function leftDuel(): GameResult {
  const read = parseDuelRecord(freshDuel(3, 3, 'strong', 'duel-a'));
  if (!read.ok) throw new Error(read.message);
  const results: GameResult[] = [];
  const duel = createDuel(read.value, {
    onSave: () => {},
    onResult: (r) => results.push(r),
    schedule: () => () => {},
    pace: () => 0,
    active: () => true,
    newUid: () => 'duel-b',
  });
  duel.stock();
  duel.deal(4, 3, 'strong');
  expect(results).toHaveLength(1);
  return results[0];
}

/** Deal QUICK_WIN won in a race against a friend's challenge (2:10 in 118 moves). */
function wonRace(): GameResult {
  const results: GameResult[] = [];
  const table = createTable(freshTable(dealFromNumber(1), 1, 'normal', DEFAULT_RULES), {
    variant: KLONDIKE,
    autoCollect: () => false,
    onResult: (r) => results.push(r),
    onSave: () => {},
    newUid: () => 'race-game',
  });
  table.deal(QUICK_WIN.deal, null, 'normal', DEFAULT_RULES, { kind: 'friend', seconds: 130, moves: 118 });
  for (const m of QUICK_WIN.line) table.play(m);
  expect(results).toHaveLength(1);
  return results[0];
}

describe('the history of every mode', () => {
  it('keeps a duel: its strength, each side’s cards home, how it ended, its time, and a link to play it again', () => {
    const r = leftDuel();
    const history = log();
    history.onResult(r);
    const [kept] = history.games.value;
    expect(kept).toMatchObject({
      level: 'double-solitaire/strong',
      won: false,
      link: '#duel=3&draw=3&strength=strong',
    });
    expect(kept.versus).toEqual({ kind: 'duel', home: [0, 0], why: 'left' });
    expect(parseDuelLink(kept.link)).toEqual({ ok: true, value: { n: 3, draw: 3, strength: 'strong' } });
    expect(parsePastGame(formatPastGame(kept))).toEqual(kept);
  });

  it('keeps a race: against whom, and the other side’s time and moves', () => {
    const r = wonRace();
    const history = log();
    history.onResult(r);
    const [kept] = history.games.value;
    expect(kept.versus).toEqual({ kind: 'race', rival: 'friend', pace: null, them: { seconds: 130, moves: 118 } });
    expect(parsePastGame(formatPastGame(kept))).toEqual(kept);
  });

  it('writes each mode’s CSV row with the ten columns it always had, then the mode and the other side', () => {
    const history = log();
    history.onResult(leftDuel());
    history.onResult({ ...wonRace(), uid: 'race-2' });
    // Ended at the same moment: in the order of their ids.
    const [head, duel, race] = pastGamesCsv(history.games.value).split('\r\n');
    expect(head.split(',').slice(10)).toEqual([
      'mode',
      'against',
      'pace',
      'their seconds',
      'their moves',
      'cards home',
      'their cards home',
      'end',
    ]);
    expect(race.split(',').slice(10)).toEqual(['race', 'friend', '', '130', '118', '', '', '']);
    expect(duel.split(',').slice(1, 5)).toEqual(['double-solitaire/strong', '3', 'draw=3 strength=strong', 'lost']);
    expect(duel.split(',').slice(10)).toEqual(['double-solitaire', 'computer', '', '', '', '0', '0', 'left']);
  });

  it('refuses a line whose other side does not read, and keeps reading lines with none', () => {
    const line = formatPastGame({
      uid: 'g1',
      at: NOON,
      level: 'double-solitaire/casual',
      won: true,
      seconds: 300,
      moves: 200,
      score: 0,
      hints: 0,
      undos: 0,
      link: formatDuelLink({ n: 9, draw: 1, strength: 'casual' }),
      versus: { kind: 'duel', home: [52, 30], why: 'all-home' },
    });
    expect(parsePastGame(line)?.versus).toEqual({ kind: 'duel', home: [52, 30], why: 'all-home' });
    expect(parsePastGame(line.replace('vs=duel:52:30', 'vs=duel:99:30'))).toBeNull();
    expect(parsePastGame(line.replace('#duel=9', '#duel=99999999999'))).toBeNull();
    expect(parseVersus('vs=race:computer:-:10:10')).toBeNull();
    expect(parseVersus('vs=race:computer:steady:-:-')).toEqual({
      kind: 'race',
      rival: 'computer',
      pace: 'steady',
      them: null,
    });
  });
});
