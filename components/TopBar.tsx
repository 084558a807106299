import { useComputed } from '@preact/signals';
import { formatDealLink } from '../engine';
import { GAME_TITLES, gameOfDeal } from '../engine/games';
import { t } from '../models/words';
import { usePage } from './app-context';
import { Bar } from './Bar';
import { formatTime } from './format';

/** The table's bar: the game, its level and its deal, the score, moves and time, and the commands. */
export function TopBar() {
  const { table } = usePage().app;
  const dealNumber = table.dealNumber.value;
  // Computed, not read from the game in render: the bar re-renders for a new deal, not for every move.
  const dealLink = useComputed(() =>
    formatDealLink(table.game.value.deal, table.dealNumber.value, table.game.value.rules),
  ).value;
  const spider = useComputed(() => gameOfDeal(table.game.value.deal) === 'spider-klondike').value;
  return (
    <Bar
      title={
        <>
          {spider && `${GAME_TITLES['spider-klondike']} · `}
          {t(`level.${table.level.value}`)} ·{' '}
          {dealNumber === null ? (
            <a href={dealLink}>{t('bar.sharedDeal')}</a>
          ) : (
            <>
              {t('bar.deal')} <a href={dealLink}>#{dealNumber}</a>
            </>
          )}
        </>
      }
    >
      <Figures />
    </Bar>
  );
}

/** The score (when the rules keep one), the moves and the time: a part of its own, which the clock re-renders every second. */
function Figures() {
  const { table } = usePage().app;
  return (
    <dl class="figures">
      {table.game.value.rules.scoring !== 'none' && (
        <div>
          <dt>{t('bar.score')}</dt>
          <dd data-figure="score">{table.score.value}</dd>
        </div>
      )}
      <div>
        <dt>{t('bar.moves')}</dt>
        <dd data-figure="moves">{table.moveCount.value}</dd>
      </div>
      <div>
        <dt>{t('bar.time')}</dt>
        <dd data-figure="time">{formatTime(table.elapsed.value)}</dd>
      </div>
    </dl>
  );
}
