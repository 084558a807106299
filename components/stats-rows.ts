import { computed, type ReadonlySignal } from '@preact/signals';
import type { StatsKey } from '../engine';
import type { StatsView } from '../models/app';
import { type LevelStats, lost, winRate } from '../models/stats';

/** One level's record, with what follows from it: what the statistics and the results panel show. */
export type StatsRow = LevelStats & { readonly lost: number; readonly winRate: number | null };

/**
 * Every level's row, kept up to date. Made by the entry point and handed to the dialogs through the page
 * rather than imported by them: with the statistics model among the lazy dialogs' static imports, the
 * bundler split the first paint's JS into two chunks (+0.7 KB gzip, `npm run bench:newtab`).
 */
export const statsRows = (stats: StatsView): ReadonlySignal<Readonly<Record<StatsKey, StatsRow>>> =>
  computed(
    () =>
      Object.fromEntries(
        Object.entries(stats.all.value).map(([level, s]) => [level, { ...s, lost: lost(s), winRate: winRate(s) }]),
      ) as Record<StatsKey, StatsRow>,
  );
