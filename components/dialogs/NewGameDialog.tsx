import { useState } from 'preact/hooks';
import { Modal } from './Modal';

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
 * shared, a link, or a deal spelled out); and Share, which copies the deal on the table with its rules.
 * Parsing is the caller's (it reports what is wrong through `error`). Its buttons leave the game under
 * way without asking again: the dialog says beside them that it will count as a loss.
 */
interface NewGameProps {
  open: boolean;
  inProgress: boolean;
  shareText: string;
  error: string | null;
  onRandom: () => void;
  onDaily: () => void;
  onRestart: () => void;
  onRequest: (text: string) => void;
  onClose: () => void;
}

export function NewGameDialog(props: NewGameProps) {
  // The body mounts each time the dialog opens (a closed Modal renders no children): a fresh field, no old "Copied".
  return (
    <Modal open={props.open} title="New game" onClose={props.onClose} class="new-game">
      <NewGameBody {...props} />
    </Modal>
  );
}

function NewGameBody(props: NewGameProps) {
  const [request, setRequest] = useState('');
  const [copied, setCopied] = useState<'copied' | 'failed' | null>(null);
  return (
    <>
      {props.inProgress && <p class="warning">The game on the table will count as a loss.</p>}
      <div class="actions">
        <button type="button" class="primary" onClick={props.onRandom}>
          Deal a new game
        </button>
        <button type="button" onClick={props.onDaily}>
          Today’s deal
        </button>
        <button type="button" onClick={props.onRestart}>
          Restart this deal
        </button>
      </div>
      <form
        class="row"
        onSubmit={(e) => {
          e.preventDefault();
          props.onRequest(request);
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
      {props.error && (
        <p class="error" role="alert">
          {props.error}
        </p>
      )}
      <div class="share">
        <label for="share-text">Share this deal with its rules</label>
        <div class="row">
          <input
            id="share-text"
            readOnly
            value={props.shareText}
            onFocus={(e) => e.currentTarget.select()}
            aria-describedby="share-how"
          />
          <button
            type="button"
            onClick={async (e) => {
              const field = (e.currentTarget.parentElement?.querySelector('input') ?? null) as HTMLInputElement | null;
              setCopied((await copy(props.shareText, field)) ? 'copied' : 'failed');
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
        <button type="button" onClick={props.onClose}>
          Cancel
        </button>
      </div>
    </>
  );
}
