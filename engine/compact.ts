import { MAX_COMPACT_TEXT, MAX_GAME_MOVES } from './bounds';
import { type Card, DECK_SIZE } from './cards';
import { moveSpace } from './move-space';
import { type Deal, type DealShape, dealFromNumber, formatDeal, isDealNumber, KLONDIKE_SHAPE } from './deal';
import { decodeGame, type GameRecord } from './game-codec';
import { SPIDER_KLONDIKE_SHAPE, shapeOfDealText } from './games';
import { decodeMove, encodeMove, type Move, formatMoves, parseMoves } from './moves';
import { fail, ok, quote, type Result } from './result';

/**
 * A game in few bytes, for storage.sync (8 KB an item, 100 KB in all): each
 * move is one character of a 91-letter alphabet (printable ASCII without the
 * quote and the backslash, which JSON would escape, and the bar, which
 * separates the parts), the deal is "#" and its number or "=" and 52 such letters, the rules
 * a short code. A 300-move game is about 350 bytes. Spider-Klondike's deal is marked "S" ("S#12",
 * or "S=" and 104 letters, each card's face: the first of a face met is the first deck's), and its
 * moves past the alphabet's 90th take two letters (the last letter, then the rest).
 */
const ALPHABET = Array.from({ length: 94 }, (_, i) => String.fromCharCode(33 + i))
  .filter((c) => c !== '"' && c !== '\\' && c !== '|')
  .join('');

/** The letter that says the move's index is 90 more than the next letter's. */
const ESCAPE = ALPHABET.length - 1;

/** Each table's moves in a fixed order (the notation's move space): a move's letter is its index. */
const codes = (columns: number) => {
  const list = moveSpace(columns).map(encodeMove);
  return { list, index: new Map(list.map((code, i) => [code, i])) };
};
const CODES = { 7: codes(7), 10: codes(10) } as Record<number, ReturnType<typeof codes>>;

export function compactMoves(moves: readonly Move[], columns = 7): string {
  let s = '';
  for (const m of moves) {
    const i = CODES[columns].index.get(encodeMove(m)) as number;
    s += i < ESCAPE ? ALPHABET[i] : ALPHABET[ESCAPE] + ALPHABET[i - ESCAPE];
  }
  return s;
}

export function expandMoves(text: string, columns = 7): Result<Move[], 'moves'> {
  const { list } = CODES[columns];
  const out: Move[] = [];
  for (let i = 0; i < text.length; i++) {
    let k = ALPHABET.indexOf(text[i]);
    if (k === ESCAPE) {
      const rest = i + 1 < text.length ? ALPHABET.indexOf(text[++i]) : -1;
      k = rest < 0 ? -1 : ESCAPE + rest;
    }
    if (k < 0 || k >= list.length) return fail('moves', `move ${out.length + 1} is not a move code`, [out.length + 1]);
    out.push(decodeMove(list[k]));
  }
  return ok(out);
}

/** Spider-Klondike's deal part starts with this letter. */
const SPIDER_MARK = 'S';

function compactDeal(deal: Deal, dealNumber: number | null, shape: DealShape): string {
  const mark = shape === SPIDER_KLONDIKE_SHAPE ? SPIDER_MARK : '';
  if (dealNumber !== null && formatDeal(dealFromNumber(dealNumber, shape)) === formatDeal(deal))
    return `${mark}#${dealNumber}`;
  return `${mark}=${[...deal.columns.flat(), ...deal.stock].map((c) => ALPHABET[c % DECK_SIZE]).join('')}`;
}

function expandDeal(part: string): Result<{ deal: Deal; dealNumber: number | null; shape: DealShape }, 'deal'> {
  const shape = part.startsWith(SPIDER_MARK) ? SPIDER_KLONDIKE_SHAPE : KLONDIKE_SHAPE;
  const text = shape === KLONDIKE_SHAPE ? part : part.slice(1);
  if (text.startsWith('#')) {
    const n = Number(text.slice(1));
    if (!/^#\d{1,10}$/.test(text) || !isDealNumber(n)) return fail('deal', 'not a deal number');
    return ok({ deal: dealFromNumber(n, shape), dealNumber: n, shape });
  }
  const size = DECK_SIZE * shape.decks;
  if (text[0] !== '=' || text.length !== size + 1) return fail('deal', `a spelled-out deal is "=" and ${size} cards`);
  const met = new Uint8Array(DECK_SIZE);
  const cards: Card[] = [];
  for (const ch of text.slice(1)) {
    const c = ALPHABET.indexOf(ch);
    if (c < 0 || c >= DECK_SIZE || met[c] === shape.decks) {
      return fail('deal', `not a deal of ${shape.decks === 1 ? '52 different cards' : 'two decks'}`);
    }
    cards.push(c + DECK_SIZE * met[c]++);
  }
  const columns: Card[][] = [];
  let k = 0;
  for (let col = 1; col <= shape.columns; col++) columns.push(cards.slice(k, (k += col)));
  return ok({ deal: { columns, stock: cards.slice(k) }, dealNumber: null, shape });
}

/** `rules JSON|deal|moves|undone` (the rules as JSON keep every option exact). */
export function compactGame(record: GameRecord, dealNumber: number | null, deal: Deal): string {
  const shape = shapeOfDealText(record.deal);
  const moves = parseMoves(record.moves, shape.columns);
  const undone = parseMoves(record.undone, shape.columns);
  if (!moves.ok || !undone.ok) throw new Error('compactGame needs a valid record');
  const r = record.rules;
  const rules = `${r.draw}${r.passes === 'unlimited' ? 'u' : r.passes}${r.foundationToTableau ? 'f' : ''}${r.thoughtful ? 't' : ''}${r.standardTimed ? 'T' : ''}${r.vegasCumulative ? 'C' : ''}:${r.scoring}`;
  const columns = shape.columns;
  const parts = [compactDeal(deal, dealNumber, shape), compactMoves(moves.value, columns)];
  return [rules, ...parts, compactMoves(undone.value, columns)].join('|');
}

export type CompactError = 'fields' | 'rules' | 'deal' | 'moves' | 'illegal';

/** Reads a compact game from untrusted data: checked part by part, and the moves must replay legally. */
export function expandGame(text: unknown): Result<{ record: GameRecord; dealNumber: number | null }, CompactError> {
  if (typeof text !== 'string') return fail('fields', 'a compact game is text');
  const parts = text.split('|');
  if (parts.length !== 4) return fail('fields', `a compact game has 4 parts, not ${parts.length}`);
  const [rulesText, dealText, movesText, undoneText] = parts;
  const m = /^([13])(u|[1-9]\d?)(f?)(t?)(T?)(C?):([a-z]+)$/.exec(rulesText);
  if (!m) return fail('rules', `${quote(rulesText)} is not compact rules`);
  const deal = expandDeal(dealText);
  if (!deal.ok) return deal;
  // Measured before the moves are read: no game this long was ever copied (bounds.ts).
  if (movesText.length + undoneText.length > MAX_COMPACT_TEXT)
    return fail('moves', `a game holds at most ${MAX_GAME_MOVES} moves, two letters each at most`);
  const moves = expandMoves(movesText, deal.value.shape.columns);
  const undone = expandMoves(undoneText, deal.value.shape.columns);
  if (!moves.ok) return moves;
  if (!undone.ok) return undone;
  const record = {
    rules: {
      draw: Number(m[1]),
      passes: m[2] === 'u' ? 'unlimited' : Number(m[2]),
      foundationToTableau: m[3] === 'f',
      thoughtful: m[4] === 't',
      standardTimed: m[5] === 'T',
      vegasCumulative: m[6] === 'C',
      scoring: m[7],
    },
    deal: formatDeal(deal.value.deal),
    moves: formatMoves(moves.value),
    undone: formatMoves(undone.value),
  } as GameRecord;
  const g = decodeGame(record);
  if (!g.ok) return fail(g.code === 'rules' ? 'rules' : g.code === 'too-long' ? 'moves' : 'illegal', g.message);
  return ok({ record, dealNumber: deal.value.dealNumber });
}
