import { signal } from '@preact/signals';
import type { SavedTable } from '../saved-table';
import type { SyncGame } from '../storage/sync-game';
import type { TableModel } from '../table-model';
import { isNewer, type Rev } from '../sync/clock';

/** What became of the game on the table when the player brought another (Offers.makeRoom). */
export type TableTaken = 'free' | 'shelved' | 'taken';

/**
 * Another game from another browser, while one is under way here, is offered, not taken; a game under way
 * that a newer one displaces goes on the shelf, resumable. An offer goes when the game here moves past it.
 */
export class Offers {
  /** A newer game from another browser, waiting for the player's yes or no. */
  readonly offer = signal<SyncGame | null>(null);
  /** A game displaced by a newer one from elsewhere, kept resumable. */
  readonly shelf = signal<SavedTable | null>(null);

  constructor(private readonly table: TableModel) {}

  /** Offers a copy, unless a newer one is on offer already. */
  offered(g: SyncGame): void {
    if (!this.offer.value || isNewer(g.rev, this.offer.value.rev)) this.offer.value = g;
  }

  /** The table here is at revision `rev`: an offer no newer than that goes. */
  reached(rev: Rev): void {
    if (this.offer.value && !isNewer(this.offer.value.rev, rev)) this.offer.value = null;
  }

  /**
   * Makes room for a game brought to the table (an import, an offer taken, a copy of this game gone another
   * way in another browser), saying what became of the game on it:
   * nothing to keep ('free': no move made, or its result counted already), shelved ('shelved'), or, when the
   * shelf holds a game already, nothing moves ('taken'). The shelf holds one game, and leaving a game under
   * way counts as a loss, which only the player's word does (new-game.ts): the brought game waits instead.
   */
  makeRoom(): TableTaken {
    if (!this.table.inProgress.value) return 'free';
    if (this.shelf.value) return 'taken';
    this.shelf.value = this.table.saved();
    return 'shelved';
  }

  /**
   * The offer, to take, with room made for it as for any game brought to the table (makeRoom); null when
   * another tab took it or played on meanwhile (only a copy still newer than `rev` is taken), and the offer
   * goes. 'taken': the table and the shelf both hold a game under way, and taking the offer would drop one
   * of them without a word (the shelf holds one game): it is not taken, and stays on offer, as a copy
   * arriving then waits (GameCopyIn).
   */
  accept(rev: Rev): SyncGame | 'taken' | null {
    const g = this.offer.value;
    if (!g || !isNewer(g.rev, rev)) {
      this.offer.value = null;
      return null;
    }
    if (this.makeRoom() === 'taken') return 'taken';
    this.offer.value = null;
    return g;
  }

  decline(): void {
    this.offer.value = null;
  }

  /** The shelved game, to put back on the table, which takes its place on the shelf; null when none. */
  unshelve(): SavedTable | null {
    const shelved = this.shelf.value;
    if (shelved) this.shelf.value = this.table.inProgress.value ? this.table.saved() : null;
    return shelved;
  }
}
