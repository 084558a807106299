import type { StatsKey } from '../../engine';
import { parseDealLink } from '../../engine/link';
import { type PastGame, pastGamesCsv } from '../../models/past-games';
import { t, tn } from '../../models/words';
import { download } from '../download';
import { rulesText } from '../share-words';
import { formatTime } from '../format';
import { peopleLocale } from './people-format';
import { StatsCharts } from './StatsCharts';
import { useDialog } from './useDialog';

const when = (at: number) => new Date(at).toLocaleString(peopleLocale(), { dateStyle: 'medium', timeStyle: 'short' });

/** A game's deal and rules in words, read from its link: "#12345, draw 3, 3 passes, Vegas scoring". */
function dealWords(g: PastGame): string | null {
  const link = parseDealLink(g.link);
  if (!link.ok) return null;
  const deal = link.value.dealNumber === null ? t('history.dealByCards') : `#${link.value.dealNumber}`;
  return link.value.rules ? `${deal}, ${rulesText(link.value.rules)}` : deal;
}

/**
 * The history of one statistics key's games, newest first, each with "Play this deal again"; and the whole
 * history as CSV. This browser's games only: the history is not synced (models/past-games.ts says why).
 */
export function PastGames({ level, title }: { level: StatsKey; title: string }) {
  const { app, close, dialog, lineOf } = useDialog('stats');
  const all = app.pastGames.value;
  const games = all.filter((g) => g.level === level);
  return (
    <section class="past-games" aria-label={t('history.region', title)}>
      <StatsCharts games={games} title={title} />
      <h3>
        {t('history.heading')} <small>{tn('history.count', games.length)}</small>
      </h3>
      {games.length === 0 ? (
        <p class="note">{t('history.none', title)}</p>
      ) : (
        <div class="past-scroll">
          <table>
            <thead>
              <tr>
                <th scope="col">{t('history.ended')}</th>
                <th scope="col">{t('history.result')}</th>
                <th scope="col">{t('bar.time')}</th>
                <th scope="col">{t('bar.moves')}</th>
                <th scope="col">{t('bar.score')}</th>
                <th scope="col">{t('history.hints')}</th>
                <th scope="col">{t('history.undos')}</th>
                <th scope="col">{t('bar.deal')}</th>
                <th scope="col">
                  <span class="sr-only">{t('history.actions')}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {games.map((g) => {
                const words = dealWords(g);
                return (
                  <tr key={g.uid}>
                    <td>{when(g.at)}</td>
                    <td>{g.won ? t('history.won') : t('history.lost')}</td>
                    <td>{formatTime(g.seconds)}</td>
                    <td>{g.moves}</td>
                    <td>{g.score}</td>
                    <td>{g.hints}</td>
                    <td>{g.undos}</td>
                    <td class="deal-words">{words ?? t('history.unreadable')}</td>
                    <td>
                      <div class="again-cell">
                        {words && (
                          <button
                            type="button"
                            class="again"
                            aria-label={t('history.againOf', words)}
                            onClick={() => {
                              close();
                              void app.openLink(g.link);
                            }}
                          >
                            {t('history.again')}
                          </button>
                        )}
                        {words && !g.won && (
                          <button
                            type="button"
                            class="again"
                            aria-label={t('history.lineOf', words)}
                            onClick={() => {
                              lineOf.value = g.link;
                              dialog.value = 'line';
                            }}
                          >
                            {t('history.line')}
                          </button>
                        )}
                      </div>
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
      <button
        type="button"
        disabled={all.length === 0}
        onClick={() => download(pastGamesCsv(all), 'klondike-tab-history.csv', 'text/csv')}
      >
        {t('history.export')}
      </button>
    </section>
  );
}
