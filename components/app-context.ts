import { computed, effect, type ReadonlySignal, type Signal, signal } from '@preact/signals';
import { createContext, type FunctionComponent } from 'preact';
import { useContext, useEffect } from 'preact/hooks';
import type { StatsKey } from '../engine';
import type { App } from '../models/app';
import type { DuelSeat } from '../models/duel-app';
import type { Gestures } from '../models/gestures';
import type { PastGame } from '../models/past-games';
import { ALWAYS, type Command } from '../models/session/commands';
import { tableCommands } from '../models/session/table-commands';
import { dragLoaded } from './useDrag';
import type { StatsRow } from './stats-rows';
import { motion } from './motion';

export type DialogName = 'settings' | 'stats' | 'new' | 'daily' | 'line' | 'help' | 'results' | null;

export type LineAsked =
  | { readonly kind: 'line'; readonly link: string }
  | { readonly kind: 'replay'; readonly game: PastGame };

/**
 * What the page's components read from, each the signals it draws (so a change re-renders only the
 * components that show it): the models, and the page's own state. Components decide no rule: they call
 * the models' actions.
 */
export interface Page {
  readonly app: App;
  readonly gestures: Gestures;
  /** The dialog open, if any. */
  readonly dialog: Signal<DialogName>;
  /**
   * What the line dialog shows, while it does: the winning line of a history game's deal (its link), or a
   * game of the history played back move by move.
   */
  readonly lineOf: Signal<LineAsked | null>;
  /** What the page told the screen reader about the player's last action (a pick-up, a refused drop); the game's next change says its own. */
  readonly said: Signal<string>;
  /** Each level's statistics as shown. */
  readonly statsRows: ReadonlySignal<Readonly<Record<StatsKey, StatsRow>>>;
  /** The win's cascade is falling: the results wait for it (WinCascade puts it away). */
  readonly falling: Signal<boolean>;
  /** Auto-complete, paced: the cards fly home one after another (at once with motion off). */
  autoComplete(): void;
  /**
   * The commands of the game on show (the duel's while one is, else the table's), then the page's own: the
   * one bar (Bar.tsx) draws them and the one key listener (shortcuts.ts) runs them.
   */
  readonly commands: ReadonlySignal<readonly Command[]>;
  /** The parts loaded after the first paint, once in (a signal: what waited for them draws the moment they are). */
  readonly parts: ReadonlySignal<PageParts | null>;
  /** Loads them (the entry point asks after the first paint; a dialog asked for sooner waits for them). */
  loadParts(): Promise<PageParts>;
  /** Double Solitaire's part, once loaded. */
  readonly duel: ReadonlySignal<DuelPart | null>;
  /** Loads it, once: its seat reads the duel kept in this browser. */
  loadDuel(): Promise<DuelPart>;
}

/**
 * The page's parts that load after the first paint (components/dialogs): the dialogs, the messages, the
 * screen reader's announcements, the race's panel, the deal's flight and the win cascade. Named here, not imported, so that
 * the page's context knows their shape without importing the dialogs (which import the context).
 */
export interface PageParts {
  readonly Announcer: FunctionComponent;
  /** A new game's cards flying to their places (on the page once loaded, whatever game is on show). */
  readonly DealFlight: FunctionComponent;
  readonly Dialogs: FunctionComponent;
  readonly RacePanel: FunctionComponent;
  readonly Toasts: FunctionComponent;
  readonly WinCascade: FunctionComponent;
  /** Loads Double Solitaire's part: through here, so that the first paint's script holds no more than the question. */
  readonly duel: (page: Page) => Promise<DuelPart>;
}

/**
 * Double Solitaire's part of the page (components/duel-page.tsx), loaded when a duel is asked for or is on
 * the table: its seat, and its page, which takes the table's place while the duel is open.
 */
export interface DuelPart {
  readonly seat: DuelSeat;
  readonly View: FunctionComponent;
  /** The duel is on show (not set aside). */
  readonly open: ReadonlySignal<boolean>;
  /** The duel's commands, for the bar and the keys while it is on show. */
  readonly commands: readonly Command[];
}

const PageContext = createContext<Page | null>(null);

/** Hands the page to every component under it. */
export const PageProvider = PageContext.Provider;

export function usePage(): Page {
  const page = useContext(PageContext);
  if (!page) throw new Error('a component of the page was drawn outside its PageProvider');
  return page;
}

/** The page's parts, loaded when `needed` (and by the entry point after the first paint); null until they are in. */
export function usePageParts(needed: boolean): PageParts | null {
  const { parts, loadParts } = usePage();
  useEffect(() => {
    if (needed) void loadParts();
  }, [needed, loadParts]);
  return parts.value;
}

/**
 * `parts` loads the page's later parts: the entry point's import of them (the page never imports its own
 * loaders, which import the page).
 */
export function createPage(app: App, statsRows: Page['statsRows'], parts: () => Promise<PageParts>): Page {
  const { table } = app;
  const said = signal('');
  // The game's change is announced in its own words: what was said before it is over.
  effect(() => {
    void table.change.value;
    said.value = '';
  });
  const dialog = signal<DialogName>(null);
  const falling = signal(false);
  const loaded = signal<PageParts | null>(null);
  const duel = signal<DuelPart | null>(null);
  let partsLoading: Promise<PageParts> | null = null;
  let duelLoading: Promise<DuelPart> | null = null;
  const dialogs: readonly Command[] = (
    [
      ['new', 'bar.newGame', 'N'],
      ['settings', 'bar.settings'],
      ['stats', 'bar.statistics'],
      ['help', 'bar.help', '?'],
    ] as const
  ).map(([id, label, keys]) => ({
    id,
    label,
    keys,
    short: keys === '?' ? keys : undefined,
    enabled: ALWAYS,
    run: () => {
      dialog.value = id;
    },
  }));
  const autoComplete = () => {
    const gap = 70 * motion();
    const next = () => {
      if (!table.paused.value && table.autoCompleteStep()) setTimeout(next, gap);
    };
    next();
  };
  const ofTable = tableCommands(table, app.hints, autoComplete);
  const page: Page = {
    app,
    gestures: gesturesOf(table),
    dialog,
    falling,
    lineOf: signal<LineAsked | null>(null),
    said,
    statsRows,
    autoComplete,
    commands: computed(() => {
      const d = duel.value;
      return [...(d?.open.value ? d.commands : ofTable), ...dialogs];
    }),
    parts: loaded,
    loadParts: () =>
      (partsLoading ??= parts().then((p) => {
        loaded.value = p;
        return p;
      })),
    duel,
    loadDuel: () =>
      (duelLoading ??= page.loadParts().then(async (p) => {
        const d = await p.duel(page);
        duel.value = d;
        return d;
      })),
  };
  return page;
}

/**
 * The page's gestures: made from the pointer's code the first time a press comes, which is through that code
 * (drag.ts reports a press that stayed put), so the gestures' model stays off the first paint's path.
 */
function gesturesOf(table: App['table']): Gestures {
  let made: Gestures | null = null;
  return {
    press(press) {
      const drag = dragLoaded();
      if (!drag) return false;
      made ??= drag.createGestures(table);
      return made.press(press);
    },
  };
}
