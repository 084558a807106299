import { BIT_OF, CARD_AT } from './bits';
import { DECK_PILE, DECK_STACK, MAX_MOVES, PILE_STACK, REVEAL, STACK_PILE, type SolverState } from './state';

export let PRUNE = false;
export const setPrune = (v: boolean) => {
  PRUNE = v;
};
const twin = (x: number) => CARD_AT[BIT_OF[x] ^ 1];
/** Could card y sit on card d (one rank lower, other colour)? */
const child = (y: number, d: number) => (BIT_OF[y] | 1) + 4 === (BIT_OF[d] | 1);
import { VisitedSet } from './table';

export type SearchStatus = 'solved' | 'unsolvable' | 'running' | 'full';

/**
 * Depth-first search over the solver's macro moves with a visited set, as
 * lonelybot's traverse: each state is expanded once; a state met again is
 * either on the current path or fully searched without a win, so skipping it
 * loses nothing. When the root's moves are exhausted the deal is proved
 * unsolvable. The stack is explicit, so a search can stop after any number
 * of nodes and resume where it was (the worker runs it in slices).
 */
export class Search {
  readonly visited: VisitedSet;
  nodes = 0;
  status: SearchStatus = 'running';
  private depth = 0;
  private moves = new Uint16Array(256 * MAX_MOVES);
  private counts = new Uint8Array(256);
  private next = new Uint8Array(256);
  private tokens = new Int32Array(256);
  private lastDraw = new Int32Array(256).fill(-1);

  constructor(
    readonly state: SolverState,
    maxBytes: number,
  ) {
    if (!state.keyFits) throw new Error('solver: too many face-down cards for the state key');
    this.visited = new VisitedSet(maxBytes, state.keyWords);
    if (state.won || state.sureWin) {
      this.status = 'solved';
      return;
    }
    this.visited.insert(state.keyA(), state.keyB(), state.keyC());
    this.counts[0] = state.generate(this.moves, 0, -1);
  }

  /** The tokens of the moves from the start to the current state (the winning line once solved). */
  line(): number[] {
    return Array.from(this.tokens.subarray(0, this.depth));
  }

  /** Searches up to `budget` more nodes; returns the status (running: budget spent). */
  run(budget: number): SearchStatus {
    if (this.status !== 'running') return this.status;
    const s = this.state;
    const stop = this.nodes + budget;
    while (this.nodes < stop) {
      const d = this.depth;
      if (this.next[d] === this.counts[d]) {
        if (d === 0) return (this.status = 'unsolvable');
        this.depth--;
        s.unmake(this.tokens[d - 1]);
        continue;
      }
      const m = this.moves[d * MAX_MOVES + this.next[d]++];
      const token = s.make(m);
      this.nodes++;
      this.tokens[d] = token;
      if (s.won || s.sureWin) {
        this.depth = d + 1;
        return (this.status = 'solved');
      }
      if (!this.visited.insert(s.keyA(), s.keyB(), s.keyC())) {
        s.unmake(token);
        if (this.visited.full) return (this.status = 'full');
        continue;
      }
      if (d + 1 === this.counts.length) this.growStack();
      this.depth = d + 1;
      this.next[d + 1] = 0;
      this.counts[d + 1] = s.generate(this.moves, (d + 1) * MAX_MOVES, s.reverseOf(token));
      if (PRUNE) this.prune(d + 1, token);
    }
    return this.status;
  }

  /** lonelybot's path pruners (src/pruning.rs), for measurement. */
  private prune(d: number, token: number): void {
    const s = this.state;
    const x = token & 63;
    const kind = (token >> 6) & 7;
    const prev = this.lastDraw[d - 1];
    let draw = -1;
    if (kind === DECK_PILE) draw = x;
    else if (kind === STACK_PILE && prev >= 0 && !child(x, prev)) draw = prev;
    this.lastDraw[d] = draw;
    let emptied = false;
    let revealed = -1;
    if (kind === REVEAL) {
      const c = s.columnOf[x];
      const n = s.nHidden[c];
      if (n === 0) emptied = true;
      else revealed = s.structure[c * 20 + n - 1];
    }
    if (!emptied && revealed < 0 && draw < 0) return;
    const base = d * MAX_MOVES;
    let k = 0;
    for (let i = 0; i < this.counts[d]; i++) {
      const m = this.moves[base + i];
      const mk = (m >> 6) & 7;
      const y = m & 63;
      let keep = true;
      if (emptied) {
        if (mk === PILE_STACK || mk === DECK_STACK) keep = false;
        else if (y % 13 !== 12) keep = false;
      } else if (revealed >= 0) {
        if (mk === DECK_STACK) keep = false;
        else if (mk === PILE_STACK && y !== revealed && y !== twin(revealed)) keep = false;
      }
      if (keep && draw >= 0) {
        if (mk === PILE_STACK && y !== twin(draw)) keep = false;
        else if (mk === REVEAL && !(child(y, draw) || s.nHidden[s.columnOf[y]] === 1)) keep = false;
      }
      if (keep) this.moves[base + k++] = m;
    }
    this.counts[d] = k;
  }

  private growStack(): void {
    const n = this.counts.length * 2;
    const grow = <T extends Uint8Array | Uint16Array | Int32Array>(a: T, size: number): T => {
      const b = new (a.constructor as new (n: number) => T)(size);
      b.set(a);
      return b;
    };
    this.moves = grow(this.moves, n * MAX_MOVES);
    this.counts = grow(this.counts, n);
    this.next = grow(this.next, n);
    this.tokens = grow(this.tokens, n);
    this.lastDraw = grow(this.lastDraw, n);
  }
}
