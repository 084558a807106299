import { computed, type ReadonlySignal, signal } from '@preact/signals';
import { DEFAULT_RULES, isLevel, type Level, parseRules, type Rules, rulesForLevel } from '../engine';
import { keepRefused, readLocal, writeLocal } from './local-store';

export interface SettingsData {
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
}

export const DEFAULT_SETTINGS: SettingsData = {
  level: 'normal',
  custom: DEFAULT_RULES,
  autoCollect: true,
  sound: false,
  vegasCumulative: false,
  referee: true,
};

/** Reads settings from untrusted data; each bad field falls back to its default on its own. */
export function parseSettings(data: unknown): SettingsData {
  if (typeof data !== 'object' || data === null) return DEFAULT_SETTINGS;
  const d = data as Record<string, unknown>;
  const custom = parseRules(d.custom);
  const bool = (v: unknown, fallback: boolean) => (typeof v === 'boolean' ? v : fallback);
  return {
    level: isLevel(d.level) && d.level !== 'daily' ? d.level : DEFAULT_SETTINGS.level,
    custom: custom.ok ? custom.value : DEFAULT_SETTINGS.custom,
    autoCollect: bool(d.autoCollect, DEFAULT_SETTINGS.autoCollect),
    sound: bool(d.sound, DEFAULT_SETTINGS.sound),
    vegasCumulative: bool(d.vegasCumulative, DEFAULT_SETTINGS.vegasCumulative),
    referee: bool(d.referee, DEFAULT_SETTINGS.referee),
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
  const parsed = parseSettings(raw);
  if (raw !== undefined && JSON.stringify(parsed) !== JSON.stringify(raw)) keepRefused(KEY);
  return parsed;
}
