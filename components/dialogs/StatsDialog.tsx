import { useState } from 'preact/hooks';
import { type Level, LEVELS, SPIDER_LEVELS, type StatsKey, statsKey } from '../../engine';
import { keepsScore } from '../../models/session/session';
import { GAME_NAMES, GAME_TITLES, type GameName } from '../../engine/games';
import { t } from '../../models/words';
import { STRENGTH_NAMES, STRENGTHS } from './rules-text';
import { formatTime } from '../format';
import type { StatsRow } from '../stats-rows';
import { Modal } from './Modal';
import { formatPercent } from './people-format';
import { PastGames } from './PastGames';
import { useDialog } from './useDialog';

/** One level's figures as a definition list (also used in the results panel). */
export function StatsFigures({ row, level }: { row: StatsRow; level: StatsKey }) {
  return (
    <dl class="stats-figures">
      <dt>{t('stats.played')}</dt>
      <dd>{row.played}</dd>
      <dt>{t('stats.won')}</dt>
      <dd>{row.won}</dd>
      <dt>{t('stats.lost')}</dt>
      <dd>{row.lost}</dd>
      <dt>{t('stats.winRate')}</dt>
      <dd>{formatPercent(row.winRate)}</dd>
      <dt>{t('stats.currentStreak')}</dt>
      <dd>{row.currentStreak}</dd>
      <dt>{t('stats.bestStreak')}</dt>
      <dd>{row.bestStreak}</dd>
      <dt>{t('stats.bestTime')}</dt>
      <dd>{row.bestTime === null ? '–' : formatTime(row.bestTime)}</dd>
      {/* A best score only where games keep a score (a duel's figures are cards home). */}
      {keepsScore(level) && (
        <>
          <dt>{t('stats.bestScore')}</dt>
          <dd>{row.bestScore ?? '–'}</dd>
        </>
      )}
      <dt>{t('stats.cleanWins')}</dt>
      <dd>{row.cleanWins}</dd>
    </dl>
  );
}

export function StatsDialog() {
  const { open, close } = useDialog('stats');
  // The tabs mount each time the dialog opens (a closed Modal renders no children): they open on the level
  // being played, and remember the tab picked only while the dialog stays open.
  return (
    <Modal open={open} title={t('bar.statistics')} onClose={close} class="stats-dialog">
      <StatsTabs />
    </Modal>
  );
}

/** The games statistics are kept for: those dealt on the table, and Double Solitaire, kept by the computer's strength. */
type StatsGame = GameName | 'double-solitaire';
const STATS_GAMES: readonly StatsGame[] = [...GAME_NAMES, 'double-solitaire'];
const gameTitle = (game: StatsGame): string => (game === 'double-solitaire' ? t('duel.name') : GAME_TITLES[game]);

/** Each game's statistics keys, with their names: its levels (Double Solitaire's: the computer's strengths). */
const KEYS_OF: Record<StatsGame, readonly StatsKey[]> = {
  klondike: LEVELS,
  'spider-klondike': SPIDER_LEVELS.map((l) => statsKey('spider-klondike', l)),
  'double-solitaire': STRENGTHS.map((s) => `double-solitaire/${s}` as const),
};
/** A key's level (or strength) alone: 'hard' for 'spider-klondike/hard', as for 'hard'. */
const levelOfKey = (key: StatsKey): string => key.split('/')[1] ?? key;
const keyName = (key: StatsKey): string => {
  const name = levelOfKey(key);
  return name in STRENGTH_NAMES ? STRENGTH_NAMES[name as keyof typeof STRENGTH_NAMES] : t(`level.${name as Level}`);
};
const gameOfKey = (key: StatsKey): StatsGame => STATS_GAMES.find((g) => KEYS_OF[g].includes(key)) ?? 'klondike';

/** A statistics key in words: "Hard", "Spider-Klondike Hard", "Double Solitaire Strong". */
export const statsTitle = (key: StatsKey): string => {
  const game = gameOfKey(key);
  return game === 'klondike' ? keyName(key) : `${gameTitle(game)} ${keyName(key)}`;
};

/** A row of tabs: one picked, shown selected. */
function Tabs<T extends string>(props: {
  label: string;
  items: readonly T[];
  names: (item: T) => string;
  selected: T;
  pick: (item: T) => void;
}) {
  return (
    <div class="tabs" role="tablist" aria-label={props.label}>
      {props.items.map((item) => (
        <button
          key={item}
          type="button"
          role="tab"
          aria-selected={props.selected === item}
          onClick={() => props.pick(item)}
        >
          {props.names(item)}
        </button>
      ))}
    </div>
  );
}

/** The statistics the tabs open on: the game being played's. */
function playedKey({ app }: ReturnType<typeof useDialog>): StatsKey {
  const onShow = app.sessions.value?.active.value.statsKey.value;
  if (onShow) return onShow;
  // The sessions not in yet (a moment after the first paint): the table's game is the one on show.
  return app.table.statsKey.value;
}

function StatsTabs() {
  const page = useDialog('stats');
  const { app, statsRows, close } = page;
  const [shown, setShown] = useState<StatsKey>(() => playedKey(page));
  const [confirming, setConfirming] = useState(false);
  const game = gameOfKey(shown);
  const title = statsTitle(shown);
  const pick = (key: StatsKey) => {
    setShown(key);
    setConfirming(false);
  };
  return (
    <>
      <Tabs
        label={t('stats.gameTabs')}
        items={STATS_GAMES}
        names={gameTitle}
        selected={game}
        pick={(g) => {
          // The same level in the other game where it has it, else Normal, else its first (by the levels'
          // ids, not their names, which are the language's).
          const named = (level: string) => KEYS_OF[g].find((k) => levelOfKey(k) === level);
          pick(named(levelOfKey(shown)) ?? named('normal') ?? KEYS_OF[g][0]);
        }}
      />
      <Tabs label={t('stats.levelTabs')} items={KEYS_OF[game]} names={keyName} selected={shown} pick={pick} />
      <section role="tabpanel" aria-label={title}>
        <StatsFigures row={statsRows.value[shown]} level={shown} />
        <PastGames level={shown} title={title} />
      </section>
      <div class="actions">
        {confirming ? (
          <>
            <span>{t('stats.resetAsk', title)}</span>
            <button
              type="button"
              onClick={() => {
                app.stats.reset(shown);
                setConfirming(false);
              }}
            >
              {t('stats.reset')}
            </button>
            <button type="button" onClick={() => setConfirming(false)}>
              {t('stats.keep')}
            </button>
          </>
        ) : (
          <button type="button" onClick={() => setConfirming(true)}>
            {t('stats.resetLevel', title)}
          </button>
        )}
        <button type="button" onClick={close}>
          {t('dialog.close')}
        </button>
      </div>
    </>
  );
}
