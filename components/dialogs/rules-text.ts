import { type Level, LEVELS, type Rules, SCORING_SYSTEMS } from '../../engine';
import { STRENGTHS } from '../../engine/duel/players';
import type { GameName } from '../../engine/games';
import { PACE_MOVES, type Pace } from '../../models/race-record';
import { BACKS, FIGURES, MOTIONS, SIZES, THEMES } from '../../models/settings';
import { t } from '../../models/words';
import { rulesText } from '../share-words';

/**
 * The rules and the settings' choices in words, for Settings, Help, New game, Statistics and the tables (one
 * place, so that they never disagree). Each table is read from the messages once, when the dialogs load: the
 * page's language does not change while it is open.
 */
const words = <K extends string>(keys: readonly K[], word: (key: K) => string): Record<K, string> =>
  Object.fromEntries(keys.map((k) => [k, word(k)])) as Record<K, string>;

export const SCORING_NAMES = words(SCORING_SYSTEMS, (s) => t(`rules.scoring.${s}`));

/** What each scoring system counts (engine/scoring.ts computes them). */
export const SCORING_NOTES = words(SCORING_SYSTEMS, (s) => t(`rules.scoringNote.${s}`));

export const LEVEL_NOTES = words(LEVELS, (l) => t(`rules.levelNote.${l}`));

/**
 * What a level means, in one line from the rules it deals (New game): "Draw 1, unlimited passes, standard
 * scoring", Easy's promise of winnable deals, Custom's rules as set in Settings. Made from the rules, not
 * written beside them, so that the line cannot say other than what is dealt.
 */
export function levelLine(level: Level, rules: Rules): string {
  const text = rulesText(rules);
  const line =
    level === 'easy'
      ? t('newGame.levelLine.easy', text)
      : level === 'custom'
        ? t('newGame.levelLine.custom', text)
        : text;
  return line.charAt(0).toLocaleUpperCase() + line.slice(1);
}

// Message names take no hyphen: Spider-Klondike's note is `spider`.
export const GAME_NOTES: Record<GameName, string> = {
  klondike: t('rules.gameNote.klondike'),
  'spider-klondike': t('rules.gameNote.spider'),
};

/** The race's paces, slowest first. */
export const PACES = Object.keys(PACE_MOVES) as Pace[];

export const PACE_NAMES = words(PACES, (p) => t(`rules.pace.${p}`));

/** Double Solitaire's computer players, for the table, New game and Statistics. */
export { STRENGTHS } from '../../engine/duel/players';

export const STRENGTH_NAMES = words(STRENGTHS, (s) => t(`rules.strength.${s}`));

export const STRENGTH_NOTES = words(STRENGTHS, (s) => t(`rules.strengthNote.${s}`));

/** What each figure of the bar is called where the player chooses which to show (Settings). */
export const FIGURE_NAMES = words(FIGURES, (f) => t(`settings.figures.${f}`));

/** The Looks settings' choices in words. */
export const THEME_NAMES = words(THEMES, (x) => t(`settings.themes.${x}`));

export const BACK_NAMES = words(BACKS, (x) => t(`settings.backs.${x}`));

export const SIZE_NAMES = words(SIZES, (x) => t(`settings.sizes.${x}`));

/** The Motion setting's choices in words. */
export const MOTION_NAMES = words(MOTIONS, (m) => t(`settings.motions.${m}`));
