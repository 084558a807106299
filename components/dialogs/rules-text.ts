import type { DuelStrength, Level, ScoringSystem } from '../../engine';
import type { GameName } from '../../engine/games';
import type { Back, Figure, Motion, Size, Theme } from '../../models/settings';

/** The rules in words, for Settings and the Rules page of Help (one place, so the two never disagree). */
export const SCORING_NAMES: Record<ScoringSystem, string> = {
  standard: 'Standard',
  traditional: 'Traditional',
  vegas: 'Vegas',
  timed: 'Against the clock',
  points: 'Points',
  none: 'None (win or lose)',
};

/** What each scoring system counts (engine/scoring.ts computes them). */
export const SCORING_NOTES: Record<ScoringSystem, string> = {
  standard:
    'Windows Solitaire’s: 10 a card home, 5 a waste card to the table, 5 a card turned over, −15 a card back from home; a pass costs 100 at draw one (from the fourth, 20 at draw three).',
  traditional:
    '10 a card home (13 straight from the waste), 5 a waste card to the table, 5 a card turned over, −10 a card back from home, −20 a pass after the first.',
  vegas: 'You buy the deck for 52 (Spider-Klondike’s two for 104) and win 5 for each card home.',
  timed: '10 a card home, −10 a card back, −30 every 30 seconds, and a bonus of 600,000 ÷ your seconds when you win.',
  points: '15 a card home, 5 a card turned over, 5 a stock card played, and 995 for the full deck: 2,000 at most.',
  none: 'No score: a game is won or lost.',
};

export const LEVEL_NOTES: Record<Level, string> = {
  easy: 'Draw one, winnable deals only',
  normal: 'Draw one',
  hard: 'Draw three',
  vegas: 'Draw three, three passes, Vegas scoring',
  custom: 'Your own rules',
  daily: 'One winnable deal a day, the same for everyone',
};

export const GAME_NOTES: Record<GameName, string> = {
  klondike: 'One deck, seven columns',
  'spider-klondike': 'Two decks, ten columns, eight foundations',
};

export const PACE_NAMES = { relaxed: 'Relaxed', steady: 'Steady', quick: 'Quick' } as const;

/** Double Solitaire's computer players in words, for the table, New game and Statistics. */
export const STRENGTH_NAMES: Record<DuelStrength, string> = { casual: 'Casual', strong: 'Strong' };

export const STRENGTHS = Object.keys(STRENGTH_NAMES) as DuelStrength[];

export const STRENGTH_NOTES: Record<DuelStrength, string> = {
  casual: 'plays the first good move it sees',
  strong: 'tries its moves against the cards it might find, and keeps yours in mind',
};

/** What each figure of the bar is called where the player chooses which to show (Settings). */
export const FIGURE_NAMES: Record<Figure, string> = {
  score: 'The score (when the rules keep one)',
  moves: 'The moves',
  time: 'The time',
};

/** The Looks settings' choices in words. */
export const THEME_NAMES: Record<Theme, string> = {
  green: 'Green felt',
  blue: 'Blue felt',
  wine: 'Wine felt',
  contrast: 'High contrast',
};

export const BACK_NAMES: Record<Back, string> = {
  lattice: 'Blue lattice',
  ruby: 'Ruby lattice',
  ivy: 'Ivy stripes',
  slate: 'Slate and gold',
};

export const SIZE_NAMES: Record<Size, string> = {
  fit: 'Fit the window',
  small: 'Small',
  medium: 'Medium',
  large: 'Large',
};

/** The Motion setting's choices in words. */
export const MOTION_NAMES: Record<Motion, string> = {
  system: 'As the system asks (Normal, or Off when it asks for less motion)',
  off: 'Off',
  fast: 'Fast',
  normal: 'Normal',
  slow: 'Slow',
};
