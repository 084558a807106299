import type { Move } from '../../engine';
import { parseMoves } from '../../engine/moves';
import { type Rev, sameRev } from './clock';

/** A move made here, and whether it was played automatically (auto-collect, auto-complete). */
export interface OwnMove {
  readonly move: Move;
  readonly auto: boolean;
}

/** One change this tab made: its id (the revision it was first written under) and the moves it added. */
interface Change {
  readonly id: Rev;
  readonly moves: readonly OwnMove[];
  /** Only moves were added (no undo, no other game): it can be played again on another copy. */
  readonly added: boolean;
}

/** What a record from another tab lacks of this tab's changes. */
export type Missing =
  | { readonly kind: 'none' }
  /** These changes, to play again on top of it (their moves in order). */
  | { readonly kind: 'changes'; readonly changes: readonly Change[] }
  /** A change that cannot be played again (an undo), or a record that does not say what it holds. */
  | { readonly kind: 'unknown' };

/** The changes a record names (newest last): enough for any race between tabs, few enough to save with every move. */
export const NAMED = 16;
/** This tab's changes remembered since it last took the table from elsewhere. */
const REMEMBERED = 256;

/**
 * What this tab changed since it last took the table from another tab. The tabs of one browser share
 * storage.local, which keeps the last write: when two tabs change the game at the same moment, the tab
 * whose change is outranked would drop a move its player saw played. So each record names the last
 * changes it holds (each by the revision it was first written under, kept when it is played again
 * elsewhere); a tab taking a newer record plays again on top of it its own changes that the record does
 * not name, and says so when one no longer fits. Every tab looks after its own changes only.
 */
export class OwnChanges {
  private line: Change[] = [];
  private last = '';

  /** A table from elsewhere is on show (these encoded moves and auto flags): nothing of ours is pending. */
  took(moves: string): void {
    this.line = [];
    this.last = moves;
  }

  /** This tab changed the game (change `id`); the table (of `columns` columns) now has these moves. */
  wrote(id: Rev, moves: string, auto: string, columns: number): void {
    const grew = moves === this.last || moves.startsWith(this.last === '' ? '' : `${this.last} `);
    const parsed = parseMoves(grew ? moves.slice(this.last.length) : '', columns);
    const added = grew && parsed.ok;
    const made = parsed.ok ? parsed.value : [];
    const flags = auto.slice(auto.length - made.length);
    this.line.push({ id, added, moves: made.map((move, i) => ({ move, auto: flags[i] === '1' })) });
    if (this.line.length > REMEMBERED) this.line = this.line.slice(-REMEMBERED);
    this.last = moves;
  }

  /** After `took`, the changes played again on the table taken (now with these moves): still ours to look after. */
  replayed(changes: readonly Change[], moves: string): void {
    this.line = [...changes];
    this.last = moves;
  }

  /** Of the changes played again, the first `n` went through whole; the rest were taken back. */
  keepFirst(n: number): void {
    this.line = this.line.slice(0, n);
  }

  /** What a record naming these changes (undefined: an older record, which names none) lacks of ours. */
  missing(named: readonly Rev[] | undefined): Missing {
    if (this.line.length === 0) return NONE;
    if (!named) return UNKNOWN;
    let j = this.line.length - 1;
    while (j >= 0 && !named.some((r) => sameRev(r, this.line[j].id))) j--;
    const pending = this.line.slice(j + 1);
    if (pending.length === 0) return NONE;
    if (pending.some((c) => !c.added)) return UNKNOWN;
    return { kind: 'changes', changes: pending };
  }
}

export type { Change as OwnChange };

const NONE: Missing = { kind: 'none' };
const UNKNOWN: Missing = { kind: 'unknown' };
