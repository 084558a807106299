import { Announcer } from '../Announcer';
import { DealFlight } from '../DealFlight';
import type { PageParts } from '../app-context';
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
 * The dialogs, the messages, the screen reader's announcements, the race's panel, the deal's flight and the win cascade: not needed for the first paint, so loaded just after it
 * (see Table), as one object the table draws from.
 */
export const dialogs: PageParts = {
  Announcer,
  DealFlight,
  Dialogs,
  RacePanel,
  Toasts,
  WinCascade,
  duel: (page) => import('../duel-page').then((m) => m.duelPart(page)),
};
