import { type Game, replay } from '../game';
import { gameOfDeal } from '../games';
import type { Move } from '../moves';
import type { HintAnswer, HintMemory } from './hint';
import { ShorterTails } from './line-tails';

/**
 * A hint's kept line, shortened while the player looks at the hint. On two decks a hint gives its line as its
 * search found it, shortened only as far as the hint's time allows (hint.ts), and the hints that follow it (Show
 * me, again and again) play it on; the long searches' lines are shorter by dozens of moves (line-tails.ts). So
 * once a hint is on show the worker searches the kept line's shorter tails (workers/solver-service.ts), and the
 * next hints follow the line that gives. The moves the hint named are kept: the line still starts with the hint
 * given.
 */
export class KeptLineTails {
  private constructor(
    /** The memory the hint gave: the one this shortens. */
    readonly memory: HintMemory,
    private readonly named: readonly Move[],
    private readonly tails: ShorterTails,
  ) {}

  /** For a hint that keeps a new winning line of a two-deck game; null otherwise (Klondike's are short already). */
  static of(game: Game, answer: HintAnswer): KeptLineTails | null {
    const memory = answer.memory;
    if (!memory || gameOfDeal(game.deal) === 'klondike') return null;
    const named = memory.line.slice(0, answer.hint.moves.length);
    const after = replay({ ...game, moves: [...memory.base, ...named] });
    if (!after.ok || after.value.won) return null;
    return new KeptLineTails(memory, named, new ShorterTails(after.value.position, memory.line.slice(named.length)));
  }

  /** Searches on for `nodes` more nodes or a little over: the memory with the shorter line once done, else null. */
  step(nodes: number): HintMemory | null {
    if (!this.tails.run(nodes, () => true)) return null;
    return { ...this.memory, line: [...this.named, ...this.tails.line] };
  }
}
