import { useComputed } from '@preact/signals';
import { gameOfDeal } from '../engine/games';
import { t } from '../models/words';
import { usePage, usePageParts } from './app-context';
import { StatusLine } from './StatusLine';
import { TableBoard } from './TableBoard';
import { TopBar } from './TopBar';
import './table.css';
import './status.css';
import './cover.css';
import './dialogs.css';

/**
 * The page: the duel's while one is on show, else the table's; and, once the later parts are in, the deal's
 * flight (it draws nothing: it flies the table's cards), here so that it outlives the table's page.
 */
export function Table() {
  const { duel, parts } = usePage();
  const d = duel.value;
  const p = parts.value;
  return (
    <>
      {d?.open.value ? <d.View /> : <Klondike />}
      {p && <p.DealFlight />}
    </>
  );
}

/** The table's page: the bar, the status line, the board, the messages over it, and the dialogs; each part reads the models it shows. */
function Klondike() {
  const { app, dialog, falling } = usePage();
  const { table } = app;
  // The table reads the game's end only, not the state of every move: a move re-renders what shows it, not the page.
  const won = useComputed(() => table.state.value.won).value;
  const tenColumns = useComputed(() => gameOfDeal(table.game.value.deal) === 'spider-klondike').value;
  const racing = useComputed(() => table.race.value !== null).value;
  const paused = table.paused.value;
  const d = usePageParts(
    dialog.value !== null ||
      won ||
      app.games.pending.value !== null ||
      app.notice.value !== null ||
      app.offer.value !== null ||
      racing,
  );

  return (
    <main class={`table${won ? ' won' : ''}${tenColumns ? ' ten-columns' : ''}${racing ? ' racing' : ''}`}>
      {/* The page's name for screen readers (axe: page-has-heading-one); the table itself says it all to the eye. */}
      <h1 class="sr-only">{tenColumns ? t('page.spider') : t('page.klondike')}</h1>
      <TopBar />
      <StatusLine />
      {paused ? (
        <section class="paused" aria-label={t('paused.label')}>
          <p>{t('paused.text')}</p>
          <button type="button" class="primary" onClick={() => table.pause(false)} aria-keyshortcuts="P">
            {t('paused.resume')}
          </button>
        </section>
      ) : (
        <TableBoard />
      )}
      {/* With the dialogs, after the first paint: every message comes later than that, or can wait for it. */}
      {d && racing && <d.RacePanel />}
      {d && <d.Toasts />}
      {d && <d.Announcer />}
      {d && falling.value && <d.WinCascade />}
      {d && <d.Dialogs />}
    </main>
  );
}
