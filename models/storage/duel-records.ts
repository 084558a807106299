import * as v from 'valibot';
import { ok } from '../../engine/result';
import { compactDuelMoves, expandDuelMoves, formatDuelMoves } from '../../engine/duel/codec';
import { STRENGTHS } from '../../engine/duel/players';
import { type DuelRecord, DuelRev, GIVEN_UP, parseDuelRecord, type ReadDuel } from './local-duel';
import { type Rev, ZERO } from '../sync/clock';
import { Count, check, type Read, RevSchema, refused, Seconds, type StoredRecord, Uid } from './read';

/**
 * Double Solitaire in extension storage. The duel itself lives in localStorage (models/duel-app.ts: a tab
 * opened on it reads it before its first paint); these records carry it to the other browsers:
 *
 *   sync:duel    the duel with its revision, moves compact, without what is this browser's own (its local
 *                save counter, and the computer's planned moves, which it plans again the same way)
 *   local:duel   which local save that revision is (its uid and its own revision): a save made while sync
 *                was not listening (before storage was up) is one to send. Written at every save and every
 *                duel taken from sync, it is also how the other tabs of this browser hear that the duel
 *                changed: through storage.local, as they hear the table's changes
 */

/** Characters of a duel's compact moves sync takes: one item holds 8,192 bytes with its key and envelope. */
const MAX_SYNC_MOVES = 8000;

const SyncDuelSchema = v.object({
  rev: RevSchema,
  uid: Uid,
  prev: v.pipe(v.array(Uid), v.maxLength(GIVEN_UP)),
  n: v.pipe(v.number(), v.safeInteger(), v.minValue(0), v.maxValue(0xffffffff)),
  draw: v.picklist([1, 3]),
  strength: v.picklist(STRENGTHS),
  m: v.pipe(v.string(), v.maxLength(MAX_SYNC_MOVES)),
  elapsed: Seconds,
  counted: v.boolean(),
  hints: Count,
  open: v.boolean(),
});

export type SyncDuel = v.InferOutput<typeof SyncDuelSchema>;

/** A duel read from sync: its revision, and the duel as this browser keeps it (its local counter still 0). */
export interface ArrivedDuel {
  readonly rev: Rev;
  readonly duel: ReadDuel;
}

/** The envelope checked, the moves expanded and replayed from the deal. */
export function parseSyncDuel(data: unknown): Read<ArrivedDuel> {
  const r = check(SyncDuelSchema, data);
  if (!r.ok) return r;
  const { rev, m, ...rest } = r.value;
  const moves = expandDuelMoves(m);
  if (!moves.ok) return refused(`m: ${moves.message}`);
  const duel = parseDuelRecord({ v: 2, ...rest, moves: formatDuelMoves(moves.value), plan: '', rev: ZERO });
  return duel.ok ? ok({ rev, duel: duel.value }) : refused(duel.message);
}

/** A duel kept here, as sync carries it. */
export function syncDuelOf(rev: Rev, read: ReadDuel): SyncDuel {
  const { uid, prev, n, draw, strength, elapsed, counted, hints, open } = read.record;
  return {
    rev,
    uid,
    prev: [...prev],
    n,
    draw,
    strength,
    m: compactDuelMoves(read.moves),
    elapsed,
    counted,
    hints,
    open,
  };
}

export const syncDuel: StoredRecord<ArrivedDuel> = {
  area: 'sync',
  key: 'duel',
  version: 1,
  migrations: {},
  read: parseSyncDuel,
};

const DuelMarkSchema = v.object({
  rev: RevSchema,
  uid: Uid,
  /** The local save's revision (version 1's mark held the number version 1 of the duel's record had). */
  at: DuelRev,
});

/** Which local save of the duel a revision is. */
export type DuelMark = v.InferOutput<typeof DuelMarkSchema>;

export const markOf = (rev: Rev, r: DuelRecord): DuelMark => ({ rev, uid: r.uid, at: r.rev });

export const localDuelMark: StoredRecord<DuelMark> = {
  area: 'local',
  key: 'duel',
  version: 2,
  migrations: {
    // Version 2: the local save's revision is a Rev, as the duel's record's became (storage/local-duel.ts).
    2: (old) => {
      const o = old as { at?: unknown } | null;
      return o && typeof o === 'object' && typeof o.at === 'number' ? { ...o, at: { n: o.at, d: '' } } : old;
    },
  },
  read: (data) => check(DuelMarkSchema, data),
};
