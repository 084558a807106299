import { type ReadonlySignal, type Signal, signal } from '@preact/signals';
import {
  type Deal,
  DEFAULT_RULES,
  type DealLink,
  dealFromNumber,
  formatDeal,
  type Level,
  levelForRules,
  levelIn,
  type Rules,
  rulesForLevel,
  sameRules,
} from '../engine';
import { shapeOf } from '../engine/games';
import type { DealPool } from './deals';
import type { Pace, RaceRecord } from './race-record';
import type { TableModel } from './table-model';
import type { SettingsModel } from './settings';
import type { SolverClient } from './solver';
import type { KV } from './storage/kv';
import { t } from './words';

/**
 * What a new game was asked for by, which the button that confirms it says ("Deal a new game", "Play deal
 * #21"): data, worded by the page in the player's language.
 */
export type Asked =
  | { readonly way: 'random' | 'race' | 'restart' | 'today' | 'challenge' | 'played' | 'shared' }
  | { readonly way: 'date'; readonly date: string }
  | { readonly way: 'number'; readonly dealNumber: number };

/** A new game asked for while one is under way: it waits for the player's word, since leaving counts as a loss. */
export interface PendingGame {
  readonly asked: Asked;
}

/** The request waiting for the player's word, and the game it would leave. */
export type WaitingGame = PendingGame & { readonly start: () => void; readonly leaves: string };

export interface NewGameModel {
  readonly pending: ReadonlySignal<PendingGame | null>;
  /** Waiting for the engine to find a deal (Easy with none ready, or the daily deal). */
  readonly finding: ReadonlySignal<boolean>;
  /*
   * Each way to a new game. `confirmed`: the player has already been told that the game on the table will
   * count as a loss (the New game dialog says so beside its buttons); otherwise, with a game under way,
   * the request waits in `pending` for `confirm`.
   */
  /**
   * A new deal of the settings' game under their level and rules (Klondike's Easy: the next verified
   * winnable deal; Spider-Klondike has no Easy, and deals it as Normal).
   */
  random(confirmed: boolean): void;
  /** A race against the computer, playing a copy of a new deal (as `random` deals it) at a pace. */
  race(pace: Pace, confirmed: boolean): void;
  /** Today's deal (or a date's, 'YYYY-MM-DD'): winnable, the same for every player on every device. */
  daily(confirmed: boolean, date?: string): void;
  /** Today's date, and the dates whose daily deal was found here (and so may have been played), with it. */
  dailies(): Promise<{ readonly today: string; readonly known: ReadonlyMap<string, number> }>;
  /** A deal someone shared (a link, a shared text, a number, a deal spelled out), under its rules when it names them. */
  shared(link: DealLink, confirmed: boolean): void;
  /** The deal on the table again, from the start, under the same rules and level (and in the same race). */
  restart(confirmed: boolean): void;
  confirm(): void;
  cancel(): void;
}

export interface NewGameDeps {
  readonly table: TableModel;
  readonly settings: SettingsModel;
  readonly solver: () => Promise<SolverClient>;
  /** Verified Easy deals (null until storage is up). */
  readonly pool: () => DealPool | null;
  /** storage.local, where the daily deal of each date is kept (null until storage is up). */
  readonly local: () => KV | null;
  readonly randomDealNumber: () => number;
  /** Tells the player something went wrong (a daily deal not found). */
  readonly notice: (text: string) => void;
  /** The signals the model reports through, when the page made them before loading it (models/app.ts). */
  readonly pending?: Signal<WaitingGame | null>;
  readonly finding?: Signal<boolean>;
}

const sameDeal = (a: Deal, b: Deal) => formatDeal(a) === formatDeal(b);

/**
 * Every way to a new game, behind one rule: a game under way is never left without the player's word,
 * because leaving it counts as a loss.
 */
export function createNewGame(deps: NewGameDeps): NewGameModel {
  const { table, settings } = deps;
  const pending = deps.pending ?? signal<WaitingGame | null>(null);
  const finding = deps.finding ?? signal(false);
  // The game the question was about is gone (taken from another tab or browser, resumed from the shelf):
  // confirming would count a game the player was never asked about, so the question goes.
  table.uid.subscribe((uid) => {
    if (pending.value && pending.value.leaves !== uid) pending.value = null;
  });

  const ask = (asked: Asked, start: () => void, confirmed: boolean) => {
    if (confirmed || !table.inProgress.value) start();
    else pending.value = { asked, start, leaves: table.uid.value };
  };
  const deal = (
    d: Deal,
    n: number | null,
    rules = settings.rules.value,
    level = settings.data.value.level,
    race: RaceRecord | null = null,
    played?: DealLink['played'],
  ) => table.deal(d, n, level, rules, race, played);

  /**
   * Waits for the engine to find a deal, then deals it: at once if the table is as it was when asked, else
   * through `ask` again (the player may have started the game on the table meanwhile). An answer that comes
   * after another game was dealt is dropped: that deal is newer than the question. One search at a time.
   */
  const finds = async (asked: Asked, find: () => Promise<(() => void) | null>) => {
    if (finding.value) return;
    const uid = table.uid.value;
    const moves = table.game.value.moves.length;
    finding.value = true;
    let start: (() => void) | null;
    try {
      start = await find();
    } finally {
      finding.value = false;
    }
    if (start && table.uid.value === uid) ask(asked, start, moves === table.game.value.moves.length);
  };

  const easy = (asked: Asked, race: RaceRecord | null) => {
    // The rules and level asked for, whatever the settings say by the time the engine answers.
    const rules = settings.rules.value;
    const level = settings.data.value.level;
    const ready = deps.pool()?.take() ?? null;
    if (ready !== null) return deal(dealFromNumber(ready), ready, rules, level, race);
    // None verified yet (the very first games): find one now, showing that the engine is at it.
    void finds(asked, async () => {
      const client = await deps.solver();
      const found = await client.findWinnableDeal(deps.randomDealNumber(), rules, 200_000, 50);
      const n = found ?? deps.randomDealNumber();
      return () => deal(dealFromNumber(n), n, rules, level, race);
    });
  };

  /** A new deal of the settings' game, level and rules, part of `race` when one is given. */
  const fresh = (asked: Asked, race: RaceRecord | null) => {
    const { game, level } = settings.data.value;
    if (game === 'klondike' && level === 'easy') return easy(asked, race);
    const n = deps.randomDealNumber();
    deal(dealFromNumber(n, shapeOf(game)), n, settings.rules.value, levelIn(game, level), race);
  };

  const daily = (asked: Asked, date?: string) =>
    finds(asked, async () => {
      const [{ dailyDeal }, { today }] = await Promise.all([import('./deals'), import('./daily-archive')]);
      const area = deps.local();
      const n = area ? await dailyDeal(date ?? today(), area, deps.solver) : null;
      if (n === null) deps.notice(date ? t('notice.dateMissing') : t('notice.todayMissing'));
      return n === null ? null : () => deal(dealFromNumber(n), n, rulesForLevel('daily', DEFAULT_RULES), 'daily');
    });

  /**
   * A shared game's rules and level: its own when it names rules (the Vegas bankroll stays the player's),
   * else the player's; a deal picked by hand is not one the engine verified, so Easy plays it as Normal.
   */
  const sharedRules = (rules: Rules | null): { rules: Rules; level: Level } => {
    if (!rules) {
      const level = settings.data.value.level;
      return { rules: settings.rules.value, level: level === 'easy' ? 'normal' : level };
    }
    const level = levelForRules(rules);
    const own = level === 'vegas' ? settings.data.value.vegasCumulative : settings.data.value.custom.vegasCumulative;
    return { rules: { ...rules, vegasCumulative: rules.scoring === 'vegas' && own }, level };
  };

  return {
    pending,
    finding,
    random(confirmed) {
      const asked: Asked = { way: 'random' };
      ask(asked, () => fresh(asked, null), confirmed);
    },
    race(pace, confirmed) {
      const asked: Asked = { way: 'race' };
      ask(asked, () => fresh(asked, { kind: 'computer', pace, line: null, wins: false, from: 0 }), confirmed);
    },
    daily(confirmed, date) {
      const asked: Asked = date ? { way: 'date', date } : { way: 'today' };
      ask(asked, () => void daily(asked, date), confirmed);
    },
    async dailies() {
      const [{ knownDailyDeals }, { today }] = await Promise.all([import('./deals'), import('./daily-archive')]);
      const area = deps.local();
      return { today: today(), known: area ? await knownDailyDeals(area) : new Map() };
    },
    shared(link, confirmed) {
      const { rules, level } = sharedRules(link.rules);
      const g = table.game.value;
      // A link to the deal and rules on the table (a reload, the deal's own link): the game goes on. Asked
      // for by hand, it is dealt again.
      const race: RaceRecord | null = link.challenge ? { kind: 'friend', ...link.challenge } : null;
      const sameRace = JSON.stringify(race) === JSON.stringify(table.race.value);
      // The same game link again (a reload): the game goes on too.
      const sameMoves = !link.played || JSON.stringify(link.played.moves) === JSON.stringify(g.moves);
      if (!confirmed && sameMoves && sameDeal(g.deal, link.deal) && sameRules(g.rules, rules) && sameRace) return;
      const asked: Asked = link.challenge
        ? { way: 'challenge' }
        : link.played
          ? { way: 'played' }
          : link.dealNumber === null
            ? { way: 'shared' }
            : { way: 'number', dealNumber: link.dealNumber };
      // A game link's moves are played on the new deal at once: someone else's, they count in no statistics.
      ask(asked, () => deal(link.deal, link.dealNumber, rules, level, race, link.played), confirmed);
    },
    restart(confirmed) {
      const { deal: d, rules } = table.game.value;
      const n = table.dealNumber.value;
      const level = table.level.value;
      // A race starts again too: the friend's time stands, the computer plays its moves from the start.
      const r = table.race.value;
      const race = r?.kind === 'computer' ? { ...r, from: 0 } : r;
      ask({ way: 'restart' }, () => deal(d, n, rules, level, race), confirmed);
    },
    confirm() {
      const p = pending.value;
      pending.value = null;
      p?.start();
    },
    cancel() {
      pending.value = null;
    },
  };
}
