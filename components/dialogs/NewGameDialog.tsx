import { useState } from 'preact/hooks';
import { LEVEL_NAMES, levelIn } from '../../engine';
import { GAME_NAMES, GAME_TITLES } from '../../engine/games';
import { formatGameShareText, formatShareText, parseDealRequest } from '../../engine/share';
import { PACE_MOVES, type Pace } from '../../models/race-record';
import { GAME_NOTES, PACE_NAMES } from './rules-text';
import { DuelChoice } from './DuelChoice';

const PACES = Object.keys(PACE_MOVES) as Pace[];
import { Modal } from './Modal';
import { CopyField } from './CopyField';
import { useDialog } from './useDialog';

/**
 * New game: a random deal, today's deal, this deal again, or a specific deal (a number, a deal a friend
 * shared, a link, or a deal spelled out: read here, where the text comes in, and refused with the
 * reason); and Share, which copies the deal on the table with its rules. Its buttons leave the game under
 * way without asking again: the dialog says beside them that it will count as a loss.
 */
export function NewGameDialog() {
  const { open, close } = useDialog('new');
  // The body mounts each time the dialog opens (a closed Modal renders no children): a fresh field, no old "Copied".
  return (
    <Modal open={open} title="New game" onClose={close} class="new-game">
      <NewGameBody />
    </Modal>
  );
}

function NewGameBody() {
  const page = useDialog('new');
  const { app, close, start } = page;
  const { table, games, settings } = app;
  const game = table.game.value;
  const chosen = settings.data.value.game;
  const level = levelIn(chosen, settings.data.value.level);
  const [request, setRequest] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [pace, setPace] = useState<Pace>('steady');
  const shareText = formatShareText(game.deal, table.dealNumber.value, game.rules);
  return (
    <>
      {table.inProgress.value && <p class="warning">The game on the table will count as a loss.</p>}
      <fieldset class="game-choice">
        <legend>Game</legend>
        {GAME_NAMES.map((g) => (
          <label key={g}>
            <input type="radio" name="game" checked={chosen === g} onChange={() => settings.update({ game: g })} />
            {GAME_TITLES[g]} <small>{GAME_NOTES[g]}</small>
          </label>
        ))}
        <small class="note">
          Level: {LEVEL_NAMES[level]}
          {level !== settings.data.value.level && ' (Spider-Klondike has no Easy level)'}; the level and its rules are
          in Settings.
        </small>
      </fieldset>
      <div class="actions">
        <button type="button" class="primary" onClick={() => start(() => games.random(true))}>
          Deal a new game
        </button>
        <button type="button" onClick={() => start(() => games.daily(true))}>
          {chosen === 'klondike' ? 'Today’s deal' : 'Today’s Klondike deal'}
        </button>
        <button
          type="button"
          onClick={() => {
            page.dialog.value = 'daily';
          }}
        >
          Daily deals…
        </button>
        <button type="button" onClick={() => start(() => games.restart(true))}>
          Restart this deal
        </button>
      </div>
      <fieldset class="race-choice">
        <legend>Race the computer</legend>
        <small class="note">
          It plays a copy of a new deal of the game above at its pace (moves a minute of your clock, which starts with
          your first move); the first to win wins.
        </small>
        {PACES.map((p) => (
          <label key={p}>
            <input type="radio" name="pace" checked={pace === p} onChange={() => setPace(p)} />
            {PACE_NAMES[p]} <small>{PACE_MOVES[p]} moves a minute</small>
          </label>
        ))}
        <button type="button" onClick={() => start(() => games.race(pace, true))}>
          Race the computer
        </button>
      </fieldset>
      <DuelChoice />
      <form
        class="row"
        onSubmit={(e) => {
          e.preventDefault();
          const r = parseDealRequest(request, chosen);
          if (r.ok) start(() => games.shared(r.value, true));
          else setError(`That deal cannot be played: ${r.message}.`);
        }}
      >
        <label>
          Play a specific deal{' '}
          <small>
            a deal number (of the game chosen above), a deal a friend shared (their text or link), or a deal spelled out
          </small>
          <textarea
            rows={2}
            value={request}
            onInput={(e) => setRequest(e.currentTarget.value)}
            placeholder="12345, or Klondike deal #12345, draw 3, … : #deal=12345&draw=3…"
          />
        </label>
        <button type="submit">Play this deal</button>
      </form>
      {error && (
        <p class="error" role="alert">
          {error}
        </p>
      )}
      <CopyField
        id="share-text"
        label="Share this deal with its rules"
        text={shareText}
        button="Copy"
        how="A friend pastes it into Play a specific deal, in any browser."
      />
      <CopyField
        id="game-link"
        label="The game: this deal, its rules and the moves played"
        text={formatGameShareText(game, table.dealNumber.value, table.saved().auto)}
        button="Copy game link"
        how="Pasted into Play a specific deal in any install (Chrome’s or Firefox’s), it opens this position."
      />
      <div class="actions">
        <button type="button" onClick={close}>
          Cancel
        </button>
      </div>
    </>
  );
}
