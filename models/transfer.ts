import { fail, ok, type Result } from '../engine/result';
import type { App } from './app';
import { formatExportFile, parseExportFile } from './export-file';

/** What an import changed, for the player to read. */
export interface Imported {
  readonly devices: number;
  readonly games: number;
  readonly table: boolean;
  /** The game under way here went on the shelf for the file's. */
  readonly shelved: boolean;
}

/** Everything this browser has, as one file's text (once storage is read: null before). */
export function exportAll(app: App): string | null {
  const p = app.persistence.value;
  if (!p) return null;
  const { stats, history } = p.exported();
  return formatExportFile({ settings: app.settings.data.value, stats, history, table: app.table.saved() });
}

/**
 * Takes in a file another browser exported: read whole first (nothing changes when it does not read), then
 * the settings, the statistics and the history merged (each browser's counters and each game once: the
 * same file twice changes nothing), and its game on the table (the one under way here shelved).
 */
export async function importAll(app: App, text: string): Promise<Result<Imported, 'refused'>> {
  const p = app.persistence.value;
  if (!p) return fail('refused', 'Browser storage is not read yet: try again in a moment.');
  const file = parseExportFile(text);
  if (!file.ok) return fail('refused', `That file was not imported: ${file.message}. Nothing was changed.`);
  const { settings, stats, history, table } = file.value;
  if (JSON.stringify(settings) !== JSON.stringify(app.settings.data.value)) app.settings.update(settings);
  try {
    return ok(await p.imported(stats, history, table));
  } catch {
    return fail(
      'refused',
      'The file was imported but for its statistics, which browser sync storage refused (its quota?).',
    );
  }
}
