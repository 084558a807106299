import { usePage } from '../app-context';
import { Modal } from './Modal';

/**
 * Asked before a game under way is left for another by a way that has not warned already (a link,
 * Settings' "New game with these settings", a deal the engine found after the table changed): leaving
 * counts as a loss, so it is never done without the player's word. Open while a new game waits for it
 * (the models' pending game), whose label says what was asked for ("Play deal #21"). Keeping the game has the focus: an Enter or a Space
 * meant for the board when the question comes up must not lose the game.
 */
export function LeaveDialog() {
  const { games } = usePage().app;
  const label = games.pending.value?.label ?? null;
  return (
    <Modal open={label !== null} title="Leave this game?" onClose={games.cancel}>
      <p class="warning">The game on the table will count as a loss.</p>
      <div class="actions">
        <button type="button" class="primary" onClick={games.confirm}>
          {label}
        </button>
        {/* biome-ignore lint/a11y/noAutofocus: the safe answer takes the focus a modal dialog gives its first control */}
        <button type="button" onClick={games.cancel} autoFocus>
          Keep playing this one
        </button>
      </div>
    </Modal>
  );
}
