import { Modal } from './Modal';

/**
 * Asked before a game under way is left for another (from a link, Settings' "New game with these
 * settings", a Restart): leaving counts as a loss, so it is never done without the player's word.
 * `label` says what was asked for ("Play deal #21"); null keeps the dialog closed.
 */
export function LeaveDialog(props: { label: string | null; onConfirm: () => void; onCancel: () => void }) {
  return (
    <Modal open={props.label !== null} title="Leave this game?" onClose={props.onCancel}>
      <p class="warning">The game on the table will count as a loss.</p>
      <div class="actions">
        <button type="button" class="primary" onClick={props.onConfirm}>
          {props.label}
        </button>
        <button type="button" onClick={props.onCancel}>
          Keep playing this one
        </button>
      </div>
    </Modal>
  );
}
