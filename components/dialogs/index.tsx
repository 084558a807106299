import type { App } from '../../models/app';
import { Announcer } from '../Announcer';
import { RacePanel } from '../RacePanel';
import { Toasts } from '../Toasts';
import { WinCascade } from '../WinCascade';
import { DailyDialog } from './DailyDialog';
import { HelpDialog } from './HelpDialog';
import { WinningLineDialog } from './WinningLineDialog';
import { LeaveDialog } from './LeaveDialog';
import { NewGameDialog } from './NewGameDialog';
import { ResultsDialog } from './ResultsDialog';
import { SettingsDialog } from './SettingsDialog';
import { StatsDialog } from './StatsDialog';
import { useOneEnd } from './useOneEnd';

/**
 * A tab opened on a duel: the duel's seat and page, loaded through here (the dialogs, which its page
 * shows, come first), so that the first paint's own code holds no more than the question.
 */
const openDuel = (app: App) => import('../duel-page').then((m) => m.duelSeat(app));

/** Every dialog, each open or closed as the page says (native <dialog>s: closed ones show nothing). */
function Dialogs() {
  useOneEnd();
  return (
    <>
      <SettingsDialog />
      <StatsDialog />
      <NewGameDialog />
      <DailyDialog />
      <WinningLineDialog />
      <ResultsDialog />
      <HelpDialog />
      <LeaveDialog />
    </>
  );
}

/**
 * The dialogs, the messages, the screen reader's announcements, the race's panel and the win cascade: not needed for the first paint, so loaded just after it
 * (see Table), as one object the table draws from.
 */
export const dialogs = { Announcer, Dialogs, RacePanel, Toasts, WinCascade, openDuel };
