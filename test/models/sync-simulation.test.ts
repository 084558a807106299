/**
 * Never lose a game, across browsers: 2–3 simulated browsers, each with 1–3
 * tabs running the real table model and Persistence on its own storage, joined
 * by a model of Chrome's or Firefox's sync service (test/support/sync-service.ts).
 * fast-check draws the scenarios: moves, undo storms, abandoned and won games,
 * settings changes in the tab in use; tabs opened, switched to, hidden and
 * closed; browsers going offline, Chrome's first-sync wipe, and the order in
 * which the sync messages arrive. Every table written to storage.local is
 * checked as it lands (sim-browser.ts); after a quiet end (all online, every
 * message delivered, every timer run, every tab flushed, offers accepted) the
 * browsers must agree, and nothing anyone played may be missing.
 * SIM_RUNS sets the number of scenarios (1000), FC_SEED explores other ones.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_RULES,
  dealFromNumber,
  type Level,
  STATS_KEYS,
  type StatsKey,
  legalMoves,
  mulberry32,
  KLONDIKE,
} from '../../engine';
import { createTable } from '../../models/game';
import { freshTable } from '../../models/saved-table';
import { SYNC_GAP_MS, SYNC_IDLE_MS } from '../../models/persist/sync-writer';
import { DEFAULT_SETTINGS, type SettingsData } from '../../models/settings';
import { KEYS } from '../../models/storage/records';
import { parseLocalTable } from '../../models/storage/local-table';
import { parseSyncGame } from '../../models/storage/sync-game';
import { isNewer, type Rev, ZERO } from '../../models/sync/clock';
import { quickWin } from '../support/deals';
import { drain, gameText, Ledger, revText, SimBrowser, type SimTab } from '../support/sim-browser';
import { ChromeSync, FirefoxSync, type SyncService } from '../support/sync-service';
import { Clock } from '../support/world';
import { orNull } from '../../models/storage/read';
import { t } from '../../models/words';

const QUICK_WIN = quickWin();

const KINDS = {
  // In the tab in use:
  move: 40,
  stock: 12,
  undoStorm: 8,
  abandon: 6,
  // A win plays 76 moves, every one saved and read back in every tab: the costliest step by far.
  win: 1,
  hide: 8,
  accept: 6,
  resume: 2,
  settings: 3,
  close: 5,
  // The player turns to another tab, or opens one:
  switch: 10,
  open: 4,
  // The network and time:
  network: 6,
  deliver: 32,
  poll: 8,
  time: 16,
  resync: 2,
} as const;
type Kind = keyof typeof KINDS;

interface Step {
  readonly kind: Kind;
  /** Which browser (and tab) a switch, an open or a network step is about. */
  readonly a: number;
  /** The step's own choice: which move, how many, how long. */
  readonly b: number;
}

interface Scenario {
  readonly service: 'chrome' | 'firefox';
  readonly browsers: number;
  /** Per browser: tabs open at the start, and online from the start (Chrome: its first sync then). */
  readonly start: readonly { readonly tabs: number; readonly online: boolean }[];
  readonly seed: number;
  readonly steps: readonly Step[];
}

const step: fc.Arbitrary<Step> = fc.record({
  kind: fc.oneof(...Object.entries(KINDS).map(([k, weight]) => ({ arbitrary: fc.constant(k as Kind), weight }))),
  a: fc.nat(255),
  b: fc.nat(1023),
});

const scenario: fc.Arbitrary<Scenario> = fc.record({
  service: fc.constantFrom('chrome' as const, 'firefox' as const),
  browsers: fc.integer({ min: 2, max: 3 }),
  start: fc.array(fc.record({ tabs: fc.integer({ min: 1, max: 2 }), online: fc.boolean() }), {
    minLength: 3,
    maxLength: 3,
  }),
  seed: fc.nat(),
  steps: fc.array(step, { minLength: 1, maxLength: 60, size: 'max' }),
});

const LEVEL_OF: readonly Level[] = ['normal', 'easy'];
/** A browser's results stay within the recent results it keeps (stats-merge RECENT), where the merge dedups. */
const MAX_RESULTS = 20;

class World {
  readonly clock = new Clock();
  readonly ledger = new Ledger();
  readonly service: SyncService;
  readonly browsers: SimBrowser[] = [];
  /** The tab the player is using: moves go there, and it is the one closed or hidden. */
  private focus: { b: SimBrowser; tab: SimTab | undefined } | null = null;

  constructor(readonly s: Scenario) {
    const random = mulberry32(s.seed);
    this.service = s.service === 'chrome' ? new ChromeSync(() => random() < 2 ** 31) : new FirefoxSync();
  }

  async setUp(): Promise<void> {
    for (let i = 0; i < this.s.browsers; i++) {
      // The ids order differently from the browsers' numbers, so that ties between revisions break both ways.
      const b = new SimBrowser(`dev-${'zmb'[i]}${i}0000`, this.clock, this.ledger, this.s.service === 'chrome');
      this.browsers.push(b);
      this.service.join(b.device, b.sync, this.s.start[i].online);
      for (let t = 0; t < this.s.start[i].tabs; t++) await b.open(i * 7 + t);
    }
    this.focus = { b: this.browsers[0], tab: this.browsers[0].tabs[0] };
    await drain();
  }

  private browser(a: number): SimBrowser {
    return this.browsers[a % this.browsers.length];
  }

  /** The player turns to another tab (of this browser or another); the one left in this browser is hidden. */
  private switchTo(b: SimBrowser, tab: SimTab | undefined): void {
    const left = this.focus;
    if (left?.b === b && left.tab && left.tab !== tab && b.tabs.includes(left.tab)) left.tab.persistence.flush();
    this.focus = { b, tab };
  }

  async run(st: Step): Promise<void> {
    const b = this.browser(st.a);
    const focused = this.focus?.tab && this.focus.b.tabs.includes(this.focus.tab) ? this.focus.tab : undefined;
    const t = focused?.table;
    switch (st.kind) {
      case 'move': {
        const moves = t ? legalMoves(t.position.value) : [];
        if (moves.length > 0) t?.play(moves[st.b % moves.length]);
        break;
      }
      case 'stock':
        for (let i = 0; i <= st.b % 3; i++) t?.stock();
        break;
      case 'undoStorm': {
        const undos = 1 + (st.b % 8);
        for (let i = 0; i < undos; i++) t?.undo();
        for (let i = 0; i < (st.b >> 3) % (undos + 1); i++) t?.redo();
        break;
      }
      case 'abandon':
        if (t && (this.focus?.b.results.length ?? 0) < MAX_RESULTS)
          t.deal(dealFromNumber(st.b), st.b, LEVEL_OF[st.b % 2], DEFAULT_RULES);
        break;
      case 'win':
        if (!t || (this.focus?.b.results.length ?? 0) >= MAX_RESULTS) break;
        t.deal(QUICK_WIN.deal, null, LEVEL_OF[st.b % 2], DEFAULT_RULES);
        for (const m of QUICK_WIN.line) if (!t.play(m)) throw new Error('the winning line does not play');
        if (!t.state.value.won) throw new Error('the winning line does not win');
        break;
      case 'hide':
        focused?.persistence.flush();
        break;
      case 'accept':
        focused?.persistence.acceptOffer();
        break;
      case 'resume':
        focused?.persistence.resumeShelf();
        break;
      case 'settings':
        if (focused && this.focus) {
          const [sound, referee, vegasCumulative] = [1, 2, 4].map((bit) => (st.b & bit) !== 0);
          this.focus.b.changeSettings(focused, {
            ...DEFAULT_SETTINGS,
            autoCollect: false,
            sound,
            referee,
            vegasCumulative,
          });
        }
        break;
      case 'close':
        if (focused && this.focus) {
          const home = this.focus.b;
          await home.close(focused);
          this.focus = { b: home, tab: home.tabs[st.b % Math.max(1, home.tabs.length)] };
        }
        break;
      case 'switch':
        this.switchTo(b, b.tabs[Math.floor(st.a / this.browsers.length) % Math.max(1, b.tabs.length)]);
        break;
      case 'open':
        if (b.tabs.length < 3) this.switchTo(b, await b.open(st.b));
        break;
      case 'network':
        this.service.setOnline(b.device, !this.service.online(b.device));
        break;
      case 'deliver':
        for (let i = 0; i <= st.b % 6; i++) {
          this.service.deliver(st.b + i);
          await drain();
        }
        break;
      case 'poll':
        this.service.poll(b.device);
        break;
      case 'time':
        await this.clock.advance([1_000, SYNC_IDLE_MS + 1, SYNC_GAP_MS + 1, 5 * 60_000][st.b % 4]);
        break;
      case 'resync':
        this.service.resync(b.device);
        break;
    }
    await drain();
  }

  async deliverAll(): Promise<void> {
    while (this.service.deliver(0)) await drain();
  }

  /** What a quiet round leaves as it was: the storage areas, the sync writes made, the tabs' games and offers. */
  signature(): string {
    return JSON.stringify([
      this.service.serverState(),
      ...this.browsers.map((b) => [
        [...b.local.data],
        [...b.sync.data],
        b.sync.log.length,
        b.tabs.map((t) => [t.persistence.rev, t.persistence.offer.value?.rev ?? null]),
      ]),
    ]);
  }

  /** Everyone online, a tab open everywhere, pages hidden, messages delivered, timers run, offers taken. */
  async quiesce(): Promise<void> {
    for (const b of this.browsers) {
      this.service.setOnline(b.device, true);
      if (b.tabs.length === 0) await b.open();
    }
    for (let round = 0; round < 40; round++) {
      const before = this.signature();
      for (const b of this.browsers) for (const tab of b.tabs) tab.persistence.flush();
      await drain();
      for (const b of this.browsers) this.service.poll(b.device);
      await this.deliverAll();
      await this.clock.advance(6 * 60_000);
      await drain();
      for (const b of this.browsers) for (const tab of b.tabs) tab.persistence.acceptOffer();
      await drain();
      await this.deliverAll();
      const timers = this.browsers.reduce((n, b) => n + b.timers(), 0);
      if (timers === 0 && this.signature() === before) return;
    }
    throw new Error('the browsers never settled: sync writes go on without end');
  }
}

/** Each game counted once however many browsers counted it (by its id), a win if any browser won it. */
function expectedStats(w: World): Record<StatsKey, { played: number; won: number }> {
  const out = Object.fromEntries(STATS_KEYS.map((l) => [l, { played: 0, won: 0 }])) as Record<
    StatsKey,
    { played: number; won: number }
  >;
  const games = new Map<string, { level: StatsKey; won: boolean }>();
  for (const b of w.browsers)
    for (const r of b.results) {
      const g = games.get(r.uid);
      games.set(r.uid, { level: r.level, won: r.won || (g?.won ?? false) });
    }
  for (const g of games.values()) {
    out[g.level].played++;
    if (g.won) out[g.level].won++;
  }
  return out;
}

async function check(w: World): Promise<void> {
  expect(w.ledger.violations).toEqual([]);
  const expected = expectedStats(w);
  const max = w.ledger.max;
  const rev = revText(max ?? ZERO);
  // The newest game anyone saved; until anyone changes anything, each browser keeps, at revision 0, the fresh
  // deal its first tab dealt, untouched (sim-browser.ts names a browser's deals `<device>-g<n>`, from 0).
  const newest = max ? w.ledger.games.get(rev) : undefined;
  const gameIn = (b: SimBrowser) => newest ?? `${b.device}-g0||`;
  const shown = new Set<string>();
  /** The game each browser is expected to show. */
  const games: string[] = [];
  for (const b of w.browsers) {
    expect(
      b.sync.refusals.filter((r) => !r.startsWith('MAX_WRITE')),
      `${b.device}: sync quota`,
    ).toEqual([]);
    const stored = orNull(parseLocalTable(await b.local.get(KEYS.table)));
    // A browser whose table and shelf both hold a game under way does not take a newer game from another
    // browser even on the player's word (Offers.accept): it keeps both, says so, and the newer game waits on
    // offer (and in sync). Every other browser shows the newest game.
    const waits = b.tabs.some((tab) => tab.persistence.offer.value !== null);
    const kept = waits && stored ? { rev: revText(stored.rev), game: gameText(stored.table) } : null;
    const here = kept ?? { rev, game: gameIn(b) };
    games.push(here.game);
    for (const tab of b.tabs) {
      const where = `${b.device}/${tab.id}`;
      const offer = tab.persistence.offer.value;
      expect(tab.persistence.notice.value, `${where}: notice`).toBe(kept ? t('notice.offerWaits') : null);
      expect(offer && revText(offer.rev), `${where}: offer`).toBe(kept ? rev : null);
      const shelved = (tab.persistence.shelf.value?.game.moves ?? '') !== '';
      expect(!kept || (tab.table.inProgress.value && shelved), `${where}: two games under way`).toBe(true);
      // No lost result: every game anyone counted, counted once, in every browser's figures.
      for (const level of STATS_KEYS) {
        const s = tab.persistence.stats.value[level];
        expect({ played: s.played, won: s.won }, `${where}: ${level} statistics`).toEqual(expected[level]);
      }
      shown.add(gameText(tab.table.saved()));
      // No stale overwrite: every tab shows the newest game anyone saved (or the browser's own, kept).
      expect(revText(tab.persistence.rev), `${where}: revision`).toBe(here.rev);
      expect(gameText(tab.table.saved()), `${where}: game`).toBe(here.game);
    }
    expect(stored && revText(stored.rev), `${b.device}: storage.local`).toBe(here.rev);
    const synced = orNull(parseSyncGame(await b.sync.get(KEYS.syncGame)));
    expect(synced && revText(synced.rev), `${b.device}: sync copy`).toBe(rev);
    expect(Object.keys(await b.local.getAll('refused:')), `${b.device}: a good copy was refused`).toEqual([]);
  }
  // Settings: every tab shows the newest change made anywhere.
  const changes = w.browsers.flatMap((b) => b.sync.log.filter((x) => x.key === KEYS.syncSettings));
  const latest = changes
    .map((x) => x.value as { rev: Rev; data: SettingsData })
    .reduce<{ rev: Rev; data: SettingsData } | null>((a, x) => (a === null || isNewer(x.rev, a.rev) ? x : a), null);
  for (const b of w.browsers)
    for (const tab of b.tabs)
      expect(tab.settings, `${b.device}/${tab.id}: settings`).toEqual(latest?.data ?? DEFAULT_SETTINGS);
  // Convergence: one game on show everywhere (once anyone changed anything, but for a browser that kept its own).
  expect([...shown]).toEqual([...new Set(games)]);
}

async function simulate(s: Scenario): Promise<void> {
  const w = new World(s);
  await w.setUp();
  for (const [i, st] of s.steps.entries()) {
    await w.run(st);
    if (w.ledger.violations.length > 0) throw new Error(`after step ${i} (${st.kind}): ${w.ledger.violations[0]}`);
  }
  await w.quiesce();
  await check(w);
}

describe('sync across browsers, simulated', () => {
  it('the quick win is won in 76 moves', () => {
    const table = createTable(freshTable(QUICK_WIN.deal, null, 'normal', DEFAULT_RULES), {
      variant: KLONDIKE,
      autoCollect: () => false,
      onResult: () => {},
      onSave: () => {},
    });
    expect(QUICK_WIN.line.every((m) => table.play(m))).toBe(true);
    expect(table.state.value.won).toBe(true);
    expect(QUICK_WIN.line).toHaveLength(76);
  });

  it('no lost result, no stale overwrite, all browsers converge (1000 random interleavings)', async () => {
    await fc.assert(fc.asyncProperty(scenario, simulate), { numRuns: Number(process.env.SIM_RUNS ?? 1000) });
  }, 600_000);
});
