import { useMemo, useState } from 'preact/hooks';
import { CHOSEN_LEVELS, levelIn, rulesForLevel } from '../../engine';
import { GAME_NAMES, GAME_TITLES } from '../../engine/games';
import { parseDealRequest, sharedDeal, sharedGame } from '../../engine/links/share';
import { PACE_MOVES, type Pace } from '../../models/race-record';
import { refusalText } from '../../models/refusal';
import { sessionTitle } from '../../models/session/session';
import { t } from '../../models/words';
import { dealText, gameText } from '../share-words';
import { GAME_NOTES, levelLine, PACE_NAMES, PACES } from './rules-text';
import { DuelChoice } from './DuelChoice';

import { Modal } from './Modal';
import { CopyField } from './CopyField';
import { useDialog } from './useDialog';

/**
 * New game: the game and its level (a choice here is the settings' own, kept for the games after, as if made
 * in Settings: one level, said in one place, not one for this deal and another for the next), then a random
 * deal of them, today's deal, this deal again, or a specific deal (a number, a deal a friend
 * shared, a link, or a deal spelled out: read here, where the text comes in, and refused with the
 * reason); and Share, which copies the deal on the table with its rules. Its buttons leave the game under
 * way without asking again: the dialog says beside them that it will count as a loss.
 */
export function NewGameDialog() {
  const { open, close } = useDialog('new');
  // The body mounts each time the dialog opens (a closed Modal renders no children): a fresh field, no old "Copied".
  return (
    <Modal open={open} title={t('bar.newGame')} onClose={close} class="new-game">
      <NewGameBody />
    </Modal>
  );
}

function NewGameBody() {
  const page = useDialog('new');
  const { app, close, start } = page;
  const { table, games, settings } = app;
  const game = table.game.value;
  // Packed once a game, not at every render (each key typed in the deal's field): a long game's link takes a while.
  const gameLink = useMemo(() => gameText(sharedGame(game, table.dealNumber.value, table.saved().auto)), [game, table]);
  const data = settings.data.value;
  const chosen = data.game;
  // The level a new game is dealt at: the settings' (a choice here is one, as if made in Settings), as the game has it.
  const level = levelIn(chosen, data.level);
  const [request, setRequest] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [pace, setPace] = useState<Pace>('steady');
  const shareText = dealText(sharedDeal(game.deal, table.dealNumber.value, game.rules));
  // Its buttons deal a game of the table: the one they leave (on show, or set aside for a duel), if it counts.
  const leaving = app.sessions.value?.ending('table') ?? null;
  return (
    <>
      {leaving ? (
        <p class="warning">{t('leave.lossOf', sessionTitle(leaving))}</p>
      ) : (
        // The sessions not in yet (a moment after the first paint): the table's own rule, in plainer words.
        !app.sessions.value && table.inProgress.value && <p class="warning">{t('leave.loss')}</p>
      )}
      <fieldset class="game-choice">
        <legend>{t('newGame.game')}</legend>
        {GAME_NAMES.map((g) => (
          <label key={g}>
            <input type="radio" name="game" checked={chosen === g} onChange={() => settings.update({ game: g })} />
            {GAME_TITLES[g]} <small>{GAME_NOTES[g]}</small>
          </label>
        ))}
      </fieldset>
      <fieldset class="level-choice">
        <legend>{t('newGame.level')}</legend>
        {CHOSEN_LEVELS.map((l) => {
          // A level the chosen game has not (Spider-Klondike's Easy) is shown, off, saying why.
          const offered = levelIn(chosen, l) === l;
          return (
            <label key={l}>
              <input
                type="radio"
                name="level"
                checked={level === l}
                disabled={!offered}
                onChange={() => settings.update({ level: l })}
              />
              {t(`level.${l}`)}{' '}
              <small>
                {offered
                  ? levelLine(l, rulesForLevel(l, data.custom, data.vegasCumulative))
                  : t('newGame.easyKlondike')}
              </small>
            </label>
          );
        })}
        <button
          type="button"
          class="to-settings"
          onClick={() => {
            page.dialog.value = 'settings';
          }}
        >
          {t('newGame.customRules')}
        </button>
      </fieldset>
      <div class="actions">
        <button type="button" class="primary" onClick={() => start(() => games.random(true))}>
          {t('newGame.deal')}
        </button>
        <button type="button" onClick={() => start(() => games.daily(true))}>
          {chosen === 'klondike' ? t('newGame.today') : t('newGame.todayKlondike')}
        </button>
        <button
          type="button"
          onClick={() => {
            page.dialog.value = 'daily';
          }}
        >
          {t('newGame.dailies')}
        </button>
        <button type="button" onClick={() => start(() => games.restart(true))}>
          {t('newGame.restart')}
        </button>
      </div>
      <fieldset class="race-choice">
        <legend>{t('newGame.race')}</legend>
        <small class="note">{t('newGame.raceNote')}</small>
        {PACES.map((p) => (
          <label key={p}>
            <input type="radio" name="pace" checked={pace === p} onChange={() => setPace(p)} />
            {PACE_NAMES[p]} <small>{t('newGame.paceMoves', PACE_MOVES[p])}</small>
          </label>
        ))}
        <button type="button" onClick={() => start(() => games.race(pace, true))}>
          {t('newGame.race')}
        </button>
      </fieldset>
      <DuelChoice />
      <form
        class="row"
        onSubmit={(e) => {
          e.preventDefault();
          const r = parseDealRequest(request, chosen);
          if (r.ok) start(() => games.shared(r.value, true));
          else setError(t('newGame.refused', refusalText(r.reason)));
        }}
      >
        <label>
          {t('newGame.specific')} <small>{t('newGame.specificHow')}</small>
          <textarea
            rows={2}
            value={request}
            onInput={(e) => setRequest(e.currentTarget.value)}
            placeholder={t('newGame.specificExample')}
          />
        </label>
        <button type="submit">{t('newGame.play')}</button>
      </form>
      {error && (
        <p class="error" role="alert">
          {error}
        </p>
      )}
      <CopyField
        id="share-text"
        label={t('newGame.share')}
        text={shareText}
        button={t('newGame.copy')}
        how={t('newGame.shareHow')}
      />
      <CopyField
        id="game-link"
        label={t('newGame.shareGame')}
        text={gameLink}
        button={t('newGame.copyGame')}
        how={t('newGame.shareGameHow')}
      />
      <div class="actions">
        <button type="button" onClick={close}>
          {t('newGame.cancel')}
        </button>
      </div>
    </>
  );
}
