import * as v from 'valibot';
import { fail, ok, type Result } from '../../engine/result';
import { MAX_COUNT, MAX_SCORE, MAX_SECONDS } from '../../engine';
import { MAX_REV } from '../sync/clock';

/**
 * A record read from storage: its value, or why it was refused. Everything read from storage is untrusted
 * (another install, an older or newer version, corruption, tampering); the reason goes with the refused
 * copy set aside (`refused:<key>`), for whoever looks at it later.
 */
export type Read<T> = Result<T, 'refused'>;

export const refused = (why: string): Read<never> => fail('refused', why);

/** Checks data against a valibot schema: the output, or the first thing wrong, and where. */
export function check<S extends v.GenericSchema>(schema: S, data: unknown): Read<v.InferOutput<S>> {
  const r = v.safeParse(schema, data, { abortEarly: true });
  if (r.success) return ok(r.output);
  const issue = r.issues[0];
  const at = v.getDotPath(issue);
  return refused(at ? `${at}: ${issue.message}` : issue.message);
}

/** An object schema's words: the record is not an object at all, or one of its keys is missing. */
export const objectWords: v.ErrorMessage<v.ObjectIssue> = (issue) =>
  issue.expected === 'Object' ? 'not an object' : 'missing';

/** The value read, or null: for a caller to whom only whether it checks out matters. */
export const orNull = <T>(r: Read<T>): T | null => (r.ok ? r.value : null);

/** A revision counter: a whole number no larger than MAX_REV (see sync/clock.ts). */
export const RevCount = v.pipe(v.number(), v.safeInteger(), v.minValue(0), v.maxValue(MAX_REV));
export const RevSchema = v.object({ n: RevCount, d: v.pipe(v.string(), v.maxLength(64)) });
export const Uid = v.pipe(v.string(), v.regex(/^[\w-]{0,40}$/));
export const Count = v.pipe(v.number(), v.safeInteger(), v.minValue(0), v.maxValue(MAX_COUNT));
export const Seconds = v.pipe(v.number(), v.safeInteger(), v.minValue(0), v.maxValue(MAX_SECONDS));
export const Score = v.pipe(v.number(), v.finite(), v.minValue(-MAX_SCORE), v.maxValue(MAX_SCORE));

/**
 * A record of a fixed key, defined once: where it lives, the version of its format with the migrations that
 * bring older ones to it (WXT storage items run them at start-up: storage/wxt-kv.ts), and its reader.
 */
export interface StoredRecord<T> {
  readonly area: 'local' | 'sync';
  readonly key: string;
  readonly version: number;
  /** Version n's migration takes a record of version n-1: it changes only data in that shape. */
  readonly migrations: Readonly<Record<number, (old: unknown) => unknown>>;
  readonly read: (data: unknown) => Read<T>;
}
