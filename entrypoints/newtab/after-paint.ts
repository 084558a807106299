import type { Page } from '../../components/app-context';
import { loadMoveWords } from '../../components/StatusLine';
import { loadDrag } from '../../components/useDrag';
import { loadFlip } from '../../components/useFlip';
import { loadStops } from '../../components/useKeyboardStops';
import { startTimer } from '../../models/play-time';
import type { SolverClient } from '../../models/solver';

/**
 * Wires what the page starts once its first paint is on screen (main.tsx loads this then): storage and
 * sync, the sessions and their clock, sound, writing what is pending when the page goes, the hint engine
 * and its checks, and the page's later parts.
 */
export function afterPaint({ app, loadParts }: Page, solver: () => Promise<SolverClient>): void {
  // The root says when storage is read and watched (tests wait for it; nothing depends on it).
  void app.start().then(() => {
    document.documentElement.dataset.storage = 'ready';
  });
  void app.loadSessions().then(startTimer);
  void import('../../models/sound').then((m) => m.startSound(app.table, app.settings));
  // Leaving or hiding the page writes what is pending (the sync copy, the time played).
  addEventListener('pagehide', () => app.persistence.value?.flush());
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') app.persistence.value?.flush();
    else app.analysis.shown();
  });
  void solver();
  app.analysis.start();
  void loadParts();
  void loadMoveWords();
  void loadStops();
  void loadDrag();
  void loadFlip();
}
