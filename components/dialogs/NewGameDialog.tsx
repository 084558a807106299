import { useState } from 'preact/hooks';
import { Modal } from './Modal';

/**
 * New game: a random deal, a deal by number, or a deal pasted in the shared
 * format; and the link that shares the deal on the table. Parsing is the
 * caller's (it reports what is wrong through `error`).
 */
export function NewGameDialog(props: {
  open: boolean;
  inProgress: boolean;
  shareLink: string;
  error: string | null;
  onRandom: () => void;
  onDaily: () => void;
  onNumber: (text: string) => void;
  onPaste: (text: string) => void;
  onClose: () => void;
}) {
  const [number, setNumber] = useState('');
  const [pasted, setPasted] = useState('');
  return (
    <Modal open={props.open} title="New game" onClose={props.onClose}>
      {props.inProgress && <p class="warning">The game on the table will count as a loss.</p>}
      <div class="actions">
        <button type="button" class="primary" onClick={props.onRandom}>
          Deal a new game
        </button>
        <button type="button" onClick={props.onDaily}>
          Today’s deal
        </button>
      </div>
      <form
        class="row"
        onSubmit={(e) => {
          e.preventDefault();
          props.onNumber(number);
        }}
      >
        <label>
          Deal number <input inputMode="numeric" value={number} onInput={(e) => setNumber(e.currentTarget.value)} />
        </label>
        <button type="submit">Play this deal</button>
      </form>
      <form
        class="row"
        onSubmit={(e) => {
          e.preventDefault();
          props.onPaste(pasted);
        }}
      >
        <label>
          Or paste a deal{' '}
          <textarea
            rows={2}
            value={pasted}
            onInput={(e) => setPasted(e.currentTarget.value)}
            placeholder="4D | TH 6D | … | stock"
          />
        </label>
        <button type="submit">Play the pasted deal</button>
      </form>
      {props.error && (
        <p class="error" role="alert">
          {props.error}
        </p>
      )}
      <label class="share">
        Share this deal <input readOnly value={props.shareLink} onFocus={(e) => e.currentTarget.select()} />
      </label>
      <div class="actions">
        <button type="button" onClick={props.onClose}>
          Cancel
        </button>
      </div>
    </Modal>
  );
}
