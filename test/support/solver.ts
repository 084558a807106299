import { expose, wrap } from 'comlink';
import { afterEach } from 'vitest';
import { SolverClient } from '../../models/solver';
import { SolverService } from '../../workers/solver-service';

/**
 * The real solver service behind comlink over a real MessageChannel (the worker's code, minus the thread),
 * for the calling test file: each call connects a new one, and the channels close after each test.
 */
export function realSolver(): () => () => Promise<SolverClient> {
  const ports: MessagePort[] = [];
  afterEach(() => {
    for (const p of ports.splice(0)) p.close();
  });
  return () => {
    const { port1, port2 } = new MessageChannel();
    ports.push(port1, port2);
    expose(new SolverService(), port2);
    const c = new SolverClient(wrap<SolverService>(port1));
    return async () => c;
  };
}
