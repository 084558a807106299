import { Modal } from './Modal';

const KEYS: [string, string][] = [
  ['Arrow keys', 'move between piles and cards'],
  ['Enter or Space', 'pick up a card (or the run on it), then put it down; on the stock: draw'],
  ['Escape', 'put back what you picked up'],
  ['D', 'draw from the stock'],
  ['Z or Ctrl+Z', 'undo'],
  ['Shift+Z or Ctrl+Shift+Z', 'redo'],
  ['H', 'hint'],
  ['A', 'auto-complete, when every card is face up'],
  ['N', 'new game'],
  ['?', 'this help'],
];

export function HelpDialog(props: { open: boolean; onClose: () => void }) {
  return (
    <Modal open={props.open} title="Playing with the keyboard" onClose={props.onClose}>
      <dl class="keys">
        {KEYS.map(([k, what]) => (
          <div key={k}>
            <dt>
              <kbd>{k}</kbd>
            </dt>
            <dd>{what}</dd>
          </div>
        ))}
      </dl>
      <p>Click a card for its best move, double-click to send it to its foundation, or drag it.</p>
      <div class="actions">
        <button type="button" onClick={props.onClose}>
          Close
        </button>
      </div>
    </Modal>
  );
}
