import type { Card } from './cards';
import { movesFrom, type Source, type Target } from './assist';
import type { Move } from './moves';
import { step } from './play';
import { homeTop, pileIndex, type Position } from './position';

/** The card at a source, or -1 (nothing there, or face down). */
export function cardAt(p: Position, s: Source): Card | -1 {
  switch (s.pile) {
    case 'waste':
      return p.waste[p.waste.length - 1] ?? -1;
    case 'foundation':
      return homeTop(p, pileIndex(p, s));
    case 'column': {
      const col = p.columns[s.col];
      const i = s.index - col.down.length;
      return i >= 0 && i < col.up.length ? col.up[i] : -1;
    }
  }
}

/** Foundation pile i as a place to take hold of: its suit, and with two decks, whether it is the suit's second. */
export const foundationAt = (p: Position, i: number): Source => {
  const decks = p.foundations.length / 4;
  const suit = Math.floor(i / decks) as 0;
  return i % decks === 1 ? { pile: 'foundation', suit, second: true } : { pile: 'foundation', suit };
};

/** Where a move puts its cards down; null for the stock's moves, which take hold of no card. */
function targetOf(m: Move): Target | null {
  switch (m.type) {
    case 'waste-foundation':
    case 'tableau-foundation':
      return { pile: 'foundation' };
    case 'waste-tableau':
    case 'tableau-tableau':
    case 'foundation-tableau':
      return { pile: 'column', col: m.to };
    default:
      return null;
  }
}

/** Where a move takes hold: the waste top, a foundation top, or the first card of the run that moves. */
function sourceOf(p: Position, m: Move): Source | null {
  switch (m.type) {
    case 'waste-foundation':
    case 'waste-tableau':
      return { pile: 'waste' };
    case 'foundation-tableau': {
      // With two decks, the suit's foundation whose top the move takes.
      const s = step(p, m);
      const second = s.ok && p.foundations.length > 4 && homeTop(p, pileIndex(p, m) + 1) === s.value.cards[0];
      return second ? { pile: 'foundation', suit: m.suit, second } : { pile: 'foundation', suit: m.suit };
    }
    case 'tableau-foundation':
    case 'tableau-tableau': {
      const c = p.columns[m.from];
      const s = step(p, m);
      const n = s.ok ? s.value.cards.length : 1;
      return { pile: 'column', col: m.from, index: c.down.length + c.up.length - n };
    }
    default:
      return null;
  }
}

/**
 * Where a move takes hold and where it lets go, as the player would (a hint lit up on the board, a test's
 * pointer); null for a draw or a recycle.
 */
export function moveEnds(p: Position, m: Move): { source: Source; target: Target } | null {
  const source = sourceOf(p, m);
  const target = targetOf(m);
  return source && target ? { source, target } : null;
}

/** Where a held card or run could go: the foundation and the columns its legal moves reach. */
export const targetsFor = (p: Position, s: Source): Target[] => movesFrom(p, s).flatMap((m) => targetOf(m) ?? []);
