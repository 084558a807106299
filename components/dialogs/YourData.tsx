import { useState } from 'preact/hooks';
import { importedText, refusedText } from '../../models/import-words';
import { exportAll, importAll } from '../../models/transfer';
import { t } from '../../models/words';
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
              say(refusedText('tooBig'));
              return;
            }
            say(importedText(await importAll(app, await file.text())));
          }}
        />
      </label>
      <p role="status" class="note">
        {said}
      </p>
    </fieldset>
  );
}
