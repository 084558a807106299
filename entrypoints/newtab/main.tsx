import { effect } from '@preact/signals';
import { render } from 'preact';
import { createPage } from '../../components/app-context';
import { statsRows } from '../../components/stats-rows';
import { createApp } from '../../models/app';
import { duelOnTable } from '../../models/first-paint';
import { motionFactor } from '../../models/settings';
import type { SolverClient } from '../../models/solver';
import { t } from '../../models/words';
import { App } from './App';

// Mount and wire only: the models own state and effects, the components draw them. Storage, sync and
// the hint engine's client load after the first paint, off its path.
let solver: Promise<SolverClient> | undefined;
const solverClient = () => {
  solver ??= import('../../models/solver').then((m) => m.startSolver().client);
  return solver;
};
const storage = () =>
  import('../../models/storage/wxt-kv').then(async (m) => {
    await m.versionedItems();
    return { local: m.wxtArea('local'), sync: m.wxtArea('sync') };
  });
const app = createApp({ solver: solverClient, storage });
// The page's state, and its parts that come after the first paint: the dialogs, and Double Solitaire's seat.
const page = createPage(app, statsRows(app.stats), () => import('../../components/dialogs').then((m) => m.dialogs));

// A link typed into the address bar (or followed) deals its game, once: the address is put back to the bare
// page, so that a reload (or a tab restored later) does not ask for that deal again.
const followLink = (): Promise<void> | null => {
  if (!location.hash) return null;
  const done = app.openLink(location.hash);
  history.replaceState(history.state, '', location.pathname + location.search);
  return done;
};
const linked = followLink();
addEventListener('hashchange', () => void followLink());

// The table's look is on the page's root from the first paint on: the figures a quiet table hides
// (table.css), how fast cards move (components/motion.ts), which follows the system's wish as it changes,
// the felt, the backs, the faces and the card size (looks.css). The hand is the board's (Board.tsx).
// The page's language is the one its words are in (the browser's, or English when we have not written it).
document.documentElement.lang = t('lang');
document.title = t('newTab');

const reduced = matchMedia('(prefers-reduced-motion: reduce)');
const look = () => {
  const s = app.settings.data.value;
  Object.assign(document.documentElement.dataset, {
    hide: s.hide.join(' '),
    motion: motionFactor(s.motion, reduced.matches),
    theme: s.theme,
    back: s.back,
    size: s.size,
    four: s.fourColour,
    index: s.largeIndex,
  });
};
effect(look);
reduced.addEventListener('change', look);

const root = document.getElementById('app');
if (!root) throw new Error('newtab.html has no #app element');
const mount = () => render(<App page={page} />, root);
// A tab opened on a link paints the link's game, not the one it replaces a moment later (its reader
// loads first, a few milliseconds), its cards flying from the first frame (the later parts load meanwhile:
// DealFlight), and one opened on a duel paints the duel; any other, nearly all, at once.
const waits = linked ? Promise.all([linked, page.loadParts()]) : duelOnTable() ? page.loadDuel() : null;
if (waits) void waits.finally(mount);
else mount();

/**
 * Runs `work` once the first paint is on screen: after the first-contentful-paint entry where the browser
 * reports it (a requestAnimationFrame callback runs before its frame is shown, so it would fetch the
 * deferred chunks ahead of the paint), else after two frames.
 */
function afterFirstPaint(work: () => void) {
  let done = false;
  const go = () => {
    if (done) return;
    done = true;
    setTimeout(work, 0);
  };
  const frames = () => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(go, 50)));
  if (!PerformanceObserver.supportedEntryTypes?.includes('paint')) return frames();
  if (performance.getEntriesByName('first-contentful-paint').length > 0) return go();
  const observer = new PerformanceObserver(() => {
    observer.disconnect();
    go();
  });
  observer.observe({ type: 'paint' });
  // A page that never paints content (hidden at load) still starts, a little later.
  setTimeout(go, 1500);
}

// After the first paint: storage and sync, the timer, sound, the hint engine, the dialogs (wired by a
// chunk of their own, off the first paint's script).
afterFirstPaint(() => void import('./after-paint').then((m) => m.afterPaint(page, solverClient)));

// Chrome leaves keyboard focus in the address bar on a new tab: the board takes it at the first key that
// moves about the board (arrows, Enter, Space) or a click. Shortcuts (H, D, …) work without it, and must not
// light a focus ring on the stock that outshines what they show (a hint). Tab follows the page's own order.
const NAVIGATION = /^(Arrow(Up|Down|Left|Right)|Enter| )$/;
const takeFocus = (e: Event) => {
  if (e instanceof KeyboardEvent && !NAVIGATION.test(e.key)) return;
  if (document.activeElement === document.body) document.querySelector<HTMLElement>('.board [tabindex="0"]')?.focus();
};
addEventListener('keydown', takeFocus, { capture: true });
addEventListener('pointerdown', takeFocus, { capture: true });
