import { fail, ok, type Result } from '../engine/result';
import type { App } from './app';
import { formatExportFile, parseExportFile, type FileRefusal } from './export-file';
import type { TableTaken } from './persist/offers';

/** What an import changed, for the player to read. */
export interface Imported {
  /** Whether the file's settings differed from this browser's (and were taken). */
  readonly settings: boolean;
  readonly devices: number;
  readonly games: number;
  /**
   * The file's game: 'none' when it has none or it is the game on the table already; else what became of the
   * game here: nothing to keep ('free') or shelved, the file's game now on the table; or 'taken': a game under
   * way here and another on the shelf, so the file's game was not put on the table (importing the file again
   * once one of them is over puts it there, and changes nothing else).
   */
  readonly table: 'none' | TableTaken;
}

/** Everything this browser has, as one file's text (once storage is read: null before). */
export function exportAll(app: App): string | null {
  const p = app.persistence.value;
  if (!p) return null;
  const { stats, history } = p.exported();
  return formatExportFile({ settings: app.settings.data.value, stats, history, table: app.table.saved() });
}

/**
 * Why an import changed nothing, for the page to word: storage not read yet, or the file refused (see
 * FileRefusal); or, for `quota`, everything but the statistics was taken in.
 */
export type ImportFailure = 'notRead' | FileRefusal | 'quota';

/**
 * Takes in a file another browser exported: read whole first (nothing changes when it does not read), then
 * the settings, the statistics and the history merged (each browser's counters and each game once: the
 * same file twice changes nothing), and its game on the table where no game under way is dropped for it.
 */
export async function importAll(app: App, text: string): Promise<Result<Imported, ImportFailure>> {
  const p = app.persistence.value;
  if (!p) return fail('notRead', '');
  const file = parseExportFile(text);
  if (!file.ok) return file;
  const { settings, stats, history, table } = file.value;
  const changed = JSON.stringify(settings) !== JSON.stringify(app.settings.data.value);
  if (changed) app.settings.update(settings);
  try {
    return ok({ settings: changed, ...(await p.imported(stats, history, table)) });
  } catch {
    return fail('quota', '');
  }
}
