import type { StatsKey } from '../../engine';
import { parseDealLink } from '../../engine/links/link';
import { parseDuelLink } from '../../engine/links/duel-link';
import type { Versus } from '../../models/versus';
import { type PastGame, pastGamesCsv } from '../../models/past-games';
import { t, tn } from '../../models/words';
import { download } from '../download';
import { rulesText } from '../share-words';
import { formatTime } from '../format';
import { run } from '../race-text';
import { PACE_NAMES } from './rules-text';
import { peopleLocale } from './people-format';
import type { LineAsked } from '../app-context';
import { StatsCharts } from './StatsCharts';
import { useDialog } from './useDialog';

/** Whom a game was played against, in words: a duel's cards home each side and how it ended, a race's rival and run. */
function versusWords(v: Versus | undefined): string {
  if (!v) return '';
  if (v.kind === 'duel') {
    const home = t('history.vsDuel', v.home[0], v.home[1]);
    return v.why === 'all-home' ? home : `${home} (${t(`history.duelEnd.${v.why}`)})`;
  }
  const them = v.them ? run(v.them) : t('history.noRun');
  return v.rival === 'friend'
    ? t('history.vsFriend', them)
    : t('history.vsComputer', PACE_NAMES[v.pace ?? 'steady'], them);
}

const when = (at: number) => new Date(at).toLocaleString(peopleLocale(), { dateStyle: 'medium', timeStyle: 'short' });

/** A game's deal and rules in words, read from its link: "#12345, draw 3, 3 passes, Vegas scoring" (a duel's: "#5, draw 3"). */
function dealWords(g: PastGame): string | null {
  const duel = parseDuelLink(g.link);
  if (duel.ok) return `#${duel.value.n}, ${t('duel.draw', duel.value.draw)}`;
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
  const { app, close, dialog, lineOf, loadDuel } = useDialog('stats');
  const all = app.pastGames.value;
  const games = all.filter((g) => g.level === level);
  const duelUnderWay = !app.sessions.value || app.sessions.value.ending('duel') !== null;
  const showLine = (asked: LineAsked) => {
    lineOf.value = asked;
    dialog.value = 'line';
  };
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
                <th scope="col">{t('history.against')}</th>
                <th scope="col">
                  <span class="sr-only">{t('history.actions')}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {games.map((g) => {
                const words = dealWords(g);
                // A duel is played again at its seat, which would count one under way as lost without asking:
                // not offered while one is.
                const again = words !== null && !(g.link.startsWith('#duel=') && duelUnderWay);
                return (
                  <tr key={g.uid}>
                    <td class="wraps when">{when(g.at)}</td>
                    <td>{g.won ? t('history.won') : t('history.lost')}</td>
                    <td>{formatTime(g.seconds)}</td>
                    <td>{g.moves}</td>
                    <td>{g.score}</td>
                    <td>{g.hints}</td>
                    <td>{g.undos}</td>
                    <td class="deal-words">{words ?? t('history.unreadable')}</td>
                    <td class="wraps">{versusWords(g.versus)}</td>
                    <td>
                      <div class="again-cell">
                        {again && (
                          <button
                            type="button"
                            class="again"
                            aria-label={t('history.againOf', words)}
                            onClick={() => {
                              close();
                              const duel = parseDuelLink(g.link);
                              // A duel is played again at its seat (loaded with its page), a deal through its link.
                              if (duel.ok) {
                                const { n, draw, strength } = duel.value;
                                void loadDuel().then((d) => d.seat.play(strength, draw, n));
                              } else void app.openLink(g.link);
                            }}
                          >
                            {t('history.again')}
                          </button>
                        )}
                        {words && !g.won && !g.versus && (
                          <button
                            type="button"
                            class="again"
                            aria-label={t('history.lineOf', words)}
                            onClick={() => showLine({ kind: 'line', link: g.link })}
                          >
                            {t('history.line')}
                          </button>
                        )}
                        {words && g.replay && (
                          <button
                            type="button"
                            class="again"
                            aria-label={t('history.replayOf', words)}
                            onClick={() => showLine({ kind: 'replay', game: g })}
                          >
                            {t('history.replay')}
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
