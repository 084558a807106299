import { safeOver } from '../assist';
import { RANK_OF } from '../cards';
import { Board } from '../core/board';
import { COLUMN_ROOM } from '../core/board-layout';
import {
  DRAW,
  decodeMove,
  type Move,
  moveA,
  moveB,
  moveKind,
  RECYCLE,
  TABLEAU_FOUNDATION,
  TABLEAU_TABLEAU,
  WASTE_FOUNDATION,
  WASTE_TABLEAU,
} from '../moves';
import type { Position } from '../position';
import { BoardCode, CODE_WORDS, MAX_CODE_WORDS } from './board-code';
import { resized } from './resized';
import type { SearchStatus } from './search';
import { dealTo, movesTo, reachableEnds } from './stock-reach';
import { FULL, SEEN, VisitedSet } from './visited';

/**
 * How the search weighs a stock card ahead of the waste's end (see ordered): its score played home or onto the
 * table, less `draw` points for each draw it takes to reach, `most` at most.
 */
export interface StockOrder {
  readonly home: number;
  readonly table: number;
  readonly draw: number;
  readonly most: number;
}
/** The search's own. */
export const NEAR_FIRST: StockOrder = { home: 70, table: 45, draw: 6, most: 40 };
const MOVE_BITS = 0x7ff;
/**
 * A deck move in the search's move list: deal the stock to waste end w, then play the card on top there,
 * DECK | w << 4 | target (a column, or HOME for its foundation). The board's own moves stay below DECK.
 */
const DECK = 0x8000;
const HOME = 15;

/**
 * Depth-first search over the board's single moves with a visited set of exact codes (board-code.ts: a position
 * not stored is never taken for another, so a search that runs out of moves is a proof), for the games the
 * macro-move solver (search.ts, Klondike's table only) does not play: Spider-Klondike. Each state is expanded once; a state met
 * again is either on the current path or fully searched without a win, so skipping it loses nothing, and
 * when the first state's moves are exhausted the position is proved lost. The stock is dealt by deck moves
 * (stock-reach.ts): straight to each waste end whose card can be played, and that card played, so drawing
 * round and round adds no states. Moves are tried most promising first (cards home, turning cards over,
 * stock cards into play, waste cards onto the table; stock cards behind the waste's end late), and two cuts
 * keep it complete: a tableau card that no card left in play could need goes home at once, and a king-led run
 * that leaves an empty column for another is not moved (the same position, columns swapped). A position with every card face up and the stock empty
 * is won (the lowest card not home is always on top of its column, and a foundation of its suit takes it).
 * The stack is explicit, so a search can stop after any number of nodes and resume where it was.
 */
export class BoardSearch {
  readonly visited: VisitedSet;
  nodes = 0;
  status: SearchStatus = 'running';
  private readonly board: Board;
  private readonly code: BoardCode;
  private readonly buffer = new Uint16Array(256);
  private readonly scores = new Int16Array(256);
  /** The current path, one entry a depth: where its moves start in `moves`, how many, the next to try, the move made, its code. */
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
  private readonly ends = new Uint8Array(128);
  private keys = new Int32Array(MAX_CODE_WORDS * 1024);

  /**
   * @param seed 0: the moves in the order below; another: that order shaken, differently for each seed and each
   *   state (see ordered), for the restarts of board-restarts.ts.
   * @param stock How stock cards ahead of the waste's end are weighed: others for line-tails.ts's lines.
   * @param limit The most moves a winning line may take, draws and recycles counted: a state that cannot win
   *   within it is not entered (line-tails.ts's searches for a shorter line; such a search proves nothing).
   */
  constructor(
    position: Position,
    maxBytes: number,
    private readonly seed = 0,
    private readonly stock: StockOrder = NEAR_FIRST,
    private readonly limit = Number.POSITIVE_INFINITY,
  ) {
    this.board = Board.from(position);
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
    if (at + this.buffer.length > this.moves.length) this.moves = resized(this.moves, this.moves.length * 2);
    // The search in its own order (seed 0) takes no noise: no salt to work out.
    const n = this.ordered(at, this.seed === 0 ? 0 : k.salt() ^ Math.imul(this.seed, 0x85ebca6b));
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

  /**
   * Writes the moves worth trying here at moves[at..], most promising first (see the class comment for the
   * two cuts), and returns how many. Equal scores keep the generator's order: the search is the same on
   * every run. With a seed, each score is four times its own plus noise drawn from the state's code, the move and
   * the seed (`salt`): odd seeds up to 7 points of the order's, enough to swap ties and near ties (which column's
   * card to turn over first, a waste card or a stock card), not a flip with a move that turns nothing; even seeds
   * up to 1,023 points, far beyond the order's own (5 to 90): the moves in a random order, the two cuts kept. See
   * board-restarts.ts for why.
   */
  private ordered(at: number, salt: number): number {
    const board = this.board;
    const n = board.generate(this.buffer);
    const out = this.moves;
    const scores = this.scores;
    let k = 0;
    const seed = this.seed;
    const shift = seed & 1 ? 27 : 20;
    const add = (m: number, own: number) => {
      const score = seed === 0 ? own : own * 4 + (Math.imul(salt ^ Math.imul(m + 1, 0x9e3779b1), 0xc2b2ae35) >>> shift);
      // Insertion: after every move scored as high or higher.
      let j = k++;
      for (; j > 0 && scores[j - 1] < score; j--) {
        scores[j] = scores[j - 1];
        out[at + j] = out[at + j - 1];
      }
      scores[j] = score;
      out[at + j] = m;
    };
    for (let i = 0; i < n; i++) {
      const m = this.buffer[i];
      if (moveKind(m) === TABLEAU_FOUNDATION && safeOver(board.found, board.top(moveA(m)), board.f2t)) {
        out[at] = m;
        return 1;
      }
      const score = this.score(m);
      if (score >= 0) add(m, score);
    }
    // The stock's cards, dealt to where each can be played. A card behind the waste's end (the stock turned over
    // again to reach it) waits for every move on the table but a run split to show no card for home and a card
    // back from home, and for the cards ahead of the end: a line then goes through the stock in order rather than
    // round and round. Measured deal by deal, 1,000,000 nodes a deal on #31..#130 (2,000,000 on #1..#30):
    // drawing one, 79 won against 72 (27 against 26), the lines of the deals both won 320 moves at the median
    // against 393, 22.5 M nodes in all against 30.8 M; drawing three, 72 won against 66 (26 against 24), 331
    // moves against 351, 30.8 M nodes against 35.9 M. It is another search: of the 100, 7 deals were won only
    // by the old order drawing one, 13 drawing three (and 14, 19 only by this one).
    // A card ahead of the end loses 6 points for each draw it takes to reach, 40 at most (NEAR_FIRST): the nearer
    // card first, as a player would, and the line draws less. Every deal of #1..#300 won at 2,000,000 nodes either
    // way (with restarts, solve.ts); drawing one, lines 279 moves at the median against 333 (p95 381 against 495),
    // 439,942 nodes in all against 745,433; drawing three, 336 against 352 (p95 647 against 659), 1,143,528 nodes
    // against 1,500,780. Scaled by the cards instead of the draws, drawing three's lines grew (370 at the median).
    const ends = reachableEnds(board, this.ends);
    const stock = this.stock;
    for (let i = 0; i < ends; i++) {
      const w = this.ends[i];
      const x = board.sw[w - 1];
      // Behind the waste's end: the stock turned over again to reach it.
      const round = w < board.waste;
      const far = round ? 0 : Math.min(stock.most, stock.draw * Math.ceil((w - board.waste) / board.draw));
      if (board.homeFor(x) >= 0) add(DECK | (w << 4) | HOME, round ? 20 : stock.home - far);
      for (let col = 0; col < board.columns; col++)
        if (board.accepts(col, x)) add(DECK | (w << 4) | col, round ? 15 : stock.table - far);
    }
    return k;
  }

  /** How promising a move looks; -1 for one not worth trying at all. */
  private score(m: number): number {
    const board = this.board;
    const from = moveA(m);
    switch (moveKind(m)) {
      case WASTE_FOUNDATION:
      case TABLEAU_FOUNDATION:
        return 90;
      case TABLEAU_TABLEAU: {
        const run = board.len[from] - board.down[from];
        const moved = board.runFits(from, moveB(m));
        if (moved < run) return this.exposesHome(from, moved) ? 30 : 10;
        if (board.down[from] > 0) return 80 + board.down[from];
        // A whole king-led run from a column with nothing under it, into an empty column: nothing changes.
        return board.len[moveB(m)] === 0 ? -1 : 40;
      }
      case WASTE_TABLEAU:
        return 50;
      case DRAW:
      case RECYCLE:
        return -1; // the stock is dealt by deck moves
      default:
        return 5; // a foundation card back onto the table
    }
  }

  /** Whether moving the top `moved` cards off column `from` leaves a card a foundation takes. */
  private exposesHome(from: number, moved: number): boolean {
    const board = this.board;
    return board.homeFor(board.tab[from * COLUMN_ROOM + board.len[from] - moved - 1]) >= 0;
  }
}
