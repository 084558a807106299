import { computed, type ReadonlySignal, signal } from '@preact/signals';
import { dealFromNumber, KLONDIKE, levelIn, type StatsKey } from '../engine';
import { shapeOf } from '../engine/games';
import { createTable, randomDealNumber, randomUid } from './game';
import type { TableModel } from './table-model';
import { freshTable } from './saved-table';
import type { SessionHost } from './session/host';
import type { Session } from './session/session';
import { deviceId, keepDeviceId, readShownTable, writeShownTable } from './first-paint';
import { keepPlayTime, withPlayTime } from './play-time';
import type { Analysis, AnalysisModel } from './analysis';
import type { DealPool } from './deals';
import type { HintModel } from './hint';
import type { Hint } from '../engine/solver';
import type { NewGameModel, WaitingGame } from './new-game';
import type { PastGame } from './past-games';
import type { Persistence } from './persistence';
import { createSettings, type SettingsData, type SettingsModel } from './settings';
import type { SolverClient } from './solver';
import { type AllStats, NO_STATS } from './stats';
import type { KV } from './storage/kv';
import type { LocalTable } from './storage/local-table';
import type { SyncGame } from './storage/sync-game';
import { t } from './words';

export interface StatsView {
  readonly all: ReadonlySignal<AllStats>;
  reset(key: StatsKey): void;
}

export interface App {
  readonly settings: SettingsModel;
  readonly stats: StatsView;
  /** The last games that ended in this browser, newest first (empty until storage is read). */
  readonly pastGames: ReadonlySignal<readonly PastGame[]>;
  readonly table: TableModel;
  /**
   * The games being played (the table's, the duel's) and which is on show: one clock, one leave rule, one
   * end. Loaded after the first paint (loadSessions): null before.
   */
  readonly sessions: ReadonlySignal<SessionHost | null>;
  loadSessions(): Promise<SessionHost>;
  /** Double Solitaire's seat is loaded: its duel and whether it is on show, for the sessions' host (now or once loaded). */
  attachDuel(duel: ReadonlySignal<Session | null>, open: ReadonlySignal<boolean>): void;
  readonly hints: HintModel;
  readonly analysis: AnalysisModel;
  /** The hint engine's client, started on first use (the race asks it for the computer's moves). */
  readonly solver: () => Promise<SolverClient>;
  /** Storage and sync, once started (after the first paint). */
  readonly persistence: ReadonlySignal<Persistence | null>;
  /** A plain message for the player (a refused save, a bad link), or null. */
  readonly notice: ReadonlySignal<string | null>;
  /** A newer game from another browser, offered. */
  readonly offer: ReadonlySignal<SyncGame | null>;
  /** A game set aside for another one, resumable. */
  readonly shelved: ReadonlySignal<boolean>;
  dismissNotice(): void;
  /** Tells the player something (a part loaded later: a duel that could not be read or saved). */
  tell(text: string): void;
  /** Every way to a new game, each asking first when a game is under way. */
  readonly games: NewGameModel;
  /**
   * Reads a `#deal=…` link (a link followed or typed): plays it, asking first when a game is under way;
   * settles once it has. The link's reader loads on demand: a new tab opened without a link (nearly all)
   * paints without it.
   */
  openLink(hash: string): Promise<void>;
  /** Reads extension storage and starts syncing (after the first paint). */
  start(): Promise<void>;
}

export interface AppDeps {
  readonly solver: () => Promise<SolverClient>;
  /** The storage areas, loaded after the first paint (their code is not on the first paint's path). */
  readonly storage: () => Promise<{ local: KV; sync: KV }>;
  readonly now?: () => number;
  readonly schedule?: (fn: () => void, ms: number) => () => void;
}

/**
 * Everything the new tab runs on. The first paint comes from a synchronous
 * copy in localStorage (the table and its revision), so the board is there at
 * once; extension storage, which is the truth, is read right after and wins
 * when it is newer.
 */
export function createApp(deps: AppDeps): App {
  const notice = signal<string | null>(null);
  const persistence = signal<Persistence | null>(null);
  let pool: DealPool | null = null;
  let localArea: KV | null = null;
  // A setting changed before storage is read is the player's newest choice: made again after it, over the copy
  // storage held (Persistence.start shows it); only those changed, the rest may be defaults (no first-paint copy).
  let settingsEarly: SettingsData | null = null;
  const settings = createSettings(undefined, (data) => {
    if (persistence.value) persistence.value.onSettingsChanged(data);
    else settingsEarly = data;
  });
  const paintedSettings = settings.data.value;

  const { shown, refused } = readShownTable();
  if (refused) {
    notice.value = t('notice.quickCopy');
  }
  const start = withPlayTime(
    shown?.table ??
      (() => {
        const n = randomDealNumber();
        const { game, level } = settings.data.value;
        return freshTable(dealFromNumber(n, shapeOf(game)), n, levelIn(game, level), settings.rules.value);
      })(),
  );

  const mirror = (local: LocalTable) => {
    if (!writeShownTable(local)) notice.value = t('notice.unsaved');
  };
  // Until storage is read (a few milliseconds after the first paint), a change stays on the table only:
  // Persistence.start settles it against the stored game (played again on it, or taken back with a word),
  // and a result waits to be counted with its change. Nothing is written before: a copy of a table that is
  // not the newest game, under a revision of its own, could outrank the stored game.
  let sink: Persistence | null = null;
  const results: Parameters<Persistence['onResult']>[0][] = [];

  const table = createTable(start, {
    variant: KLONDIKE,
    autoCollect: () => settings.data.value.autoCollect,
    onResult: (r) => {
      if (persistence.value) persistence.value.onResult(r);
      else results.push(r);
    },
    onSave: (s) => sink?.onTableSaved(s),
  });
  const painted = table.saved();

  keepPlayTime(table);
  // Every way to a new game, loaded at the first one asked for (or the first link): a new tab that only
  // goes on with its game never loads it. Its two signals are the page's from the start (the table reads them).
  const pending = signal<WaitingGame | null>(null);
  const finding = signal(false);
  let model: Promise<NewGameModel> | undefined;
  const newGame = () =>
    (model ??= import('./new-game').then((m) =>
      m.createNewGame({
        table,
        settings,
        solver: deps.solver,
        pool: () => pool,
        local: () => localArea,
        randomDealNumber,
        notice: (text: string) => {
          notice.value = text;
        },
        pending,
        finding,
      }),
    ));
  const games: NewGameModel = {
    pending,
    finding,
    random: (confirmed) => void newGame().then((g) => g.random(confirmed)),
    race: (pace, confirmed) => void newGame().then((g) => g.race(pace, confirmed)),
    daily: (confirmed, date) => void newGame().then((g) => g.daily(confirmed, date)),
    dailies: () => newGame().then((g) => g.dailies()),
    shared: (link, confirmed) => void newGame().then((g) => g.shared(link, confirmed)),
    restart: (confirmed) => void newGame().then((g) => g.restart(confirmed)),
    confirm: () => void newGame().then((g) => g.confirm()),
    cancel: () => void newGame().then((g) => g.cancel()),
  };

  // The sessions' host loads after the first paint, off its path: nothing on show needs it before. A duel's seat
  // loaded first is attached before the host is published, so that nothing reads a host without its duel.
  const sessions = signal<SessionHost | null>(null);
  let sessionsLoad: Promise<SessionHost> | undefined;
  let seat: { duel: ReadonlySignal<Session | null>; open: ReadonlySignal<boolean> } | null = null;
  const loadSessions = () =>
    (sessionsLoad ??= Promise.all([import('./session/host'), import('./session/table-session')]).then(([host, own]) => {
      const made = host.createSessionHost(own.tableSession(table, deps.solver));
      if (seat) made.attachDuel(seat.duel, seat.open);
      sessions.value = made;
      return made;
    }));

  const analysisNow = signal<Analysis | null>(null);
  let analysis: Promise<AnalysisModel> | undefined;
  const analysisModel = () =>
    (analysis ??= import('./analysis').then((m) =>
      m.createAnalysis(
        table,
        deps.solver,
        () => settings.data.value.referee,
        () => document.visibilityState === 'visible',
        analysisNow,
      ),
    ));
  // The hint's model loads at the first hint asked for; the page reads its signals from the start.
  const hintNow = signal<Hint | null>(null);
  const thinking = signal(false);
  const refining = signal(false);
  let hint: Promise<HintModel> | undefined;
  const hintModel = () =>
    (hint ??= import('./hint').then((m) =>
      m.createHintModel(
        table,
        deps.solver,
        { current: hintNow, thinking, refining },
        () => settings.data.value.fairHints,
      ),
    ));
  const app: App = {
    settings,
    stats: {
      all: computed(() => persistence.value?.stats.value ?? NO_STATS),
      reset: (key) => persistence.value?.resetStats(key),
    },
    pastGames: computed(() => persistence.value?.pastGames.value ?? []),
    table,
    sessions,
    loadSessions,
    attachDuel(duel, open) {
      seat = { duel, open };
      sessions.value?.attachDuel(duel, open);
      void loadSessions();
    },
    hints: {
      current: hintNow,
      thinking,
      refining,
      ask: () => hintModel().then((h) => h.ask()),
      showMe: () => void hintModel().then((h) => h.showMe()),
    },
    solver: deps.solver,
    // The checks load with the worker's client, after the first paint; what they find shows through this signal.
    analysis: {
      current: analysisNow,
      start: () => void analysisModel().then((a) => a.start()),
      shown: () => void analysisModel().then((a) => a.shown()),
    },
    persistence,
    notice: computed(() => notice.value ?? persistence.value?.notice.value ?? null),
    offer: computed(() => persistence.value?.offer.value ?? null),
    shelved: computed(() => (persistence.value?.shelf.value ?? null) !== null),
    tell: (text) => {
      notice.value = text;
    },
    dismissNotice: () => {
      notice.value = null;
      if (persistence.value) persistence.value.notice.value = null;
    },
    games,
    async openLink(h) {
      // Both loaded before the deal is played, so that the promise settles with the link's game on the table.
      const [{ parseDealLink }, g] = await Promise.all([import('../engine/links/link'), newGame()]);
      const link = parseDealLink(h);
      if (link.ok) g.shared(link.value, false);
      else if (link.code !== 'no-deal') {
        // Its words load with a refusal only.
        const { refusalText } = await import('./refusal');
        notice.value = t('notice.link', refusalText(link.reason));
      }
    },
    async start() {
      const [{ Persistence, settleDevice }, areas] = await Promise.all([import('./persistence'), deps.storage()]);
      const device = await settleDevice(areas.local, deviceId(), keepDeviceId);
      const p = new Persistence({
        ...areas,
        device,
        tab: randomUid().slice(0, 6),
        table,
        applySettings: settings.replace,
        now: deps.now ?? (() => performance.now()),
        date: Date.now,
        schedule:
          deps.schedule ??
          ((fn, ms) => {
            const id = setTimeout(fn, ms);
            return () => clearTimeout(id);
          }),
        mirror,
      });
      sink = p;
      await p.start(shown, painted);
      persistence.value = p;
      const early = settingsEarly;
      settingsEarly = null;
      const changed = early ? changedSettings(paintedSettings, early) : {};
      if (Object.keys(changed).length > 0) settings.update(changed);
      // A result of the game on show before the read, whose changes were taken back, is not counted: it was
      // not the player's game. Results of the games after it are.
      for (const r of results.splice(0)) if (!(p.droppedEarly && r.uid === painted.uid)) p.onResult(r);
      localArea = areas.local;
      const { DealPool } = await import('./deals');
      pool = new DealPool(areas.local, deps.solver);
      void pool.start();
    },
  };
  return app;
}

/** The settings `after` holds otherwise than `before`. */
const changedSettings = (before: SettingsData, after: SettingsData): Partial<SettingsData> =>
  Object.fromEntries(
    Object.entries(after).filter(([k, v]) => JSON.stringify(v) !== JSON.stringify(before[k as keyof SettingsData])),
  );
