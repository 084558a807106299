import { computed, type ReadonlySignal, signal } from '@preact/signals';
import { DEFAULT_RULES, isLevel, type Level, parseRules, type Rules, rulesForLevel } from '../engine';
import { type GameName, isGameName } from '../engine/games';
import { keepRefused, readLocal, writeLocal } from './local-store';

/** The figures the table's bar shows, each of which a quiet table may hide. */
export const FIGURES = ['score', 'moves', 'time'] as const;
export type Figure = (typeof FIGURES)[number];

/** How cards move: as the system asks (Normal, or Off when it asks for reduced motion), or the player's choice. */
export const MOTIONS = ['system', 'off', 'fast', 'normal', 'slow'] as const;
export type Motion = (typeof MOTIONS)[number];

/** How long movement takes against Normal's (0: none at all), under the system's reduced-motion wish or not. */
export const motionFactor = (m: Motion, reduced: boolean): number =>
  m === 'system' ? (reduced ? 0 : 1) : { off: 0, fast: 0.5, normal: 1, slow: 2 }[m];

/** The felt under the cards (each light and dark, after the system): green, blue, wine, or high contrast. */
export const THEMES = ['green', 'blue', 'wine', 'contrast'] as const;
export type Theme = (typeof THEMES)[number];

/** The backs of the cards. */
export const BACKS = ['lattice', 'ruby', 'ivy', 'slate'] as const;
export type Back = (typeof BACKS)[number];

/**
 * Card size: Fit, the largest the window fits with every column readable; Large, the same (nothing larger
 * fits); Medium and Small, fractions of Fit capped at 96 and 72 px (components/looks.css).
 */
export const SIZES = ['fit', 'small', 'medium', 'large'] as const;
export type Size = (typeof SIZES)[number];

export interface SettingsData {
  /** The game New game deals. */
  readonly game: GameName;
  readonly level: Level;
  /** The rules of the Custom level. */
  readonly custom: Rules;
  /** Send cards home on their own when nothing can need them. */
  readonly autoCollect: boolean;
  readonly sound: boolean;
  /** Vegas: carry the score from deal to deal. */
  readonly vegasCumulative: boolean;
  /** Say when the game can no longer be won (the engine looks at the hidden cards, like a referee). */
  readonly referee: boolean;
  /** Hints from what the player has seen only (the fair policy), not the referee's, which sees every card. */
  readonly fairHints: boolean;
  /** The figures hidden from the bar (a quiet table). */
  readonly hide: readonly Figure[];
  readonly motion: Motion;
  readonly theme: Theme;
  readonly back: Back;
  readonly size: Size;
  /** Clubs green and diamonds blue, so that no two suits share a colour. */
  readonly fourColour: boolean;
  /** A larger rank and suit in the cards' corners. */
  readonly largeIndex: boolean;
  /** Stock and waste on the right, foundations on the left (the keyboard's order follows). */
  readonly leftHanded: boolean;
}

/** The settings that are on or off. */
export type FlagSetting = {
  [K in keyof SettingsData]: SettingsData[K] extends boolean ? K : never;
}[keyof SettingsData];

export const DEFAULT_SETTINGS: SettingsData = {
  game: 'klondike',
  level: 'normal',
  custom: DEFAULT_RULES,
  autoCollect: true,
  sound: false,
  vegasCumulative: false,
  referee: true,
  fairHints: false,
  hide: [],
  motion: 'system',
  theme: 'green',
  back: 'lattice',
  size: 'fit',
  fourColour: false,
  largeIndex: false,
  leftHanded: false,
};

/**
 * Reads settings from untrusted data: each bad field falls back to its default on its own, and is named in
 * `dropped` (so that the copy can be set aside before it is written over).
 */
export function parseSettings(data: unknown, dropped: string[] = []): SettingsData {
  const d = ((typeof data === 'object' && data) || {}) as Record<string, unknown>;
  const custom = parseRules(d.custom);
  const take = <K extends keyof SettingsData>(key: K, good: boolean, value: unknown = d[key]): SettingsData[K] => {
    if (!good && key in d) dropped.push(key);
    return good ? (value as SettingsData[K]) : DEFAULT_SETTINGS[key];
  };
  const bool = (key: FlagSetting) => take(key, typeof d[key] === 'boolean');
  const one = <K extends 'motion' | 'theme' | 'back' | 'size'>(key: K, of: readonly SettingsData[K][]) =>
    take(key, of.includes(d[key] as SettingsData[K]));
  // Each figure once: a copy naming one two thousand times (an edited file) is the same quiet table, and
  // written back as it came it would outgrow the one item storage.sync has for the settings.
  const hide = Array.isArray(d.hide) && d.hide.every((f) => FIGURES.includes(f)) ? [...new Set<Figure>(d.hide)] : null;
  return {
    game: take('game', isGameName(d.game)),
    level: take('level', isLevel(d.level) && d.level !== 'daily'),
    custom: take('custom', custom.ok, custom.ok && custom.value),
    autoCollect: bool('autoCollect'),
    sound: bool('sound'),
    vegasCumulative: bool('vegasCumulative'),
    referee: bool('referee'),
    fairHints: bool('fairHints'),
    hide: take('hide', hide !== null, hide),
    motion: one('motion', MOTIONS),
    theme: one('theme', THEMES),
    back: one('back', BACKS),
    size: one('size', SIZES),
    fourColour: bool('fourColour'),
    largeIndex: bool('largeIndex'),
    leftHanded: bool('leftHanded'),
  };
}

export interface SettingsModel {
  readonly data: ReadonlySignal<SettingsData>;
  /** The rules the chosen level plays by. */
  readonly rules: ReadonlySignal<Rules>;
  update(change: Partial<SettingsData>): void;
  /** Takes settings that arrived from storage (another tab or browser): no echo. */
  replace(data: SettingsData): void;
}

const KEY = 'settings';

export function createSettings(
  initial: SettingsData = loadSettings(),
  onChange?: (data: SettingsData) => void,
): SettingsModel {
  const data = signal(initial);
  return {
    data,
    rules: computed(() => rulesForLevel(data.value.level, data.value.custom, data.value.vegasCumulative)),
    update(change) {
      data.value = { ...data.value, ...change };
      writeLocal(KEY, data.value);
      onChange?.(data.value);
    },
    replace(next) {
      data.value = next;
      writeLocal(KEY, next);
    },
  };
}

export function loadSettings(): SettingsData {
  const raw = readLocal(KEY);
  const dropped: string[] = [];
  const settings = parseSettings(raw, dropped);
  if (dropped.length > 0 || (raw !== undefined && typeof raw !== 'object')) keepRefused(KEY);
  return settings;
}
