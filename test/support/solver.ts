import { expose, type Remote, wrap } from 'comlink';
import { afterEach } from 'vitest';
import { SolverClient } from '../../models/solver';
import { SolverService } from '../../workers/solver-service';

/**
 * The real solver service behind comlink over a real MessageChannel (the worker's code, minus the thread),
 * for the calling test file: each call connects a new one, and the channels close after each test.
 */
export function realSolver<C extends SolverClient = SolverClient>(
  /** The client on the page's side (a test may watch what it is asked to do: it still does it). */
  client: (remote: Remote<SolverService>) => C = (remote) => new SolverClient(remote) as C,
): () => () => Promise<C> {
  const ports: MessagePort[] = [];
  afterEach(() => {
    for (const p of ports.splice(0)) p.close();
  });
  return () => {
    const { port1, port2 } = new MessageChannel();
    ports.push(port1, port2);
    expose(new SolverService(), port2);
    const c = client(wrap<SolverService>(port1));
    return async () => c;
  };
}
