/**
 * The extension's storage API as its pages see it in Chromium (MV3: promise-returning), for the code the
 * end-to-end tests run in them (`page.evaluate`).
 */
interface ChromeStorageArea {
  get(keys: string | null): Promise<Record<string, unknown>>;
  set(items: Record<string, unknown>): Promise<void>;
  clear(): Promise<void>;
  getBytesInUse(keys: string | null): Promise<number>;
}

declare const chrome: { storage: { local: ChromeStorageArea; sync: ChromeStorageArea } };
