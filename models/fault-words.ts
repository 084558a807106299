import { clip, type Failure } from '../engine';
import { t, tn } from './words';

/*
 * Why a deal, rules or moves do not read or cannot be played, in the page's language: the engine's failure
 * says it in English for the CLIs, with its code and the values it names (engine/result.ts), and these words
 * say the same from those. Loaded with a refusal, off the first paint.
 */

/** A piece of the player's input, cut to a readable length and quoted as the language quotes. */
export const quoted = (text: string): string => t('fault.quoted', clip(text));

type Values = readonly (string | number)[];

/** A deal that does not read (engine/deal.ts, and a deal line's missing id). */
function dealFault(code: string, v: Values): string {
  switch (code) {
    case 'fields':
      return t('fault.deal.fields', v[0], v[1], v[2]);
    case 'column-size':
      return tn('fault.deal.columnSize', Number(v[1]), v[0], v[2]);
    case 'stock-size':
      return t('fault.deal.stockSize', v[0], v[1]);
    case 'bad-card':
      return t('fault.deal.badCard', quoted(String(v[0])));
    case 'duplicate-card':
      return v[1] === 1 ? t('fault.deal.twice', v[0]) : t('fault.deal.thrice', v[0]);
    default:
      return t('fault.deal.noId');
  }
}

/** Rules that do not read (engine/rules.ts). */
function rulesFault(code: string, v: Values): string {
  if (code === 'unknown-option') return t('fault.rules.unknownOption', v[0]);
  if (code === 'bad-value') return t('fault.rules.badValue', v[0], v[1]);
  return t('fault.rules.notObject');
}

/** The reasons that name nothing, by code (engine/legality.ts). */
const PLAIN = {
  'stock-empty': 'fault.move.stockEmpty',
  'stock-not-empty': 'fault.move.stockNotEmpty',
  'nothing-to-recycle': 'fault.move.nothingToRecycle',
  'no-passes-left': 'fault.move.noPassesLeft',
  'waste-empty': 'fault.move.wasteEmpty',
  'foundation-empty': 'fault.move.foundationEmpty',
  'foundation-to-tableau-off': 'fault.move.f2tOff',
} as const;

/**
 * Why a move cannot be played (engine/legality.ts). Where a code has two sentences, its last value says
 * which.
 */
function moveFault(code: string, v: Values): string {
  switch (code) {
    case 'bad-move':
      return t('fault.move.badMove', v[0]);
    case 'column-empty':
      return t('fault.move.columnEmpty', v[0]);
    case 'not-next-on-foundation':
      return v[2] === 'complete' ? t('fault.move.complete', v[0]) : t('fault.move.needs', v[0], v[1]);
    case 'only-king-on-empty':
      return t('fault.move.onlyKing', v[0], v[1]);
    case 'does-not-fit':
      return v[2] === 'rank' ? t('fault.move.rank', v[0], v[1]) : t('fault.move.colours', v[0], v[1]);
    case 'no-run-fits':
      return v[2] === 'king' ? t('fault.move.noKingRun', v[0], v[1]) : t('fault.move.noRun', v[0], v[1]);
    default:
      return t(PLAIN[code as keyof typeof PLAIN] ?? PLAIN['foundation-to-tableau-off']);
  }
}

/** A deal's failure in words. */
export const dealWords = (f: Failure): string => dealFault(f.code, f.values ?? []);

/** Rules' failure in words. */
export const rulesWords = (f: Failure): string => rulesFault(f.code, f.values ?? []);

/** Moves that do not read: which one (engine/compact.ts). */
export const movesUnreadWords = (f: Failure): string => t('fault.moveCode', f.values?.[0] ?? 0);

/** Why a move cannot be played (a step's failure). */
export const moveFaultWords = (f: Failure): string => moveFault(f.code, f.values ?? []);

/** Moves that cannot be played: which one, written in the notation, and why (a replay's failure). */
export function movesIllegalWords(f: Failure): string {
  const [n = 0, move = '', ...why] = f.values ?? [];
  return t('fault.illegal', n, move, moveFault(f.code, why));
}
