/**
 * Models of the browsers' sync services, for the multi-browser simulation and
 * the sync benchmark. Each browser's storage.sync area is a `SyncArea`: the
 * browser's local view of the synced data, with Chrome's quotas. The service
 * moves data between those views and a server through links that deliver in
 * order (one queue per direction and browser); the test decides when a message
 * arrives, so delays and their interleavings are the test's to choose.
 *
 * - Chrome: each key syncs on its own. A write is uploaded at once when online
 *   (kept and uploaded on reconnection otherwise); the last upload to reach the
 *   server wins; the server pushes it to the other online browsers. A push for
 *   a key with an upload of ours still on the way is a conflict, resolved either
 *   way (ours reaches the server later and wins, or theirs wins and ours is
 *   dropped). A profile's first sync against data on the server makes the local
 *   view the server's: local keys missing on the server are deleted.
 * - Firefox: all keys travel as one record. A sync downloads it, merges key by
 *   key with the incoming value winning where both sides changed, and uploads the
 *   result; an upload that finds the record changed meanwhile is refused and the
 *   sync starts over. Browsers learn of others' changes only when they sync.
 */
import { MemoryKV } from '../../models/storage/kv';

/** storage.sync's limits (Chrome's documented quotas; Firefox documents the same sizes). */
export const QUOTA = { bytes: 102_400, perItem: 8_192, items: 512, perMinute: 120, perHour: 1_800 } as const;

/** An item's size as Chrome counts it: the key's length and the value's JSON length. */
export const itemBytes = (key: string, value: unknown): number => key.length + JSON.stringify(value).length;

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

export interface SyncWrite {
  readonly at: number;
  readonly key: string;
  readonly bytes: number;
  readonly value: unknown;
}

/** A browser's storage.sync: a MemoryKV that enforces the quotas, logs the writes and tells its service. */
export class SyncArea extends MemoryKV {
  /** The service's hook for what this browser writes. */
  outgoing: (items: Record<string, unknown>) => void = () => {};
  readonly log: SyncWrite[] = [];
  /** When each write operation (a set call, whatever it carries: Chrome's unit for the rate quotas) was made. */
  readonly operations: number[] = [];
  /** Writes refused for a quota, with the quota's name. */
  readonly refusals: string[] = [];
  private ops: number[] = [];

  constructor(
    private readonly now: () => number,
    /** Chrome limits writes a minute and an hour; Firefox only sizes. */
    private readonly rateLimited = true,
  ) {
    super();
  }

  bytes(): number {
    let total = 0;
    for (const [k, v] of this.data) total += itemBytes(k, v);
    return total;
  }

  override async set(items: Record<string, unknown>): Promise<void> {
    const refusal = this.check(items);
    if (refusal) {
      this.refusals.push(refusal);
      throw new Error(`This request exceeds the ${refusal} quota.`);
    }
    const at = this.now();
    this.ops.push(at);
    this.operations.push(at);
    for (const [key, value] of Object.entries(items)) this.log.push({ at, key, bytes: itemBytes(key, value), value });
    const done = super.set(items);
    this.outgoing(items);
    await done;
  }

  override async remove(key: string): Promise<void> {
    await super.remove(key);
    this.outgoing({ [key]: undefined });
  }

  private check(items: Record<string, unknown>): string | null {
    const at = this.now();
    this.ops = this.ops.filter((t) => t > at - 3_600_000);
    if (this.rateLimited && this.ops.filter((t) => t > at - 60_000).length >= QUOTA.perMinute)
      return 'MAX_WRITE_OPERATIONS_PER_MINUTE';
    if (this.rateLimited && this.ops.length >= QUOTA.perHour) return 'MAX_WRITE_OPERATIONS_PER_HOUR';
    const after = new Map(this.data);
    for (const [k, v] of Object.entries(items)) {
      if (itemBytes(k, v) > QUOTA.perItem) return 'QUOTA_BYTES_PER_ITEM';
      after.set(k, v);
    }
    if (after.size > QUOTA.items) return 'MAX_ITEMS';
    let total = 0;
    for (const [k, v] of after) total += itemBytes(k, v);
    return total > QUOTA.bytes ? 'QUOTA_BYTES' : null;
  }
}

interface Message {
  readonly run: () => void;
  cancelled: boolean;
  /** Chrome: an upload of this key. */
  readonly key?: string;
}

/** In-order links between the browsers and the server; the caller picks which link delivers next. */
class Network {
  private readonly links = new Map<string, Message[]>();

  send(link: string, run: () => void, key?: string): Message {
    const m: Message = { run, cancelled: false, key };
    const q = this.links.get(link) ?? [];
    q.push(m);
    this.links.set(link, q);
    return m;
  }

  queued(link: string): Message[] {
    return this.links.get(link) ?? [];
  }

  pending(): number {
    let n = 0;
    for (const q of this.links.values()) n += q.length;
    return n;
  }

  /** Delivers the first message of one link (chosen by `pick` among those with messages waiting). */
  deliver(pick: number): boolean {
    const busy = [...this.links.entries()].filter(([, q]) => q.length > 0).sort(([a], [b]) => (a < b ? -1 : 1));
    if (busy.length === 0) return false;
    const [, q] = busy[pick % busy.length];
    const m = q.shift() as Message;
    if (!m.cancelled) m.run();
    return true;
  }
}

export interface SyncService {
  readonly kind: 'chrome' | 'firefox';
  join(id: string, area: SyncArea, online: boolean): void;
  online(id: string): boolean;
  setOnline(id: string, online: boolean): void;
  /** Chrome: the profile syncs again as if for the first time (sync turned off and on). Firefox: a sync. */
  resync(id: string): void;
  /** Firefox: the browser starts a sync. Chrome pushes, so nothing. */
  poll(id: string): void;
  /** Messages on their way. */
  pending(): number;
  /** What the server holds, to tell when nothing moves any more. */
  serverState(): string;
  deliver(pick: number): boolean;
}

interface ChromeNode {
  readonly area: SyncArea;
  online: boolean;
  /** Has synced with the server since the profile's (last) first sync. */
  synced: boolean;
  /** The server version of each key this browser's view holds. */
  readonly known: Map<string, number>;
  /** Keys written while offline, uploaded on reconnection. */
  readonly dirty: Set<string>;
}

export class ChromeSync implements SyncService {
  readonly kind = 'chrome';
  readonly server = new Map<string, { value: unknown; version: number }>();
  private version = 0;
  private readonly nodes = new Map<string, ChromeNode>();
  private readonly net = new Network();

  /** `remoteWins()` settles each conflict: true drops our upload and takes theirs. */
  constructor(private readonly remoteWins: () => boolean) {}

  join(id: string, area: SyncArea, online: boolean): void {
    const node: ChromeNode = { area, online: false, synced: false, known: new Map(), dirty: new Set() };
    this.nodes.set(id, node);
    area.outgoing = (items) => {
      for (const key of Object.keys(items)) {
        if (node.online && node.synced) this.upload(id, key, items[key]);
        else node.dirty.add(key);
      }
    };
    if (online) this.setOnline(id, true);
  }

  online(id: string): boolean {
    return this.node(id).online;
  }

  setOnline(id: string, online: boolean): void {
    const node = this.node(id);
    if (node.online === online) return;
    node.online = online;
    if (!online) return;
    if (!node.synced) this.firstSync(id, node);
    else this.catchUp(id, node);
  }

  resync(id: string): void {
    const node = this.node(id);
    node.synced = false;
    if (node.online) this.firstSync(id, node);
  }

  poll(): void {}

  pending(): number {
    return this.net.pending();
  }

  serverState(): string {
    return JSON.stringify([...this.server]);
  }

  deliver(pick: number): boolean {
    return this.net.deliver(pick);
  }

  private node(id: string): ChromeNode {
    const n = this.nodes.get(id);
    if (!n) throw new Error(`no browser ${id}`);
    return n;
  }

  private upload(id: string, key: string, value: unknown): void {
    this.net.send(`${id}>server`, () => this.arrive(id, key, value), key);
  }

  private arrive(from: string, key: string, value: unknown): void {
    const version = ++this.version;
    this.server.set(key, { value, version });
    this.node(from).known.set(key, version);
    for (const [id, node] of this.nodes) {
      if (id === from || !node.online || !node.synced) continue;
      this.net.send(`server>${id}`, () => this.push(id, key, value, version));
    }
  }

  /** Our uploads of `key` still on the way to the server. */
  private uploading(id: string, key: string): Message[] {
    return this.net.queued(`${id}>server`).filter((m) => m.key === key && !m.cancelled);
  }

  private push(id: string, key: string, value: unknown, version: number): void {
    const node = this.node(id);
    // Offline meanwhile: the reconnection catches up instead.
    if (!node.online || !node.synced || version <= (node.known.get(key) ?? 0)) return;
    const ours = this.uploading(id, key);
    if (ours.length > 0) {
      if (!this.remoteWins()) return; // ours reaches the server later and wins there
      for (const m of ours) m.cancelled = true;
    }
    node.known.set(key, version);
    node.area.apply({ [key]: value });
  }

  private firstSync(id: string, node: ChromeNode): void {
    for (const m of this.net.queued(`${id}>server`)) m.cancelled = true;
    node.synced = true;
    node.dirty.clear();
    node.known.clear();
    const live = [...this.server].filter(([, e]) => e.value !== undefined);
    if (live.length === 0) {
      // Nothing on the server yet: what this browser has is uploaded.
      for (const [key, value] of node.area.data) this.upload(id, key, value);
      return;
    }
    const changes: Record<string, unknown> = {};
    for (const key of node.area.data.keys()) if (this.server.get(key)?.value === undefined) changes[key] = undefined;
    for (const [key, e] of live) {
      node.known.set(key, e.version);
      if (!same(node.area.data.get(key), e.value)) changes[key] = e.value;
    }
    if (Object.keys(changes).length > 0) node.area.apply(changes);
  }

  private catchUp(id: string, node: ChromeNode): void {
    const changes: Record<string, unknown> = {};
    for (const [key, e] of this.server) {
      if (e.version <= (node.known.get(key) ?? 0)) continue;
      if (node.dirty.has(key)) {
        if (!this.remoteWins()) continue;
        node.dirty.delete(key);
      }
      node.known.set(key, e.version);
      if (!same(node.area.data.get(key), e.value)) changes[key] = e.value;
    }
    if (Object.keys(changes).length > 0) node.area.apply(changes);
    for (const key of node.dirty) this.upload(id, key, node.area.data.get(key));
    node.dirty.clear();
  }
}

interface FirefoxNode {
  readonly area: SyncArea;
  online: boolean;
  /** The record as this browser last synced it. */
  mirror: Map<string, unknown>;
  /** Keys changed here since they last synced, with the write's number. */
  readonly dirty: Map<string, number>;
  writes: number;
  /** A sync is under way. */
  busy: boolean;
}

export class FirefoxSync implements SyncService {
  readonly kind = 'firefox';
  record = new Map<string, unknown>();
  private version = 0;
  private readonly nodes = new Map<string, FirefoxNode>();
  private readonly net = new Network();

  join(id: string, area: SyncArea, online: boolean): void {
    const node: FirefoxNode = { area, online, mirror: new Map(), dirty: new Map(), writes: 0, busy: false };
    this.nodes.set(id, node);
    area.outgoing = (items) => {
      for (const key of Object.keys(items)) node.dirty.set(key, ++node.writes);
      this.poll(id);
    };
    this.poll(id);
  }

  online(id: string): boolean {
    return this.node(id).online;
  }

  setOnline(id: string, online: boolean): void {
    this.node(id).online = online;
    if (online) this.poll(id);
  }

  resync(id: string): void {
    this.poll(id);
  }

  poll(id: string): void {
    const node = this.node(id);
    if (!node.online || node.busy) return;
    node.busy = true;
    this.net.send(`server>${id}`, () => this.download(id));
  }

  pending(): number {
    return this.net.pending();
  }

  serverState(): string {
    return JSON.stringify([this.version, ...this.record]);
  }

  deliver(pick: number): boolean {
    return this.net.deliver(pick);
  }

  private node(id: string): FirefoxNode {
    const n = this.nodes.get(id);
    if (!n) throw new Error(`no browser ${id}`);
    return n;
  }

  private download(id: string): void {
    const node = this.node(id);
    if (!node.online) {
      node.busy = false;
      return;
    }
    const incoming = new Map(this.record);
    const base = this.version;
    const changes: Record<string, unknown> = {};
    const keys = new Set([...incoming.keys(), ...node.mirror.keys(), ...node.area.data.keys()]);
    for (const key of keys) {
      if (same(incoming.get(key), node.mirror.get(key))) continue; // not changed elsewhere: ours stands
      // Changed elsewhere: the incoming value wins, over a change of ours too.
      node.dirty.delete(key);
      if (!same(node.area.data.get(key), incoming.get(key))) changes[key] = incoming.get(key);
    }
    if (Object.keys(changes).length > 0) node.area.apply(changes);
    if (node.dirty.size === 0) {
      node.mirror = incoming;
      node.busy = false;
      return;
    }
    const merged = new Map(node.area.data);
    const sent = new Map(node.dirty);
    this.net.send(`${id}>server`, () => this.upload(id, merged, base, sent));
  }

  private upload(id: string, merged: Map<string, unknown>, base: number, sent: Map<string, number>): void {
    const node = this.node(id);
    if (this.version !== base) {
      // Someone synced meanwhile: refused; download and merge again.
      this.net.send(`server>${id}`, () => this.download(id));
      return;
    }
    this.record = new Map(merged);
    this.version++;
    node.mirror = new Map(merged);
    for (const [key, n] of sent) if (node.dirty.get(key) === n) node.dirty.delete(key);
    node.busy = false;
    if (node.dirty.size > 0) this.poll(id);
  }
}
