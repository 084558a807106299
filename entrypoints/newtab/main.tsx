import { render } from 'preact';
import { Table } from '../../components/Table';
import { createGameModel, dealFromHash, randomDealNumber } from '../../models/game';

// Mount and wire only: the model owns state, the components draw it.
const game = createGameModel(dealFromHash(location.hash) ?? randomDealNumber());

// Editing the address to `#deal=N` (or following the header's link elsewhere) deals that game.
addEventListener('hashchange', () => {
  const n = dealFromHash(location.hash);
  if (n !== undefined) game.deal(n);
});

// Reading .value inside the component subscribes it to both signals.
const Root = () => <Table dealNumber={game.dealNumber.value} position={game.position.value} />;

const root = document.getElementById('app');
if (!root) throw new Error('newtab.html has no #app element');
render(<Root />, root);
