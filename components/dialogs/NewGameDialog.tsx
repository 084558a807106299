import { useState } from 'preact/hooks';
import { formatShareText, parseDealRequest } from '../../engine/share';
import { Modal } from './Modal';
import { useDialog } from './useDialog';

/** Puts text on the clipboard: the async Clipboard API, else the selected field and the old copy command. */
async function copy(text: string, field: HTMLInputElement | null): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    field?.select();
    return document.execCommand?.('copy') ?? false;
  }
}

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
  const { app, close, start } = useDialog('new');
  const { table, games } = app;
  const game = table.game.value;
  const [request, setRequest] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [copied, setCopied] = useState<'copied' | 'failed' | null>(null);
  const shareText = formatShareText(game.deal, table.dealNumber.value, game.rules);
  return (
    <>
      {table.inProgress.value && <p class="warning">The game on the table will count as a loss.</p>}
      <div class="actions">
        <button type="button" class="primary" onClick={() => start(() => games.random(true))}>
          Deal a new game
        </button>
        <button type="button" onClick={() => start(() => games.daily(true))}>
          Today’s deal
        </button>
        <button type="button" onClick={() => start(() => games.restart(true))}>
          Restart this deal
        </button>
      </div>
      <form
        class="row"
        onSubmit={(e) => {
          e.preventDefault();
          const r = parseDealRequest(request);
          if (r.ok) start(() => games.shared(r.value, true));
          else setError(`That deal cannot be played: ${r.message}.`);
        }}
      >
        <label>
          Play a specific deal{' '}
          <small>a deal number, a deal a friend shared (their text or link), or a deal spelled out</small>
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
      <div class="share">
        <label for="share-text">Share this deal with its rules</label>
        <div class="row">
          <input
            id="share-text"
            readOnly
            value={shareText}
            onFocus={(e) => e.currentTarget.select()}
            aria-describedby="share-how"
          />
          <button
            type="button"
            onClick={async (e) => {
              const field = (e.currentTarget.parentElement?.querySelector('input') ?? null) as HTMLInputElement | null;
              setCopied((await copy(shareText, field)) ? 'copied' : 'failed');
            }}
          >
            Copy
          </button>
        </div>
        <small id="share-how" role="status">
          {copied === 'copied'
            ? 'Copied. Your friend pastes it into Play a specific deal, in any browser.'
            : copied === 'failed'
              ? 'Could not copy: select the text and copy it yourself.'
              : 'A friend pastes it into Play a specific deal, in any browser.'}
        </small>
      </div>
      <div class="actions">
        <button type="button" onClick={close}>
          Cancel
        </button>
      </div>
    </>
  );
}
