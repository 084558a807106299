import { useEffect, useState } from 'preact/hooks';
import { Table, type DialogName } from '../../components/Table';
import { cardAt, cardName, formatDealLink, LEVEL_NAMES, moveEnds, targetsFor } from '../../engine';
import type { App as AppModel } from '../../models/app';
import { createGestures } from '../../models/gestures';
import { lost, winRate } from '../../models/stats';

/** Wiring: reads the models' signals into the table's props and turns its callbacks into model actions. */
export function App({ app }: { app: AppModel }) {
  const { table, settings, stats, hints, games } = app;
  const [gestures] = useState(() => createGestures(table));
  const [dialog, setDialog] = useState<DialogName>(null);
  const [said, say] = useState('');
  const change = table.change.value;
  useEffect(() => say(''), [change]);
  const position = table.position.value;
  const rules = table.game.value.rules;
  const won = table.state.value.won;
  const paused = table.paused.value;
  const hint = hints.current.value;
  const ends = hint?.move ? moveEnds(position, hint.move) : null;

  // The results panel follows the cascade (at once when motion is reduced).
  useEffect(() => {
    if (!won) return;
    const wait = matchMedia('(prefers-reduced-motion: reduce)').matches ? 300 : 2600;
    const id = setTimeout(() => setDialog('results'), wait);
    return () => clearTimeout(id);
  }, [won]);

  // Cards fly home one after another (at once when motion is reduced).
  const autoComplete = () => {
    const gap = matchMedia('(prefers-reduced-motion: reduce)').matches ? 0 : 70;
    const next = () => {
      if (!table.paused.value && table.autoCompleteStep()) setTimeout(next, gap);
    };
    next();
  };

  /** A way to a new game, from a dialog or a shortcut: the dialogs close, the game starts (or asks first). */
  const newGame = (start: () => void) => {
    setDialog(null);
    start();
  };

  // Shortcuts anywhere on the page but in a dialog or a text field; while paused, only P (or Escape) resumes.
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      const t = e.target as HTMLElement;
      if (t.closest('dialog') || /^(INPUT|TEXTAREA|SELECT)$/.test(t.tagName)) return;
      const key = e.key.toLowerCase();
      const mod = e.ctrlKey || e.metaKey;
      if (table.paused.value) {
        if ((key === 'p' || key === 'escape') && !mod && !e.altKey) {
          e.preventDefault();
          table.pause(false);
        }
        return;
      }
      if (key === 'z' && (mod || !e.altKey)) {
        e.preventDefault();
        if (e.shiftKey) table.redo();
        else table.undo();
      } else if (mod || e.altKey) return;
      else if (key === 'y') table.redo();
      else if (key === 'd') table.stock();
      else if (key === 'h') void hints.ask();
      else if (key === 'a' && table.autoCompletable.value) autoComplete();
      else if (key === 'p') table.pause(true);
      else if (key === 'n') setDialog('new');
      else if (key === '?') setDialog('help');
      else return;
      e.preventDefault();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, []);

  const rows = Object.fromEntries(
    Object.entries(stats.all.value).map(([level, s]) => [level, { ...s, lost: lost(s), winRate: winRate(s) }]),
  ) as never;
  const analysis = app.analysis.current.value;
  return (
    <Table
      position={position}
      thoughtful={rules.thoughtful}
      passes={rules.passes === 'unlimited' ? null : { now: position.recycles + 1, of: rules.passes }}
      score={rules.scoring === 'none' ? null : table.score.value}
      moves={table.game.value.moves.length}
      seconds={table.elapsed.value}
      won={won}
      canUndo={table.canUndo.value}
      canRedo={table.canRedo.value}
      autoCompletable={table.autoCompletable.value}
      hint={hint}
      hintSource={ends?.source ?? null}
      hintTarget={ends?.target ?? null}
      thinking={hints.thinking.value}
      announcement={said || (table.change.value?.text ?? '')}
      notice={app.notice.value}
      pending={games.pending.value?.label ?? null}
      paused={paused}
      dialog={dialog}
      settings={settings.data.value}
      level={table.level.value}
      levelName={LEVEL_NAMES[table.level.value]}
      stats={rows}
      inProgress={table.inProgress.value}
      deal={table.game.value.deal}
      rules={rules}
      dealNumber={table.dealNumber.value}
      dealLink={formatDealLink(table.game.value.deal, table.dealNumber.value, rules)}
      targetsFor={(s) => targetsFor(position, s)}
      onPress={(press) => {
        say('');
        if (gestures.press(press)) return true;
        const card = cardAt(position, press.source);
        if (card !== -1) say(`No move for the ${cardName(card)}.`);
        return false;
      }}
      onDrop={(s, t) => {
        say('');
        return table.drop(s, t);
      }}
      onStock={() => {
        say('');
        table.stock();
      }}
      onSay={say}
      onUndo={table.undo}
      onRedo={table.redo}
      onHint={() => void hints.ask()}
      onShowMe={hints.showMe}
      onAutoComplete={autoComplete}
      onPause={table.pause}
      onDialog={setDialog}
      onSettings={settings.update}
      onRandomDeal={(confirmed) => newGame(() => games.random(confirmed))}
      onDailyDeal={(confirmed) => newGame(() => games.daily(confirmed))}
      onRestart={(confirmed) => newGame(() => games.restart(confirmed))}
      finding={games.finding.value}
      onPlayRequest={(request) => newGame(() => games.shared(request, true))}
      onConfirmLeave={games.confirm}
      onCancelLeave={games.cancel}
      onResetStats={stats.reset}
      onDismissNotice={app.dismissNotice}
      offer={app.offer.value !== null}
      shelved={app.shelved.value}
      onAcceptOffer={() => app.persistence.value?.acceptOffer()}
      onDeclineOffer={() => app.persistence.value?.declineOffer()}
      onResumeShelf={() => app.persistence.value?.resumeShelf()}
      noMovesLeft={analysis?.noMovesLeft ?? false}
      lost={analysis?.lost ?? false}
      dealLost={analysis?.dealLost ?? false}
      rewind={analysis?.rewind ?? null}
      canUnrewind={table.canUnrewind.value}
      onRewind={(n) => table.rewind(n)}
      onUnrewind={table.unrewind}
      onNewGame={() => setDialog('new')}
    />
  );
}
