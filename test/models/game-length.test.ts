import { shuttledDuel } from '../support/duels';
import { describe, expect, it } from 'vitest';
import { dealFromNumber, KLONDIKE, MAX_GAME_MOVES } from '../../engine';
import { compactGame } from '../../engine/compact';
import { createTable } from '../../models/game';
import { parseDuelRecord } from '../../models/duel-record';
import { formatExportFile, parseExportFile } from '../../models/export-file';
import { parseRace } from '../../models/race-record';
import { parseSavedTable, type SavedTable } from '../../models/saved-table';
import { DEFAULT_SETTINGS } from '../../models/settings';
import { parseLocalTable } from '../../models/storage/local-table';
import { parseSyncGame } from '../../models/storage/sync-game';
import { longGame } from '../support/long-game';

// One limit on a game's length (engine/bounds.ts) in every stored record, and on the table: no game is
// played past what its records read back.

const tooLong = `a game holds at most ${MAX_GAME_MOVES} moves`;

describe('a stored game', () => {
  it(`of ${MAX_GAME_MOVES} moves reads back; one more is refused, saying so`, () => {
    expect(parseSavedTable(longGame(MAX_GAME_MOVES))).toMatchObject({ ok: true });
    expect(parseSavedTable(longGame(MAX_GAME_MOVES + 1))).toEqual({
      ok: false,
      code: 'refused',
      message: `game: ${tooLong}`,
    });
    const local = (table: SavedTable) => parseLocalTable({ rev: { n: 1, d: 'dev-a/t0' }, table, shelf: null });
    expect(local(longGame(MAX_GAME_MOVES))).toMatchObject({ ok: true });
    expect(local(longGame(MAX_GAME_MOVES + 1))).toMatchObject({ ok: false, message: `table: game: ${tooLong}` });
  });

  it(`in an exported file of ${MAX_GAME_MOVES} moves is imported; one more refuses the file, saying why`, () => {
    const file = (n: number) =>
      formatExportFile({
        settings: DEFAULT_SETTINGS,
        stats: [],
        history: [],
        table: { ...longGame(n), hints: 0, undos: 0 },
      });
    expect(parseExportFile(file(MAX_GAME_MOVES))).toMatchObject({ ok: true });
    expect(parseExportFile(file(MAX_GAME_MOVES + 1))).toEqual({ ok: false, code: 'game', message: `game: ${tooLong}` });
  });

  it(`copied to sync of ${MAX_GAME_MOVES} moves reads back; one more is refused`, () => {
    const copy = (n: number) => {
      const saved = longGame(n);
      return {
        rev: { n: 1, d: 'dev-a/t0' },
        uid: saved.uid,
        level: saved.level,
        elapsed: 0,
        ended: false,
        carry: 0,
        g: compactGame(saved.game, 1, dealFromNumber(1)),
      };
    };
    expect(parseSyncGame(copy(MAX_GAME_MOVES))).toMatchObject({ ok: true });
    expect(parseSyncGame(copy(MAX_GAME_MOVES + 1))).toMatchObject({ ok: false, message: `g: ${tooLong}` });
  });

  it(`in a friend's race carries a move count of ${MAX_GAME_MOVES} at most (a longer challenge is refused)`, () => {
    expect(parseRace({ kind: 'friend', seconds: 60, moves: MAX_GAME_MOVES })).toEqual({
      kind: 'friend',
      seconds: 60,
      moves: MAX_GAME_MOVES,
    });
    expect(parseRace({ kind: 'friend', seconds: 60, moves: MAX_GAME_MOVES + 1 })).toBeNull();
  });

  it(`of Double Solitaire of ${MAX_GAME_MOVES} moves reads back, called; one more is refused before it is played`, () => {
    // A card shuttled between two columns: legal, and no stall ends it, only the most moves a game may hold.
    const most = parseDuelRecord(shuttledDuel(MAX_GAME_MOVES));
    expect(most.ok && most.value.game.end?.why).toBe('stalemate');
    expect(most.ok && most.value.game.moves).toBe(MAX_GAME_MOVES);
    expect(parseDuelRecord(shuttledDuel(MAX_GAME_MOVES + 1))).toEqual({
      ok: false,
      code: 'refused',
      message: `moves: a game holds at most ${MAX_GAME_MOVES} moves`,
    });
  });
});

describe('the table', () => {
  it(`plays no move past ${MAX_GAME_MOVES} and says it is full, so what it saves reads back; an undo frees a move`, () => {
    const saves: SavedTable[] = [];
    const table = createTable(longGame(MAX_GAME_MOVES - 1), {
      variant: KLONDIKE,
      autoCollect: () => true,
      onResult: () => {},
      onSave: (s) => saves.push(s),
    });
    expect(table.full.value).toBe(false);
    expect(table.stock()).toBe(true);
    expect(table.full.value).toBe(true);
    expect(table.stock()).toBe(false);
    expect(table.game.value.moves).toHaveLength(MAX_GAME_MOVES);
    expect(parseSavedTable(saves[saves.length - 1])).toMatchObject({ ok: true });
    table.undo();
    expect(table.full.value).toBe(false);
    expect(table.stock()).toBe(true);
    expect(table.game.value.moves).toHaveLength(MAX_GAME_MOVES);
  });
});
