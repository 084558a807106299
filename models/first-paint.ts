import { randomUid } from './game';
import { keepRefused, readLocal, writeLocal } from './local-store';
import { parseSavedTable } from './saved-table';
import type { LocalTable } from './storage/local-table';
import { type Rev, ZERO } from './sync/clock';

/**
 * The copies in localStorage a new tab reads before its first paint, synchronously: the table with its
 * revision (extension storage, the truth, is read right after and wins when newer), and this browser
 * profile's id.
 */
const TABLE_KEY = 'table';
const DEVICE_KEY = 'device';
/** Double Solitaire's game (models/duel-app.ts): a tab opened on a duel loads its page before the first paint. */
export const DUEL_KEY = 'duel';

/** Whether a duel is on the table (its record says so; the record is read in full with the duel's code). */
export const duelOnTable = (): boolean => (readLocal(DUEL_KEY) as { open?: unknown } | null | undefined)?.open === true;

/**
 * The table for the first paint, lightly checked (the full check runs with the rest of persistence, off
 * the first paint's path): a saved table, with or without its revision envelope (a copy from before
 * revisions were saved is taken as the oldest). One that does not read is set aside: `refused`.
 */
export function readShownTable(): { shown: LocalTable | null; refused: boolean } {
  const raw = readLocal(TABLE_KEY);
  const r = raw as { rev?: Rev; named?: Rev[]; table?: unknown; shelf?: unknown } | undefined;
  const enveloped = r && typeof r === 'object' && r.rev && typeof r.rev.n === 'number' && typeof r.rev.d === 'string';
  const table = parseSavedTable(enveloped ? r.table : raw);
  if (!table.ok) {
    if (raw !== undefined) keepRefused(TABLE_KEY);
    return { shown: null, refused: raw !== undefined };
  }
  const shelf = enveloped && r.shelf ? parseSavedTable(r.shelf) : null;
  const shown = {
    rev: enveloped ? { n: r.rev?.n ?? 0, d: r.rev?.d ?? '' } : ZERO,
    named: enveloped ? r.named : undefined,
    table: table.value,
    shelf: shelf?.ok ? shelf.value : null,
  };
  return { shown, refused: false };
}

/** Writes the table for the next tab's first paint: false when localStorage refused it (quota, privacy mode). */
export const writeShownTable = (t: LocalTable): boolean => writeLocal(TABLE_KEY, t);

/** What a device id looks like (models/storage/device-id.ts keeps it in storage.local too). */
export const DEVICE_ID = /^[\w-]{6,40}$/;

/**
 * This browser profile's id as localStorage has it, made on its first new tab. Storage, read after the first
 * paint, has the last word (persist/device.ts): it outlives a clearing of the site's data.
 */
export function deviceId(): string {
  const kept = readLocal(DEVICE_KEY);
  if (typeof kept === 'string' && DEVICE_ID.test(kept)) return kept;
  const made = `d-${randomUid()}`;
  writeLocal(DEVICE_KEY, made);
  return made;
}

/** Puts back the id storage knew when localStorage had lost it (or holds another). */
export const keepDeviceId = (id: string): boolean => writeLocal(DEVICE_KEY, id);
