import type { Result } from '../engine/result';
import type { FileRefusal } from './export-file';
import type { ImportFailure, Imported } from './transfer';
import { t, tn } from './words';

/*
 * An import's outcome in the player's words (Settings › Your data): what the file changed, named thing by
 * thing, or that it changed nothing (the same file twice), or why it was refused.
 */

/** The file's game as one of the things taken in (none when it was not put on the table: 'taken' says why, after). */
const GAME_WORDS = {
  none: null,
  free: 'data.itsGame',
  shelved: 'data.itsGameKept',
  taken: null,
} as const;

/** What an import did, in words: what it took in, or that it changed nothing, or why it took nothing (or less than all). */
export function importedText(r: Result<Imported, ImportFailure>): string {
  if (r.ok) {
    const { settings, devices, games, table } = r.value;
    const game = GAME_WORDS[table];
    // Only what the file changed is named: the same file twice takes nothing in the second time.
    const taken = [
      ...(settings ? [t('data.settings')] : []),
      ...(devices > 0 ? [tn('data.browsers', devices)] : []),
      ...(games > 0 ? [tn('data.games', games)] : []),
      ...(game ? [t(game)] : []),
    ];
    const said =
      taken.length > 0
        ? t('data.imported', new Intl.ListFormat(t('lang') || 'en', { type: 'conjunction' }).format(taken))
        : t(table === 'taken' ? 'data.unchangedElse' : 'data.unchanged');
    return table === 'taken' ? `${said} ${t('data.notItsGame')}` : said;
  }
  if (r.code === 'notRead') return t('data.notRead');
  if (r.code === 'quota') return t('data.quota');
  return refusedText(r.code, r.message);
}

/** The refusals whose reason names what the file has wrong (a format number, a path, fields, a record's complaint). */
const DETAILED = ['version', 'damaged', 'settings', 'stats', 'game'] as const;
const detailed = (code: string): code is (typeof DETAILED)[number] => (DETAILED as readonly string[]).includes(code);

/** That a file was refused and why, in words; `detail` is what it has wrong as the file itself names it, shown as is. */
export const refusedText = (code: FileRefusal | 'tooBig', detail = ''): string =>
  t('data.refused', detailed(code) ? t(`data.why.${code}`, detail) : t(`data.why.${code}`));
