import { computed, effect, type ReadonlySignal, signal } from '@preact/signals';
import { dealFromNumber, type Level, parseDealLink } from '../engine';
import { createTable, randomDealNumber, randomUid, type TableModel } from './game';
import { freshTable, parseSavedTable, type SavedTable } from './saved-table';
import { type AnalysisModel, createAnalysis } from './analysis';
import type { DealPool } from './deals';
import { createHintModel, type HintModel } from './hint';
import { createNewGame, type NewGameModel } from './new-game';
import { keepRefused, readLocal, writeLocal } from './local-store';
import type { Persistence } from './persistence';
import { createSettings, type SettingsModel } from './settings';
import type { SolverClient } from './solver';
import { type AllStats, MAX_SECONDS, NO_STATS } from './stats';
import type { KV } from './storage/kv';
import type { LocalTable } from './storage/local-table';
import type { SyncGame } from './storage/sync-game';
import { type Rev, ZERO } from './sync/clock';

export interface StatsView {
  readonly all: ReadonlySignal<AllStats>;
  reset(level: Level): void;
}

export interface App {
  readonly settings: SettingsModel;
  readonly stats: StatsView;
  readonly table: TableModel;
  readonly hints: HintModel;
  readonly analysis: AnalysisModel;
  /** Storage and sync, once started (after the first paint). */
  readonly persistence: ReadonlySignal<Persistence | null>;
  /** A plain message for the player (a refused save, a bad link), or null. */
  readonly notice: ReadonlySignal<string | null>;
  /** A newer game from another browser, offered. */
  readonly offer: ReadonlySignal<SyncGame | null>;
  /** A game set aside for another one, resumable. */
  readonly shelved: ReadonlySignal<boolean>;
  dismissNotice(): void;
  /** Every way to a new game, each asking first when a game is under way. */
  readonly games: NewGameModel;
  /** Reads a `#deal=…` link (a link followed or typed): plays it, asking first when a game is under way. */
  openLink(hash: string): void;
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

const TABLE_KEY = 'table';
const DEVICE_KEY = 'device';
/**
 * The seconds played on the game on the table, written each second of play: a game is saved with every
 * move, but the time since the last move would otherwise be lost when the browser closes without a word.
 */
const CLOCK_KEY = 'clock';

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
  const settings = createSettings(undefined, (data) => persistence.value?.onSettingsChanged(data));

  const raw = readLocal(TABLE_KEY);
  // The copy for the first paint; a copy from before revisions were saved is taken as the oldest.
  const shown: LocalTable | null = mirrorOf(raw);
  if (raw !== undefined && shown === null) {
    keepRefused(TABLE_KEY);
    notice.value =
      'The quick copy of your game could not be read and was set aside: your game comes back from browser storage if it is there, else a new game is dealt.';
  }
  const start = withClock(
    shown?.table ??
      (() => {
        const n = randomDealNumber();
        return freshTable(dealFromNumber(n), n, settings.data.value.level, settings.rules.value);
      })(),
  );

  let device = readLocal(DEVICE_KEY);
  if (typeof device !== 'string' || !/^[\w-]{6,40}$/.test(device)) {
    device = `d-${randomUid()}`;
    writeLocal(DEVICE_KEY, device);
  }
  const mirror = (t: LocalTable) => {
    if (!writeLocal(TABLE_KEY, t)) {
      notice.value = 'Your game could not be saved just now; it will be saved again on your next move.';
    }
  };
  // Until storage is up (a few milliseconds after the first paint), moves go to the mirror and wait.
  let early: { rev: Rev; saved: ReturnType<TableModel['saved']> } | null = null;
  const results: Parameters<Persistence['onResult']>[0][] = [];

  const table = createTable(start, {
    autoCollect: () => settings.data.value.autoCollect,
    onResult: (r) => {
      if (persistence.value) persistence.value.onResult(r);
      else results.push(r);
    },
    onSave: (s) => {
      if (persistence.value) persistence.value.onTableSaved(s);
      else {
        const rev = { n: (early?.rev.n ?? shown?.rev.n ?? 0) + 1, d: `${device}/early` };
        early = { rev, saved: s };
        mirror({ rev, named: shown?.named, table: s, shelf: shown?.shelf ?? null });
      }
    },
  });

  effect(() => {
    writeLocal(CLOCK_KEY, { uid: table.uid.value, elapsed: table.elapsed.value });
  });
  const games = createNewGame({
    table,
    settings,
    solver: deps.solver,
    pool: () => pool,
    local: () => localArea,
    randomDealNumber,
    notice: (text: string) => {
      notice.value = text;
    },
  });

  const app: App = {
    settings,
    stats: {
      all: computed(() => persistence.value?.stats.value ?? NO_STATS),
      reset: (level) => persistence.value?.resetStats(level),
    },
    table,
    hints: createHintModel(table, deps.solver),
    analysis: createAnalysis(
      table,
      deps.solver,
      () => settings.data.value.referee,
      () => document.visibilityState === 'visible',
    ),
    persistence,
    notice: computed(() => notice.value ?? persistence.value?.notice.value ?? null),
    offer: computed(() => persistence.value?.offer.value ?? null),
    shelved: computed(() => (persistence.value?.shelf.value ?? null) !== null),
    dismissNotice: () => {
      notice.value = null;
      if (persistence.value) persistence.value.notice.value = null;
    },
    games,
    openLink(h) {
      const link = parseDealLink(h);
      if (link.ok) games.shared(link.value, false);
      else if (link.code !== 'no-deal') notice.value = `That link's deal cannot be played: ${link.message}.`;
    },
    async start() {
      const [{ Persistence }, areas] = await Promise.all([import('./persistence'), deps.storage()]);
      const p = new Persistence({
        ...areas,
        device: device as string,
        tab: randomUid().slice(0, 6),
        table,
        applySettings: settings.replace,
        now: deps.now ?? (() => performance.now()),
        schedule:
          deps.schedule ??
          ((fn, ms) => {
            const id = setTimeout(fn, ms);
            return () => clearTimeout(id);
          }),
        mirror,
      });
      const latest = early ? { ...shown, rev: early.rev, table: early.saved, shelf: shown?.shelf ?? null } : shown;
      await p.start(latest);
      persistence.value = p;
      for (const r of results.splice(0)) p.onResult(r);
      localArea = areas.local;
      const { DealPool } = await import('./deals');
      pool = new DealPool(areas.local, deps.solver);
      void pool.start();
    },
  };
  return app;
}

/**
 * The copy saved for the first paint, lightly checked (the full check runs
 * with the rest of persistence, off the first paint's path): a saved table,
 * with or without its revision envelope.
 */
function mirrorOf(raw: unknown): LocalTable | null {
  const r = raw as { rev?: Rev; named?: Rev[]; table?: unknown; shelf?: unknown } | undefined;
  const enveloped = r && typeof r === 'object' && r.rev && typeof r.rev.n === 'number' && typeof r.rev.d === 'string';
  const table = parseSavedTable(enveloped ? r.table : raw);
  if (!table.ok) return null;
  const shelf = enveloped && r.shelf ? parseSavedTable(r.shelf) : null;
  return {
    rev: enveloped ? { n: r.rev?.n ?? 0, d: r.rev?.d ?? '' } : ZERO,
    named: enveloped ? r.named : undefined,
    table: table.value,
    shelf: shelf?.ok ? shelf.value : null,
  };
}

/** The saved table with the seconds played since its last save, when the clock record is about this game. */
function withClock(t: SavedTable): SavedTable {
  const c = readLocal(CLOCK_KEY) as { uid?: unknown; elapsed?: unknown } | undefined;
  const elapsed = c?.elapsed;
  const ok =
    c?.uid === t.uid &&
    t.uid !== '' &&
    typeof elapsed === 'number' &&
    Number.isSafeInteger(elapsed) &&
    elapsed > t.elapsed &&
    elapsed <= MAX_SECONDS;
  return ok ? { ...t, elapsed } : t;
}

/**
 * The game timer: one second at a time while the page is visible and a game
 * is under way (the model decides the latter). Returns a stop function.
 */
export function startTimer(table: TableModel): () => void {
  const id = setInterval(() => {
    if (document.visibilityState === 'visible') table.tick();
  }, 1000);
  return () => clearInterval(id);
}
