import { describe, expect, it } from 'vitest';
import { addDays, addMonths, dailyStreak, dayMarks, firstDay, monthDates } from '../../models/daily-archive';
import type { PastGame } from '../../models/past-games';

const played = (deal: number, over: Partial<PastGame> = {}): PastGame => ({
  uid: `g${deal}-${over.at ?? 0}`,
  at: Date.UTC(2026, 11, 2, 12),
  level: 'daily',
  won: true,
  seconds: 100,
  moves: 90,
  score: 0,
  hints: 0,
  undos: 0,
  link: `#deal=${deal}&draw=1&passes=unlimited&f2t=1&scoring=standard`,
  ...over,
});

describe('the daily deals’ calendar', () => {
  it('marks each known day by the best game of its deal: won clean, won, lost, or not played', () => {
    const known = new Map([
      ['2026-11-28', 11],
      ['2026-11-29', 12],
      ['2026-11-30', 13],
      ['2026-12-01', 14],
      ['2026-12-02', 15],
    ]);
    const marks = dayMarks(known, [
      played(11, { won: false }),
      played(11, { at: 1, hints: 1 }), // lost, then won with a hint: won
      played(12, { undos: 2 }),
      played(12, { at: 2 }), // won with undos, then clean: clean
      played(13, { won: false }),
      played(14, { level: 'normal' }), // the same deal played at another level is not the daily
    ]);
    expect(Object.fromEntries(marks)).toEqual({
      '2026-11-28': 'won',
      '2026-11-29': 'clean',
      '2026-11-30': 'lost',
      '2026-12-01': 'none',
      '2026-12-02': 'none',
    });
  });

  it('counts the streak of daily wins up to today, or up to yesterday while today is still to win', () => {
    const marks = new Map([
      ['2026-11-28', 'lost'],
      ['2026-11-29', 'clean'],
      ['2026-11-30', 'won'],
      ['2026-12-01', 'won'],
    ] as const);
    expect(dailyStreak('2026-12-01', marks)).toBe(3);
    expect(dailyStreak('2026-12-02', marks)).toBe(3);
    expect(dailyStreak('2026-12-03', marks)).toBe(0);
    expect(dailyStreak('2026-12-02', new Map([...marks, ['2026-12-02', 'lost']]))).toBe(3);
  });

  it('walks dates and months across their ends', () => {
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addMonths('2026-01', -1)).toBe('2025-12');
    expect(addMonths('2026-12', 1)).toBe('2027-01');
    expect(monthDates('2028-02')).toHaveLength(29);
    expect(monthDates('2026-12').slice(0, 2)).toEqual(['2026-12-01', '2026-12-02']);
  });

  it('goes back to the first day this browser played on: a day found but not played does not count', () => {
    const dateOf = (at: number) => new Date(at).toISOString().slice(0, 10);
    expect(firstDay('2026-12-02', new Map([['1900-01-01', 'none']]), [], dateOf)).toBe('2026-12-02');
    const marks = new Map([['2026-10-05', 'lost']] as const);
    expect(firstDay('2026-12-02', marks, [], dateOf)).toBe('2026-10-05');
    expect(firstDay('2026-12-02', marks, [played(1, { at: Date.UTC(2026, 8, 30) })], dateOf)).toBe('2026-09-30');
  });

  it('counts for the streak only a daily won on its own day: a past day won later is marked, not streaked', () => {
    const dateOf = (at: number) => new Date(at).toISOString().slice(0, 10);
    const known = new Map([
      ['2026-11-30', 13],
      ['2026-12-01', 14],
    ]);
    const games = [played(13, { at: Date.UTC(2026, 11, 1, 9) }), played(14, { at: Date.UTC(2026, 11, 1, 10) })];
    expect(Object.fromEntries(dayMarks(known, games))).toEqual({ '2026-11-30': 'clean', '2026-12-01': 'clean' });
    const onTheDay = dayMarks(known, games, dateOf);
    expect(Object.fromEntries(onTheDay)).toEqual({ '2026-11-30': 'none', '2026-12-01': 'clean' });
    expect(dailyStreak('2026-12-01', onTheDay)).toBe(1);
  });
});
