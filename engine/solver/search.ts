import { generate } from './generate';
import { DECK_STACK, MAX_MOVES, PILE_STACK } from './macro';
import { prune } from './pruning';
import type { SolverState } from './state';
import { keyHash } from './slots';
import { FULL, VisitedSet } from './visited';

const STACK = 32;

export type SearchStatus = 'solved' | 'unsolvable' | 'running';

/**
 * Depth-first search over the solver's macro moves with a visited set, as
 * lonelybot's traverse: each state is expanded once; a state met again is
 * either on the current path or fully searched without a win, so skipping it
 * loses nothing. When the root's moves are exhausted the deal is proved
 * unsolvable. Under the rules lonelybot handles (foundation moves back,
 * unlimited passes) its path pruners (pruning.ts) trim each state's moves.
 * The stack is explicit, so a search can stop after any number of nodes and
 * resume where it was (the worker runs it in slices).
 */
export class Search {
  readonly visited: VisitedSet;
  nodes = 0;
  status: SearchStatus = 'running';
  private depth = 0;
  // The stack starts small and doubles when a path goes deeper: the fair policy runs thousands of short
  // searches a move, where making room for 256 levels took longer than the search.
  private moves = new Uint16Array(STACK * MAX_MOVES);
  private counts = new Uint8Array(STACK);
  private next = new Uint8Array(STACK);
  private tokens = new Int32Array(STACK);
  private lastDraw = new Int32Array(STACK).fill(-1);
  /** The key of the state at each depth of the current path (3 words each). */
  private path = new Int32Array(STACK * 3);
  /** The keys of the states each depth's moves lead to, and their hashes (4 words each), worked out with the moves. */
  private kids = new Int32Array(STACK * MAX_MOVES * 4);

  constructor(
    private state: SolverState,
    maxBytes: number,
    lone = false,
  ) {
    this.visited = new VisitedSet(maxBytes, state.keyWords, undefined, lone);
    this.begin();
  }

  /**
   * Searches from another state instead, in this search's memory (its stack and visited set), when the
   * memory fits it: the same cap, keys of as many words, and alike in having the cap to itself or not. The fair
   * policy solves thousands of samples a move, and making the memory anew for each took a fifth of its time.
   * Returns whether it did.
   */
  restart(state: SolverState, maxBytes: number, lone = false): boolean {
    const v = this.visited;
    if (maxBytes !== v.maxBytes || state.keyWords !== v.words || lone !== v.lone) return false;
    this.state = state;
    this.nodes = 0;
    this.status = 'running';
    this.depth = 0;
    this.next[0] = 0;
    this.visited.clear();
    this.begin();
    return true;
  }

  private begin(): void {
    const state = this.state;
    if (!state.keyFits) throw new Error('solver: too many face-down cards for the state key');
    if (state.won || state.sureWin) {
      this.status = 'solved';
      return;
    }
    const [a, b, c] = [state.keyA(), state.keyB(), state.keyC()];
    this.visited.insert(a, b, c);
    this.path[0] = a;
    this.path[1] = b;
    this.path[2] = c;
    this.counts[0] = generate(state, this.moves, 0, -1);
    this.lookAhead(0, a, b, c);
  }

  /**
   * Works out the keys of the states depth d's moves lead to, and reads where each is in the visited set. The
   * reads miss the cache alike, but side by side they wait for memory together rather than one after another.
   * Only searches that must decide (home-first ones) look ahead: a short search that wins early never meets
   * most of those states, and the fair policy's games took about 5% longer with it.
   */
  private lookAhead(d: number, a: number, b: number, c: number): void {
    if (!this.state.homeFirst) return;
    const base = d * MAX_MOVES;
    const n = this.counts[d];
    for (let i = 0; i < n; i++) this.keyKid(base + i, a, b, c);
    // A loop of its own: short enough that the processor has many of its reads under way at once.
    const kids = this.kids;
    for (let j = 4 * base + 3; j < 4 * (base + n); j += 4) this.visited.touch(kids[j]);
  }

  /** The key and hash of the state that move `at` leads to from the state keyed a, b, c, into `kids`. */
  private keyKid(at: number, a: number, b: number, c: number): void {
    const s = this.state;
    s.keyAfter(this.moves[at], a, b, c);
    const j = 4 * at;
    const kids = this.kids;
    kids[j] = s.afterA;
    kids[j + 1] = s.afterB;
    kids[j + 2] = s.afterC;
    kids[j + 3] = keyHash(s.afterA, s.afterB, s.afterC);
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
      const at = d * MAX_MOVES + this.next[d]++;
      const m = this.moves[at];
      this.nodes++;
      // A state seen before is skipped before its move is made. A won state is never stored (the search
      // ends there), so looking it up first finds nothing and changes no answer.
      if (!s.homeFirst) this.keyKid(at, this.path[3 * d], this.path[3 * d + 1], this.path[3 * d + 2]);
      const a = this.kids[4 * at];
      const b = this.kids[4 * at + 1];
      const c = this.kids[4 * at + 2];
      const slot = this.visited.find(a, b, c, this.kids[4 * at + 3]);
      if (slot < 0) continue;
      const token = s.make(m);
      this.tokens[d] = token;
      if (s.won || s.sureWin) {
        this.depth = d + 1;
        return (this.status = 'solved');
      }
      if (d + 1 === this.counts.length) this.growStack();
      const base = (d + 1) * MAX_MOVES;
      let n = generate(s, this.moves, base, s.reverseOf(token));
      this.counts[d + 1] = n;
      if (s.dominant) {
        this.lastDraw[d + 1] = prune(s, this.moves, base, this.counts, d + 1, token, this.lastDraw[d]);
        n = this.counts[d + 1];
      }
      if (n === 0) {
        s.unmake(token);
        continue;
      }
      // A dead end, or a state whose one move sends a card home, is not worth a slot: meeting it again
      // costs a move generation, not a search. No cycle runs through such states alone (a card going
      // home raises the foundations, and only a stored state's move can lower them), so every cycle
      // still meets a stored state. About a quarter of the states (measured on SD0136, draw 3).
      const kind = (this.moves[base] >> 6) & 7;
      if (n > 1 || (kind !== PILE_STACK && kind !== DECK_STACK)) {
        // At the memory cap new states go unrecorded: the search stays complete (a state on the current
        // path is still never entered twice) but may search some states again.
        if (this.visited.insertAt(slot, a, b, c) === FULL && this.onPath(a, b, c, d)) {
          s.unmake(token);
          continue;
        }
      }
      this.path[3 * (d + 1)] = a;
      this.path[3 * (d + 1) + 1] = b;
      this.path[3 * (d + 1) + 2] = c;
      this.depth = d + 1;
      this.next[d + 1] = 0;
      this.lookAhead(d + 1, a, b, c);
    }
    return this.status;
  }

  private onPath(a: number, b: number, c: number, d: number): boolean {
    const p = this.path;
    for (let i = 0; i <= d; i++)
      if (p[3 * i] === a && p[3 * i + 1] === (b | 0) && p[3 * i + 2] === (c | 0)) return true;
    return false;
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
    this.path = grow(this.path, 3 * n);
    this.kids = grow(this.kids, 4 * n * MAX_MOVES);
  }
}
