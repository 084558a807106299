import { browser } from 'wxt/browser';
import { type StorageItemKey, storage } from 'wxt/utils/storage';
import type { Change, KV } from './kv';
import { RECORDS } from './records';

/** Each record's WXT storage item, by its item key (`local:table`): version and migrations, from records.ts. */
const ITEMS = RECORDS.map((r) => [`${r.area}:${r.key}`, { version: r.version, migrations: r.migrations }] as const);

/**
 * Removes version markers (`<key>$`, `{ v }`) that WXT cannot act on: anything but a whole number from 1 to
 * the item's version. WXT runs one migration step per version between the marker and the target, so a
 * tampered marker of -2000000000 would have every new tab build a two-billion-entry list (seconds of a
 * frozen page, then a RangeError) on every start; a marker above the target stops the migration with an
 * error. Without its marker an item counts as version 1, which every migration here accepts: each one
 * changes only data in the shape of the version before it.
 */
async function repairMarkers(): Promise<void> {
  await Promise.all(
    ITEMS.map(async ([item, { version }]) => {
      const [area, key] = item.split(':') as ['local' | 'sync', string];
      const marker = `${key}$`;
      const raw = (await browser.storage[area].get(marker))[marker];
      if (raw === undefined) return;
      const v = typeof raw === 'object' && raw !== null ? (raw as { v?: unknown }).v : undefined;
      if (!(typeof v === 'number' && Number.isSafeInteger(v) && v >= 1 && v <= version)) {
        await browser.storage[area].remove(marker);
      }
    }),
  );
}

/** Defines the versioned items and waits for their migrations, before anything reads storage. */
export async function versionedItems(): Promise<void> {
  await repairMarkers();
  await Promise.all(ITEMS.map(([key, options]) => storage.defineItem(key as StorageItemKey, options).getValue()));
}

/** The extension's storage areas through WXT's storage module (change events straight from `browser.storage`). */
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
