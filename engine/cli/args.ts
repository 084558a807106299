import type { DealShape } from '../deal';
import { type GameName, parseGameName } from '../games';
import { fail, ok, type Result } from '../result';
import { DEFAULT_RULES, parseRules, type Rules } from '../rules';

export interface CliOptions {
  /** The game played (`--game`, Klondike when not given) and how it deals. */
  readonly game: GameName;
  readonly shape: DealShape;
  readonly rules: Rules;
  /** Options other than the rules' (`--budget-ms 500` → { 'budget-ms': '500' }). */
  readonly extra: Readonly<Record<string, string>>;
}

/**
 * Reads `[--game klondike|spider-klondike] --draw 1|3 [--passes N] [--no-f2t]` and the named extra options.
 * Unknown options and bad values are errors naming them.
 */
export function parseCliOptions(
  argv: readonly string[],
  extraNames: readonly string[] = [],
): Result<CliOptions, 'usage'> {
  const raw: Record<string, unknown> = { passes: 'unlimited' };
  const extra: Record<string, string> = {};
  let sawDraw = false;
  let game = 'klondike';
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    if (arg === '--no-f2t') {
      raw.foundationToTableau = false;
      continue;
    }
    const name = arg.startsWith('--') ? arg.slice(2) : '';
    const value = argv[i + 1];
    if (name !== 'game' && name !== 'draw' && name !== 'passes' && !extraNames.includes(name)) {
      return fail('usage', `unknown option "${arg}"`);
    }
    if (value === undefined || value.startsWith('--')) return fail('usage', `${arg} needs a value`);
    i++;
    if (name === 'game') game = value;
    else if (name === 'draw') {
      raw.draw = Number(value);
      sawDraw = true;
    } else if (name === 'passes') {
      raw.passes = value === 'unlimited' ? value : Number(value);
    } else extra[name] = value;
  }
  if (!sawDraw) return fail('usage', '--draw 1 or --draw 3 is required');
  const named = parseGameName(game);
  if (!named.ok) return fail('usage', `--game: ${named.message}`);
  const rules = parseRules({ ...DEFAULT_RULES, ...raw });
  return rules.ok
    ? ok({ game: named.value.name, shape: named.value.shape, rules: rules.value, extra })
    : fail('usage', rules.message);
}
