import type { Rev } from './clock';

/**
 * The sync copy of a long game, in parts. storage.sync takes at most 8,192 bytes an item (its key and its
 * JSON), and a game's moves take a character each: past some 7,000 moves one item cannot hold them. The
 * copy is then cut into parts: the head under `game` (the envelope, the first part of the compact game,
 * and how many parts there are), the rest under `game:1`, `game:2`, … each carrying the revision it
 * belongs to. A reader puts a copy together only from parts of one revision: sync may bring another
 * browser's parts one by one, and a copy missing a part is not a copy yet.
 */

/** Characters of the compact game in one item: with the envelope and the key, well within 8,192 bytes. */
export const PART = 7000;
/** Parts at most: 63,000 characters, about 60 KB of the 100 KB storage.sync holds in all. */
export const MAX_PARTS = 9;

export const partKey = (base: string, i: number): string => `${base}:${i}`;

/**
 * What is cut into parts: a copy with its revision, its compact game `g`, and whatever else rides in its
 * head (storage/sync-game.ts's SyncGame; its own module defines it, so that this rule needs no record).
 */
interface Copy {
  readonly rev: Rev;
  readonly g: string;
  readonly race?: unknown;
}

/** The head as written: the envelope with the first part, and the count when there are more. */
type Head<C extends Copy> = C & { readonly parts?: number };

/**
 * The items that carry `copy`, or null when even MAX_PARTS cannot (the caller drops what it can first). A
 * race rides in the head, which then holds that much less of the game (a race's line is at most 4,000
 * characters: models/race-record.ts).
 */
export function splitCopy<C extends Copy>(base: string, copy: C): Record<string, unknown> | null {
  const first = PART - (copy.race === undefined ? 0 : JSON.stringify(copy.race).length);
  const parts = first > 0 ? 1 + Math.max(0, Math.ceil((copy.g.length - first) / PART)) : MAX_PARTS + 1;
  if (parts > MAX_PARTS) return null;
  const head: Head<C> = parts === 1 ? copy : { ...copy, g: copy.g.slice(0, first), parts };
  const items: Record<string, unknown> = { [base]: head };
  for (let i = 1; i < parts; i++) {
    const from = first + (i - 1) * PART;
    items[partKey(base, i)] = { rev: copy.rev, g: copy.g.slice(from, from + PART) };
  }
  return items;
}

/** A head that says the copy has more parts (its parts are read from the area, not from the change). */
export const isParted = (head: unknown): boolean =>
  typeof head === 'object' && head !== null && (head as { parts?: unknown }).parts !== undefined;

export type Joined = { readonly kind: 'whole'; readonly record: unknown } | { readonly kind: 'incomplete' };

/**
 * Puts a copy together from its head and the items that may be its parts: 'incomplete' when a part is
 * missing or belongs to another revision (more may be on their way). The record is still untrusted: the
 * caller parses it whole.
 */
export function joinCopy(head: unknown, item: (i: number) => unknown): Joined {
  const h = head as { rev?: { n?: unknown; d?: unknown }; g?: unknown; parts?: unknown } | null;
  if (!h || !isParted(h)) return { kind: 'whole', record: head };
  const { parts, ...rest } = h;
  if (
    typeof parts !== 'number' ||
    !Number.isInteger(parts) ||
    parts < 2 ||
    parts > MAX_PARTS ||
    typeof h.g !== 'string'
  )
    return { kind: 'whole', record: { ...rest, g: null } }; // refused by the parser, with the rest of its damage
  let g = h.g;
  for (let i = 1; i < parts; i++) {
    const p = item(i) as { rev?: { n?: unknown; d?: unknown }; g?: unknown } | undefined;
    if (!p || typeof p.g !== 'string' || p.rev?.n !== h.rev?.n || p.rev?.d !== h.rev?.d) return { kind: 'incomplete' };
    g += p.g;
  }
  return { kind: 'whole', record: { ...rest, g } };
}
