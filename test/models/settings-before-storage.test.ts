// @vitest-environment happy-dom
/**
 * A setting changed in the moments after a new tab paints, before extension storage is read (the dialogs load
 * in the same moments): it is the player's newest choice, so the copy storage held must not replace it, and it
 * is kept there like any other change.
 */
import { beforeEach, expect, it } from 'vitest';
import { createApp } from '../../models/app';
import type { SolverClient } from '../../models/solver';
import { MemoryKV } from '../../models/storage/kv';
import { KEYS } from '../../models/storage/records';

beforeEach(() => localStorage.clear());

const tab = (local: MemoryKV, sync: MemoryKV) =>
  createApp({
    solver: () => new Promise<SolverClient>(() => {}),
    storage: async () => ({ local, sync }),
    now: () => 0,
    schedule: () => () => {},
  });

it('a setting changed before storage is read stays on the page and is stored, over the copy storage held', async () => {
  const [local, sync] = [new MemoryKV(), new MemoryKV()];
  const first = tab(local, sync);
  await first.start();
  first.settings.update({ autoCollect: false });
  await Promise.resolve();
  expect(await local.get(KEYS.settings)).toMatchObject({ data: { autoCollect: false, sound: false } });

  // A new tab whose first paint has no copy of the settings (cleared): the player turns the sound on at once.
  localStorage.clear();
  const next = tab(local, sync);
  next.settings.update({ sound: true });
  await next.start();
  expect([next.settings.data.value.autoCollect, next.settings.data.value.sound]).toEqual([false, true]);
  expect(await local.get(KEYS.settings)).toMatchObject({ data: { autoCollect: false, sound: true } });
});
