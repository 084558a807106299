import { render } from 'preact';
import { createApp, startTimer } from '../../models/app';
import { type SolverClient, startSolver } from '../../models/solver';
import { startSound } from '../../models/sound';
import { App } from './App';

// Mount and wire only: the models own state and effects, the components draw them.
let solver: SolverClient | undefined;
const solverClient = () => {
  solver ??= startSolver().client;
  return solver;
};
const app = createApp(location.hash, solverClient);

const root = document.getElementById('app');
if (!root) throw new Error('newtab.html has no #app element');
render(<App app={app} />, root);

// After the first paint: the timer, links typed into the address bar, and the hint engine's worker.
requestAnimationFrame(() =>
  setTimeout(() => {
    startTimer(app.table);
    startSound(app.table, app.settings);
    addEventListener('hashchange', () => app.openLink(location.hash));
    solverClient();
  }, 0),
);

// Chrome leaves keyboard focus in the address bar on a new tab: the board takes it at the first key or click.
const takeFocus = () => {
  if (document.activeElement === document.body) document.querySelector<HTMLElement>('.board [tabindex="0"]')?.focus();
};
addEventListener('keydown', takeFocus, { capture: true });
addEventListener('pointerdown', takeFocus, { capture: true });
