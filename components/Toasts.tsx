import { MAX_GAME_MOVES } from '../engine';
import type { Analysis } from '../models/analysis';
import { t, tn } from '../models/words';
import { usePage } from './app-context';

function verdict(a: Analysis): string {
  if (a.noMovesLeft) return t('warn.noMoves');
  if (a.dealLost) return t('warn.dealLost');
  return t('warn.lost');
}

/**
 * Messages and warnings, floating over the bottom of the table: they come and go during play, and a
 * message that took room above the board would push the cards down under the player's pointer.
 */
export function Toasts() {
  const { app, dialog } = usePage();
  const { table } = app;
  const notice = app.notice.value;
  const offer = app.offer.value !== null;
  // Paused, or the table's game set aside for another mode's (a duel on show): only what needs no action on
  // the table shows (the game is covered, or not on show, so nothing may change it).
  const sessions = app.sessions.value;
  const paused = table.paused.value || (sessions !== null && sessions.active.value !== sessions.table);
  // The worker's verdict on the position: nothing to play; lost (with undos back to a winnable position); lost from the deal.
  const a = app.analysis.current.value;
  /** The verdict, when it is one to warn of now. */
  const warned = a && !table.state.value.won && !paused && (a.noMovesLeft || a.lost) ? a : null;
  return (
    <div class="toasts">
      {notice && (
        <p class="notice" role="alert">
          {notice}{' '}
          <button type="button" onClick={app.dismissNotice}>
            {t('toast.ok')}
          </button>
        </p>
      )}
      {app.games.finding.value && (
        <p class="notice" role="status">
          {t('toast.finding')}
        </p>
      )}
      {offer && !paused && (
        <p class="notice" role="alert">
          {t('toast.offer')}{' '}
          <button type="button" onClick={() => app.persistence.value?.acceptOffer()}>
            {t('toast.continue')}
          </button>{' '}
          <button type="button" onClick={() => app.persistence.value?.declineOffer()}>
            {t('toast.keep')}
          </button>
        </p>
      )}
      {warned && (
        <p
          class="banner"
          role="status"
          data-banner={warned.noMovesLeft ? 'no-moves' : warned.dealLost ? 'deal-lost' : 'lost'}
        >
          {verdict(warned)}{' '}
          {warned.noMovesLeft && (
            <button type="button" onClick={table.undo} disabled={!table.canUndo.value}>
              {t('bar.undo')}
            </button>
          )}{' '}
          {!warned.dealLost && warned.rewind !== null && warned.rewind > 0 && (
            <button type="button" onClick={() => table.rewind(warned.rewind as number)}>
              {tn('warn.rewind', warned.rewind)}
            </button>
          )}{' '}
          <button
            type="button"
            onClick={() => {
              dialog.value = 'new';
            }}
          >
            {t('bar.newGame')}
          </button>
        </p>
      )}
      {table.full.value && !table.state.value.won && !paused && (
        <p class="banner" role="status" data-banner="full">
          {t('warn.full', MAX_GAME_MOVES)}
        </p>
      )}
      {table.canUnrewind.value && !paused && (
        <button type="button" class="unrewind" onClick={table.unrewind}>
          {t('warn.unrewind')}
        </button>
      )}
      {app.shelved.value && !offer && !paused && (
        <button type="button" class="resume" onClick={() => app.persistence.value?.resumeShelf()}>
          {t('toast.resume')}
        </button>
      )}
    </div>
  );
}
