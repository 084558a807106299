/** The dialogs, the messages and the win cascade: not needed for the first paint, so loaded just after it (see Table). */
export { HelpDialog } from './HelpDialog';
export { LeaveDialog } from './LeaveDialog';
export { NewGameDialog } from './NewGameDialog';
export { ResultsDialog } from './ResultsDialog';
export { SettingsDialog } from './SettingsDialog';
export { StatsDialog } from './StatsDialog';
export { Toasts } from '../Toasts';
export { WinCascade } from '../WinCascade';
