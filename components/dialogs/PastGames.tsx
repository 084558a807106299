import type { StatsKey } from '../../engine';
import { parseDealLink } from '../../engine/link';
import { describeRules } from '../../engine/share';
import { type PastGame, pastGamesCsv } from '../../models/past-games';
import { download } from '../download';
import { formatTime } from '../format';
import { StatsCharts } from './StatsCharts';
import { useDialog } from './useDialog';

const when = (at: number) => new Date(at).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/** A game's deal and rules in words, read from its link: "#12345, draw 3, 3 passes, Vegas scoring". */
function dealWords(g: PastGame): string | null {
  const link = parseDealLink(g.link);
  if (!link.ok) return null;
  const deal = link.value.dealNumber === null ? 'a deal given by its cards' : `#${link.value.dealNumber}`;
  return link.value.rules ? `${deal}, ${describeRules(link.value.rules)}` : deal;
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
    <section class="past-games" aria-label={`${title} history`}>
      <StatsCharts games={games} title={title} />
      <h3>
        History <small>(the last {games.length} of this level’s games in this browser)</small>
      </h3>
      {games.length === 0 ? (
        <p class="note">No {title} game has ended in this browser yet.</p>
      ) : (
        <div class="past-scroll">
          <table>
            <thead>
              <tr>
                <th scope="col">Ended</th>
                <th scope="col">Result</th>
                <th scope="col">Time</th>
                <th scope="col">Moves</th>
                <th scope="col">Score</th>
                <th scope="col">Hints</th>
                <th scope="col">Undos</th>
                <th scope="col">Deal</th>
                <th scope="col">
                  <span class="sr-only">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {games.map((g) => {
                const words = dealWords(g);
                return (
                  <tr key={g.uid}>
                    <td>{when(g.at)}</td>
                    <td>{g.won ? 'Won' : 'Lost'}</td>
                    <td>{formatTime(g.seconds)}</td>
                    <td>{g.moves}</td>
                    <td>{g.score}</td>
                    <td>{g.hints}</td>
                    <td>{g.undos}</td>
                    <td class="deal-words">{words ?? 'a deal that does not read'}</td>
                    <td>
                      <div class="again-cell">
                        {words && (
                          <button
                            type="button"
                            class="again"
                            aria-label={`Play again: ${words}`}
                            onClick={() => {
                              close();
                              void app.openLink(g.link);
                            }}
                          >
                            Play again
                          </button>
                        )}
                        {words && !g.won && (
                          <button
                            type="button"
                            class="again"
                            aria-label={`Winning line: ${words}`}
                            onClick={() => {
                              lineOf.value = g.link;
                              dialog.value = 'line';
                            }}
                          >
                            Winning line
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
        Export the history (CSV)
      </button>
    </section>
  );
}
