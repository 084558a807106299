import * as v from 'valibot';
import { KLONDIKE } from '../engine';
import { fail, ok, type Result } from '../engine/result';
import { formatPastGame, type PastGame } from './past-games';
import type { SavedTable } from './saved-table';
import { readSavedTable } from './storage/saved-table';
import { DEFAULT_SETTINGS, parseSettings, type SettingsData } from './settings';
import { parseDeviceStats, type StoredStats } from './storage/device-stats';
import { parsePastGames } from './storage/past-games-record';

/**
 * "Take it with you": everything a player has here in one file, to import in another browser or profile
 * (their sync accounts differ: Chrome's and Firefox's never meet). JSON, read at the edge like any record:
 * a file that is not ours, from a later version, or damaged anywhere is refused whole, with the reason,
 * before anything is changed.
 */
export interface ExportFile {
  readonly settings: SettingsData;
  /** Every browser's statistics known where it was made (each counts each game once). */
  readonly stats: readonly StoredStats[];
  readonly history: readonly PastGame[];
  /** The game on the table (read as counted when it was won: see parseExportFile). */
  readonly table: SavedTable | null;
}

const FORMAT = 'klondike-tab export';
const VERSION = 1;
/** Browsers' statistics a file may carry: more than any player has, fewer than a hostile file could hold. */
const MAX_DEVICES = 64;

/** What says whose file it is and which version made it: read before the rest. */
const HeadSchema = v.object({ format: v.literal(FORMAT), version: v.number() });

const FileSchema = v.object({
  format: v.literal(FORMAT),
  version: v.literal(VERSION),
  settings: v.unknown(),
  stats: v.pipe(v.array(v.unknown()), v.maxLength(MAX_DEVICES)),
  history: v.unknown(),
  table: v.unknown(),
});

export function formatExportFile(f: ExportFile): string {
  const { settings, stats, history, table } = f;
  return JSON.stringify({
    format: FORMAT,
    version: VERSION,
    settings,
    stats,
    history: history.map(formatPastGame),
    table,
  });
}

/**
 * Why a file is refused, for the page to word (a reason a player can act on). The failure's message is
 * what the file has wrong as the file itself names it, shown as is: the format number (version), a path
 * (damaged), the settings' fields (settings), the statistics' or the game's own complaint (stats, game);
 * empty for the others.
 */
export type FileRefusal =
  | 'notJson'
  | 'notOurs'
  | 'version'
  | 'damaged'
  | 'shape'
  | 'settings'
  | 'settingsShape'
  | 'stats'
  | 'history'
  | 'game';

/** Reads a file as formatExportFile wrote it; anything else is refused, saying why. */
export function parseExportFile(text: string): Result<ExportFile, FileRefusal> {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return fail('notJson', '');
  }
  const head = v.safeParse(HeadSchema, data);
  if (!head.success) return fail('notOurs', '');
  if (head.output.version !== VERSION) return fail('version', String(head.output.version));
  const top = v.safeParse(FileSchema, data);
  if (!top.success) {
    const path = v.getDotPath(top.issues[0]);
    return path ? fail('damaged', path) : fail('shape', '');
  }
  const f = top.output;
  // Every setting is in a file this version writes: one missing is damage, not a default to fall back to.
  const raw = f.settings;
  const record = typeof raw === 'object' && raw !== null && !Array.isArray(raw);
  const dropped = record ? Object.keys(DEFAULT_SETTINGS).filter((k) => !(k in raw)) : [];
  const settings = parseSettings(raw, dropped);
  if (!record) return fail('settingsShape', '');
  if (dropped.length > 0) return fail('settings', dropped.join(', '));
  // Which figures to hide is read as a set (settings.ts): a figure named twice is the same choice, not damage.
  const { hide: _, ...chosen } = settings;
  const mendedSetting = mended(chosen, raw);
  if (mendedSetting !== null) return fail('settings', mendedSetting);
  const stats: StoredStats[] = [];
  for (const s of f.stats) {
    const r = parseDeviceStats(s);
    if (!r.ok) return fail('stats', r.message);
    const { levels, resets, n } = r.value;
    const at = mended({ levels, resets, n }, s);
    if (at !== null) return fail('stats', at);
    stats.push(r.value);
  }
  const history = parsePastGames(f.history);
  if (!history.ok || history.value.unread > 0) return fail('history', '');
  if (f.table === null) return ok({ settings, stats, history: history.value.games, table: null });
  const table = readSavedTable(f.table);
  if (!table.ok) return fail('game', table.message);
  const at = mended(table.value, f.table);
  if (at !== null) return fail('game', at);
  // A won game is over: leaving it counts nothing, whatever the file's flag says (a flag cannot earn a win).
  const counted = table.value.counted || reachedWin(table.value);
  return ok({ settings, stats, history: history.value.games, table: { ...table.value, counted } });
}

/**
 * Where a lenient reader mended what it read (a count out of bounds read as 0, a damaged level as empty, a
 * field missing as its default), as a dot path; null when it took every value it kept as the file has it.
 * Storage's readers salvage what they can, so that the page goes on; a file the player chose to import is
 * refused whole instead, before anything changes. Values the reader does not keep are not looked at.
 */
function mended(read: unknown, raw: unknown, path = ''): string | null {
  if (read === raw) return null;
  const object = (x: unknown): x is Record<string, unknown> => typeof x === 'object' && x !== null;
  if (!object(read) || !object(raw) || Array.isArray(read) !== Array.isArray(raw)) return path;
  if (Array.isArray(read) && Array.isArray(raw) && read.length !== raw.length) return path;
  for (const [key, value] of Object.entries(read)) {
    const at = mended(value, raw[key], path ? `${path}.${key}` : key);
    if (at !== null) return at;
  }
  return null;
}

/** Whether a saved game was won: its moves end won, or did before moves were taken back (a win that stands). */
function reachedWin(t: SavedTable): boolean {
  const read = KLONDIKE.readGame(t.game);
  if (!read.ok) return false;
  const game = read.value;
  const shown = KLONDIKE.replayFrom(game, 0, KLONDIKE.startState(game), game.moves.length);
  if (!shown.ok || shown.value.won) return shown.ok;
  const timeline = { ...game, moves: [...game.moves, ...[...game.undone].reverse()] };
  const last = KLONDIKE.replayFrom(timeline, game.moves.length, shown.value, timeline.moves.length);
  return last.ok && last.value.won;
}
