import type { PastGame } from './past-games';

/*
 * The daily deals' calendar: which day's deal was played here and how, and the streak of daily wins. A date
 * is the player's calendar day, 'YYYY-MM-DD' (`today`); a day's deal is known here once it
 * was found for that day (storage.local's `daily:<date>`), and its games are the history's daily games of
 * that deal.
 */

/** A day as the daily deal knows it: the player's calendar day (today's, unless told), 'YYYY-MM-DD'. */
export const today = (d = new Date()): string =>
  `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;

/** How a day's deal went here: won without undo or hint, won, lost, or not played. */
export type DayMark = 'clean' | 'won' | 'lost' | 'none';

const RANK: Record<DayMark, number> = { none: 0, lost: 1, won: 2, clean: 3 };

/** The deal number a history game's link names, or null (a deal given by its cards). */
const dealOf = (link: string): number | null => {
  const m = /^#deal=(\d+)(&|$)/.exec(link);
  return m ? Number(m[1]) : null;
};

/**
 * Each known day's mark: the best of the daily games played of its deal. With `onTheDay` (the calendar day
 * a game ended on), only the games played on the day count: a streak is not made up afterwards.
 */
export function dayMarks(
  known: ReadonlyMap<string, number>,
  games: readonly PastGame[],
  onTheDay?: (at: number) => string,
): Map<string, DayMark> {
  const dateOf = new Map([...known].map(([date, n]) => [n, date]));
  const best = new Map<number, DayMark>();
  for (const g of games) {
    const n = g.level === 'daily' ? dealOf(g.link) : null;
    if (n === null || (onTheDay && dateOf.get(n) !== onTheDay(g.at))) continue;
    const mark: DayMark = !g.won ? 'lost' : g.hints === 0 && g.undos === 0 ? 'clean' : 'won';
    if (RANK[mark] > RANK[best.get(n) ?? 'none']) best.set(n, mark);
  }
  return new Map([...known].map(([date, n]) => [date, best.get(n) ?? 'none']));
}

/** The date `days` after `date` (before, when negative). */
export function addDays(date: string, days: number): string {
  const [y, m, d] = date.split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

/** Daily deals won on consecutive days up to today, or up to yesterday while today's is still to win. */
export function dailyStreak(today: string, marks: ReadonlyMap<string, DayMark>): number {
  const won = (date: string) => RANK[marks.get(date) ?? 'none'] >= RANK.won;
  let day = won(today) ? today : addDays(today, -1);
  let n = 0;
  while (won(day)) {
    n++;
    day = addDays(day, -1);
  }
  return n;
}

/** A month's dates, the 1st first; `month` is 'YYYY-MM'. */
export function monthDates(month: string): string[] {
  const [y, m] = month.split('-').map(Number);
  const days = new Date(Date.UTC(y, m, 0)).getUTCDate();
  return Array.from({ length: days }, (_, i) => `${month}-${String(i + 1).padStart(2, '0')}`);
}

/** The month `months` after 'YYYY-MM' (before, when negative). */
export function addMonths(month: string, months: number): string {
  const [y, m] = month.split('-').map(Number);
  return new Date(Date.UTC(y, m - 1 + months, 1)).toISOString().slice(0, 7);
}

/**
 * The first day the calendar goes back to: the first day this browser played on (a game in the history,
 * or a day whose deal was played), else today.
 */
export function firstDay(
  today: string,
  marks: ReadonlyMap<string, DayMark>,
  games: readonly PastGame[],
  dateOf: (at: number) => string,
): string {
  const played = [...marks].filter(([, m]) => m !== 'none').map(([d]) => d);
  return [today, ...played, ...games.map((g) => dateOf(g.at))].reduce((a, b) => (b < a ? b : a));
}
