import { Modal } from './Modal';

/**
 * Asked before a game under way is left for another by a way that has not warned already (a link,
 * Settings' "New game with these settings", a deal the engine found after the table changed): leaving
 * counts as a loss, so it is never done without the player's word. `label` says what was asked for
 * ("Play deal #21"); null keeps the dialog closed. Keeping the game has the focus: an Enter or a Space
 * meant for the board when the question comes up must not lose the game.
 */
export function LeaveDialog(props: { label: string | null; onConfirm: () => void; onCancel: () => void }) {
  return (
    <Modal open={props.label !== null} title="Leave this game?" onClose={props.onCancel}>
      <p class="warning">The game on the table will count as a loss.</p>
      <div class="actions">
        <button type="button" class="primary" onClick={props.onConfirm}>
          {props.label}
        </button>
        {/* biome-ignore lint/a11y/noAutofocus: the safe answer takes the focus a modal dialog gives its first control */}
        <button type="button" onClick={props.onCancel} autoFocus>
          Keep playing this one
        </button>
      </div>
    </Modal>
  );
}
