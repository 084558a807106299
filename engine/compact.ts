import { type Card, DECK_SIZE } from './cards';
import { type Deal, dealFromNumber, formatDeal, isDealNumber } from './deal';
import { decodeGame, type GameRecord } from './game-codec';
import { decodeMove, encodeMove, MOVE_SPACE, type Move, formatMoves, parseMoves } from './moves';
import { fail, ok, quote, type Result } from './result';

/**
 * A game in few bytes, for storage.sync (8 KB an item, 100 KB in all): each
 * move is one character of a 91-letter alphabet (printable ASCII without the
 * quote and the backslash, which JSON would escape, and the bar, which
 * separates the parts), the deal is "#" and its number or "=" and 52 such letters, the rules
 * a short code. A 300-move game is about 350 bytes.
 */
const ALPHABET = Array.from({ length: 94 }, (_, i) => String.fromCharCode(33 + i))
  .filter((c) => c !== '"' && c !== '\\' && c !== '|')
  .join('');

const MOVE_CODES = MOVE_SPACE.map(encodeMove);
const MOVE_INDEX = new Map(MOVE_CODES.map((code, i) => [code, i]));

export function compactMoves(moves: readonly Move[]): string {
  let s = '';
  for (const m of moves) s += ALPHABET[MOVE_INDEX.get(encodeMove(m)) as number];
  return s;
}

export function expandMoves(text: string): Result<Move[], 'moves'> {
  const out: Move[] = [];
  for (let i = 0; i < text.length; i++) {
    const k = ALPHABET.indexOf(text[i]);
    if (k < 0 || k >= MOVE_CODES.length) return fail('moves', `move ${i + 1} is not a move code`);
    out.push(decodeMove(MOVE_CODES[k]));
  }
  return ok(out);
}

function compactDeal(deal: Deal, dealNumber: number | null): string {
  if (dealNumber !== null && formatDeal(dealFromNumber(dealNumber)) === formatDeal(deal)) return `#${dealNumber}`;
  return `=${[...deal.columns.flat(), ...deal.stock].map((c) => ALPHABET[c]).join('')}`;
}

function expandDeal(text: string): Result<{ deal: Deal; dealNumber: number | null }, 'deal'> {
  if (text.startsWith('#')) {
    const n = Number(text.slice(1));
    if (!/^#\d{1,10}$/.test(text) || !isDealNumber(n)) return fail('deal', 'not a deal number');
    return ok({ deal: dealFromNumber(n), dealNumber: n });
  }
  if (text[0] !== '=' || text.length !== DECK_SIZE + 1) return fail('deal', 'a spelled-out deal is "=" and 52 cards');
  const cards: Card[] = [];
  for (const ch of text.slice(1)) {
    const c = ALPHABET.indexOf(ch);
    if (c < 0 || c >= DECK_SIZE || cards.includes(c)) return fail('deal', 'not a deal of 52 different cards');
    cards.push(c);
  }
  const columns: Card[][] = [];
  let k = 0;
  for (let col = 1; col <= 7; col++) columns.push(cards.slice(k, (k += col)));
  return ok({ deal: { columns, stock: cards.slice(28) }, dealNumber: null });
}

/** `rules JSON|deal|moves|undone` (the rules as JSON keep every option exact). */
export function compactGame(record: GameRecord, dealNumber: number | null, deal: Deal): string {
  const moves = parseMoves(record.moves);
  const undone = parseMoves(record.undone);
  if (!moves.ok || !undone.ok) throw new Error('compactGame needs a valid record');
  const r = record.rules;
  const rules = `${r.draw}${r.passes === 'unlimited' ? 'u' : r.passes}${r.foundationToTableau ? 'f' : ''}${r.thoughtful ? 't' : ''}${r.standardTimed ? 'T' : ''}${r.vegasCumulative ? 'C' : ''}:${r.scoring}`;
  return [rules, compactDeal(deal, dealNumber), compactMoves(moves.value), compactMoves(undone.value)].join('|');
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
  const moves = expandMoves(movesText);
  const undone = expandMoves(undoneText);
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
  if (!g.ok) return fail(g.code === 'rules' ? 'rules' : 'illegal', g.message);
  return ok({ record, dealNumber: deal.value.dealNumber });
}
