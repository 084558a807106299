import { useState } from 'preact/hooks';
import { exportAll, importAll } from '../../models/transfer';
import { usePage } from '../app-context';
import { download } from '../download';

/** The largest file an import reads. */
const MAX_FILE = 4 * 1024 * 1024;

const plural = (n: number, one: string) => `${n} ${one}${n === 1 ? '' : 's'}`;

/** Settings › Your data: everything in one file, and a file from another browser or profile taken in. */
export function YourData() {
  const { app } = usePage();
  const [said, say] = useState('');
  return (
    <fieldset class="your-data">
      <legend>Your data</legend>
      <small class="note">
        Settings, statistics, the history and the game on the table, in one file: to take to another browser or profile
        (Chrome’s and Firefox’s sync never meet).
      </small>
      <button
        type="button"
        onClick={() => {
          const text = exportAll(app);
          if (text) download(text, `klondike-tab-${new Date().toISOString().slice(0, 10)}.json`, 'application/json');
          say(text ? 'Exported.' : 'Browser storage is not read yet: try again in a moment.');
        }}
      >
        Export everything
      </button>
      <label>
        Import a file{' '}
        <input
          type="file"
          accept=".json,application/json"
          onChange={async (e) => {
            const file = e.currentTarget.files?.[0];
            e.currentTarget.value = '';
            if (!file) return;
            // An export is a few hundred kilobytes at most: a bigger file is not one (and would stall the page).
            if (file.size > MAX_FILE) {
              say('That file was not imported: it is far bigger than an export. Nothing was changed.');
              return;
            }
            const r = await importAll(app, await file.text());
            say(
              r.ok
                ? `Imported: the settings, statistics from ${plural(r.value.devices, 'browser')}, ${plural(r.value.games, 'game')} of history${
                    r.value.table
                      ? `, and its game, now on the table${r.value.shelved ? ' (the one under way here is kept: Resume it)' : ''}`
                      : ''
                  }.`
                : r.message,
            );
          }}
        />
      </label>
      <p role="status" class="note">
        {said}
      </p>
    </fieldset>
  );
}
