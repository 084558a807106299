import { ok } from '../../engine';
import type { SavedTable } from '../saved-table';
import type { Read } from '../storage/read';
import { KEYS } from '../storage/records';
import { parseSyncGame, type SyncGame } from '../storage/sync-game';
import { isNewer, type Rev } from '../sync/clock';
import { decide } from '../sync/game-merge';
import { isParted } from '../sync/game-parts';
import type { TableModel } from '../table-model';
import { GAME_PARTS, type GameCopyOut, mergeView, readSyncCopy, type SyncRead, tableOf } from './game-copy';
import type { JobDeps } from './job';
import type { LocalSave } from './local-save';
import type { Offers } from './offers';

export interface GameCopyInDeps {
  readonly jobs: JobDeps;
  readonly table: TableModel;
  /** The game in storage.local, with its revision. */
  readonly game: LocalSave;
  readonly offers: Offers;
  /** The game's copy this page owes storage.sync. */
  readonly copy: GameCopyOut;
  /** A copy was written to sync just now (the writer counts its minute from it). */
  readonly heard: () => void;
  /** Our copy is owed to sync. */
  readonly owe: (urgent?: boolean) => void;
  /** The table changed as by the player's hand (saved here, owed to sync). */
  readonly saved: (saved: SavedTable) => void;
}

/**
 * The game's copy coming in from storage.sync: put together from its parts, checked (set aside, with why,
 * when it does not check out), then decided on against the game here (sync/game-merge.ts): kept, taken,
 * taken with ours shelved, or offered.
 */
export class GameCopyIn {
  /** The head of a copy whose parts were not all in sync when read (its revision, if it had one). */
  private incompleteRev: Rev | null = null;

  constructor(private readonly deps: GameCopyInDeps) {}

  /** The copy in sync when storage is first read. */
  async start(): Promise<void> {
    const read = await this.read();
    if (read.kind === 'refused' || read.kind === 'none') this.deps.owe();
    else if (read.kind === 'incomplete') {
      // Parts of a copy still on their way, or left by one long gone: ours is written if it is newer.
      if (this.incompleteRev && isNewer(this.deps.game.rev, this.incompleteRev)) this.deps.owe();
    } else this.arrived(ok(read.game), read.game, false);
  }

  /** storage.sync changed: the copy's head, or one of its parts. */
  onSync(changes: Record<string, { newValue?: unknown }>): void {
    const head = changes[KEYS.syncGame];
    if (head && head.newValue === undefined) {
      this.deps.owe(); // wiped (a first sync): put ours back
    } else if (head && !isParted(head.newValue)) {
      this.arrived(parseSyncGame(head.newValue), head.newValue, true);
    } else if (head || Object.keys(changes).some((k) => k.startsWith(GAME_PARTS))) {
      // A long game's copy, or one of its parts: put together from the area once all of one revision are in.
      void this.read().then((g) => {
        if (g.kind === 'copy') this.arrived(ok(g.game), g.game, true);
      });
    }
  }

  /** A copy from sync put on the table: this browser's game from now on. */
  adopt(g: SyncGame): void {
    const saved = tableOf(g);
    if (!saved) return;
    this.deps.game.took(saved, g.rev);
    this.deps.copy.owing = false;
  }

  /**
   * A copy of the game read from sync (`written`: just now, by some tab of some browser): one that does not
   * check out is set aside (`raw`, as it came).
   */
  private arrived(read: Read<SyncGame>, raw: unknown, written: boolean): void {
    const { jobs } = this.deps;
    const g = jobs.seen.checked(read);
    if (!g.ok) {
      void jobs.refuse(jobs.sync, KEYS.syncGame, raw, g.message);
      return;
    }
    if (written) this.deps.heard();
    this.take(g.value);
  }

  /** The game's copy in sync, put together from its parts; one that does not check out is set aside, with a word. */
  private async read(): Promise<SyncRead> {
    const { jobs } = this.deps;
    const read = await readSyncCopy(jobs.sync);
    if (read.kind === 'incomplete') this.incompleteRev = read.rev;
    if (read.kind === 'refused') await jobs.refuse(jobs.sync, KEYS.syncGame, read.head, read.why);
    return read;
  }

  private take(g: SyncGame): void {
    const { jobs, table, game, offers, copy } = this.deps;
    jobs.seen.see(g.rev);
    // Our game, or a newer one, is in sync already: nothing to write.
    if (!isNewer(game.rev, g.rev)) copy.owing = false;
    const here = mergeView(table.saved(), game.rev, table.state.value.won);
    const there = tableOf(g);
    if (!there) return;
    const decision = decide(here, mergeView(there, g.rev, g.ended));
    // A copy another tab of this browser wrote is not taken from sync: its record reaches this tab through
    // storage.local, where changes made here at the same moment are played again on it (LocalSave.heard).
    const ours = g.rev.d.startsWith(`${jobs.device}/`);
    if (decision.kind === 'keep') {
      if (isNewer(game.rev, g.rev)) this.deps.owe();
    } else if (decision.kind === 'keep-and-write') this.deps.saved(table.saved());
    else if (ours) return;
    // Two games under way here already (on the table and on the shelf): the copy waits on offer rather than
    // push one of them out; the shelf holds one game, and leaving one counts only with the player's word.
    else if (decision.kind === 'offer' || (decision.kind === 'adopt-and-shelve' && offers.makeRoom() === 'taken'))
      offers.offered(g);
    else this.adopt(g);
  }
}
