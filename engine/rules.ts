import { fail, ok, type Result } from './result';

export const SCORING_SYSTEMS = ['standard', 'traditional', 'vegas', 'timed', 'points', 'none'] as const;
export type ScoringSystem = (typeof SCORING_SYSTEMS)[number];

/** The options a game is played under. Plain data; stored with every game. */
export interface Rules {
  readonly draw: 1 | 3;
  /** Times through the stock: 'unlimited', or N >= 1 (1 = no recycle). */
  readonly passes: 'unlimited' | number;
  /** May the top card of a foundation come back to the tableau? */
  readonly foundationToTableau: boolean;
  /**
   * Thoughtful play: the player sees the columns' face-down cards. They keep
   * their place and still cannot be moved or built on until turned up; the
   * option changes what is shown, not which moves are legal.
   */
  readonly thoughtful: boolean;
  readonly scoring: ScoringSystem;
  /** Standard scoring's timed option: -2 per 10 s and a win bonus. */
  readonly standardTimed: boolean;
  /** Vegas: carry the total from deal to deal. */
  readonly vegasCumulative: boolean;
}

export const DEFAULT_RULES: Rules = {
  draw: 1,
  passes: 'unlimited',
  foundationToTableau: true,
  thoughtful: false,
  scoring: 'standard',
  standardTimed: false,
  vegasCumulative: false,
};

/** The largest finite pass limit; more than this is as good as unlimited. */
export const MAX_PASSES = 99;

/** How many recycles the rules allow (passes - 1), Infinity when unlimited. */
export const maxRecycles = (rules: Rules): number =>
  rules.passes === 'unlimited' ? Number.POSITIVE_INFINITY : rules.passes - 1;

export type RulesError = 'not-object' | 'unknown-option' | 'bad-value';

const KEYS = Object.keys(DEFAULT_RULES) as (keyof Rules)[];

/**
 * Reads rules from untrusted data (storage, a URL, a CLI). Missing options take
 * their defaults; an unknown option or a bad value is an error naming it.
 */
export function parseRules(input: unknown): Result<Rules, RulesError> {
  if (typeof input !== 'object' || input === null || Array.isArray(input)) {
    return fail('not-object', 'rules must be an object');
  }
  const src = input as Record<string, unknown>;
  for (const key of Object.keys(src)) {
    if (!(KEYS as string[]).includes(key)) return fail('unknown-option', `unknown rules option "${key}"`, [key]);
  }
  const out: Record<string, unknown> = { ...DEFAULT_RULES };
  for (const key of KEYS) {
    if (!Object.hasOwn(src, key)) continue;
    const v = src[key];
    const good =
      key === 'draw'
        ? v === 1 || v === 3
        : key === 'passes'
          ? v === 'unlimited' || (typeof v === 'number' && Number.isInteger(v) && v >= 1 && v <= MAX_PASSES)
          : key === 'scoring'
            ? (SCORING_SYSTEMS as readonly unknown[]).includes(v)
            : typeof v === 'boolean';
    if (!good)
      return fail('bad-value', `rules option "${key}" cannot be ${JSON.stringify(v)}`, [key, JSON.stringify(v)]);
    out[key] = v;
  }
  return ok(out as unknown as Rules);
}

export const sameRules = (a: Rules, b: Rules): boolean => KEYS.every((k) => a[k] === b[k]);
