import { MAX_GAME_MOVES, MAX_MOVES_TEXT } from './bounds';
import { formatDeal, parseDeal } from './deal';
import { type Game, replay } from './game';
import { shapeOfDealText } from './games';
import { formatMoves, parseMoves } from './moves';
import { fail, ok, type Result } from './result';
import { parseRules, type Rules } from './rules';

/**
 * A game as text-friendly plain data, for storage, sync and the worker: the
 * rules, the deal in the shared format (its columns say which game it is),
 * and the moves (and the moves undone) in the shared notation.
 */
export interface GameRecord {
  readonly rules: Rules;
  readonly deal: string;
  readonly moves: string;
  readonly undone: string;
}

export const encodeGame = (g: Game): GameRecord => ({
  rules: g.rules,
  deal: formatDeal(g.deal),
  moves: formatMoves(g.moves),
  undone: formatMoves(g.undone),
});

export type GameRecordError = 'not-object' | 'rules' | 'deal' | 'moves' | 'too-long' | 'illegal';

/** Past MAX_GAME_MOVES, in its text or its count: one message for both (it is on the first paint's path). */
const tooLong = () => fail('too-long', `a game holds at most ${MAX_GAME_MOVES} moves`);

/**
 * Reads a game's parts (rules, deal, moves in the notation) without replaying its moves: for a record
 * checked once already (decodeGame), where the caller replays the moves anyway.
 */
export function readGame(data: unknown): Result<Game, GameRecordError> {
  if (typeof data !== 'object' || data === null) return fail('not-object', 'a saved game must be an object');
  const r = data as Record<string, unknown>;
  const rules = parseRules(r.rules);
  if (!rules.ok) return fail('rules', rules.message);
  if (typeof r.deal !== 'string') return fail('deal', 'the deal is missing');
  const shape = shapeOfDealText(r.deal);
  const deal = parseDeal(r.deal, shape);
  if (!deal.ok) return fail('deal', deal.message);
  // Measured before the moves are read: a record of millions of moves would hold the page for seconds.
  const text =
    (typeof r.moves === 'string' ? r.moves.length : 0) + (typeof r.undone === 'string' ? r.undone.length : 0);
  if (text > MAX_MOVES_TEXT) return tooLong();
  const moves = parseMoves(typeof r.moves === 'string' ? r.moves : '', shape.columns);
  const undone = parseMoves(typeof r.undone === 'string' ? r.undone : '', shape.columns);
  if (typeof r.moves !== 'string' || !moves.ok)
    return fail('moves', moves.ok ? 'the moves are missing' : moves.message);
  if (r.undone !== undefined && (typeof r.undone !== 'string' || !undone.ok)) {
    return fail('moves', undone.ok ? 'the undone moves are not text' : undone.message);
  }
  const length = moves.value.length + (undone.ok ? undone.value.length : 0);
  if (length > MAX_GAME_MOVES) return tooLong();
  const game: Game = {
    rules: rules.value,
    deal: deal.value,
    moves: moves.value,
    undone: undone.ok ? undone.value : [],
  };
  return ok(game);
}

/**
 * Reads a game from untrusted data. Every part is checked, and the moves must
 * replay legally from the deal (and the undone moves legally after them).
 */
export function decodeGame(data: unknown): Result<Game, GameRecordError> {
  const read = readGame(data);
  if (!read.ok) return read;
  const game = read.value;
  const played = replay({ ...game, moves: [...game.moves, ...[...game.undone].reverse()] });
  if (!played.ok) return fail('illegal', played.message);
  return ok(game);
}
