export interface ToastsProps {
  /** A plain message for the player (a refused save, a bad link), or null. */
  notice: string | null;
  /** The engine is finding a winnable deal. */
  finding: boolean;
  /** A newer game arrived from another browser. */
  offer: boolean;
  /** A game was set aside and can be resumed. */
  shelved: boolean;
  won: boolean;
  /** Paused: only what needs no action shows (the game is covered, so nothing may change it). */
  paused: boolean;
  canUndo: boolean;
  /** The worker's verdict on the position: nothing to play; lost (with undos back to a winnable position); lost from the deal. */
  noMovesLeft: boolean;
  lost: boolean;
  dealLost: boolean;
  rewind: number | null;
  canUnrewind: boolean;
  onDismissNotice: () => void;
  onAcceptOffer: () => void;
  onDeclineOffer: () => void;
  onResumeShelf: () => void;
  onUndo: () => void;
  onRewind: (n: number) => void;
  onUnrewind: () => void;
  onNewGame: () => void;
}

function verdict(p: ToastsProps): string {
  if (p.noMovesLeft) return 'No moves left.';
  if (p.dealLost)
    return 'This deal can’t be won, whatever you play (the engine looked at the hidden cards, like a referee).';
  return 'This game can no longer be won from here (the engine looked at the hidden cards, like a referee).';
}

/**
 * Messages and warnings, floating over the bottom of the table: they come and go during play, and a
 * message that took room above the board would push the cards down under the player's pointer.
 */
export function Toasts(p: ToastsProps) {
  const warned = !p.won && !p.paused && (p.noMovesLeft || p.lost);
  return (
    <div class="toasts">
      {p.notice && (
        <p class="notice" role="alert">
          {p.notice}{' '}
          <button type="button" onClick={p.onDismissNotice}>
            OK
          </button>
        </p>
      )}
      {p.finding && (
        <p class="notice" role="status">
          Finding a winnable deal…
        </p>
      )}
      {p.offer && !p.paused && (
        <p class="notice" role="alert">
          Continue the game from your other browser?{' '}
          <button type="button" onClick={p.onAcceptOffer}>
            Continue it
          </button>{' '}
          <button type="button" onClick={p.onDeclineOffer}>
            Keep this game
          </button>
        </p>
      )}
      {warned && (
        <p class="banner" role="status" data-banner={p.noMovesLeft ? 'no-moves' : p.dealLost ? 'deal-lost' : 'lost'}>
          {verdict(p)}{' '}
          {p.noMovesLeft && (
            <button type="button" onClick={p.onUndo} disabled={!p.canUndo}>
              Undo
            </button>
          )}{' '}
          {!p.dealLost && p.rewind !== null && p.rewind > 0 && (
            <button type="button" onClick={() => p.onRewind(p.rewind as number)}>
              Rewind {p.rewind} {p.rewind === 1 ? 'move' : 'moves'} to where it could still be won
            </button>
          )}{' '}
          <button type="button" onClick={p.onNewGame}>
            New game
          </button>
        </p>
      )}
      {p.canUnrewind && !p.paused && (
        <button type="button" class="unrewind" onClick={p.onUnrewind}>
          Undo the rewind
        </button>
      )}
      {p.shelved && !p.offer && !p.paused && (
        <button type="button" class="resume" onClick={p.onResumeShelf}>
          Back to the game you set aside
        </button>
      )}
    </div>
  );
}
