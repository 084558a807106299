import type { TableModel } from '../table-model';
import type { SavedTable } from '../saved-table';
import { KEYS } from '../storage/records';
import { type LocalTable, parseLocalTable, parseNamed, salvageLocalTable } from '../storage/local-table';
import { isNewer, type Rev, sameRev, ZERO } from '../sync/clock';
import type { JobDeps } from './job';
import type { Offers } from './offers';
import { TabChanges } from './tab-changes';
import { t, tn } from '../words';
import { shapeOfDealText } from '../../engine/games';
import { type OwnMove, OwnChanges } from '../sync/own-changes';

export interface LocalSaveDeps {
  readonly jobs: JobDeps;
  readonly table: TableModel;
  /** Who writes: the browser and this tab, so that two tabs' simultaneous changes still order. */
  readonly writer: string;
  readonly offers: Offers;
  /** A synchronous copy for the next tab's first paint (localStorage in the page). */
  readonly mirror?: (t: LocalTable) => void;
  readonly tell: (text: string) => void;
}

/**
 * The game in storage.local: every change made here is saved at once under a new revision, and a newer
 * record another tab of this browser wrote is put on the table the moment it lands (with this tab's changes
 * it lacks: TabChanges), never written over by an older one. The record carries the shelf with it.
 */
export class LocalSave {
  /** The revision of the table on show. */
  rev: Rev = ZERO;
  /** This tab's own changes, against the other tabs of the browser. */
  private readonly tabs: TabChanges;
  /** Until the record is read: changes wait for start() to settle them. */
  private reading = true;
  private dropped = false;

  constructor(private readonly deps: LocalSaveDeps) {
    this.tabs = new TabChanges(deps.table, deps.mirror, deps.tell);
  }

  /**
   * Reads the record and settles what the table shows. `painted` is the table as first shown (from `shown`,
   * the first-paint copy, or a fresh deal when there was none); the player may have changed it since, before
   * storage was read. The record is taken when it is newer than `shown`: changes made here meanwhile are
   * played again on it when it is the same game, else taken back with a word (they were made on a copy
   * that was not the game). Otherwise the table on show stands, saved under a new revision if it changed.
   * Says whether the table changed as by the player's hand: a damaged record's game that still checks out
   * is put on the table and saved anew, to sync too.
   */
  async start(shown: LocalTable | null, painted: SavedTable = this.deps.table.saved()): Promise<boolean> {
    const { jobs, table, offers } = this.deps;
    if (shown) jobs.seen.see(shown.rev);
    this.rev = shown?.rev ?? ZERO;
    this.tabs.start(parseNamed(shown?.named));
    offers.shelf.value = shown?.shelf ?? null;
    const raw = await jobs.local.get(KEYS.table).catch(() => undefined);
    this.reading = false;
    const parsed = raw == null ? null : parseLocalTable(raw);
    const stored = parsed?.ok ? parsed.value : null;
    if (parsed && !parsed.ok) await jobs.refuse(jobs.local, KEYS.table, raw, parsed.message);
    if (stored) jobs.seen.see(stored.rev);
    const now = table.saved();
    const early = earlyChange(painted, now);
    // A damaged record whose game still checks out is that game, not a reason to deal anew (a table on
    // show came from the first-paint copy, which is as new).
    const salvaged = raw != null && !stored && !shown ? salvageLocalTable(raw) : null;
    const newer = salvaged ?? (stored && isNewer(stored.rev, this.rev) ? stored : null);
    if (newer && early.kind === 'dealt' && this.keepDealt(newer, now)) {
      // A game the player dealt before the read (a link followed, New game) stands: the stored one, under
      // way, waits on the shelf, resumable.
      this.changed(now);
    } else if (newer) {
      this.adopt(newer);
      if (salvaged) this.changed(salvaged.table);
      this.playEarly(newer, early);
    } else if (early.kind !== 'none') {
      // The table on show was the newest: what the player did to it is a change made here.
      this.tabs.took(painted.game.moves);
      this.changed(now);
    } else {
      this.tabs.took(now.game.moves);
      if (!stored || isNewer(this.rev, stored.rev)) await this.save(now);
    }
    return salvaged !== null;
  }

  /** Storage has been read, and what the player did before it settled: changes are saved from now on. */
  get settled(): boolean {
    return !this.reading;
  }

  /**
   * A game dealt before the read, against the newer stored record: kept when nothing under way is lost by it
   * (the stored game is over, or goes on the shelf, which must be free); the stored game under way goes there.
   */
  private keepDealt(record: LocalTable, dealt: SavedTable): boolean {
    const { game, counted } = record.table;
    const underWay = game.moves !== '' && !counted;
    if (underWay && record.shelf) return false;
    this.deps.offers.shelf.value = underWay ? record.table : record.shelf;
    this.deps.jobs.seen.see(record.rev);
    this.tabs.took(dealt.game.moves);
    return true;
  }

  /** The changes made before storage was read whose game storage outranked (their results go with them). */
  get droppedEarly(): boolean {
    return this.dropped;
  }

  /** The table changed by the player's hand: a new revision, saved at once. */
  changed(saved: SavedTable): void {
    // Before storage is read, a change is the table's alone: start() settles it against the record.
    if (this.reading) return;
    this.rev = this.deps.jobs.seen.nextRev(this.deps.writer);
    this.tabs.saved(this.rev, saved);
    void this.save(saved);
    this.deps.offers.reached(this.rev);
  }

  /** Writes the record (and the first-paint copy); a failed write is said, and made good by the next change. */
  async save(saved: SavedTable): Promise<void> {
    // Before storage is read, the table on show may not be the newest game: nothing of it is written.
    if (this.reading) return;
    const record: LocalTable = {
      rev: this.rev,
      named: this.tabs.named,
      table: saved,
      shelf: this.deps.offers.shelf.value,
    };
    this.deps.mirror?.(record);
    try {
      await this.deps.jobs.local.set({ [KEYS.table]: record });
    } catch {
      this.deps.tell(t('notice.notStored'));
    }
  }

  /**
   * A record another tab wrote: put on the table when it is newer than ours. Says whether it was. One that
   * does not check out is set aside, and the game on show written back over it (restore).
   */
  heard(raw: unknown): boolean {
    const parsed = parseLocalTable(raw);
    if (!parsed.ok) {
      void this.restore(raw, parsed.message);
      return false;
    }
    const record = parsed.value;
    if (!isNewer(record.rev, this.rev)) return false;
    this.adopt(record);
    return true;
  }

  /**
   * A record that does not check out landed (another tab's bug, a tampered profile): it is set aside, and
   * the game on show written back under a revision newer than any seen here, or a tab opened next without
   * the first-paint copy (a browser restarted) would find no game and deal afresh. Once: a tab that finds a
   * good record there by then, or has taken one meanwhile (another tab wrote its copy back first), stands
   * down, and a good record never calls for a write, so two tabs do not write back and forth.
   */
  private async restore(raw: unknown, why: string): Promise<void> {
    const { jobs, writer, offers } = this.deps;
    const at = this.rev;
    const [, now] = await Promise.all([
      jobs.refuse(jobs.local, KEYS.table, raw, why),
      jobs.local.get(KEYS.table).catch(() => undefined),
    ]);
    if (!sameRev(this.rev, at) || parseLocalTable(now).ok) return;
    this.rev = jobs.seen.nextRev(writer);
    // An offer no newer than the game written back goes, as after a change made here.
    offers.reached(this.rev);
    await this.save(this.deps.table.saved());
  }

  /** A game taken from sync under `rev`: on the table, and this browser's record. */
  took(saved: SavedTable, rev: Rev): void {
    this.rev = rev;
    // The copy taken holds what this tab's table held (it continues it, or that game is shelved): a tab
    // that made those changes must not play them again on it.
    this.tabs.took(saved.game.moves);
    this.deps.table.load(saved);
    void this.save(saved);
  }

  private adopt(record: LocalTable): void {
    this.deps.jobs.seen.see(record.rev);
    this.rev = record.rev;
    this.deps.offers.reached(record.rev);
    this.deps.offers.shelf.value = record.shelf;
    this.tabs.adopt(record);
  }

  /** Changes made before storage was read, played again on the newer record taken: what no longer fits is taken back. */
  private playEarly(stored: LocalTable, early: EarlyChange): void {
    if (early.kind === 'none') return;
    if (early.kind === 'moves' && stored.table.uid === early.uid) {
      const through = this.deps.table.follow(stored.table, early.moves);
      this.earlyTakenBack(early, through);
    } else this.earlyTakenBack(early, 0);
  }

  /** Says how many of the moves made before storage was read were taken back (past the first `through`). */
  private earlyTakenBack(early: EarlyChange, through: number): void {
    if (early.kind === 'none') return;
    const lost = early.kind === 'moves' ? early.moves.slice(through).filter((m) => !m.auto).length : 0;
    if (early.kind === 'moves' && lost === 0) return;
    this.dropped = true;
    this.deps.tell(lost === 0 ? t('notice.earlyChangeTakenBack') : tn('notice.earlyMovesTakenBack', lost));
  }
}

/**
 * What the player did to the table before storage was read: nothing, moves added to a game, a new game dealt
 * (a link followed, New game), or anything else (an undo).
 */
type EarlyChange =
  | { readonly kind: 'none' }
  | { readonly kind: 'moves'; readonly uid: string; readonly moves: readonly OwnMove[] }
  | { readonly kind: 'dealt' | 'other' };

function earlyChange(painted: SavedTable, now: SavedTable): EarlyChange {
  if (now.uid === painted.uid && now.game.moves === painted.game.moves && now.game.undone === painted.game.undone)
    return { kind: 'none' };
  if (now.uid !== painted.uid) return { kind: 'dealt' };
  // The same reading of moves as a tab's own changes (sync/own-changes.ts): only moves added can be played again.
  const changes = new OwnChanges();
  changes.took(painted.game.moves);
  changes.wrote(ZERO, now.game.moves, now.auto, shapeOfDealText(now.game.deal).columns);
  const missing = changes.missing([]);
  return missing.kind === 'changes'
    ? { kind: 'moves', uid: now.uid, moves: missing.changes.flatMap((c) => c.moves) }
    : { kind: 'other' };
}
