import { shapeOfDealText } from '../../engine/games';
import type { TableModel } from '../table-model';
import type { SavedTable } from '../saved-table';
import type { LocalTable } from '../storage/local-table';
import type { Rev } from '../sync/clock';
import { NAMED, type OwnChange, OwnChanges } from '../sync/own-changes';
import { t, tn } from '../words';

/**
 * This tab's own changes, against the other tabs of the browser (sync/own-changes.ts): the ids of the last
 * changes the table on show holds (`named`, written with it), the changes made here since this tab last
 * took a table from elsewhere, and what becomes of them when a newer record from another tab lacks some:
 * played again on it, or taken back with a word. Every tab looks after its own changes only.
 */
export class TabChanges {
  /** The last changes the table on show holds, by their ids. */
  private ids: readonly Rev[] = [];
  private readonly changes = new OwnChanges();
  /** Set while changes of ours are played again on a table taken from another tab. */
  private replaying: readonly OwnChange[] | null = null;

  constructor(
    private readonly table: TableModel,
    private readonly mirror: ((t: LocalTable) => void) | undefined,
    private readonly tell: (text: string) => void,
  ) {}

  get named(): readonly Rev[] {
    return this.ids;
  }

  /** The table on show when storage is first read: the changes its first-paint copy names. */
  start(named: readonly Rev[]): void {
    this.ids = named;
  }

  /** The table was saved under revision `rev`: a change made here, or changes of ours played again (their ids kept). */
  saved(rev: Rev, saved: SavedTable): void {
    if (this.replaying) {
      this.changes.replayed(this.replaying, saved.game.moves);
      this.ids = [...this.ids, ...this.replaying.map((c) => c.id)].slice(-NAMED);
    } else {
      this.changes.wrote(rev, saved.game.moves, saved.auto, shapeOfDealText(saved.game.deal).columns);
      this.ids = [...this.ids, rev].slice(-NAMED);
    }
  }

  /** The table on show now holds what this tab had changed (it was read, or taken from sync): nothing of ours to play again. */
  took(moves: string): void {
    this.changes.took(moves);
  }

  /**
   * Puts a newer record from this browser's storage on the table. When it is this game, changed in another
   * tab at the same moment as here, the changes made here that it lacks are played again on top of it, or
   * taken back with a word when they no longer fit.
   */
  adopt(record: LocalTable): void {
    const missing = record.table.uid === this.table.uid.value ? this.changes.missing(record.named) : null;
    // Only when this tab's changes cannot be told apart: were the moves on show here replaced?
    const here = missing?.kind === 'unknown' ? this.table.saved().game.moves : null;
    this.ids = [...(record.named ?? [])];
    this.took(record.table.game.moves);
    // Played again, the table is saved anew (first-paint copy included); taken as it is, it is copied here.
    if (missing?.kind === 'changes') this.playAgain(record.table, missing.changes);
    else {
      this.mirror?.(record);
      this.table.load(record.table);
      if (here !== null && here !== record.table.game.moves) this.takenBack(0);
    }
  }

  /** Our changes that `onto` lacks, played again on it; those that no longer fit are taken back, with a word. */
  private playAgain(onto: SavedTable, changes: readonly OwnChange[]): void {
    const moves = changes.flatMap((c) => c.moves);
    this.replaying = changes;
    let through: number;
    try {
      through = this.table.follow(onto, moves);
    } finally {
      this.replaying = null;
    }
    if (through === moves.length) return;
    // The changes played again whole stay ours to look after; the rest were taken back.
    let kept = 0;
    for (let end = 0; kept < changes.length; kept++) {
      end += changes[kept].moves.length;
      if (end > through) break;
    }
    this.changes.keepFirst(kept);
    this.takenBack(moves.slice(through).filter((m) => !m.auto).length);
  }

  /** Moves shown here that another tab's change at the same moment left no room for (0: a change, unknown count). */
  private takenBack(moves: number): void {
    this.tell(moves === 0 ? t('notice.changeTakenBack') : tn('notice.movesTakenBack', moves));
  }
}
