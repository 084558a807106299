import { formatMove, type Level, type Position, type Source, type Target } from '../engine';
import type { Hint } from '../engine/solver';
import { useEffect, useState } from 'preact/hooks';
import { Board } from './Board';
import type { SettingsView } from './dialogs/SettingsDialog';
import type { StatsRow } from './dialogs/StatsDialog';
import { TopBar } from './TopBar';
import './table.css';

type Dialogs = typeof import('./dialogs');
let dialogs: Dialogs | null = null;
let loading: Promise<Dialogs> | null = null;
/** Loads the dialogs (the entry point calls it after the first paint; a dialog asked for sooner waits for it). */
export const loadDialogs = (): Promise<Dialogs> =>
  (loading ??= import('./dialogs').then((m) => {
    dialogs = m;
    return m;
  }));

function useDialogs(needed: boolean): Dialogs | null {
  const [, loaded] = useState(0);
  useEffect(() => {
    if (needed && !dialogs) void loadDialogs().then(() => loaded((n) => n + 1));
  }, [needed]);
  return dialogs;
}

export type DialogName = 'settings' | 'stats' | 'new' | 'help' | 'results' | null;

export interface TableProps {
  position: Position;
  thoughtful: boolean;
  passesLeft: number | null;
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
  notice: string | null;
  pendingDeal: string | null;
  /** A newer game arrived from another browser. */
  offer: boolean;
  /** A game was set aside and can be resumed. */
  shelved: boolean;
  /** The worker's verdict on the position: nothing to play; lost (with undos back to a winnable position). */
  noMovesLeft: boolean;
  lost: boolean;
  rewind: number | null;
  canUnrewind: boolean;
  dialog: DialogName;
  settings: SettingsView;
  level: Level;
  levelName: string;
  stats: Record<Level, StatsRow>;
  inProgress: boolean;
  shareLink: string;
  dealNumber: number | null;
  /** The `#deal=…` fragment of the deal on the table. */
  dealLink: string;
  dealError: string | null;
  targetsFor: (s: Source) => Target[];
  onTap: (s: Source, time: number) => void;
  onDoubleTap: (s: Source) => void;
  onDrop: (s: Source, t: Target) => boolean;
  onStock: () => void;
  onSay: (text: string) => void;
  onUndo: () => void;
  onRedo: () => void;
  onHint: () => void;
  onAutoComplete: () => void;
  onDialog: (d: DialogName) => void;
  onSettings: (change: Partial<SettingsView>) => void;
  onRandomDeal: () => void;
  onDailyDeal: () => void;
  /** The engine is finding a winnable deal. */
  finding: boolean;
  onDealNumber: (text: string) => void;
  onPasteDeal: (text: string) => void;
  onResetStats: (level: Level) => void;
  onDismissNotice: () => void;
  onConfirmPending: () => void;
  onCancelPending: () => void;
  onAcceptOffer: () => void;
  onDeclineOffer: () => void;
  onResumeShelf: () => void;
  onRewind: (n: number) => void;
  onUnrewind: () => void;
  onNewGame: () => void;
}

const hintLabel = (h: Hint) =>
  h.kind === 'winning' ? 'A step of a winning line' : h.kind === 'heuristic' ? 'Best guess' : 'No hint';

/** The page: the bar, the board, the messages and the dialogs. Plain props in, callbacks out. */
export function Table(p: TableProps) {
  const d = useDialogs(p.dialog !== null || p.won);
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
        canUndo={p.canUndo}
        canRedo={p.canRedo}
        thinking={p.thinking}
        onUndo={p.onUndo}
        onRedo={p.onRedo}
        onHint={p.onHint}
        onNewGame={() => p.onDialog('new')}
        onSettings={() => p.onDialog('settings')}
        onStats={() => p.onDialog('stats')}
        onHelp={() => p.onDialog('help')}
      />
      <div class="messages">
        {p.notice && (
          <p class="notice" role="alert">
            {p.notice}{' '}
            <button type="button" onClick={p.onDismissNotice}>
              OK
            </button>
          </p>
        )}
        {p.pendingDeal && (
          <p class="notice" role="alert">
            Play {p.pendingDeal}? The game on the table will count as a loss.{' '}
            <button type="button" onClick={p.onConfirmPending}>
              Play it
            </button>{' '}
            <button type="button" onClick={p.onCancelPending}>
              Keep playing this one
            </button>
          </p>
        )}
        {p.finding && (
          <p class="notice" role="status">
            Finding a winnable deal…
          </p>
        )}
        {p.offer && (
          <p class="notice" role="alert">
            Continue the game from your other browser?{' '}
            <button type="button" onClick={p.onAcceptOffer}>
              Continue it
            </button>{' '}
            <button type="button" onClick={p.onDeclineOffer}>
              Keep this game
            </button>
          </p>
        )}
        {!p.won && (p.noMovesLeft || p.lost) && (
          <p class="banner" role="status" data-banner={p.noMovesLeft ? 'no-moves' : 'lost'}>
            {p.noMovesLeft
              ? 'No moves left.'
              : 'This game can no longer be won from here (the engine looked at the hidden cards, like a referee).'}{' '}
            {p.noMovesLeft && (
              <button type="button" onClick={p.onUndo} disabled={!p.canUndo}>
                Undo
              </button>
            )}{' '}
            {p.rewind !== null && p.rewind > 0 && (
              <button type="button" onClick={() => p.onRewind(p.rewind as number)}>
                Rewind {p.rewind} {p.rewind === 1 ? 'move' : 'moves'} to where it could still be won
              </button>
            )}{' '}
            <button type="button" onClick={p.onNewGame}>
              New game
            </button>
          </p>
        )}
        {p.canUnrewind && (
          <button type="button" class="unrewind" onClick={p.onUnrewind}>
            Undo the rewind
          </button>
        )}
        {p.shelved && !p.offer && (
          <button type="button" class="resume" onClick={p.onResumeShelf}>
            Back to the game you set aside
          </button>
        )}
        <p
          class={`hint${p.thinking ? ' thinking' : ''}`}
          data-hint-kind={p.hint?.kind ?? ''}
          data-hint-move={p.hint?.move ? hintMoveText(p.hint) : ''}
        >
          {p.thinking ? 'Thinking…' : p.hint ? `${p.hint.why} (${hintLabel(p.hint)})` : ''}
        </p>
        {p.autoCompletable && !p.won && (
          <button type="button" class="auto-complete" onClick={p.onAutoComplete} aria-keyshortcuts="A">
            Auto-complete
          </button>
        )}
      </div>
      <Board
        position={p.position}
        thoughtful={p.thoughtful}
        passesLeft={p.passesLeft}
        hintSource={p.hintSource}
        hintTarget={p.hintTarget}
        targetsFor={p.targetsFor}
        onTap={p.onTap}
        onDoubleTap={p.onDoubleTap}
        onDrop={p.onDrop}
        onStock={p.onStock}
        onSay={p.onSay}
      />
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
  const { SettingsDialog, StatsDialog, NewGameDialog, ResultsDialog, HelpDialog } = d;
  return (
    <>
      <SettingsDialog
        open={p.dialog === 'settings'}
        value={p.settings}
        onChange={p.onSettings}
        onClose={() => p.onDialog(null)}
        onNewGame={p.onRandomDeal}
      />
      <StatsDialog
        open={p.dialog === 'stats'}
        level={p.level}
        rows={p.stats}
        onReset={p.onResetStats}
        onClose={() => p.onDialog(null)}
      />
      <NewGameDialog
        open={p.dialog === 'new'}
        inProgress={p.inProgress}
        shareLink={p.shareLink}
        error={p.dealError}
        onRandom={p.onRandomDeal}
        onDaily={p.onDailyDeal}
        onNumber={p.onDealNumber}
        onPaste={p.onPasteDeal}
        onClose={() => p.onDialog(null)}
      />
      <ResultsDialog
        open={p.dialog === 'results'}
        moves={p.moves}
        seconds={p.seconds}
        score={p.score}
        levelName={p.levelName}
        stats={p.stats[p.level]}
        onNewGame={p.onRandomDeal}
        onClose={() => p.onDialog(null)}
      />
      <HelpDialog open={p.dialog === 'help'} onClose={() => p.onDialog(null)} />
    </>
  );
}

const hintMoveText = (h: Hint) => (h.move ? formatMove(h.move) : '');
