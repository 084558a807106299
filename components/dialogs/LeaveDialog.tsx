import type { Asked } from '../../models/new-game';
import { sessionTitle } from '../../models/session/session';
import { t } from '../../models/words';
import { usePage } from '../app-context';
import { Modal } from './Modal';
import { dateInWords, WHOLE_DAY } from './people-format';

/** What was asked for, as the button that asked said it (New game's own buttons say the first three). */
function askedText(a: Asked): string {
  switch (a.way) {
    case 'random':
      return t('newGame.deal');
    case 'race':
      return t('newGame.race');
    case 'restart':
      return t('newGame.restart');
    case 'date':
      return t('leave.date', dateInWords(a.date, WHOLE_DAY));
    case 'number':
      return t('leave.number', a.dealNumber);
    default:
      return t(`leave.${a.way}`);
  }
}

/**
 * Asked before a game under way is left for another by a way that has not warned already (a link,
 * Settings' "New game with these settings", a deal the engine found after the table changed): leaving
 * counts as a loss, so it is never done without the player's word. Open while a new game waits for it
 * (the models' pending game), whose first button says what was asked for ("Play deal #21"). Keeping the game has the focus: an Enter or a Space
 * meant for the board when the question comes up must not lose the game.
 */
export function LeaveDialog() {
  const { games, sessions } = usePage().app;
  const asked = games.pending.value?.asked ?? null;
  // The game it would leave, by its title, once the sessions are in (the same rule New game's warning reads).
  const leaving = sessions.value?.ending('table') ?? null;
  return (
    <Modal open={asked !== null} title={t('leave.title')} onClose={games.cancel}>
      <p class="warning">{leaving ? t('leave.lossOf', sessionTitle(leaving)) : t('leave.loss')}</p>
      <div class="actions">
        <button type="button" class="primary" onClick={games.confirm}>
          {asked && askedText(asked)}
        </button>
        {/* biome-ignore lint/a11y/noAutofocus: the safe answer takes the focus a modal dialog gives its first control */}
        <button type="button" onClick={games.cancel} autoFocus>
          {t('leave.keep')}
        </button>
      </div>
    </Modal>
  );
}
