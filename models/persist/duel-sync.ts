import { type ReadonlySignal, signal } from '@preact/signals';
import { type DuelRecord, parseDuelRecord, type ReadDuel } from '../duel-record';
import { type ArrivedDuel, localDuelMark, markOf, parseSyncDuel, syncDuel, syncDuelOf } from '../storage/duel-records';
import { orNull } from '../storage/read';
import { isNewer, type Rev, ZERO } from '../sync/clock';
import { type JobDeps, type Owed, quietly } from './job';

/** storage.sync's limit on one item: its key and its JSON. */
const SYNC_ITEM_BYTES = 8192;

/** Where this browser keeps its duel (localStorage in the page: a tab opened on a duel reads it before it paints). */
export interface DuelHere {
  /** The duel as stored (untrusted), or undefined. */
  read(): unknown;
  /** Saves it: false when it could not be (quota, privacy mode). */
  write(record: DuelRecord): boolean;
}

/**
 * Double Solitaire across browsers: the duel kept here travels through storage.sync with its revision, and
 * the newest wins, with one exception that keeps a game: a duel from elsewhere does not replace a different
 * duel still under way here unless it was dealt in its place there (its `prev`). The tab that saved a move
 * owes the copy; the other tabs of this browser owe it too, in case that tab closes first, and stand down
 * when they see it written.
 */
export class DuelSync implements Owed {
  /** The revision of the duel kept here (ZERO: none yet). */
  private rev: Rev = ZERO;
  private dirty = false;
  /** The duel already said to be too long for sync. */
  private tooLongFor: string | null = null;
  private readonly took = signal(0);

  constructor(
    private readonly deps: JobDeps,
    private readonly here: DuelHere,
    /** This browser and tab. */
    private readonly writer: string,
    private readonly tell: (text: string) => void,
  ) {}

  /** Counts the duels taken from another browser into this one (a page's open duel loads each). */
  get arrived(): ReadonlySignal<number> {
    return this.took;
  }

  async start(): Promise<void> {
    const mark = await this.deps.read(localDuelMark);
    if (mark) this.deps.seen.see(mark.rev);
    const kept = this.kept();
    if (kept && mark && mark.uid === kept.record.uid && mark.at === kept.record.rev) this.rev = mark.rev;
    else if (kept) this.changed(kept.record); // saved while sync was not listening
    this.onSync(await this.deps.sync.get(syncDuel.key).catch(() => undefined));
  }

  /** The duel was saved here, by a move in this tab. */
  changed(record: DuelRecord): void {
    this.rev = this.deps.seen.nextRev(this.writer);
    void quietly(this.deps.local.set({ [localDuelMark.key]: markOf(this.rev, record) }));
    this.owe(record.counted);
  }

  /** Another tab's mark (storage.local): a save made there, to send if that tab does not. */
  onLocal(value: unknown): void {
    const mark = orNull(localDuelMark.read(value));
    if (!mark || !isNewer(mark.rev, this.rev)) return;
    this.deps.seen.see(mark.rev);
    this.rev = mark.rev;
    if (mark.rev.d.startsWith(`${this.deps.device}/`)) this.owe(false);
  }

  /** The duel's key changed in storage.sync (undefined: removed, or nothing there). */
  onSync(value: unknown): void {
    if (value === undefined) {
      if (this.rev !== ZERO) this.owe(false); // wiped: put ours back
      return;
    }
    const r = this.deps.seen.checked(parseSyncDuel(value));
    if (r.ok) this.heard(r.value);
    else void this.deps.refuse(this.deps.sync, syncDuel.key, value, r.message);
  }

  get owing(): boolean {
    return this.dirty;
  }

  take(): Record<string, unknown> | null {
    if (!this.dirty) return null;
    this.dirty = false;
    const kept = this.kept();
    if (!kept) return null;
    const items = { [syncDuel.key]: syncDuelOf(this.rev, kept) };
    if (JSON.stringify(items).length <= SYNC_ITEM_BYTES) return items;
    if (this.tooLongFor !== kept.record.uid) {
      this.tooLongFor = kept.record.uid;
      this.tell('This duel is too long to copy to your other browsers. It is saved in this browser.');
    }
    return null;
  }

  giveBack(): void {
    this.dirty = true;
  }

  private heard({ rev, duel }: ArrivedDuel): void {
    const { seen } = this.deps;
    seen.see(rev);
    if (!isNewer(rev, this.rev)) {
      if (isNewer(this.rev, rev))
        this.owe(false); // an older copy overwrote ours
      else this.dirty = false; // ours, written (by this tab or another)
      return;
    }
    const kept = this.kept()?.record;
    if (kept && kept.uid === duel.record.uid && kept.moves === duel.record.moves && kept.open === duel.record.open) {
      this.rev = rev; // taken already (by another tab of this browser, hearing the same copy)
      this.dirty = false;
      return;
    }
    // A different duel under way here, dealt apart from that one: both are kept, each where it is played.
    if (kept && kept.uid !== duel.record.uid && !kept.counted && duel.record.prev !== kept.uid) return;
    const record = { ...duel.record, rev: (kept?.rev ?? 0) + 1 };
    if (!this.here.write(record)) return; // not taken now; the next copy that arrives is tried again
    this.rev = rev;
    this.dirty = false;
    void quietly(this.deps.local.set({ [localDuelMark.key]: markOf(rev, record) }));
    this.took.value++;
  }

  /** The duel kept here, read (null when there is none or it does not read: the seat sets that aside). */
  private kept(): ReadDuel | null {
    const raw = this.here.read();
    return raw === undefined ? null : orNull(parseDuelRecord(raw));
  }

  private owe(urgent: boolean): void {
    this.dirty = true;
    this.deps.owe(urgent);
  }
}
