import { render } from 'preact';
import { Table } from '../../components/Table';
import { createGameModel, dealFromHash, randomDealNumber } from '../../models/game';
import { createHintModel } from '../../models/hint';
import { type SolverClient, startSolver } from '../../models/solver';

// Mount and wire only: the models own state and effects, the components draw them.
const game = createGameModel(dealFromHash(location.hash) ?? randomDealNumber());

// Editing the address to `#deal=N` (or following the header's link elsewhere) deals that game.
addEventListener('hashchange', () => {
  const n = dealFromHash(location.hash);
  if (n !== undefined) game.deal(n);
});

// The hint engine's worker starts after the first paint, or at the first hint if that comes sooner.
let solver: SolverClient | undefined;
const solverClient = () => {
  solver ??= startSolver().client;
  return solver;
};
requestAnimationFrame(() => setTimeout(solverClient, 0));
const hints = createHintModel(game, solverClient);

// Reading .value inside the component subscribes it to the signals.
const Root = () => (
  <Table
    dealNumber={game.dealNumber.value}
    position={game.position.value}
    hint={hints.current.value?.hint ?? null}
    thinking={hints.thinking.value}
    onHint={() => void hints.ask()}
  />
);

const root = document.getElementById('app');
if (!root) throw new Error('newtab.html has no #app element');
render(<Root />, root);
