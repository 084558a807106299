import { effect, type ReadonlySignal, type Signal, signal } from '@preact/signals';
import { createContext } from 'preact';
import { useContext, useEffect } from 'preact/hooks';
import type { StatsKey } from '../engine';
import type { App } from '../models/app';
import type { Gestures } from '../models/gestures';
import { dragLoaded } from './useDrag';
import type { DuelPart, PageParts } from './page-parts';
import type { StatsRow } from './stats-rows';
import { motion } from './motion';

export type DialogName = 'settings' | 'stats' | 'new' | 'daily' | 'line' | 'help' | 'results' | null;

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
  /** The game of the history whose winning line is asked for (its deal link), while the dialog shows it. */
  readonly lineOf: Signal<string | null>;
  /** What the page told the screen reader about the player's last action (a pick-up, a refused drop); the game's next change says its own. */
  readonly said: Signal<string>;
  /** Each level's statistics as shown. */
  readonly statsRows: ReadonlySignal<Readonly<Record<StatsKey, StatsRow>>>;
  /** The win's cascade is falling: the results wait for it (WinCascade puts it away). */
  readonly falling: Signal<boolean>;
  /** Auto-complete, paced: the cards fly home one after another (at once with motion off). */
  autoComplete(): void;
  /** The parts loaded after the first paint, once in (a signal: what waited for them draws the moment they are). */
  readonly parts: ReadonlySignal<PageParts | null>;
  /** Loads them (the entry point asks after the first paint; a dialog asked for sooner waits for them). */
  loadParts(): Promise<PageParts>;
  /** Double Solitaire's part, once loaded. */
  readonly duel: ReadonlySignal<DuelPart | null>;
  /** Loads it, once: its seat reads the duel kept in this browser. */
  loadDuel(): Promise<DuelPart>;
}

/** Where the page's later parts come from: the entry point's imports (the page never imports its own loaders). */
export interface PageLoaders {
  readonly parts: () => Promise<PageParts>;
  readonly duel: (page: Page) => Promise<DuelPart>;
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

export function createPage(app: App, statsRows: Page['statsRows'], loaders: PageLoaders): Page {
  const { table } = app;
  const said = signal('');
  // The game's change is announced in its own words: what was said before it is over.
  effect(() => {
    void table.change.value;
    said.value = '';
  });
  const dialog = signal<DialogName>(null);
  const falling = signal(false);
  const parts = signal<PageParts | null>(null);
  const duel = signal<DuelPart | null>(null);
  let partsLoading: Promise<PageParts> | null = null;
  let duelLoading: Promise<DuelPart> | null = null;
  const page: Page = {
    app,
    gestures: gesturesOf(table),
    dialog,
    falling,
    lineOf: signal<string | null>(null),
    said,
    statsRows,
    autoComplete() {
      const gap = 70 * motion();
      const next = () => {
        if (!table.paused.value && table.autoCompleteStep()) setTimeout(next, gap);
      };
      next();
    },
    parts,
    loadParts: () =>
      (partsLoading ??= loaders.parts().then((p) => {
        parts.value = p;
        return p;
      })),
    duel,
    loadDuel: () =>
      (duelLoading ??= loaders.duel(page).then((d) => {
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
