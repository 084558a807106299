import { RANK_OF } from '../cards';
import { Board } from '../core/board';
import { decodeMove, MOVE_BITS, type Move, TABLEAU_FOUNDATION, WASTE_FOUNDATION, WASTE_TABLEAU } from '../moves';
import type { Position } from '../position';
import { BoardCode, CODE_WORDS, MAX_CODE_WORDS } from './board-code';
import { DECK, HOME, MoveOrder, NEAR_FIRST, type StockOrder } from './board-order';
import { resized } from './resized';
import type { SearchStatus } from './search';
import { dealTo, movesTo } from './stock-reach';
import { FULL, SEEN, VisitedSet } from './visited';

/**
 * Depth-first search over the board's single moves with a visited set of exact codes (board-code.ts: a position not
 * stored is never taken for another, so a search that runs out of moves is a proof), for the games the macro-move
 * solver (search.ts, Klondike's table only) does not play: Spider-Klondike. Each state is expanded once; a state met
 * again is either on the current path or fully searched without a win, so skipping it loses nothing, and when the
 * first state's moves are exhausted the position is proved lost. The stock is dealt by deck moves (stock-reach.ts):
 * straight to each waste end whose card can be played, and that card played, so drawing round and round adds no
 * states. Moves are tried most promising first (cards home, turning cards over, stock cards into play, waste cards
 * onto the table; stock cards behind the waste's end late), and two cuts keep it complete: a tableau card that no
 * card left in play could need goes home at once, and a king-led run that leaves an empty column for another is not
 * moved (the same position, columns swapped). A position with every card face up and the stock empty is won (the
 * lowest card not home is always on top of its column, and a foundation of its suit takes it). The stack is explicit,
 * so a search can stop after any number of nodes and resume where it was.
 */
export class BoardSearch {
  readonly visited: VisitedSet;
  nodes = 0;
  status: SearchStatus = 'running';
  private readonly board: Board;
  private readonly code: BoardCode;
  private readonly order: MoveOrder;
  /**
   * The current path, one entry a depth: where its moves start in `moves`, how many, the next to try, the move made,
   * its code.
   */
  private depth = 0;
  private moves = new Uint16Array(1 << 14);
  private start = new Int32Array(1024);
  private count = new Int32Array(1024);
  private next = new Int32Array(1024);
  private tokens = new Int32Array(1024);
  /** For a deck move, the stock as it was before it (waste end | recycles << 8); -1 for another move. */
  private dealt = new Int32Array(1024);
  /** The moves of the line to each depth's state, draws and recycles counted (for `limit`). */
  private costs = new Int32Array(1024);
  private keys = new Int32Array(MAX_CODE_WORDS * 1024);

  /**
   * @param seed 0: the moves in MoveOrder's order (board-order.ts); another: that order shaken, differently for
   *   each seed and each state (see MoveOrder.ordered), for the restarts of board-restarts.ts.
   * @param stock How stock cards ahead of the waste's end are weighed: others for line-tails.ts's lines.
   * @param limit The most moves a winning line may take, draws and recycles counted: a state that cannot win
   *   within it is not entered (line-tails.ts's searches for a shorter line; such a search proves nothing).
   */
  constructor(
    position: Position,
    maxBytes: number,
    private readonly seed = 0,
    stock: StockOrder = NEAR_FIRST,
    private readonly limit = Number.POSITIVE_INFINITY,
  ) {
    this.board = Board.from(position);
    this.order = new MoveOrder(this.board, seed, stock);
    this.code = new BoardCode(this.board);
    // Lone: the tables it outgrows count against its cap until the collector frees them. Without it a search of
    // 10 s (#2 drawing one, one pass, no card back from home) peaked at 252 MB in a fresh process, 173 MB with it.
    this.visited = new VisitedSet(maxBytes, CODE_WORDS, undefined, true);
    if (this.won()) {
      this.status = 'solved';
      return;
    }
    const k = this.code.of(this.board);
    if (k.fits) this.visited.insertKey(k.words);
    this.enter(0, k);
  }

  /** The moves from the start to the current state, and once solved on to the win. */
  line(): Move[] {
    const depth = this.depth;
    const board = this.board;
    // Taken back to the start, then played forward: each deck move's draws are read off the board as they come.
    for (let d = depth - 1; d >= 0; d--) this.unmakeAt(d);
    const moves: Move[] = [];
    for (let d = 0; d < depth; d++) {
      if (this.dealt[d] >= 0) moves.push(...movesTo(board, this.tokens[d] >> 24));
      moves.push(decodeMove(this.tokens[d] & MOVE_BITS));
      this.makeAt(d, this.tokens[d] >> 24);
    }
    if (this.status === 'solved') moves.push(...this.finish());
    return moves;
  }

  /** Searches up to `budget` more nodes; returns the status (running: budget spent). */
  run(budget: number): SearchStatus {
    if (this.status !== 'running') return this.status;
    const stop = this.nodes + budget;
    while (this.nodes < stop) {
      const d = this.depth;
      if (this.next[d] === this.count[d]) {
        if (d === 0) return (this.status = 'unsolvable');
        this.depth--;
        this.unmakeAt(d - 1);
        continue;
      }
      const cost = this.costs[d] + this.play(d, this.moves[this.start[d] + this.next[d]++]);
      this.nodes++;
      if (cost + this.least() > this.limit) {
        this.unmakeAt(d);
        continue;
      }
      if (this.won()) {
        this.depth = d + 1;
        return (this.status = 'solved');
      }
      const k = this.code.of(this.board);
      // A code too long for the set's words is exact all the same: its position goes unrecorded, as at the cap.
      const stored = k.fits ? this.visited.insertKey(k.words) : FULL;
      // At the memory cap new states go unrecorded: the search stays complete (a state on the current path
      // is still never entered twice) but may search some states again.
      if (stored === SEEN || (stored === FULL && this.onPath(k))) {
        this.unmakeAt(d);
        continue;
      }
      this.costs[d + 1] = cost;
      if (!this.enter(d + 1, k)) this.unmakeAt(d);
    }
    return this.status;
  }

  /** Plays move m (a deck move or the board's) from depth d, keeping what takes it back; the line's moves it took. */
  private play(d: number, m: number): number {
    if (!(m & DECK)) {
      this.dealt[d] = -1;
      this.tokens[d] = this.board.make(m);
      return 1;
    }
    const w = (m >> 4) & 0x7f;
    const to = m & 15;
    this.dealt[d] = this.board.waste | (this.board.recycles << 8);
    const steps = dealTo(this.board, w);
    const play = to === HOME ? WASTE_FOUNDATION << 8 : (WASTE_TABLEAU << 8) | to;
    this.tokens[d] = this.board.make(play) | (w << 24);
    return steps + 1;
  }

  /** The fewest moves any line from here can win in: each card not home goes home, and the stock is drawn. */
  private least(): number {
    if (this.limit === Number.POSITIVE_INFINITY) return 0;
    const board = this.board;
    let home = 0;
    for (let f = 0; f < board.found.length; f++) home += board.found[f];
    return 52 * board.decks - home + Math.ceil((board.swLen - board.waste) / board.draw);
  }

  /** Plays depth d's move again (line() replays the path): the same deck move reaches the same waste end. */
  private makeAt(d: number, w: number): void {
    if (this.dealt[d] >= 0) dealTo(this.board, w);
    this.board.make(this.tokens[d] & MOVE_BITS);
  }

  /** Takes back the move made from depth d. */
  private unmakeAt(d: number): void {
    this.board.unmake(this.tokens[d] & 0xffffff);
    const before = this.dealt[d];
    if (before < 0) return;
    this.board.waste = before & 0xff;
    this.board.recycles = before >> 8;
  }

  /** Makes depth d the current state's, with its moves; false (and the path as it was) when it has none. */
  private enter(d: number, k: BoardCode): boolean {
    if (d + 1 >= this.count.length) this.grow();
    const at = d === 0 ? 0 : this.start[d - 1] + this.count[d - 1];
    if (at + this.order.room > this.moves.length) this.moves = resized(this.moves, this.moves.length * 2);
    // The search in its own order (seed 0) takes no noise: no salt to work out.
    const n = this.order.ordered(this.moves, at, this.seed === 0 ? 0 : k.salt() ^ Math.imul(this.seed, 0x85ebca6b));
    if (n === 0) return false;
    this.start[d] = at;
    this.count[d] = n;
    this.next[d] = 0;
    k.copyTo(this.keys, MAX_CODE_WORDS * d);
    this.depth = d;
    return true;
  }

  private grow(): void {
    const n = this.count.length * 2;
    this.start = resized(this.start, n);
    this.count = resized(this.count, n);
    this.next = resized(this.next, n);
    this.tokens = resized(this.tokens, n);
    this.dealt = resized(this.dealt, n);
    this.costs = resized(this.costs, n);
    this.keys = resized(this.keys, MAX_CODE_WORDS * n);
  }

  /** Every card home, or every card face up with the stock and waste empty (see above). */
  private won(): boolean {
    const board = this.board;
    if (board.swLen > 0) return false;
    for (let col = 0; col < board.columns; col++) if (board.down[col] > 0) return false;
    return true;
  }

  /** From a won position whose cards are all face up: each tableau card home, the lowest first. */
  private finish(): Move[] {
    const board = this.board;
    const out: Move[] = [];
    for (;;) {
      let best = -1;
      for (let col = 0; col < board.columns; col++) {
        const t = board.top(col);
        if (t >= 0 && board.homeFor(t) >= 0 && (best < 0 || RANK_OF[t] < RANK_OF[board.top(best)])) best = col;
      }
      if (best < 0) return out;
      const m = (TABLEAU_FOUNDATION << 8) | (best << 4);
      board.make(m);
      out.push(decodeMove(m));
    }
  }

  private onPath(k: BoardCode): boolean {
    for (let d = 0; d <= this.depth; d++) if (k.equals(this.keys, MAX_CODE_WORDS * d)) return true;
    return false;
  }
}
