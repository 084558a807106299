import { describe, expect, it } from 'vitest';
import { DEFAULT_RULES } from '../../engine';
import { DEFAULT_SETTINGS, MOTIONS, motionFactor, parseSettings } from '../../models/settings';
import { EMPTY_STATS, lost, winRate } from '../../models/stats';
import { addResult, parseStats } from '../../models/stats-count';

describe('statistics', () => {
  it('count wins, losses, streaks, best time and best score, and wins without hints', () => {
    let s = EMPTY_STATS;
    s = addResult(s, true, 300, 500);
    s = addResult(s, true, 200, 400);
    s = addResult(s, false, 50, 0);
    s = addResult(s, true, 250, 900, 2); // with two hints
    s = addResult(s, true, 999, 10);
    s = addResult(s, false, 1, 0);
    expect(s).toEqual({
      played: 6,
      won: 4,
      currentStreak: 0,
      bestStreak: 2,
      bestTime: 200,
      bestScore: 900,
      cleanWins: 3,
    });
    expect(lost(s)).toBe(2);
    expect(winRate(s)).toBe(4 / 6);
    expect(winRate(EMPTY_STATS)).toBeNull();
  });

  it('read from untrusted data never throw and never exceed what is possible', () => {
    const s = parseStats({ normal: { played: 3, won: 9, currentStreak: 'x', bestTime: Number.NaN }, hard: 'junk' });
    expect(s.normal).toEqual({
      played: 3,
      won: 3,
      currentStreak: 0,
      bestStreak: 0,
      bestTime: null,
      bestScore: null,
      cleanWins: 0,
    });
    expect(s.hard).toEqual(EMPTY_STATS);
    expect(parseStats(null).easy).toEqual(EMPTY_STATS);
  });
});

describe('settings', () => {
  it('fall back field by field', () => {
    expect(parseSettings(undefined)).toEqual(DEFAULT_SETTINGS);
    expect(parseSettings({ level: 'hard', autoCollect: 'yes', custom: { draw: 3 } })).toEqual({
      ...DEFAULT_SETTINGS,
      level: 'hard',
      custom: { ...DEFAULT_RULES, draw: 3 },
    });
    expect(parseSettings({ level: 'impossible', custom: { draw: 7 } })).toEqual(DEFAULT_SETTINGS);
  });

  it('keep the figures a quiet table hides, and drop a list naming anything else', () => {
    expect(parseSettings({ hide: ['time', 'score'] }).hide).toEqual(['time', 'score']);
    for (const hide of [['time', 'clock'], 'time', [1], null]) {
      const out: string[] = [];
      expect(parseSettings({ hide }, out).hide).toEqual([]);
      expect(out).toEqual(['hide']);
    }
  });

  it('keep the Motion chosen, and read "as the system asks" as Normal, or Off when the system asks for less motion', () => {
    expect(parseSettings({ motion: 'slow' }).motion).toBe('slow');
    expect(parseSettings({ motion: 'warp' }).motion).toBe('system');
    const factors = MOTIONS.map((m) => [m, motionFactor(m, false), motionFactor(m, true)]);
    expect(factors).toEqual([
      ['system', 1, 0],
      ['off', 0, 0],
      ['fast', 0.5, 0.5],
      ['normal', 1, 1],
      ['slow', 2, 2],
    ]);
  });

  it('keep the looks chosen, and fall back to the default look, field by field, for anything else', () => {
    const looks = { theme: 'wine', back: 'ivy', size: 'large', fourColour: true, largeIndex: true, leftHanded: true };
    expect(parseSettings(looks)).toEqual({ ...DEFAULT_SETTINGS, ...looks });
    const out: string[] = [];
    const bad = { theme: 'neon', back: 7, size: 'huge', fourColour: 'yes', largeIndex: null, leftHanded: 1 };
    expect(parseSettings({ ...bad, sound: true }, out)).toEqual({ ...DEFAULT_SETTINGS, sound: true });
    expect(out.sort()).toEqual(['back', 'fourColour', 'largeIndex', 'leftHanded', 'size', 'theme']);
  });

  it('read fair hints as off from settings stored before there was the setting, and keep it on once chosen', () => {
    const before: Record<string, unknown> = { ...DEFAULT_SETTINGS };
    delete before.fairHints;
    const out: string[] = [];
    expect(parseSettings(before, out)).toEqual({ ...DEFAULT_SETTINGS, fairHints: false });
    expect(out).toEqual([]);
    expect(parseSettings({ ...before, fairHints: true }).fairHints).toBe(true);
    expect(parseSettings({ ...before, fairHints: 'yes' }, out).fairHints).toBe(false);
    expect(out).toEqual(['fairHints']);
  });

  it('name every field they could not take, so the copy is set aside first', () => {
    const dropped = (data: unknown) => {
      const out: string[] = [];
      parseSettings(data, out);
      return out.sort();
    };
    expect(dropped(undefined)).toEqual([]);
    expect(dropped({ ...DEFAULT_SETTINGS, sound: true })).toEqual([]);
    expect(dropped({ level: 'hard' })).toEqual([]); // older copies lack newer fields: nothing lost
    expect(dropped({ level: 'impossible', sound: 1, custom: { draw: 7 } })).toEqual(['custom', 'level', 'sound']);
  });
});
