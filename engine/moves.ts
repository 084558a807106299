import { SUIT_CHARS, type Suit } from './cards';
import { fail, ok, quote, type Result } from './result';

/** A column index from 0: 0..6 in Klondike, 0..9 with ten columns (the notation counts from 1). */
export type Col = number;

/** A move as plain data. Tableau-to-tableau names only the columns: one run at most fits. */
export type Move =
  | { readonly type: 'draw' }
  | { readonly type: 'recycle' }
  | { readonly type: 'waste-foundation' }
  | { readonly type: 'waste-tableau'; readonly to: Col }
  | { readonly type: 'tableau-foundation'; readonly from: Col }
  | { readonly type: 'tableau-tableau'; readonly from: Col; readonly to: Col }
  | { readonly type: 'foundation-tableau'; readonly suit: Suit; readonly to: Col };

/**
 * Moves as small integers for the make/unmake board: kind << 8 | a << 4 | b,
 * with a = source column or suit and b = target column. Kinds in this order:
 */
export const DRAW = 0;
export const RECYCLE = 1;
export const WASTE_FOUNDATION = 2;
export const WASTE_TABLEAU = 3;
export const TABLEAU_FOUNDATION = 4;
export const TABLEAU_TABLEAU = 5;
export const FOUNDATION_TABLEAU = 6;

export const moveKind = (m: number): number => (m >> 8) & 7;
export const moveA = (m: number): number => (m >> 4) & 15;
export const moveB = (m: number): number => m & 15;
export const code = (kind: number, a: number, b: number): number => (kind << 8) | (a << 4) | b;
/** The bits a move's integer takes: a board's token (Board.make) or a line's action carries more above them. */
export const MOVE_BITS = 0x7ff;

export function encodeMove(m: Move): number {
  switch (m.type) {
    case 'draw':
      return code(DRAW, 0, 0);
    case 'recycle':
      return code(RECYCLE, 0, 0);
    case 'waste-foundation':
      return code(WASTE_FOUNDATION, 0, 0);
    case 'waste-tableau':
      return code(WASTE_TABLEAU, 0, m.to);
    case 'tableau-foundation':
      return code(TABLEAU_FOUNDATION, m.from, 0);
    case 'tableau-tableau':
      return code(TABLEAU_TABLEAU, m.from, m.to);
    case 'foundation-tableau':
      return code(FOUNDATION_TABLEAU, m.suit, m.to);
  }
}

export function decodeMove(c: number): Move {
  const a = moveA(c);
  const b = moveB(c) as Col;
  switch (moveKind(c)) {
    case DRAW:
      return { type: 'draw' };
    case RECYCLE:
      return { type: 'recycle' };
    case WASTE_FOUNDATION:
      return { type: 'waste-foundation' };
    case WASTE_TABLEAU:
      return { type: 'waste-tableau', to: b };
    case TABLEAU_FOUNDATION:
      return { type: 'tableau-foundation', from: a as Col };
    case TABLEAU_TABLEAU:
      return { type: 'tableau-tableau', from: a as Col, to: b };
    default:
      return { type: 'foundation-tableau', suit: a as Suit, to: b };
  }
}

/** The shared notation: `D`, `R`, `W>F`, `W>3`, `4>F`, `4>6`, `FH>2`. */
export function formatMove(m: Move): string {
  switch (m.type) {
    case 'draw':
      return 'D';
    case 'recycle':
      return 'R';
    case 'waste-foundation':
      return 'W>F';
    case 'waste-tableau':
      return `W>${m.to + 1}`;
    case 'tableau-foundation':
      return `${m.from + 1}>F`;
    case 'tableau-tableau':
      return `${m.from + 1}>${m.to + 1}`;
    case 'foundation-tableau':
      return `F${SUIT_CHARS[m.suit]}>${m.to + 1}`;
  }
}

export type MoveSyntaxError = 'syntax';

const MOVE_RE = /^(?:(D)|(R)|(W|[1-9]|10|F[CDHS])>(F|[1-9]|10))$/;

/** Parses one token of the shared notation (exact, upper case), for a table of `columns` columns. */
export function parseMove(text: string, columns = 7): Result<Move, MoveSyntaxError> {
  const m = MOVE_RE.exec(text);
  // Column numbers past the table's are no more a move than any other text.
  if (!m || Number(m[3]) > columns || Number(m[4]) > columns) {
    return fail('syntax', `${quote(text)} is not a move (D, R, W>F, W>3, 4>F, 4>6 or FH>2)`);
  }
  if (m[1]) return ok({ type: 'draw' });
  if (m[2]) return ok({ type: 'recycle' });
  const from = m[3];
  const to = m[4];
  const toCol = Number(to) - 1;
  if (from === 'W') return ok(to === 'F' ? { type: 'waste-foundation' } : { type: 'waste-tableau', to: toCol });
  if (from[0] === 'F') {
    if (to === 'F') return fail('syntax', `${quote(text)}: a foundation card goes to a column, not to a foundation`);
    return ok({ type: 'foundation-tableau', suit: SUIT_CHARS.indexOf(from[1]) as Suit, to: toCol });
  }
  const fromCol = Number(from) - 1;
  if (to === 'F') return ok({ type: 'tableau-foundation', from: fromCol });
  if (fromCol === toCol) return fail('syntax', `${quote(text)}: a run cannot move onto its own column`);
  return ok({ type: 'tableau-tableau', from: fromCol, to: toCol });
}

/** Parses space-separated moves; the error names the 1-based index of the bad token. */
export function parseMoves(text: string, columns = 7): Result<Move[], MoveSyntaxError> {
  const out: Move[] = [];
  const tokens = text.trim().split(/\s+/).filter(Boolean);
  for (let i = 0; i < tokens.length; i++) {
    const m = parseMove(tokens[i], columns);
    if (!m.ok) return fail('syntax', `${i + 1}: ${m.message}`);
    out.push(m.value);
  }
  return ok(out);
}

export const formatMoves = (moves: readonly Move[]): string => moves.map(formatMove).join(' ');
