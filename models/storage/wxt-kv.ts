import { browser } from 'wxt/browser';
import { type StorageItemKey, storage } from 'wxt/utils/storage';
import type { Change, KV } from './kv';
import { KEYS } from './records';

/**
 * The records of fixed keys are versioned storage items: a new format adds a
 * migration here, which WXT runs once, at start-up, recording the version in
 * `<key>$`. Version 2 of local:table wrapped the saved table of version 1 in
 * an envelope with its revision and the shelf.
 */
export const MIGRATIONS: Record<string, { version: number; migrations: Record<number, (old: unknown) => unknown> }> = {
  [`local:${KEYS.table}`]: {
    version: 2,
    migrations: {
      2: (old) => {
        const o = old as { rev?: unknown; game?: unknown } | null;
        return o && typeof o === 'object' && !('rev' in o) && 'game' in o
          ? { rev: { n: 0, d: '' }, table: o, shelf: null }
          : old;
      },
    },
  },
  [`local:${KEYS.stats}`]: { version: 1, migrations: {} },
  [`local:${KEYS.settings}`]: { version: 1, migrations: {} },
  [`sync:${KEYS.syncGame}`]: { version: 1, migrations: {} },
  [`sync:${KEYS.syncSettings}`]: { version: 1, migrations: {} },
};

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
    Object.entries(MIGRATIONS).map(async ([item, { version }]) => {
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
  await Promise.all(
    Object.entries(MIGRATIONS).map(([key, options]) => storage.defineItem(key as StorageItemKey, options).getValue()),
  );
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
