import type { TableModel } from '../table-model';
import type { SavedTable } from '../saved-table';
import { KEYS } from '../storage/records';
import { orNull } from '../storage/read';
import { type LocalTable, parseLocalTable, parseNamed, salvageLocalTable } from '../storage/local-table';
import { isNewer, type Rev, ZERO } from '../sync/clock';
import type { JobDeps } from './job';
import type { Offers } from './offers';
import { TabChanges } from './tab-changes';
import { t } from '../words';

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

  constructor(private readonly deps: LocalSaveDeps) {
    this.tabs = new TabChanges(deps.table, deps.mirror, deps.tell);
  }

  /**
   * Reads the record: takes it when it is newer than the table on show (the first-paint copy), and writes
   * ours when that is newer or there is none. Says whether the table changed as by the player's hand: a
   * damaged record's game that still checks out is put on the table and saved anew, to sync too.
   */
  async start(shown: LocalTable | null): Promise<boolean> {
    const { jobs, table, offers } = this.deps;
    if (shown) jobs.seen.see(shown.rev);
    this.rev = shown?.rev ?? ZERO;
    this.tabs.start(parseNamed(shown?.named));
    offers.shelf.value = shown?.shelf ?? null;
    const raw = await jobs.local.get(KEYS.table).catch(() => undefined);
    const parsed = raw == null ? null : parseLocalTable(raw);
    const stored = parsed?.ok ? parsed.value : null;
    if (parsed && !parsed.ok) await jobs.refuse(jobs.local, KEYS.table, raw, parsed.message);
    // A damaged record whose game still checks out is that game, not a reason to deal anew (a table on
    // show came from the first-paint copy, which is as new).
    const salvaged = raw != null && !stored && !shown ? salvageLocalTable(raw) : null;
    if (salvaged) {
      this.adopt(salvaged);
      this.changed(salvaged.table);
    } else if (stored && isNewer(stored.rev, this.rev)) this.adopt(stored);
    else if (!stored || isNewer(this.rev, stored.rev)) await this.save(table.saved());
    this.tabs.took(table.saved().game.moves);
    return salvaged !== null;
  }

  /** The table changed by the player's hand: a new revision, saved at once. */
  changed(saved: SavedTable): void {
    this.rev = this.deps.jobs.seen.nextRev(this.deps.writer);
    this.tabs.saved(this.rev, saved);
    void this.save(saved);
    this.deps.offers.reached(this.rev);
  }

  /** Writes the record (and the first-paint copy); a failed write is said, and made good by the next change. */
  async save(saved: SavedTable): Promise<void> {
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

  /** A record another tab wrote: put on the table when it is newer than ours. Says whether it was. */
  heard(raw: unknown): boolean {
    const record = orNull(parseLocalTable(raw));
    if (!record || !isNewer(record.rev, this.rev)) return false;
    this.adopt(record);
    return true;
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
}
