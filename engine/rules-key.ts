import { DEFAULT_RULES, type Rules } from './rules';

const OPTIONS = Object.keys(DEFAULT_RULES) as (keyof Rules)[];

/**
 * The rules as text, options always in the same order: equal rules give equal keys, however the object was
 * built (a storage key, a cache key). Apart from rules.ts, which is on the first paint's path; this is not.
 */
export const rulesKey = (rules: Rules): string => JSON.stringify(Object.fromEntries(OPTIONS.map((k) => [k, rules[k]])));
