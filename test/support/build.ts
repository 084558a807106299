/**
 * Builds positions for rule examples from a short description, through the
 * engine's own position text (so every example also passes its parser).
 * A column written with a leading `..` gets face-down filler cards: the cards
 * the description leaves out are dealt round-robin under those columns.
 */
import {
  advance,
  type Deal,
  DEFAULT_RULES,
  dealFromNumber,
  formatCard,
  formatMove,
  formatPosition,
  type Game,
  legalMoves,
  type Move,
  newGame,
  parseCard,
  parseMove,
  parsePosition,
  type Position,
  type Rules,
  startState,
  step,
} from '../../engine';

export interface Layout {
  rules?: Partial<Rules>;
  foundations?: number[];
  columns: string[];
  stock?: string;
  waste?: string;
  recycles?: number;
}

export function position(layout: Layout): Position {
  const rules = { ...DEFAULT_RULES, ...layout.rules };
  const foundations = layout.foundations ?? [0, 0, 0, 0];
  const used = new Set<number>();
  for (let s = 0; s < 4; s++) for (let r = 0; r < foundations[s]; r++) used.add(s * 13 + r);
  const tokens = (text: string | undefined) => (text ?? '').split(/\s+/).filter((t) => t && t !== '-' && t !== '..');
  for (const text of [...layout.columns, layout.stock, layout.waste]) {
    for (const t of tokens(text)) used.add(parseCard(t));
  }
  const leftover = Array.from({ length: 52 }, (_, c) => c).filter((c) => !used.has(c));
  const fillers = layout.columns.map((c) => c.startsWith('..'));
  const fill: string[][] = layout.columns.map(() => []);
  const targets = fillers.flatMap((f, i) => (f ? [i] : []));
  if (leftover.length > 0 && targets.length === 0) throw new Error('layout leaves cards out and has no ".." column');
  leftover.forEach((c, i) => {
    fill[targets[i % targets.length]].push(formatCard(c).toLowerCase());
  });
  const columns = layout.columns.map((text, i) => {
    const own = tokens(text);
    // A column of filler alone shows its last filler card face up, as a column must.
    if (own.length === 0 && fill[i].length > 0) own.push(fill[i].pop()?.toUpperCase() ?? '');
    return [...fill[i], ...own].join(' ') || '-';
  });
  const base = formatPosition({
    rules,
    columns: Array.from({ length: 7 }, () => ({ down: [], up: [] })),
    stock: [],
    waste: [],
    foundations,
    recycles: layout.recycles ?? 0,
  }).split(' | ');
  const text = [
    base[0],
    base[1],
    ...columns,
    tokens(layout.stock).join(' ') || '-',
    tokens(layout.waste).join(' ') || '-',
    base[11],
  ].join(' | ');
  const p = parsePosition(text);
  if (!p.ok) throw new Error(`${p.message}\n${text}`);
  return p.value;
}

export const cards = (text: string): number[] => text.split(/\s+/).filter(Boolean).map(parseCard) as number[];

/** Plays moves in notation; throws with the engine's reason on an illegal one (tests only). */
export function play(p: Position, moves: string): Position {
  let q = p;
  for (const token of moves.split(/\s+/).filter(Boolean)) {
    const m = parseMove(token);
    if (!m.ok) throw new Error(m.message);
    const s = step(q, m.value);
    if (!s.ok) throw new Error(`${token}: ${s.message}`);
    q = s.value.position;
  }
  return q;
}

/** A deal (or deal n) under the rules after the moves (tests only: throws on an illegal one): the game and its position. */
export function gameAfter(
  deal: number | Deal,
  rules: Rules,
  moves: readonly Move[],
): { game: Game; position: Position } {
  let game = newGame(typeof deal === 'number' ? dealFromNumber(deal) : deal, rules);
  let state = startState(game);
  for (const m of moves) {
    const r = advance(rules, state, m);
    if (!r.ok) throw new Error(r.message);
    state = r.value.state;
    game = { ...game, moves: [...game.moves, m] };
  }
  return { game, position: state.position };
}

/** The engine's reason a move is refused, or 'legal'. */
export function refusal(p: Position, move: string): string {
  const m = parseMove(move);
  if (!m.ok) return m.code;
  const s = step(p, m.value);
  return s.ok ? 'legal' : s.code;
}

export const legal = (p: Position): string[] => legalMoves(p).map(formatMove);
