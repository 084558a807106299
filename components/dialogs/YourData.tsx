import { useState } from 'preact/hooks';
import type { Result } from '../../engine/result';
import type { FileRefusal } from '../../models/export-file';
import { exportAll, type ImportFailure, type Imported, importAll } from '../../models/transfer';
import { t, tn } from '../../models/words';
import { usePage } from '../app-context';
import { download } from '../download';

/** The largest file an import reads. */
const MAX_FILE = 4 * 1024 * 1024;

/** Settings › Your data: everything in one file, and a file from another browser or profile taken in. */
export function YourData() {
  const { app } = usePage();
  const [said, say] = useState('');
  return (
    <fieldset class="your-data">
      <legend>{t('data.legend')}</legend>
      <small class="note">{t('data.note')}</small>
      <button
        type="button"
        onClick={() => {
          const text = exportAll(app);
          if (text) download(text, `klondike-tab-${new Date().toISOString().slice(0, 10)}.json`, 'application/json');
          say(text ? t('data.exported') : t('data.notRead'));
        }}
      >
        {t('data.export')}
      </button>
      <label>
        {t('data.import')}{' '}
        <input
          type="file"
          accept=".json,application/json"
          onChange={async (e) => {
            const file = e.currentTarget.files?.[0];
            e.currentTarget.value = '';
            if (!file) return;
            // An export is a few hundred kilobytes at most: a bigger file is not one (and would stall the page).
            if (file.size > MAX_FILE) {
              say(t('data.refused', why('tooBig')));
              return;
            }
            say(outcome(await importAll(app, await file.text())));
          }}
        />
      </label>
      <p role="status" class="note">
        {said}
      </p>
    </fieldset>
  );
}

/** What became of the file's game and the one on the table, in words (none when the table was not touched). */
const GAME_WORDS = {
  none: null,
  free: 'data.andGame',
  shelved: 'data.andGameKept',
  taken: 'data.notItsGame',
} as const;

/** What an import did, in words: what it took in, or why it took nothing (or less than all). */
function outcome(r: Result<Imported, ImportFailure>): string {
  if (r.ok) {
    const { devices, games, table } = r.value;
    const words = GAME_WORDS[table];
    const game = words ? t(words) : '';
    return t('data.imported', tn('data.browsers', devices), tn('data.games', games), game);
  }
  if (r.code === 'notRead') return t('data.notRead');
  if (r.code === 'quota') return t('data.quota');
  return t('data.refused', why(r.code, r.message));
}

/** The refusals whose reason names what the file has wrong (a format number, a path, fields, a record's complaint). */
const DETAILED = ['version', 'damaged', 'settings', 'stats', 'game'] as const;
const detailed = (code: string): code is (typeof DETAILED)[number] => (DETAILED as readonly string[]).includes(code);

/** Why a file was refused, in words; `detail` is what it has wrong as the file itself names it, shown as is. */
const why = (code: FileRefusal | 'tooBig', detail = ''): string =>
  detailed(code) ? t(`data.why.${code}`, detail) : t(`data.why.${code}`);
