import { type ReadonlySignal, signal } from '@preact/signals';
import { type Deal, dealFromNumber, type Level, parseDealLink, type Rules } from '../engine';
import { createTable, freshTable, parseSavedTable, randomDealNumber, type SavedTable, type TableModel } from './game';
import { createHintModel, type HintModel } from './hint';
import { keepRefused, readLocal, writeLocal } from './local-store';
import { createSettings, type SettingsModel } from './settings';
import type { SolverClient } from './solver';
import { createStats, type StatsModel } from './stats';

/** A deal asked for by a link while a game was under way: the player confirms before it replaces the game. */
export interface PendingDeal {
  readonly deal: Deal;
  readonly dealNumber: number | null;
  readonly rules: Rules;
  readonly level: Level;
}

export interface App {
  readonly settings: SettingsModel;
  readonly stats: StatsModel;
  readonly table: TableModel;
  readonly hints: HintModel;
  /** A plain message for the player (a refused save, a bad link), or null. */
  readonly notice: ReadonlySignal<string | null>;
  readonly pending: ReadonlySignal<PendingDeal | null>;
  dismissNotice(): void;
  /** A new game: a deal number (random when left out) under the settings' level and rules. */
  newGame(dealNumber?: number): void;
  /** A new game from a deal spelled out in the shared format (already parsed). */
  playDeal(deal: Deal, dealNumber: number | null): void;
  /** Reads a `#deal=…` link: plays it now, or asks first when a game is under way. */
  openLink(hash: string): void;
  confirmPending(): void;
  cancelPending(): void;
}

const TABLE_KEY = 'table';

export function createApp(hash: string, solver: () => SolverClient): App {
  const settings = createSettings();
  const stats = createStats();
  const notice = signal<string | null>(null);
  const pending = signal<PendingDeal | null>(null);

  const raw = readLocal(TABLE_KEY);
  let saved: SavedTable | null = parseSavedTable(raw);
  if (raw !== undefined && saved === null) {
    keepRefused(TABLE_KEY);
    notice.value = 'Your saved game could not be read, so a new game was dealt. The old copy is kept aside.';
  }
  if (!saved) {
    const n = randomDealNumber();
    saved = freshTable(dealFromNumber(n), n, settings.data.value.level, settings.rules.value);
  }
  const table = createTable(saved, {
    autoCollect: () => settings.data.value.autoCollect,
    onResult: (r) => stats.record(r.level, r.won, r.seconds, r.score),
    onSave: (s) => {
      if (!writeLocal(TABLE_KEY, s))
        notice.value = 'Your game could not be saved just now; it will be saved again on your next move.';
    },
  });

  const deal = (d: Deal, n: number | null, rules = settings.rules.value, level = settings.data.value.level) =>
    table.deal(d, n, level, rules);

  const app: App = {
    settings,
    stats,
    table,
    hints: createHintModel(table, solver),
    notice,
    pending,
    dismissNotice: () => {
      notice.value = null;
    },
    newGame(n = randomDealNumber()) {
      deal(dealFromNumber(n), n);
    },
    playDeal(d, n) {
      deal(d, n);
    },
    openLink(h) {
      const link = parseDealLink(h);
      if (!link.ok) {
        if (link.code !== 'no-deal') notice.value = `That link's deal cannot be played: ${link.message}.`;
        return;
      }
      const rules = { ...settings.rules.value, ...link.value.rules };
      const level: Level = Object.keys(link.value.rules).length > 0 ? 'custom' : settings.data.value.level;
      const ask: PendingDeal = { deal: link.value.deal, dealNumber: link.value.dealNumber, rules, level };
      // The same deal and rules as the game on the table: nothing to do, the game goes on.
      const g = table.game.value;
      if (JSON.stringify(g.deal) === JSON.stringify(ask.deal) && JSON.stringify(g.rules) === JSON.stringify(rules))
        return;
      if (table.inProgress.value) pending.value = ask;
      else deal(ask.deal, ask.dealNumber, ask.rules, ask.level);
    },
    confirmPending() {
      const p = pending.value;
      pending.value = null;
      if (p) deal(p.deal, p.dealNumber, p.rules, p.level);
    },
    cancelPending() {
      pending.value = null;
    },
  };
  app.openLink(hash);
  return app;
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
