import * as v from 'valibot';
import { ok } from '../../engine/result';
import { parseSettings, type SettingsData } from '../settings';
import type { Rev } from '../sync/clock';
import { check, type Read, RevSchema, type StoredRecord } from './read';

/** The settings with their revision, the same in storage.local and storage.sync. */
export interface SyncSettings {
  readonly rev: Rev;
  readonly data: SettingsData;
}

const SyncSettingsSchema = v.object({ rev: RevSchema, data: v.unknown() });

/** The envelope must check out; a damaged setting inside falls back to its default on its own. */
export function parseSyncSettings(data: unknown): Read<SyncSettings> {
  const r = check(SyncSettingsSchema, data);
  return r.ok ? ok({ rev: r.value.rev, data: parseSettings(r.value.data) }) : r;
}

const settingsIn = (area: 'local' | 'sync'): StoredRecord<SyncSettings> => ({
  area,
  key: 'settings',
  version: 1,
  migrations: {},
  read: parseSyncSettings,
});

export const localSettings = settingsIn('local');
export const syncSettings = settingsIn('sync');
