import { browser } from 'wxt/browser';
import { type StorageItemKey, storage } from 'wxt/utils/storage';
import type { Change, KV } from './kv';
import { KEYS } from './records';

/**
 * The extension's storage areas through WXT's storage module. The records of
 * fixed keys are versioned storage items: a later format adds a migration
 * here (WXT runs it once, at start-up, and records the version in `<key>$`).
 */
export function versionedItems(): void {
  for (const key of [
    `local:${KEYS.table}`,
    `local:${KEYS.stats}`,
    `local:${KEYS.settings}`,
    `sync:${KEYS.syncGame}`,
    `sync:${KEYS.syncSettings}`,
  ]) {
    storage.defineItem(key as StorageItemKey, { version: 1, migrations: {} });
  }
}

export function wxtArea(area: 'local' | 'sync'): KV {
  const key = (k: string) => `${area}:${k}` as StorageItemKey;
  return {
    get: (k) => storage.getItem(key(k)).then((v) => v ?? undefined),
    async getAll(prefix) {
      const all = await storage.snapshot(area);
      return Object.fromEntries(Object.entries(all).filter(([k]) => k.startsWith(prefix) && !k.endsWith('$')));
    },
    set: (items) => storage.setItems(Object.entries(items).map(([k, value]) => ({ key: key(k), value }))),
    remove: (k) => storage.removeItem(key(k)),
    watch(listener) {
      const onChanged = (changes: Record<string, Change>, areaName: string) => {
        if (areaName === area) listener(changes);
      };
      browser.storage.onChanged.addListener(onChanged);
      return () => browser.storage.onChanged.removeListener(onChanged);
    },
  };
}
