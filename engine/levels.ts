import { DEFAULT_RULES, type Rules } from './rules';

/** The levels a player picks from; each has its own statistics. */
export const LEVELS = ['easy', 'normal', 'hard', 'vegas', 'custom'] as const;
export type Level = (typeof LEVELS)[number];

export const LEVEL_NAMES: Record<Level, string> = {
  easy: 'Easy',
  normal: 'Normal',
  hard: 'Hard',
  vegas: 'Vegas',
  custom: 'Custom',
};

export const isLevel = (x: unknown): x is Level => (LEVELS as readonly unknown[]).includes(x);

/**
 * The rules of each level: Easy and Normal draw one (Easy deals only
 * winnable deals, once the hint engine verifies them), Hard draws three,
 * Vegas draws three with three passes and Vegas scoring; Custom is the
 * player's own.
 */
export function rulesForLevel(level: Level, custom: Rules, vegasCumulative = false): Rules {
  switch (level) {
    case 'easy':
    case 'normal':
      return { ...DEFAULT_RULES, draw: 1 };
    case 'hard':
      return { ...DEFAULT_RULES, draw: 3 };
    case 'vegas':
      return { ...DEFAULT_RULES, draw: 3, passes: 3, scoring: 'vegas', vegasCumulative };
    case 'custom':
      return custom;
  }
}
