import {
  type Game,
  type GameState,
  MAX_GAME_MOVES,
  type Move,
  playerMoves,
  type Position,
  type Step,
  type Variant,
  type Visit,
} from '../engine';

/** A move as it was played: the position before it and what it did. */
export interface Played {
  readonly before: Position;
  readonly step: Step;
}

/** A state kept, with the step that led to it (none for the deal). */
interface Kept {
  readonly state: GameState;
  readonly step: Step | null;
}

/** A state is kept every CHECKPOINT moves, and for each of the last RECENT moves. */
const CHECKPOINT = 64;
const RECENT = 64;

/** "0110" → one flag a move, padded or cut to n. */
const flags = (text: string, n: number) => Array.from({ length: n }, (_, i) => text[i] === '1');
const text = (f: readonly boolean[]) => f.map((a) => (a ? '1' : '0')).join('');

/**
 * A game's history, and the one place a move is recorded: the moves played and the states they lead to,
 * which of them were played automatically (undo takes those back with the player's move they followed),
 * and the moves undone, in the order redo plays them back. A long game keeps a state every CHECKPOINT
 * moves and for the last RECENT, not one a move (a 20,000-move game would hold 20,000 positions): an undo
 * past those replays the moves after the checkpoint before.
 */
export class History {
  private kept: (Kept | null)[];
  private auto: boolean[];
  private undoneAuto: boolean[];

  private constructor(
    private readonly variant: Variant,
    private g: Game,
    auto: string,
    undoneAuto: string,
  ) {
    this.kept = [{ state: variant.startState(g), step: null }];
    this.auto = flags(auto, g.moves.length);
    this.undoneAuto = flags(undoneAuto, g.undone.length);
    this.fill(0, g.moves.length);
  }

  /**
   * The history of a game read from a record checked at the edge (engine decodeGame), its moves replayed
   * once here; auto flags as saved. Null if a move is not legal after all (the record was not checked).
   */
  static of(variant: Variant, game: Game, auto = '', undoneAuto = ''): History | null {
    try {
      return new History(variant, game, auto, undoneAuto);
    } catch {
      return null;
    }
  }

  get game(): Game {
    return this.g;
  }

  get state(): GameState {
    return this.at(this.g.moves.length).state;
  }

  /** Whether the last move played was played automatically. */
  get lastAuto(): boolean {
    return this.auto[this.auto.length - 1] ?? false;
  }

  /** The player's moves: those played, less the ones played for the player (auto-collect, auto-complete). */
  get playerMoves(): number {
    return playerMoves(this.g.moves.length, text(this.auto));
  }

  /** Whether the move redo would play next was played automatically. */
  get nextRedoAuto(): boolean {
    return this.undoneAuto[this.undoneAuto.length - 1] ?? false;
  }

  /** The auto flags as saved: one character a move, '1' for a move played automatically. */
  saved(): { auto: string; undoneAuto: string } {
    return { auto: text(this.auto), undoneAuto: text(this.undoneAuto) };
  }

  /**
   * Plays a move and records it; the moves undone are dropped. Null when the move is not legal here, or the
   * game holds as many moves as a game may (MAX_GAME_MOVES: a record longer is refused where it is read).
   */
  play(move: Move, auto: boolean): Played | null {
    if (this.g.moves.length >= MAX_GAME_MOVES) return null;
    const played = this.push(move, auto);
    if (!played) return null;
    this.g = { ...this.g, undone: [] };
    this.undoneAuto = [];
    return played;
  }

  /** Takes back the last move, first in line for redo; what it did, as it was played. */
  undo(): Played | null {
    const n = this.g.moves.length;
    if (n === 0) return null;
    const last = this.at(n);
    const before = this.at(n - 1).state.position;
    this.kept.length = n;
    this.g = { ...this.g, moves: this.g.moves.slice(0, -1), undone: [...this.g.undone, this.g.moves[n - 1]] };
    this.undoneAuto.push(this.auto.pop() ?? false);
    return last.step ? { before, step: last.step } : null;
  }

  /** Plays back the move undone last; the rest stay undone. */
  redo(): Played | null {
    const move = this.g.undone[this.g.undone.length - 1];
    if (move === undefined) return null;
    const played = this.push(move, this.nextRedoAuto);
    if (!played) return null;
    this.g = { ...this.g, undone: this.g.undone.slice(0, -1) };
    this.undoneAuto.pop();
    return played;
  }

  private push(move: Move, auto: boolean): Played | null {
    const n = this.g.moves.length;
    const before = this.state;
    const g = { ...this.g, moves: [...this.g.moves, move] };
    // The one move is replayed with its state kept: the one visit is that state and its step.
    const met: Visit[] = [];
    const r = this.variant.replayFrom(
      g,
      n,
      before,
      n + 1,
      () => true,
      (v) => met.push(v),
    );
    if (!r.ok) return null;
    const { state, step } = met[0];
    this.g = g;
    this.auto.push(auto);
    this.keep(n + 1, { state, step });
    return { before: before.position, step };
  }

  private keep(i: number, k: Kept): void {
    this.kept[i] = k;
    const old = i - RECENT;
    if (old > 0 && old % CHECKPOINT !== 0) this.kept[old] = null;
  }

  /** The state after n moves (and the step to it), replayed from the checkpoint before when not kept. */
  private at(n: number): Kept {
    const k = this.kept[n];
    if (k) return k;
    const from = n - (n % CHECKPOINT);
    this.fill(from, n);
    return this.kept[n] as Kept;
  }

  /** Replays moves from+1..to from the state after `from` (kept), keeping states as the rule above says. */
  private fill(from: number, to: number): void {
    // Up to the last move (a history replayed whole), the usual rule; an old stretch filled for an undo is
    // kept whole: the undos after it need it too.
    const whole = to === this.g.moves.length;
    const keep = (n: number) => !whole || n % CHECKPOINT === 0 || n > to - RECENT;
    const start = (this.kept[from] as Kept).state;
    const r = this.variant.replayFrom(this.g, from, start, to, keep, (v) => {
      this.kept[v.n] = { state: v.state, step: v.step };
    });
    if (!r.ok) throw new Error(`History needs a checked game: ${r.message}`);
  }
}
