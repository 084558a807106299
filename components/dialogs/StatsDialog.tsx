import { useState } from 'preact/hooks';
import { LEVEL_NAMES, LEVELS, type Level, levelIn, SPIDER_LEVELS, statsKey } from '../../engine';
import { GAME_NAMES, GAME_TITLES, type GameName, gameOfDeal } from '../../engine/games';
import { formatPercent, formatTime } from '../format';
import type { StatsRow } from '../stats-rows';
import { Modal } from './Modal';
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
    <Modal open={open} title="Statistics" onClose={close}>
      <StatsTabs />
    </Modal>
  );
}

/** A statistics key in words: "Hard", or "Spider-Klondike Hard". */
export const statsTitle = (game: GameName, level: Level): string =>
  game === 'klondike' ? LEVEL_NAMES[level] : `${GAME_TITLES[game]} ${LEVEL_NAMES[level]}`;

const LEVELS_OF: Record<GameName, readonly Level[]> = { klondike: LEVELS, 'spider-klondike': SPIDER_LEVELS };

/** A row of tabs: one picked, shown selected. */
function Tabs<T extends string>(props: {
  label: string;
  items: readonly T[];
  names: Record<T, string>;
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
          {props.names[item]}
        </button>
      ))}
    </div>
  );
}

function StatsTabs() {
  const { app, statsRows, close } = useDialog('stats');
  const [game, setGame] = useState<GameName>(gameOfDeal(app.table.game.value.deal));
  const [level, setLevel] = useState<Level>(levelIn(game, app.table.level.value));
  const [confirming, setConfirming] = useState(false);
  const shown = statsKey(game, level);
  const title = statsTitle(game, level);
  return (
    <>
      <Tabs
        label="Game"
        items={GAME_NAMES}
        names={GAME_TITLES}
        selected={game}
        pick={(g) => {
          setGame(g);
          setLevel(levelIn(g, level));
          setConfirming(false);
        }}
      />
      <Tabs
        label="Level"
        items={LEVELS_OF[game]}
        names={LEVEL_NAMES}
        selected={level}
        pick={(l) => {
          setLevel(l);
          setConfirming(false);
        }}
      />
      <section role="tabpanel" aria-label={title}>
        <StatsFigures row={statsRows.value[shown]} />
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
