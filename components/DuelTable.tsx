import { useComputed } from '@preact/signals';
import { cardAt, moveEnds, type Position, type Source } from '../engine';
import { t } from '../models/words';
import { cardName } from './card-words';
import { duelMoves, ownHome, sidePosition } from '../engine/duel/duel';
import type { DuelModel } from '../models/duel-model';
import { usePage, usePageParts } from './app-context';
import { Bar } from './Bar';
import { Board } from './Board';
import { DuelResults, duelResult } from './DuelResults';
import { STRENGTH_NAMES } from './dialogs/rules-text';
import { formatTime } from './format';
import { InertBoard } from './InertBoard';
import './duel.css';

/**
 * Double Solitaire at the table: the bar (both sides' cards home, the moves, the time and the game's
 * commands), whose turn it is, the computer's side across the top, and the player's board under it, the
 * shared foundations in its first row, between the two sides (duel.css). Loaded when a duel is on the table.
 */
export function DuelTable({ duel }: { duel: DuelModel }) {
  const page = usePage();
  const d = usePageParts(true);
  return (
    <main class="table duel" data-its-move={itsMove(duel)}>
      <h1 class="sr-only">{t('duel.name')}</h1>
      <DuelBar duel={duel} />
      <TurnLine duel={duel} />
      <ItsSide duel={duel} />
      <YourBoard duel={duel} />
      <p class="sr-only" aria-live="polite" data-live>
        {page.said.value || duel.said.value}
      </p>
      {d && <d.Toasts />}
      {d && page.falling.value && <d.WinCascade />}
      {d && <d.Dialogs />}
      <DuelResults duel={duel} />
    </main>
  );
}

/** The duel's bar: the duel, its strength and draw, each side's cards home, the moves, the time, the commands. */
function DuelBar({ duel }: { duel: DuelModel }) {
  const r = duel.record.value;
  const d = duel.game.value.duel;
  return (
    <Bar title={`${t('duel.name')} · ${STRENGTH_NAMES[r.strength]} · ${t('duel.draw', r.draw)}`}>
      <dl class="figures">
        <div>
          <dt>{t('duel.yoursHome')}</dt>
          <dd data-figure="yours">{ownHome(d, 0)}</dd>
        </div>
        <div>
          <dt>{t('duel.itsHome')}</dt>
          <dd data-figure="its">{ownHome(d, 1)}</dd>
        </div>
        <div>
          <dt>{t('bar.moves')}</dt>
          <dd data-figure="moves">{duel.game.value.moves}</dd>
        </div>
        <div>
          <dt>{t('bar.time')}</dt>
          <dd data-figure="time">{formatTime(r.elapsed)}</dd>
        </div>
      </dl>
    </Bar>
  );
}

/** Whose turn it is, the hint, Skip while the computer plays, and the result at the end. */
function TurnLine({ duel }: { duel: DuelModel }) {
  const g = duel.game.value;
  const end = g.end;
  const theirs = !end && g.duel.turn === 1;
  const text = end
    ? duelResult(end, g.duel)
    : theirs
      ? duel.thinking.value
        ? t('duel.thinking')
        : t('duel.theirTurn')
      : (duel.hint.value?.text ??
        // Nothing to play, to draw or to turn over: only ending the turn is left (the other side can go on).
        (duelMoves(g.duel).length === 1 ? t('duel.noMoveLeft') : t('duel.yourTurn')));
  return (
    <div class="status">
      <p
        class="hint turn"
        data-turn={end ? 'over' : theirs ? 'computer' : 'you'}
        data-end={end ? String(end.winner) : ''}
      >
        {text}
      </p>
      {theirs && (
        <button type="button" class="skip" onClick={duel.skip} aria-keyshortcuts="S">
          {t('duel.skip')}
        </button>
      )}
    </div>
  );
}

/**
 * Odd or even, the computer's last move (none once the player has moved): the light on its card starts again at
 * each of its moves, even where one card takes the place of another in the same element (duel.css).
 */
const itsMove = (duel: DuelModel): string | undefined => {
  const last = duel.itsLast.value;
  return last ? String(last.at % 2) : undefined;
};

/**
 * Where the computer's last move put its card, if on the shared foundations (`home`: drawn on the player's
 * board) or else on its own board (`!home`): each board lights the card that landed on it.
 */
const itsCard = (duel: DuelModel, home: boolean): Source | null => {
  const place = duel.itsLast.value?.place;
  return place && (place.pile === 'foundation') === home ? place : null;
};

function YourBoard({ duel }: { duel: DuelModel }) {
  const { said } = usePage();
  const position = useComputed(() => sidePosition(duel.game.value.duel, 0)).value;
  const hint = duel.hint.value?.move;
  const ends = hint ? moveEnds(position, hint) : null;
  // The hint's card is lit as a hint; with no hint, the card the computer just sent home (duel.css tells them apart).
  const lit = ends?.source ?? itsCard(duel, true);
  const say = (text: string) => {
    said.value = text;
  };
  const refuse = (p: Position) => {
    if (!duel.yourTurn.value) say(t('duel.notYourTurn'));
    return p;
  };
  return (
    <Board
      position={position}
      thoughtful={false}
      passes={null}
      hintSource={lit}
      hintTarget={ends?.target ?? null}
      targetsFor={duel.targetsFor}
      onPress={(press) => {
        say('');
        if (duel.tap(press.source)) return true;
        const card = cardAt(refuse(position), press.source);
        if (card !== -1 && duel.yourTurn.value) say(t('card.noMove', cardName(card)));
        return false;
      }}
      onDrop={(source, target) => {
        say('');
        refuse(position);
        return duel.drop(source, target);
      }}
      onStock={() => {
        say('');
        refuse(position);
        duel.stock();
      }}
      onSay={say}
    />
  );
}

/** The computer's side: its cards home and left, and its board, smaller and inert, its cards in its own colour. */
function ItsSide({ duel }: { duel: DuelModel }) {
  const r = duel.record.value;
  const d = duel.game.value.duel;
  // Its board shows its own piles; the foundations it shares are the player's board's.
  const position = useComputed(() => ({ ...sidePosition(duel.game.value.duel, 1), foundations: [], homes: [] })).value;
  const its = d.sides[1];
  return (
    <aside class="duel-panel" aria-label={t('duel.itsSide')}>
      <InertBoard position={position} lit={itsCard(duel, false)} />
      <div class="duel-who">
        <h2>{t('duel.computer', STRENGTH_NAMES[r.strength])}</h2>
        <p data-rival>{t('duel.itsCards', ownHome(d, 1), its.stock.length, its.waste.length)}</p>
      </div>
    </aside>
  );
}
