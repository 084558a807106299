import type { Deal, DealLink, Level, Position, Rules, Source, Target } from '../engine';
import type { Hint } from '../engine/solver';
import { signal } from '@preact/signals';
import { useEffect } from 'preact/hooks';
import type { Press } from '../models/gestures';
import { Board } from './Board';
import type { SettingsView } from './dialogs/SettingsDialog';
import type { StatsRow } from './dialogs/StatsDialog';
import { StatusLine } from './StatusLine';
import type { ToastsProps } from './Toasts';
import { TopBar } from './TopBar';
import './table.css';
import './dialogs.css';

type Dialogs = typeof import('./dialogs')['dialogs'];
/** The dialogs' chunk once loaded: a signal, so the table draws what waited for it (a message) the moment it is in. */
const dialogs = signal<Dialogs | null>(null);
let loading: Promise<Dialogs> | null = null;
/** Loads the dialogs (the entry point calls it after the first paint; a dialog asked for sooner waits for it). */
export const loadDialogs = (): Promise<Dialogs> =>
  (loading ??= import('./dialogs').then((m) => {
    dialogs.value = m.dialogs;
    return m.dialogs;
  }));

function useDialogs(needed: boolean): Dialogs | null {
  useEffect(() => {
    if (needed) void loadDialogs();
  }, [needed]);
  return dialogs.value;
}

export type DialogName = 'settings' | 'stats' | 'new' | 'help' | 'results' | null;

export interface TableProps extends ToastsProps {
  position: Position;
  thoughtful: boolean;
  /** The pass through the stock and how many the rules allow, null when unlimited. */
  passes: { readonly now: number; readonly of: number } | null;
  score: number | null;
  moves: number;
  seconds: number;
  won: boolean;
  canUndo: boolean;
  canRedo: boolean;
  autoCompletable: boolean;
  hint: Hint | null;
  hintSource: Source | null;
  hintTarget: Target | null;
  thinking: boolean;
  announcement: string;
  /** A new game asked for while this one is under way, waiting for the player's word (its button's label). */
  pending: string | null;
  dialog: DialogName;
  settings: SettingsView;
  level: Level;
  levelName: string;
  stats: Record<Level, StatsRow>;
  inProgress: boolean;
  /** The game on the table's deal and rules (to share). */
  deal: Deal;
  rules: Rules;
  dealNumber: number | null;
  /** The `#deal=…` fragment of the deal on the table. */
  dealLink: string;
  targetsFor: (s: Source) => Target[];
  /** A click on a card; false when it was a tap that found no move (the board shakes it). */
  onPress: (press: Press) => boolean;
  onDrop: (s: Source, t: Target) => boolean;
  onStock: () => void;
  onSay: (text: string) => void;
  onUndo: () => void;
  onRedo: () => void;
  onHint: () => void;
  /** Plays the hint on show. */
  onShowMe: () => void;
  onAutoComplete: () => void;
  onPause: (paused: boolean) => void;
  onDialog: (d: DialogName) => void;
  onSettings: (change: Partial<SettingsView>) => void;
  /** New games: `confirmed` when the player was already warned that the game under way counts as a loss. */
  onRandomDeal: (confirmed: boolean) => void;
  onDailyDeal: (confirmed: boolean) => void;
  onRestart: (confirmed: boolean) => void;
  /** A deal asked for in "Play a specific deal" (a number, a shared deal or link, a deal spelled out). */
  onPlayRequest: (request: DealLink) => void;
  onConfirmLeave: () => void;
  onCancelLeave: () => void;
  onResetStats: (level: Level) => void;
}

/** The page: the bar, the status line, the board, the messages over it, and the dialogs. Plain props in, callbacks out. */
export function Table(p: TableProps) {
  const d = useDialogs(p.dialog !== null || p.won || p.pending !== null || p.notice !== null || p.offer);
  return (
    <main class={`table${p.won ? ' won' : ''}`}>
      {/* The page's name for screen readers (axe: page-has-heading-one); the table itself says it all to the eye. */}
      <h1 class="sr-only">Klondike solitaire</h1>
      <TopBar
        dealNumber={p.dealNumber}
        dealLink={p.dealLink}
        levelName={p.levelName}
        score={p.score}
        moves={p.moves}
        seconds={p.seconds}
        canUndo={p.canUndo && !p.paused}
        canRedo={p.canRedo && !p.paused}
        thinking={p.thinking}
        paused={p.paused}
        onUndo={p.onUndo}
        onRedo={p.onRedo}
        onHint={p.onHint}
        onPause={() => p.onPause(!p.paused)}
        onNewGame={() => p.onDialog('new')}
        onSettings={() => p.onDialog('settings')}
        onStats={() => p.onDialog('stats')}
        onHelp={() => p.onDialog('help')}
      />
      <StatusLine
        hint={p.paused ? null : p.hint}
        thinking={p.thinking}
        autoCompletable={p.autoCompletable && !p.won && !p.paused}
        onShowMe={p.onShowMe}
        onAutoComplete={p.onAutoComplete}
      />
      {p.paused ? (
        <section class="paused" aria-label="Paused">
          <p>Paused. The clock is stopped.</p>
          <button type="button" class="primary" onClick={() => p.onPause(false)} aria-keyshortcuts="P">
            Resume
          </button>
        </section>
      ) : (
        <Board
          position={p.position}
          thoughtful={p.thoughtful}
          passes={p.passes}
          hintSource={p.hintSource}
          hintTarget={p.hintTarget}
          targetsFor={p.targetsFor}
          onPress={p.onPress}
          onDrop={p.onDrop}
          onStock={p.onStock}
          onSay={p.onSay}
        />
      )}
      {/* With the dialogs, after the first paint: every message comes later than that, or can wait for it. */}
      {d && <d.Toasts {...p} />}
      {/* Moves, flips, hints and results, for screen readers. */}
      <p class="sr-only" aria-live="polite" data-live>
        {p.thinking ? '' : p.hint ? `Hint: ${p.hint.why}` : p.announcement}
      </p>
      {d && p.won && <d.WinCascade />}
      {d && <Dialogs d={d} p={p} />}
    </main>
  );
}

/** Every dialog, open or closed as the table says (native <dialog>s: closed ones show nothing). */
function Dialogs({ d, p }: { d: Dialogs; p: TableProps }) {
  const { SettingsDialog, StatsDialog, NewGameDialog, ResultsDialog, HelpDialog, LeaveDialog } = d;
  const close = () => p.onDialog(null);
  return (
    <>
      <SettingsDialog
        open={p.dialog === 'settings'}
        value={p.settings}
        onChange={p.onSettings}
        onClose={close}
        onNewGame={() => p.onRandomDeal(false)}
      />
      <StatsDialog
        open={p.dialog === 'stats'}
        level={p.level}
        rows={p.stats}
        onReset={p.onResetStats}
        onClose={close}
      />
      <NewGameDialog
        open={p.dialog === 'new'}
        inProgress={p.inProgress}
        deal={p.deal}
        dealNumber={p.dealNumber}
        rules={p.rules}
        onRandom={() => p.onRandomDeal(true)}
        onDaily={() => p.onDailyDeal(true)}
        onRestart={() => p.onRestart(true)}
        onRequest={p.onPlayRequest}
        onClose={close}
      />
      <ResultsDialog
        open={p.dialog === 'results'}
        moves={p.moves}
        seconds={p.seconds}
        score={p.score}
        levelName={p.levelName}
        stats={p.stats[p.level]}
        onNewGame={() => p.onRandomDeal(true)}
        onClose={close}
      />
      <HelpDialog open={p.dialog === 'help'} onClose={close} />
      <LeaveDialog label={p.pending} onConfirm={p.onConfirmLeave} onCancel={p.onCancelLeave} />
    </>
  );
}
