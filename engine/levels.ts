import { DEFAULT_RULES, type Rules, sameRules } from './rules';
import type { GameName } from './games';

/** The levels, each with its own statistics; the daily deal is played as its own level. */
export const LEVELS = ['easy', 'normal', 'hard', 'vegas', 'custom', 'daily'] as const;
export type Level = (typeof LEVELS)[number];
/** The levels a player picks in the settings (the daily deal is picked from New game). */
export const CHOSEN_LEVELS = LEVELS.filter((l) => l !== 'daily');

export const isLevel = (x: unknown): x is Level => (LEVELS as readonly unknown[]).includes(x);

/**
 * The rules of each level: Easy, Normal and the daily deal draw one (Easy
 * and the daily deal deal only deals the engine verified winnable), Hard draws three,
 * Vegas draws three with three passes and Vegas scoring; Custom is the
 * player's own.
 */
export function rulesForLevel(level: Level, custom: Rules, vegasCumulative = false): Rules {
  switch (level) {
    case 'easy':
    case 'normal':
    case 'daily':
      return { ...DEFAULT_RULES, draw: 1 };
    case 'hard':
      return { ...DEFAULT_RULES, draw: 3 };
    case 'vegas':
      return { ...DEFAULT_RULES, draw: 3, passes: 3, scoring: 'vegas', vegasCumulative };
    case 'custom':
      return custom;
  }
}

/** Levels whose rules a shared game can match (Easy and the daily deal play Normal's rules on chosen deals). */
const MATCHED_LEVELS = ['normal', 'hard', 'vegas'] as const;

/**
 * The level a game under these rules counts under: the level whose rules they are (the Vegas bankroll
 * aside, which is the player's own), else Custom.
 */
export function levelForRules(rules: Rules): Level {
  return (
    MATCHED_LEVELS.find((l) => sameRules(rulesForLevel(l, DEFAULT_RULES, rules.vegasCumulative), rules)) ?? 'custom'
  );
}

/**
 * Where the daily deal of a date (YYYY-MM-DD) starts looking: a 32-bit mix of
 * the date, the same on every device; the first deal from there that the
 * engine proves winnable within a fixed node budget is the day's deal.
 */
export function dailySeed(date: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < date.length; i++) h = Math.imul(h ^ date.charCodeAt(i), 0x01000193);
  return h >>> 0;
}

/** Nodes each candidate daily deal may take to be proved winnable: by nodes, not time, so every device agrees. */
export const DAILY_NODES = 300_000;

/**
 * Spider-Klondike's levels: Normal (draw 1), Hard (draw 3), Vegas and Custom, under the same rules as
 * Klondike's. Easy and the daily deal deal only deals the engine proved winnable, which it does for
 * Klondike in a fraction of a second and cannot promise for two decks: they stay Klondike's.
 */
export const SPIDER_LEVELS = ['normal', 'hard', 'vegas', 'custom'] as const satisfies readonly Level[];
type SpiderLevel = (typeof SPIDER_LEVELS)[number];

/** Double Solitaire's computer players (duel/players.ts's STRENGTHS): its statistics are kept by them. */
export type DuelStrength = 'casual' | 'strong';

/** A level of a game, as its statistics are kept: Klondike's levels by name, another game's as "game/level". */
export type StatsKey = Level | `spider-klondike/${SpiderLevel}` | `double-solitaire/${DuelStrength}`;
export const STATS_KEYS: readonly StatsKey[] = [
  ...LEVELS,
  ...SPIDER_LEVELS.map((l) => `spider-klondike/${l}` as const),
  'double-solitaire/casual',
  'double-solitaire/strong',
];

/** The level a game of this game is played at: a Spider-Klondike game asked for at Easy or daily plays as Normal. */
export const levelIn = (game: GameName, level: Level): Level =>
  game === 'klondike' || (SPIDER_LEVELS as readonly Level[]).includes(level) ? level : 'normal';

/** Where a game at a level is counted. */
export const statsKey = (game: GameName, level: Level): StatsKey =>
  game === 'klondike' ? level : `${game}/${levelIn(game, level) as SpiderLevel}`;
