import { useEffect, useState } from 'preact/hooks';
import { Table, type DialogName } from '../../components/Table';
import {
  dealFromNumber,
  formatDealLink,
  isDealNumber,
  LEVEL_NAMES,
  type Move,
  maxRecycles,
  movesFrom,
  parseDeal,
  type Position,
  type Source,
  step,
  type Target,
} from '../../engine';
import type { App as AppModel } from '../../models/app';
import { lost, winRate } from '../../models/stats';

/** Where a hinted move comes from and goes, for the board to light up. */
function hintEnds(p: Position, m: Move | null | undefined): { source: Source | null; target: Target | null } {
  if (!m) return { source: null, target: null };
  switch (m.type) {
    case 'waste-foundation':
      return { source: { pile: 'waste' }, target: { pile: 'foundation' } };
    case 'waste-tableau':
      return { source: { pile: 'waste' }, target: { pile: 'column', col: m.to } };
    case 'foundation-tableau':
      return { source: { pile: 'foundation', suit: m.suit }, target: { pile: 'column', col: m.to } };
    case 'tableau-foundation': {
      const c = p.columns[m.from];
      return {
        source: { pile: 'column', col: m.from, index: c.down.length + c.up.length - 1 },
        target: { pile: 'foundation' },
      };
    }
    case 'tableau-tableau': {
      const c = p.columns[m.from];
      const s = step(p, m);
      const n = s.ok ? s.value.cards.length : 1;
      return {
        source: { pile: 'column', col: m.from, index: c.down.length + c.up.length - n },
        target: { pile: 'column', col: m.to },
      };
    }
    default:
      return { source: null, target: null };
  }
}

/** Where a held card or run could go: the foundations and columns its legal moves reach. */
function targetsFor(p: Position, s: Source): Target[] {
  return movesFrom(p, s).map((m) =>
    m.type === 'waste-foundation' || m.type === 'tableau-foundation'
      ? { pile: 'foundation' }
      : { pile: 'column', col: (m as { to: 0 }).to },
  );
}

/** Wiring: reads the models' signals into the table's props and turns its callbacks into model actions. */
export function App({ app }: { app: AppModel }) {
  const { table, settings, stats, hints } = app;
  const [dialog, setDialog] = useState<DialogName>(null);
  const [said, say] = useState('');
  const change = table.change.value;
  useEffect(() => say(''), [change]);
  const [dealError, setDealError] = useState<string | null>(null);
  const position = table.position.value;
  const rules = table.game.value.rules;
  const won = table.state.value.won;
  const recyclesLeft = maxRecycles(rules) - position.recycles;
  const hint = hints.current.value;
  const ends = hintEnds(position, hint?.move);

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
      if (table.autoCompleteStep()) setTimeout(next, gap);
    };
    next();
  };

  const newDeal = (f: () => void) => {
    f();
    setDialog(null);
    setDealError(null);
    say('New game dealt.');
  };

  // Shortcuts anywhere on the page but in a dialog or a text field.
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      const t = e.target as HTMLElement;
      if (t.closest('dialog') || /^(INPUT|TEXTAREA|SELECT)$/.test(t.tagName)) return;
      const key = e.key.toLowerCase();
      const mod = e.ctrlKey || e.metaKey;
      if (key === 'z' && (mod || !e.altKey)) {
        e.preventDefault();
        if (e.shiftKey) table.redo();
        else table.undo();
      } else if (mod || e.altKey) return;
      else if (key === 'y') table.redo();
      else if (key === 'd') table.stock();
      else if (key === 'h') void hints.ask();
      else if (key === 'a' && table.autoCompletable.value) autoComplete();
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
  const pending = app.pending.value;
  return (
    <Table
      position={position}
      thoughtful={rules.thoughtful}
      passesLeft={Number.isFinite(recyclesLeft) ? recyclesLeft : null}
      score={rules.scoring === 'none' ? null : table.score.value}
      moves={table.game.value.moves.length}
      seconds={table.elapsed.value}
      won={won}
      canUndo={table.canUndo.value}
      canRedo={table.canRedo.value}
      autoCompletable={table.autoCompletable.value}
      hint={hint}
      hintSource={ends.source}
      hintTarget={ends.target}
      thinking={hints.thinking.value}
      announcement={said || (table.change.value?.text ?? '')}
      notice={app.notice.value}
      pendingDeal={pending ? (pending.dealNumber === null ? 'the shared deal' : `deal #${pending.dealNumber}`) : null}
      dialog={dialog}
      settings={settings.data.value}
      level={table.level.value}
      levelName={LEVEL_NAMES[table.level.value]}
      stats={rows}
      inProgress={table.inProgress.value}
      shareLink={`${location.origin}${location.pathname}${formatDealLink(table.game.value.deal, table.dealNumber.value, rules)}`}
      dealNumber={table.dealNumber.value}
      dealLink={formatDealLink(table.game.value.deal, table.dealNumber.value, rules)}
      dealError={dealError}
      targetsFor={(s) => targetsFor(position, s)}
      onTap={(s, time) => {
        say('');
        table.tap(s, time);
      }}
      onDoubleTap={(s) => {
        say('');
        table.doubleTap(s);
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
      onAutoComplete={autoComplete}
      onDialog={setDialog}
      onSettings={settings.update}
      onRandomDeal={() => newDeal(() => void app.newGame())}
      onDailyDeal={() => newDeal(() => void app.playDaily())}
      finding={app.finding.value}
      onDealNumber={(text) => {
        const n = Number(text.trim());
        if (!/^\d+$/.test(text.trim()) || !isDealNumber(n)) {
          setDealError('A deal number is a whole number from 0 to 4294967295.');
          return;
        }
        newDeal(() => app.playDeal(dealFromNumber(n), n));
      }}
      onPasteDeal={(text) => {
        const d = parseDeal(text.replace(/^[^|]*\|(?=(?:[^|]*\|){8}[^|]*$)/, ''));
        if (!d.ok) {
          setDealError(`That deal cannot be played: ${d.message}.`);
          return;
        }
        newDeal(() => app.playDeal(d.value, null));
      }}
      onResetStats={stats.reset}
      onDismissNotice={app.dismissNotice}
      onConfirmPending={app.confirmPending}
      onCancelPending={app.cancelPending}
      offer={app.offer.value !== null}
      shelved={app.shelved.value}
      onAcceptOffer={() => app.persistence.value?.acceptOffer()}
      onDeclineOffer={() => app.persistence.value?.declineOffer()}
      onResumeShelf={() => app.persistence.value?.resumeShelf()}
      noMovesLeft={app.analysis.current.value?.noMovesLeft ?? false}
      lost={app.analysis.current.value?.lost ?? false}
      rewind={app.analysis.current.value?.rewind ?? null}
      canUnrewind={table.canUnrewind.value}
      onRewind={(n) => table.rewind(n)}
      onUnrewind={table.unrewind}
      onNewGame={() => setDialog('new')}
    />
  );
}
