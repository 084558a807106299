import { type ReadonlySignal, signal } from '@preact/signals';
import { type DuelRecord, parseDuelRecord, type ReadDuel } from '../duel-record';
import { type ArrivedDuel, localDuelMark, markOf, parseSyncDuel, syncDuel, syncDuelOf } from '../storage/duel-records';
import { duelRevOf } from '../storage/local-duel';
import { orNull } from '../storage/read';
import { bump, isNewer, type Rev, sameRev, ZERO } from '../sync/clock';
import { type JobDeps, type Owed, quietly } from './job';
import { t } from '../words';
import { DUEL_KEY } from '../first-paint';
import { keepRefused, readLocal, writeLocal } from '../local-store';

/** storage.sync's limit on one item: its key and its JSON. */
const SYNC_ITEM_BYTES = 8192;

/** Where this browser keeps its duel (localStorage in the page: a tab opened on a duel reads it before it paints). */
export interface DuelHere {
  /** The duel as stored (untrusted), or undefined. */
  read(): unknown;
  /** Saves it: false when it could not be (quota, privacy mode). */
  write(record: DuelRecord): boolean;
  /** Keeps what is stored aside (it does not read), before something is written over it. */
  setAside(): void;
}

/** The page's: the duel in localStorage, where a tab opened on it reads it before its first paint. */
export const duelInLocalStorage: DuelHere = {
  read: () => readLocal(DUEL_KEY),
  write: (r) => writeLocal(DUEL_KEY, r),
  setAside: () => keepRefused(DUEL_KEY),
};

/** Whether moves `a` (as the record writes them) are the first moves of `b`. */
const leadsTo = (a: string, b: string): boolean =>
  a === '' || (b.startsWith(a) && (b.length === a.length || b[a.length] === ' '));

/** Of two copies of one duel, the one further on than the other; null for other duels, or copies gone apart. */
function furtherOn(ours: DuelRecord, theirs: DuelRecord): 'ours' | 'theirs' | null {
  if (ours.uid !== theirs.uid || ours.moves === theirs.moves) return null;
  return leadsTo(theirs.moves, ours.moves) ? 'ours' : leadsTo(ours.moves, theirs.moves) ? 'theirs' : null;
}

/**
 * Double Solitaire across browsers: the duel kept here travels through storage.sync with its revision.
 * Two copies of one duel, one further on than the other, come to the further one, whatever their
 * revisions (a browser that lagged behind and set the duel aside, say, must not take moves back); copies
 * that went apart come to the newest. Another duel comes in when it is newer, except over a different
 * duel still under way here that it was not dealt in place of (`prev`): that one is kept, and played on
 * where it is. The tab that saved a move owes the copy; the other tabs of this browser owe it too, in
 * case that tab closes first, and stand down when they see it written.
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

  /**
   * Counts the times the duel kept here changed elsewhere (taken from another browser, saved in another tab,
   * or before storage was watched): a page's seat follows each, dropping a copy older than its own.
   */
  get arrived(): ReadonlySignal<number> {
    return this.took;
  }

  async start(): Promise<void> {
    const mark = await this.deps.read(localDuelMark);
    if (mark) this.deps.seen.see(mark.rev);
    // The save sync last saw needs no reading: every new tab starts here, and most never show the duel.
    const raw = this.here.read() as { uid?: unknown } | null | undefined;
    if (mark && raw?.uid === mark.uid && sameRev(duelRevOf(raw), mark.at)) this.rev = mark.rev;
    else if (raw !== undefined) {
      const kept = this.kept();
      if (kept) this.changed(kept.record); // saved while sync was not listening
    }
    this.onSync(await this.deps.sync.get(syncDuel.key).catch(() => undefined));
    // A page's seat read the duel before storage was watched: it follows whatever is newest now.
    this.took.value++;
  }

  /** The duel was saved here, by a move in this tab (or taken here further on than the copy in sync). */
  changed(record: DuelRecord): void {
    this.rev = this.deps.seen.nextRev(this.writer);
    this.mark(this.rev, record);
    this.owe(record.counted);
  }

  /**
   * Another tab's mark (storage.local): a save made there (or a duel taken there from sync). The page's seat
   * follows it (`arrived`: the channel the table's changes take too), and sends it if that tab does not.
   */
  onLocal(value: unknown): void {
    const mark = orNull(localDuelMark.read(value));
    if (!mark || !isNewer(mark.rev, this.rev)) return;
    this.deps.seen.see(mark.rev);
    this.rev = mark.rev;
    this.took.value++;
    if (this.mine(mark.rev)) this.owe(false);
  }

  /**
   * The duel's key changed in storage.sync (undefined: removed, or nothing there). True when it holds a
   * copy that reads: a write the others may count their minute from.
   */
  onSync(value: unknown): boolean {
    if (value === undefined) {
      if (this.rev !== ZERO) this.owe(false); // wiped: put ours back
      return false;
    }
    const r = this.deps.seen.checked(parseSyncDuel(value));
    if (r.ok) this.heard(r.value);
    else {
      void this.deps.refuse(this.deps.sync, syncDuel.key, value, r.message);
      if (this.rev !== ZERO) this.owe(false); // ours takes its place
    }
    return r.ok;
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
      this.tell(t('notice.duelTooLong'));
    }
    return null;
  }

  giveBack(): void {
    this.dirty = true;
  }

  private heard({ rev, duel }: ArrivedDuel): void {
    this.deps.seen.see(rev);
    if (sameRev(rev, this.rev)) {
      this.dirty = false; // ours, written (by this tab or another)
      return;
    }
    // Written by another tab of this browser: its duel is here already, through localStorage.
    if (this.mine(rev)) {
      if (isNewer(rev, this.rev)) this.dirty = false;
      return;
    }
    const kept = this.kept()?.record ?? null;
    const theirs = duel.record;
    // Behind ours: ours goes out again, above it. Further on than ours: taken, even under an older
    // revision (the browser that holds it answers any copy behind it, so every browser comes to it).
    const ahead = kept ? furtherOn(kept, theirs) : null;
    if (kept && ahead === 'ours') {
      this.changed(kept);
      return;
    }
    if (ahead === 'theirs') {
      this.adopt(rev, duel, kept);
      return;
    }
    if (!isNewer(rev, this.rev)) {
      if (isNewer(this.rev, rev)) this.owe(false); // an older copy overwrote ours
      return;
    }
    if (kept && kept.uid === theirs.uid && kept.moves === theirs.moves && kept.open === theirs.open) {
      // Taken already, by another tab of this browser hearing the same copy first: the seat follows it, for
      // that tab's mark, which comes after, names this revision and is dropped as no newer.
      this.rev = rev;
      this.dirty = false;
      this.took.value++;
      return;
    }
    // A different duel under way here, dealt apart from that one: both are kept, each where it is played.
    if (kept && kept.uid !== theirs.uid && !kept.counted && !theirs.prev.includes(kept.uid)) return;
    this.adopt(rev, duel, kept);
  }

  /** Writes a duel from another browser where this one keeps its duel: false when it could not be. */
  private adopt(rev: Rev, duel: ReadDuel, kept: DuelRecord | null): boolean {
    // What is there but does not read is kept aside first (the seat reads it only when a duel is opened).
    if (!kept && this.here.read() !== undefined) this.here.setAside();
    // A save of this browser's, after the one kept here: its tabs take it as they take their own saves.
    const record = { ...duel.record, rev: bump(kept?.rev ?? ZERO, this.writer) };
    if (!this.here.write(record)) return false; // not taken now; the next copy that arrives is tried again
    this.rev = rev;
    this.dirty = false;
    this.mark(rev, record);
    this.took.value++;
    return true;
  }

  private mark(rev: Rev, record: DuelRecord): void {
    void quietly(this.deps.local.set({ [localDuelMark.key]: markOf(rev, record) }));
  }

  /** A revision made by a tab of this browser. */
  private mine(rev: Rev): boolean {
    return rev.d.startsWith(`${this.deps.device}/`);
  }

  /** The duel kept here, read (null when there is none, or it does not read). */
  private kept(): ReadDuel | null {
    const raw = this.here.read();
    return raw === undefined ? null : orNull(parseDuelRecord(raw));
  }

  private owe(urgent: boolean): void {
    this.dirty = true;
    this.deps.owe(urgent);
  }
}
