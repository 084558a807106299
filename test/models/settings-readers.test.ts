/**
 * Settings come from four places, each read at its edge: storage.local's and storage.sync's record, an imported
 * file, and the first paint's copy in localStorage. Whatever they hold, what is read is settings that travel
 * in the one storage.sync item they have.
 */
import fc from 'fast-check';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { formatExportFile, parseExportFile } from '../../models/export-file';
import { localKey } from '../../models/local-store';
import { DEFAULT_SETTINGS, FIGURES, loadSettings, type SettingsData } from '../../models/settings';
import { KEYS } from '../../models/storage/records';
import { orNull } from '../../models/storage/read';
import { parseSyncSettings } from '../../models/storage/settings-record';
import { MAX_REV } from '../../models/sync/clock';
import { itemBytes, QUOTA } from '../support/sync-service';

/** localStorage for loadSettings, in memory. */
const kept = new Map<string, string>();

beforeEach(() => {
  kept.clear();
  vi.stubGlobal('localStorage', {
    getItem: (k: string) => kept.get(k) ?? null,
    setItem: (k: string, v: string) => kept.set(k, v),
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
});

/** What each reader makes of settings holding `change` (null: the reader refused the copy whole). */
function readers(change: Record<string, unknown>) {
  const data = { ...DEFAULT_SETTINGS, ...change };
  const file = parseExportFile(
    formatExportFile({ settings: data as unknown as SettingsData, stats: [], history: [], table: null }),
  );
  kept.set(localKey('settings'), JSON.stringify(data));
  return {
    storage: orNull(parseSyncSettings({ rev: { n: 1, d: 'dev-one000/t0' }, data }))?.data ?? null,
    file: file.ok ? file.value.settings : null,
    firstPaint: loadSettings(),
  };
}

describe('settings read from any copy', () => {
  it('hide each figure once, however often the copy names it, in every reader (and take the copy)', () => {
    expect(readers({ hide: Array(2000).fill('score') })).toEqual({
      storage: { ...DEFAULT_SETTINGS, hide: ['score'] },
      file: { ...DEFAULT_SETTINGS, hide: ['score'] },
      firstPaint: { ...DEFAULT_SETTINGS, hide: ['score'] },
    });
    const { storage, file, firstPaint } = readers({ hide: ['time', 'score', 'time', 'moves', 'score'], sound: true });
    for (const settings of [storage, file, firstPaint]) expect(settings?.hide).toEqual(['time', 'score', 'moves']);
    // Nothing was damaged: the first paint's copy is not set aside.
    expect([...kept.keys()]).toEqual([localKey('settings')]);
  });

  it('fit the one storage.sync item the settings travel in, with the largest revision', () => {
    const rev = { n: MAX_REV, d: 'd'.repeat(64) };
    fc.assert(
      fc.property(
        fc.record(
          {
            hide: fc.oneof(
              fc.array(fc.constantFrom(...FIGURES), { maxLength: 3000, size: 'max' }),
              fc.array(fc.anything(), { maxLength: 50 }),
            ),
            game: fc.anything(),
            level: fc.anything(),
            custom: fc.anything(),
            theme: fc.anything(),
          },
          { requiredKeys: ['hide'] },
        ),
        (change) => {
          // A file refused whole (a damaged field) leaves nothing to write: the other readers always read.
          const read = Object.values(readers(change)).filter((s): s is SettingsData => s !== null);
          expect(read.length).toBeGreaterThanOrEqual(2);
          for (const settings of read) {
            expect(itemBytes(KEYS.syncSettings, { rev, data: settings })).toBeLessThanOrEqual(QUOTA.perItem);
            expect(new Set(settings.hide).size).toBe(settings.hide.length);
          }
        },
      ),
      { numRuns: 200 },
    );
  });
});
