/**
 * The history keeps a game's moves for its replay (models/past-games.ts, persist/past-games.ts), in
 * storage.local only, within a bound: the newest MAX_REPLAYS games, of up to MAX_REPLAY_MOVES moves each.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeEach, describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { DEFAULT_RULES, dealFromNumber, legalMoves, type Move } from '../../engine';
import { compactMoves } from '../../engine/compact';
import { replayOf } from '../../models/line-steps';
import {
  formatPastGame,
  MAX_REPLAY_MOVES,
  MAX_REPLAYS,
  mergePastGames,
  type PastGame,
  parsePastGame,
} from '../../models/past-games';
import { PastGamesLog } from '../../models/persist/past-games';
import { MemoryKV } from '../../models/storage/kv';
import { parsePastGames } from '../../models/storage/past-games-record';
import { versionedItems } from '../../models/storage/wxt-kv';
import { Browser, Clock, settle } from '../support/world';

const NOON = Date.UTC(2026, 11, 6, 12);

const game = (over: Partial<PastGame> = {}): PastGame => ({
  uid: 'g1',
  at: NOON,
  level: 'normal',
  won: false,
  seconds: 60,
  moves: 3,
  score: 0,
  hints: 0,
  undos: 0,
  link: '#deal=12345&draw=1&passes=unlimited&f2t=1&scoring=standard',
  ...over,
});

describe('the history keeps the moves of a game for its replay', () => {
  it('keeps the moves of a game that ends, which a new tab reads and replays to its end; none reach storage.sync', async () => {
    const clock = new Clock();
    const browser = new Browser('dev-a', clock);
    const tab = await browser.open(dealFromNumber(5));
    // Moves of every kind the deal allows first, then draws: a lost game of a dozen moves.
    for (let i = 0; i < 12; i++) {
      const [first] = legalMoves(tab.table.state.value.position);
      tab.table.play(first);
    }
    const played = tab.table.game.value.moves;
    const end = tab.table.state.value.position;
    clock.now = NOON;
    tab.table.deal(dealFromNumber(6), 6, 'normal', DEFAULT_RULES);
    await settle();
    const [kept] = tab.persistence.pastGames.value;
    expect(kept).toMatchObject({ won: false, moves: 12, replay: compactMoves(played) });
    const other = await browser.open();
    const [read] = other.persistence.pastGames.value;
    expect(read).toEqual(kept);
    expect(replayOf(read)?.positions.at(-1)).toEqual(end);
    await clock.advance(120_000);
    const synced = JSON.stringify([...browser.sync.data.entries()]);
    expect(synced).toContain(kept.uid);
    expect(synced).not.toContain('replay');
    expect(synced).not.toContain(` m=`);
  });

  it('keeps a game longer than 2,000 moves without its moves, and a duel’s without any', () => {
    const log = new PastGamesLog({ local: new MemoryKV(), refuse: async () => {} }, () => NOON);
    const draws = (n: number): Move[] => Array.from({ length: n }, () => ({ type: 'draw' }));
    const result = {
      uid: 'x',
      level: 'normal',
      won: false,
      seconds: 9,
      score: 0,
      hints: 0,
      link: game().link,
    } as const;
    log.onResult({ ...result, uid: 'at-the-bound' }, draws(MAX_REPLAY_MOVES));
    log.onResult({ ...result, uid: 'past-it' }, draws(MAX_REPLAY_MOVES + 1));
    log.onResult({ ...result, uid: 'duel', link: '#duel=3&draw=3&strength=strong' }, draws(5));
    const byUid = Object.fromEntries(log.games.value.map((g) => [g.uid, g.replay?.length ?? 0]));
    expect(byUid).toEqual({ 'at-the-bound': MAX_REPLAY_MOVES, 'past-it': 0, duel: 0 });
  });

  it('keeps the moves of the newest 100 games; an older game keeps its row without them', () => {
    const games = Array.from({ length: MAX_REPLAYS + 5 }, (_, i) =>
      game({ uid: `g${i}`, at: NOON - i, replay: '!#$' }),
    );
    const merged = mergePastGames(games, []);
    expect(merged).toHaveLength(MAX_REPLAYS + 5);
    expect(merged.map((g) => g.replay ?? null)).toEqual([...Array(MAX_REPLAYS).fill('!#$'), ...Array(5).fill(null)]);
    expect(merged.slice(MAX_REPLAYS).map(formatPastGame)).toEqual(
      games.slice(MAX_REPLAYS).map((g) => formatPastGame({ ...g, replay: undefined })),
    );
  });

  it('an import counts the games it brings, not one of ours whose moves it pushed past the newest 100', () => {
    let at = NOON - 1000;
    const log = new PastGamesLog({ local: new MemoryKV(), refuse: async () => {} }, () => at++);
    const result = { level: 'normal', won: false, seconds: 9, score: 0, hints: 0, link: game().link } as const;
    for (let i = 0; i < MAX_REPLAYS; i++) log.onResult({ ...result, uid: `ours-${i}` }, [{ type: 'draw' }]);
    expect(log.games.value.filter((g) => g.replay !== undefined)).toHaveLength(MAX_REPLAYS);
    expect(log.add([game({ uid: 'theirs', at: NOON })])).toBe(1);
    // The oldest of ours keeps its row; its moves go, as the bound says.
    const last = log.games.value.at(-1);
    expect([log.games.value.length, last?.uid, last?.replay]).toEqual([MAX_REPLAYS + 1, 'ours-0', undefined]);
  });

  it('writes its moves at the end of the game’s line, which reads back as written; moves on a duel’s line, or letters no move has, do not read', () => {
    const g = game({ replay: compactMoves([{ type: 'draw' }, { type: 'tableau-tableau', from: 0, to: 3 }]) });
    const line = formatPastGame(g);
    expect(line.endsWith(` m=${g.replay}`)).toBe(true);
    expect(parsePastGame(line)).toEqual(g);
    expect(parsePastGame(`${formatPastGame(game({ link: '#duel=3&draw=3&strength=strong' }))} m=!!`)).toBeNull();
    expect(parsePastGame(`${formatPastGame(game())} m=a|b`)).toBeNull();
    expect(parsePastGame(`${formatPastGame(game())} m=${'!'.repeat(2 * MAX_REPLAY_MOVES + 1)}`)).toBeNull();
  });
});

describe('a row written by a later version', () => {
  it('reads as the game it records, fields after those this version knows passed over, never set aside', () => {
    const g = game({ replay: compactMoves([{ type: 'draw' }]) });
    expect(parsePastGame(`${formatPastGame(g)} t2=abc note=x`)).toEqual(g);
    expect(parsePastGame(`${formatPastGame(game())} seed=42`)).toEqual(game());
    // What this version knows keeps its bounds: damaged moves, or a field with no name, are still damage.
    expect(parsePastGame(`${formatPastGame(game())} m=a|b seed=42`)).toBeNull();
    expect(parsePastGame(`${formatPastGame(game())} =42`)).toBeNull();
  });
});

describe('a history written before rows kept moves (version 1, test/fixtures/records/history-v1.json)', () => {
  beforeEach(() => fakeBrowser.reset());

  it('is migrated to version 2 row for row: every row kept as written, none with a replay', async () => {
    const fixture = JSON.parse(readFileSync(join(__dirname, '../fixtures/records/history-v1.json'), 'utf8'));
    const rows = fixture.local.history as string[];
    await fakeBrowser.storage.local.set(fixture.local);
    await versionedItems();
    const stored = await fakeBrowser.storage.local.get(['history', 'history$']);
    expect(stored.history$).toEqual({ v: 2 });
    expect(stored.history).toEqual(rows);
    const read = parsePastGames(stored.history);
    if (!read.ok) throw new Error(read.message);
    expect(read.value.unread).toBe(0);
    expect(read.value.games.map(formatPastGame)).toEqual(rows);
    expect(read.value.games.filter((g) => g.replay !== undefined)).toEqual([]);
  });
});
