/**
 * The games on the page as sessions (models/session): one clock that runs for the game on show alone, one
 * rule for when leaving counts, and one title to name a game by. The table's game and a duel are the two
 * modes plugged in today.
 */
import { signal } from '@preact/signals';
import { describe, expect, it } from 'vitest';
import { DEFAULT_RULES, dealFromNumber, KLONDIKE, parseMoves } from '../../engine';
import { ownHome } from '../../engine/duel/duel';
import { shapeOf } from '../../engine/games';
import { createDuel } from '../../models/duel-model';
import { type DuelRecord, freshDuel, parseDuelRecord } from '../../models/duel-record';
import { createTable } from '../../models/game';
import { freshTable } from '../../models/saved-table';
import { duelSession } from '../../models/session/duel-session';
import { createSessionHost } from '../../models/session/host';
import { sessionTitle } from '../../models/session/session';
import { tableSession } from '../../models/session/table-session';
import type { GameResult } from '../../models/table-model';
import { quickWin } from '../support/deals';
import { decidedDuel } from '../support/duels';
import { realSolver } from '../support/solver';

const QUICK_WIN = quickWin();
const solver = realSolver();

function spiderTable() {
  const results: GameResult[] = [];
  const deal = dealFromNumber(7, shapeOf('spider-klondike'));
  const table = createTable(freshTable(deal, 7, 'normal', DEFAULT_RULES), {
    variant: KLONDIKE,
    autoCollect: () => false,
    onResult: (r) => results.push(r),
    onSave: () => {},
    newUid: () => 'spider-game',
  });
  return { table, results };
}

/** Duel 3: the player starts. Nothing of the computer's runs (its turn waits on a clock never run). */
function duel(n = 3, record: DuelRecord = freshDuel(n, 3, 'casual', 'duel-1')) {
  const read = parseDuelRecord(record);
  if (!read.ok) throw new Error(read.message);
  const results: GameResult[] = [];
  const model = createDuel(read.value, {
    onSave: () => {},
    onResult: (r) => results.push(r),
    schedule: () => () => {},
    pace: () => 500,
    active: () => true,
    newUid: () => 'duel-2',
  });
  return { model, results };
}

function host(record?: DuelRecord) {
  const { table, results } = spiderTable();
  const sessions = createSessionHost(tableSession(table, solver()));
  const d = duel(3, record);
  const open = signal(false);
  sessions.attachDuel(signal(duelSession(d.model)), open);
  return { table, results, sessions, duel: d.model, duelResults: d.results, open };
}

const tick = (sessions: { tick(): void }, seconds: number) => {
  for (let i = 0; i < seconds; i++) sessions.tick();
};

describe('one clock', () => {
  it('runs for the game on show alone: a Spider-Klondike game set aside for a duel keeps its time', () => {
    const { table, sessions, duel, open } = host();
    table.stock();
    tick(sessions, 337);
    expect(table.elapsed.value).toBe(337);
    open.value = true; // Double Solitaire on show
    duel.stock();
    tick(sessions, 15);
    expect(table.elapsed.value).toBe(337);
    expect(duel.record.value.elapsed).toBe(15);
    open.value = false; // back to the game set aside
    tick(sessions, 2);
    expect(table.elapsed.value).toBe(339);
    expect(duel.record.value.elapsed).toBe(15);
  });

  it('runs for a game opened from someone else’s moves, which counts in no statistics', () => {
    const { table, sessions } = host();
    const moves = parseMoves('D D D');
    if (!moves.ok) throw new Error(moves.message);
    table.deal(dealFromNumber(9), 9, 'normal', DEFAULT_RULES, null, { moves: moves.value, auto: '000' });
    tick(sessions, 10);
    expect(table.elapsed.value).toBe(10);
    expect(sessions.table.leaveCounts.value).toBe(false);
    expect(table.borrowed.value).toBe(true);
  });

  it('stops while the game is paused', () => {
    const { table, sessions } = host();
    table.stock();
    table.pause(true);
    tick(sessions, 5);
    expect(table.elapsed.value).toBe(0);
    table.pause(false);
    tick(sessions, 5);
    expect(table.elapsed.value).toBe(5);
  });
});

describe('one rule for leaving', () => {
  it('warns of a duel only while one is under way: not a fresh one, not one over', () => {
    const { sessions, duel, open } = host();
    open.value = true;
    expect(sessions.ending('duel')).toBeNull();
    duel.stock();
    expect(sessions.ending('duel')?.uid.value).toBe('duel-1');
    duel.deal(4, 3, 'casual'); // the one under way counts as a loss, and a fresh one is on show
    expect(sessions.ending('duel')).toBeNull();
  });

  it('counts the duel left exactly when it warned', () => {
    const { sessions, duel, duelResults } = host();
    const warned: boolean[] = [];
    for (const move of [false, true]) {
      if (move) duel.stock();
      warned.push(sessions.ending('duel') !== null);
      const before = duelResults.length;
      duel.deal(5, 3, 'casual');
      expect(duelResults.length - before).toBe(warned[warned.length - 1] ? 1 : 0);
    }
    expect(warned).toEqual([false, true]);
  });

  it('names the game of the table a new deal leaves, though a duel is on show: the one set aside', () => {
    const { table, sessions, open, results } = host();
    table.stock();
    tick(sessions, 337);
    open.value = true;
    const leaving = sessions.ending('table');
    expect(leaving && sessionTitle(leaving)).toBe('Spider-Klondike · Normal · 5:37');
    expect(sessions.setAside.value).toBe(sessions.table);
    table.deal(dealFromNumber(8), 8, 'normal', DEFAULT_RULES);
    expect(results).toHaveLength(1);
    expect(sessions.ending('table')).toBeNull();
  });
});

describe('one end', () => {
  it('owes the results of a game won on show once: shown, they are not owed again', () => {
    const { table, sessions } = host();
    expect(sessions.owed.value).toBeNull();
    table.deal(QUICK_WIN.deal, null, 'normal', DEFAULT_RULES);
    for (const m of QUICK_WIN.line.slice(0, -1)) table.play(m);
    expect(sessions.owed.value).toBeNull();
    table.play(QUICK_WIN.line[QUICK_WIN.line.length - 1]);
    expect(sessions.owed.value).toBe(sessions.table);
    sessions.shown();
    expect(sessions.owed.value).toBeNull();
  });

  it('owes a decided duel’s results while it is on show', () => {
    const { sessions, open } = host(decidedDuel(6));
    expect(sessions.owed.value).toBeNull();
    open.value = true;
    expect(sessions.owed.value?.mode.value.name).toBe('double-solitaire');
    sessions.shown();
    expect(sessions.owed.value).toBeNull();
  });

  it('owes none of a game set aside: the won game of the table waits until it is on show again', () => {
    const { table, sessions, open } = host();
    table.deal(QUICK_WIN.deal, null, 'normal', DEFAULT_RULES);
    for (const m of QUICK_WIN.line) table.play(m);
    open.value = true; // the duel on show: the won game of the table is set aside, its results not owed here
    expect(sessions.owed.value).toBeNull();
    open.value = false;
    expect(sessions.owed.value).toBe(sessions.table);
  });
});

describe('how a game ended, by its mode', () => {
  it('says a race lost to a friend’s run is the friend’s, though the player won the game, in its results', () => {
    const { table, sessions } = host();
    // The friend won in the same second with one move: the player, with more, is slower.
    table.deal(QUICK_WIN.deal, null, 'normal', DEFAULT_RULES, { kind: 'friend', seconds: 0, moves: 1 });
    expect(sessions.table.mode.value.name).toBe('challenge');
    for (const m of QUICK_WIN.line) table.play(m);
    expect(sessions.table.outcome.value).toEqual({
      winner: 'other',
      why: 'slower',
      runs: [
        { seconds: 0, moves: QUICK_WIN.line.length },
        { seconds: 0, moves: 1 },
      ],
    });
    expect(sessions.owed.value).toBe(sessions.table);
  });

  it('plays a game opened from a link in a mode that counts in no statistics, and a game alone in one that counts', () => {
    const { table, sessions } = host();
    expect(sessions.table.mode.value).toMatchObject({ name: 'spider-klondike', counts: true });
    const moves = parseMoves('D D D');
    if (!moves.ok) throw new Error(moves.message);
    table.deal(dealFromNumber(9), 9, 'normal', DEFAULT_RULES, null, { moves: moves.value, auto: '000' });
    expect(sessions.table.mode.value).toMatchObject({ name: 'game-link', game: 'klondike', counts: false });
  });

  it('says who won a decided duel and each side’s cards home', () => {
    const { sessions, duel } = host(decidedDuel(6));
    const d = duel.game.value.duel;
    const end = duel.game.value.end;
    expect(sessions.duel.value?.outcome.value).toEqual({
      winner: end?.winner === 0 ? 'player' : end?.winner === 1 ? 'other' : null,
      why: end?.why,
      home: [ownHome(d, 0), ownHome(d, 1)],
    });
  });

  it('keeps one race model for the table’s game, made when first asked for', () => {
    const { sessions } = host();
    expect(sessions.table.race).toBe(sessions.table.race);
  });
});

describe('a session’s title', () => {
  it('says its mode, level or strength, and time', () => {
    const { sessions, duel, open } = host();
    open.value = true;
    duel.stock();
    tick(sessions, 127);
    expect(sessionTitle(sessions.active.value)).toBe('Double Solitaire · Casual · 2:07');
    expect(sessionTitle(sessions.table)).toBe('Spider-Klondike · Normal · 0:00');
  });
});
