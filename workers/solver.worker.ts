// The hint engine's worker: comlink serves the SolverService (searches in slices, newest request wins).
import { expose } from 'comlink';
import { SolverService } from './solver-service';

expose(new SolverService());
