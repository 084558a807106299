import * as v from 'valibot';
import { ok } from '../../engine/result';
import type { SavedTable } from '../saved-table';
import { type Rev, ZERO } from '../sync/clock';
import { NAMED } from '../sync/own-changes';
import { check, type Read, RevSchema, refused, type StoredRecord, orNull } from './read';
import { readSavedTable } from './saved-table';

/** The game on the table in storage.local, in full, with its revision, and a shelved game. */
export interface LocalTable {
  readonly rev: Rev;
  /** The last changes of the tabs this record holds, by id, newest last (see sync/own-changes.ts); older records name none. */
  readonly named?: readonly Rev[];
  readonly table: SavedTable;
  /** A game displaced by a newer one from elsewhere, kept resumable. */
  readonly shelf: SavedTable | null;
}

const NamedSchema = v.pipe(v.array(RevSchema), v.maxLength(NAMED));
const LocalTableSchema = v.object({
  rev: RevSchema,
  named: v.optional(NamedSchema),
  table: v.unknown(),
  shelf: v.optional(v.unknown()),
});

/** A shelved game that does not read is dropped on its own: the game on the table is what matters. */
const shelfOf = (x: unknown): SavedTable | null => (x == null ? null : orNull(readSavedTable(x)));

export function parseLocalTable(data: unknown): Read<LocalTable> {
  const r = check(LocalTableSchema, data);
  if (!r.ok) return r;
  const table = readSavedTable(r.value.table);
  if (!table.ok) return refused(`table: ${table.message}`);
  return ok({ rev: r.value.rev, named: r.value.named, table: table.value, shelf: shelfOf(r.value.shelf) });
}

export const localTable: StoredRecord<LocalTable> = {
  area: 'local',
  key: 'table',
  version: 2,
  migrations: {
    // Version 2 wrapped the saved table of version 1 in an envelope with its revision and the shelf.
    2: (old) => {
      const o = old as { rev?: unknown; game?: unknown } | null;
      return o && typeof o === 'object' && !('rev' in o) && 'game' in o ? { rev: ZERO, table: o, shelf: null } : old;
    },
  },
  read: parseLocalTable,
};

/** The changes a record names (see LocalTable), or none when they do not check out (the first-paint copy's, say). */
export function parseNamed(x: unknown): Rev[] {
  const r = check(NamedSchema, x);
  return r.ok ? r.value : [];
}

/**
 * What still checks out in a local record that does not (its revision damaged, say): the game and the
 * shelf, under revision 0, so that anything newer from elsewhere still wins. Null when the game is gone too.
 */
export function salvageLocalTable(x: unknown): LocalTable | null {
  const r = (typeof x === 'object' && x !== null ? x : {}) as { table?: unknown; shelf?: unknown };
  const table = orNull(readSavedTable(r.table));
  return table ? { rev: ZERO, table, shelf: shelfOf(r.shelf) } : null;
}
