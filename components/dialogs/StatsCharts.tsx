import type { PastGame } from '../../models/past-games';
import { AVERAGE_OVER, resultTrend, winningTimes } from '../../models/trends';
import { t } from '../../models/words';
import { formatTime } from '../format';
import { formatPercent } from './people-format';

/** The charts' drawing box: x from the left axis to the right edge, y from the top down to the base line. */
const W = 480;
const H = 110;
const LEFT = 44;
const TOP = 8;
const BASE = H - 18;

/** x of the i-th of n points, spread over the box; y of a value from 0 (base) to 1 (top). */
const xOf = (i: number, n: number) => LEFT + (n <= 1 ? 0 : (i * (W - LEFT - 8)) / (n - 1));
const yOf = (v: number) => BASE - v * (BASE - TOP);
const line = (vs: readonly number[]) =>
  vs.map((v, i) => `${xOf(i, vs.length).toFixed(1)},${yOf(v).toFixed(1)}`).join(' ');

/** A chart's axes: two labels on the left (the top's and the base's value) and the base line. */
function Axes({ top, base, note }: { top: string; base: string; note: string }) {
  return (
    <>
      <line class="axis" x1={LEFT} y1={BASE} x2={W} y2={BASE} />
      <text x={LEFT - 6} y={TOP + 4} text-anchor="end">
        {top}
      </text>
      <text x={LEFT - 6} y={BASE + 4} text-anchor="end">
        {base}
      </text>
      <text x={LEFT} y={H - 3}>
        {note}
      </text>
    </>
  );
}

/**
 * A level's last games drawn: each result (a dot up for a win, down for a loss) with the win rate over the
 * last ten, and the winning times. SVG for the eye; the same figures in a table for a screen reader.
 */
export function StatsCharts({ games, title }: { games: readonly PastGame[]; title: string }) {
  const trend = resultTrend(games);
  const times = winningTimes(games);
  if (trend.length < 2) return null;
  const slowest = Math.max(...times, 1);
  return (
    <section class="stats-charts" aria-label={t('chart.region', title)}>
      <figure>
        <figcaption>
          {t('chart.results', trend.length, AVERAGE_OVER, formatPercent(trend[trend.length - 1].average))}
        </figcaption>
        <svg viewBox={`0 0 ${W} ${H}`} aria-hidden="true">
          <Axes top={formatPercent(1)} base={formatPercent(0)} note={t('chart.order')} />
          {trend.map((p, i) => (
            <circle key={p.n} class={p.won ? 'won' : 'lost'} cx={xOf(i, trend.length)} cy={yOf(p.won ? 1 : 0)} r="3" />
          ))}
          <polyline class="average" points={line(trend.map((p) => p.average))} />
        </svg>
      </figure>
      {times.length >= 2 && (
        <figure>
          <figcaption>{t('chart.times', times.length)}</figcaption>
          <svg viewBox={`0 0 ${W} ${H}`} aria-hidden="true">
            <Axes top={formatTime(slowest)} base={formatTime(0)} note={t('chart.order')} />
            <polyline class="times" points={line(times.map((time) => time / slowest))} />
            {times.map((time, i) => (
              <circle key={i} class="won" cx={xOf(i, times.length)} cy={yOf(time / slowest)} r="2.5" />
            ))}
          </svg>
        </figure>
      )}
      <table class="sr-only">
        <caption>{t('chart.caption', title)}</caption>
        <thead>
          <tr>
            <th scope="col">{t('chart.game')}</th>
            <th scope="col">{t('history.result')}</th>
            <th scope="col">{t('chart.rate', AVERAGE_OVER)}</th>
          </tr>
        </thead>
        <tbody>
          {trend.map((p) => (
            <tr key={p.n}>
              <td>{p.n}</td>
              <td>{p.won ? t('chart.won') : t('chart.lost')}</td>
              <td>{formatPercent(p.average)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
