import { useState } from 'preact/hooks';
import { LEVEL_NAMES, LEVELS, levelIn, SPIDER_LEVELS, type StatsKey, statsKey } from '../../engine';
import { GAME_NAMES, GAME_TITLES, type GameName, gameOfDeal } from '../../engine/games';
import { STRENGTH_NAMES, STRENGTHS } from './rules-text';
import { duelPage } from '../Table';
import { formatPercent, formatTime } from '../format';
import type { StatsRow } from '../stats-rows';
import { Modal } from './Modal';
import { PastGames } from './PastGames';
import { useDialog } from './useDialog';

/** One level's figures as a definition list (also used in the results panel). */
export function StatsFigures({ row }: { row: StatsRow }) {
  return (
    <dl class="stats-figures">
      <dt>Played</dt>
      <dd>{row.played}</dd>
      <dt>Won</dt>
      <dd>{row.won}</dd>
      <dt>Lost</dt>
      <dd>{row.lost}</dd>
      <dt>Win rate</dt>
      <dd>{formatPercent(row.winRate)}</dd>
      <dt>Current streak</dt>
      <dd>{row.currentStreak}</dd>
      <dt>Best streak</dt>
      <dd>{row.bestStreak}</dd>
      <dt>Best time</dt>
      <dd>{row.bestTime === null ? '–' : formatTime(row.bestTime)}</dd>
      <dt>Best score</dt>
      <dd>{row.bestScore ?? '–'}</dd>
      <dt>Won without hints</dt>
      <dd>{row.cleanWins}</dd>
    </dl>
  );
}

export function StatsDialog() {
  const { open, close } = useDialog('stats');
  // The tabs mount each time the dialog opens (a closed Modal renders no children): they open on the level
  // being played, and remember the tab picked only while the dialog stays open.
  return (
    <Modal open={open} title="Statistics" onClose={close} class="stats-dialog">
      <StatsTabs />
    </Modal>
  );
}

/** The games statistics are kept for: those dealt on the table, and Double Solitaire, kept by the computer's strength. */
type StatsGame = GameName | 'double-solitaire';
const STATS_GAMES: readonly StatsGame[] = [...GAME_NAMES, 'double-solitaire'];
const STATS_GAME_TITLES: Record<StatsGame, string> = { ...GAME_TITLES, 'double-solitaire': 'Double Solitaire' };

/** Each game's statistics keys, with their names: its levels (Double Solitaire's: the computer's strengths). */
const KEYS_OF: Record<StatsGame, readonly StatsKey[]> = {
  klondike: LEVELS,
  'spider-klondike': SPIDER_LEVELS.map((l) => statsKey('spider-klondike', l)),
  'double-solitaire': STRENGTHS.map((s) => `double-solitaire/${s}` as const),
};
const keyName = (key: StatsKey): string => {
  const [, level] = key.split('/') as [string, string | undefined];
  const name = level ?? key;
  return name in STRENGTH_NAMES
    ? STRENGTH_NAMES[name as keyof typeof STRENGTH_NAMES]
    : LEVEL_NAMES[name as keyof typeof LEVEL_NAMES];
};
const gameOfKey = (key: StatsKey): StatsGame => STATS_GAMES.find((g) => KEYS_OF[g].includes(key)) ?? 'klondike';

/** A statistics key in words: "Hard", "Spider-Klondike Hard", "Double Solitaire Strong". */
export const statsTitle = (key: StatsKey): string => {
  const game = gameOfKey(key);
  return game === 'klondike' ? keyName(key) : `${STATS_GAME_TITLES[game]} ${keyName(key)}`;
};

/** A row of tabs: one picked, shown selected. */
function Tabs<T extends string>(props: {
  label: string;
  items: readonly T[];
  names: Record<T, string> | ((item: T) => string);
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
          {typeof props.names === 'function' ? props.names(item) : props.names[item]}
        </button>
      ))}
    </div>
  );
}

/** The statistics the tabs open on: the game being played's. */
function playedKey(app: ReturnType<typeof useDialog>['app']): StatsKey {
  const duel = duelPage.value;
  if (duel) return duel.statsKey;
  const game = gameOfDeal(app.table.game.value.deal);
  return statsKey(game, levelIn(game, app.table.level.value));
}

function StatsTabs() {
  const { app, statsRows, close } = useDialog('stats');
  const [shown, setShown] = useState<StatsKey>(() => playedKey(app));
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
        label="Game"
        items={STATS_GAMES}
        names={STATS_GAME_TITLES}
        selected={game}
        pick={(g) => {
          // The same level in the other game where it has it, else Normal, else its first.
          const named = (name: string) => KEYS_OF[g].find((k) => keyName(k) === name);
          pick(named(keyName(shown)) ?? named('Normal') ?? KEYS_OF[g][0]);
        }}
      />
      <Tabs label="Level" items={KEYS_OF[game]} names={keyName} selected={shown} pick={pick} />
      <section role="tabpanel" aria-label={title}>
        <StatsFigures row={statsRows.value[shown]} />
        {game !== 'double-solitaire' && <PastGames level={shown} title={title} />}
      </section>
      <div class="actions">
        {confirming ? (
          <>
            <span>Reset the {title} statistics for good?</span>
            <button
              type="button"
              onClick={() => {
                app.stats.reset(shown);
                setConfirming(false);
              }}
            >
              Reset
            </button>
            <button type="button" onClick={() => setConfirming(false)}>
              Keep them
            </button>
          </>
        ) : (
          <button type="button" onClick={() => setConfirming(true)}>
            Reset {title}…
          </button>
        )}
        <button type="button" onClick={close}>
          Close
        </button>
      </div>
    </>
  );
}
