import { useComputed } from '@preact/signals';
import { useEffect } from 'preact/hooks';
import { cardAt, moveEnds, type Position } from '../engine';
import { t } from '../models/words';
import { cardName } from './card-words';
import { duelMoves, ownHome, sidePosition } from '../engine/duel';
import type { DuelModel } from '../models/duel-model';
import { type Page, usePage } from './app-context';
import { Board } from './Board';
import { STRENGTH_NAMES } from './dialogs/rules-text';
import { formatTime } from './format';
import { InertBoard } from './InertBoard';
import { useDialogs } from './Table';
import './duel.css';

/**
 * Double Solitaire at the table: the bar (both sides' cards home, the moves, the time and the game's
 * commands), whose turn it is, the player's board on the shared foundations, and the computer's side
 * drawn small beside it. Loaded when a duel is on the table.
 */
export function DuelTable({ duel }: { duel: DuelModel }) {
  const page = usePage();
  useDuelKeys(duel, page);
  useClock(duel);
  const d = useDialogs(true);
  return (
    <main class="table racing duel">
      <h1 class="sr-only">Double Solitaire</h1>
      <DuelBar duel={duel} />
      <TurnLine duel={duel} />
      <YourBoard duel={duel} />
      <ItsSide duel={duel} />
      <p class="sr-only" aria-live="polite" data-live>
        {page.said.value || duel.said.value}
      </p>
      {d && <d.Toasts />}
      {d && <d.Dialogs />}
    </main>
  );
}

/** The page's own commands, as the table's bar has them (TopBar.tsx): the dialogs, with their keys. */
const PAGE_COMMANDS = [
  ['new', 'New game', 'N'],
  ['settings', 'Settings', undefined],
  ['stats', 'Statistics', undefined],
  ['help', '?', '?'],
] as const;

function DuelBar({ duel }: { duel: DuelModel }) {
  const { dialog } = usePage();
  const r = duel.record.value;
  const d = duel.game.value.duel;
  return (
    <header class="bar">
      <p class="deal">
        Double Solitaire · {STRENGTH_NAMES[r.strength]} · draw {r.draw}
      </p>
      <dl class="figures">
        <div>
          <dt>Yours home</dt>
          <dd data-figure="yours">{ownHome(d, 0)}</dd>
        </div>
        <div>
          <dt>Its home</dt>
          <dd data-figure="its">{ownHome(d, 1)}</dd>
        </div>
        <div>
          <dt>Moves</dt>
          <dd data-figure="moves">{duel.game.value.moves}</dd>
        </div>
        <div>
          <dt>Time</dt>
          <dd data-figure="time">{formatTime(r.elapsed)}</dd>
        </div>
      </dl>
      <nav class="commands" aria-label="Game">
        <button type="button" onClick={duel.undo} disabled={!duel.canUndo.value} aria-keyshortcuts="Control+Z Z">
          Undo
        </button>
        <button type="button" onClick={duel.endTurn} disabled={!duel.yourTurn.value} aria-keyshortcuts="E">
          End turn
        </button>
        <button
          type="button"
          class="hint-button"
          onClick={duel.askHint}
          disabled={!duel.yourTurn.value}
          aria-keyshortcuts="H"
        >
          Hint
        </button>
        {PAGE_COMMANDS.map(([name, label, keys]) => (
          <button
            key={name}
            type="button"
            class={name === 'help' ? 'help-button' : undefined}
            onClick={() => {
              dialog.value = name;
            }}
            aria-label={name === 'help' ? 'Help' : undefined}
            aria-keyshortcuts={keys}
          >
            {label}
          </button>
        ))}
      </nav>
    </header>
  );
}

/** Whose turn it is, the hint, Skip while the computer plays, and the result at the end. */
function TurnLine({ duel }: { duel: DuelModel }) {
  const g = duel.game.value;
  const end = g.end;
  const theirs = !end && g.duel.turn === 1;
  const text = end
    ? `${end.winner === 0 ? 'You win' : end.winner === 1 ? 'The computer wins' : 'A draw'}: your cards home ${ownHome(g.duel, 0)}, its ${ownHome(g.duel, 1)}${end.why === 'stalemate' ? ' (neither side can get further)' : ''}.`
    : theirs
      ? duel.thinking.value
        ? 'The computer is thinking…'
        : 'The computer’s turn.'
      : (duel.hint.value?.text ??
        // Nothing to play, to draw or to turn over: only ending the turn is left (the other side can go on).
        (duelMoves(g.duel).length === 1
          ? 'No move left: end your turn (E).'
          : 'Your turn: play, draw, or end your turn.'));
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
          Skip
        </button>
      )}
    </div>
  );
}

function YourBoard({ duel }: { duel: DuelModel }) {
  const { said } = usePage();
  const position = useComputed(() => sidePosition(duel.game.value.duel, 0)).value;
  const hint = duel.hint.value?.move;
  const ends = hint ? moveEnds(position, hint) : null;
  const say = (text: string) => {
    said.value = text;
  };
  const refuse = (p: Position) => {
    if (!duel.yourTurn.value) say('It is the computer’s turn.');
    return p;
  };
  return (
    <Board
      position={position}
      thoughtful={false}
      passes={null}
      hintSource={ends?.source ?? null}
      hintTarget={ends?.target ?? null}
      targetsFor={duel.targetsFor}
      onPress={(press) => {
        say('');
        if (duel.tap(press.source)) return true;
        const card = cardAt(refuse(position), press.source);
        if (card !== -1 && duel.yourTurn.value) say(t('card.noMove', cardName(card)));
        return false;
      }}
      onDrop={(s, t) => {
        say('');
        refuse(position);
        return duel.drop(s, t);
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

/** The computer's side: its cards home and left, and its board, small and inert, its cards in its own colour. */
function ItsSide({ duel }: { duel: DuelModel }) {
  const r = duel.record.value;
  const d = duel.game.value.duel;
  // Its board shows its own piles; the foundations it shares are the player's board's.
  const position = useComputed(() => ({ ...sidePosition(duel.game.value.duel, 1), foundations: [], homes: [] })).value;
  const its = d.sides[1];
  return (
    <aside class="race-panel duel-panel" aria-label="The computer’s side">
      <h2>The computer ({STRENGTH_NAMES[r.strength]})</h2>
      <p data-rival>
        Its cards home: {ownHome(d, 1)} of 52; stock {its.stock.length}, waste {its.waste.length}
      </p>
      <InertBoard position={position} />
    </aside>
  );
}

/** The duel's keys: Z undo, D draw, E end turn, S skip the computer's turn, H hint, N new game, ? help. */
function useDuelKeys(duel: DuelModel, { dialog }: Page) {
  useEffect(() => {
    const keys: Record<string, () => void> = {
      z: duel.undo,
      d: () => void duel.stock(),
      e: duel.endTurn,
      s: duel.skip,
      h: duel.askHint,
      n: () => {
        dialog.value = 'new';
      },
      '?': () => {
        dialog.value = 'help';
      },
    };
    const onKey = (e: KeyboardEvent) => {
      const t = e.target as HTMLElement;
      if (t.closest('dialog') || /^(INPUT|TEXTAREA|SELECT)$/.test(t.tagName)) return;
      const mod = e.ctrlKey || e.metaKey || e.altKey;
      const act = keys[e.key.toLowerCase()];
      // Z with or without Control (or Command); the others alone.
      if (!act || (mod && !(e.key.toLowerCase() === 'z' && !e.altKey))) return;
      act();
      e.preventDefault();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [duel, dialog]);
}

/** The game's clock: a second at a time while the page is on screen. */
function useClock(duel: DuelModel) {
  useEffect(() => {
    const id = setInterval(() => {
      if (document.visibilityState === 'visible') duel.tick();
    }, 1000);
    return () => clearInterval(id);
  }, [duel]);
}
