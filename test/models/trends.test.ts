import { describe, expect, it } from 'vitest';
import type { PastGame } from '../../models/past-games';
import { CHART_GAMES, resultTrend, winningTimes } from '../../models/trends';

/** A level's history, newest first, from results written oldest first: W a win, L a loss. */
const history = (results: string, seconds = (i: number) => 100 + i): PastGame[] =>
  [...results]
    .map((r, i) => ({
      uid: `g${i}`,
      at: i,
      level: 'normal' as const,
      won: r === 'W',
      seconds: seconds(i),
      moves: 100,
      score: 0,
      hints: 0,
      undos: 0,
      link: '#deal=1',
    }))
    .reverse();

describe('the statistics’ charts', () => {
  it('draw the last games oldest first, each with the win rate over the last ten up to it', () => {
    const trend = resultTrend(history('WLWWLLLLLLLLW'));
    expect(trend.map((p) => p.won)).toEqual([...'WLWWLLLLLLLLW'].map((r) => r === 'W'));
    expect(trend.slice(0, 4).map((p) => p.average)).toEqual([1, 1 / 2, 2 / 3, 3 / 4]);
    // The tenth game and after: ten games each.
    expect(trend[9].average).toBe(3 / 10);
    expect(trend[12].average).toBe(2 / 10); // games 4..13: W L L L L L L L L W
  });

  it('show no more than the last 50 games, and the times of the last 50 wins', () => {
    const many = history('WL'.repeat(80));
    expect(resultTrend(many)).toHaveLength(CHART_GAMES);
    expect(resultTrend(many)[CHART_GAMES - 1].won).toBe(false); // the newest: the last L
    const times = winningTimes(many);
    expect(times).toHaveLength(CHART_GAMES);
    expect(times.at(-1)).toBe(100 + 158); // the newest win, game 159 (index 158)
    expect(winningTimes(history('LLWL', () => 61))).toEqual([61]);
  });
});
