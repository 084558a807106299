import { localDevice } from '../storage/device-id';
import { localStats } from '../storage/device-stats';
import type { KV } from '../storage/kv';
import { orNull } from '../storage/read';
import { quietly } from './job';

/**
 * Which id this browser profile goes by, once storage is read: the one storage.local keeps; else, for a
 * profile from before it kept one, the id its own statistics are counted under; else the first paint's
 * (`painted`, from localStorage, made anew when that was cleared). Kept in storage.local, and given back to
 * localStorage (`keep`) when it differs, so that every tab and every later one counts under one id.
 */
export async function settleDevice(local: KV, painted: string, keep: (id: string) => void): Promise<string> {
  const get = (key: string) => local.get(key).catch(() => undefined);
  const kept = orNull(localDevice.read(await get(localDevice.key)));
  const counted = kept ? null : orNull(localStats.read(await get(localStats.key)));
  const id = kept ?? (counted && orNull(localDevice.read(counted.device))) ?? painted;
  if (kept !== id) await quietly(local.set({ [localDevice.key]: id }));
  if (id !== painted) keep(id);
  return id;
}
