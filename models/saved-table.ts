import {
  type Deal,
  fail,
  type GameRecord,
  isLevel,
  KLONDIKE,
  type Level,
  ok,
  type Result,
  type Rules,
} from '../engine';
import { parseRace, type RaceRecord } from './race-record';
import { MAX_COUNT, MAX_GAME_MOVES, MAX_SCORE, MAX_SECONDS } from '../engine';

// A saved table holds a game under Klondike's rules, the only variant yet (a Spider-Klondike game is one
// on another table: its deal says so): its rules are named here, once. A game under other rules adds a
// field saying which variant reads the record.
const variant = KLONDIKE;

/** What the table saves after every move: to storage.local (models/persistence.ts) and the first-paint copy (models/local-store.ts). */
export interface SavedTable {
  readonly v: 1;
  /** The game's id, made when it was dealt: the same deal dealt twice is two games. */
  readonly uid: string;
  readonly game: GameRecord;
  /** One character per move, '1' when the move was played automatically (auto-collect): undo takes it back with the move before. */
  readonly auto: string;
  readonly undoneAuto: string;
  readonly dealNumber: number | null;
  readonly level: Level;
  readonly elapsed: number;
  /** The result was counted in the statistics already. */
  readonly counted: boolean;
  /** Vegas cumulative: the balance carried from earlier deals. */
  readonly carry: number;
  /** Hints shown in this game. */
  readonly hints?: number;
  /** Undos the player made in this game (a rewind is one). */
  readonly undos?: number;
  /** The race the game is part of, if any. */
  readonly race?: RaceRecord | null;
  /**
   * The game came with moves played elsewhere (a game link: someone else's), so no challenge is made of it:
   * a challenge stands for a game whose every move was played here. Absent for a game dealt here.
   */
  readonly borrowed?: true;
}

/** A fresh saved table for a deal. */
export function freshTable(
  deal: Deal,
  dealNumber: number | null,
  level: Level,
  rules: Rules,
  carry = 0,
  uid = '',
): SavedTable {
  return {
    v: 1,
    uid,
    game: variant.encodeGame(variant.newGame(deal, rules)),
    auto: '',
    undoneAuto: '',
    dealNumber,
    level,
    elapsed: 0,
    counted: false,
    carry,
    race: null,
  };
}

/**
 * The first paint's reader of its copy in localStorage (models/first-paint.ts). The saved table is defined
 * by its schema (storage/saved-table.ts), which reads it everywhere else; valibot would cost the first
 * paint some 1.7 KB of gzipped JS past its 30 KB, so this reader is written out by hand, and must read
 * every value as the schema does (test/models/saved-table-schema.test.ts holds it to that). The game must
 * replay (else the table is refused, with why); a damaged detail around it falls back on its own.
 */
// Result<…, 'refused'> is storage/read.ts's Read, spelt out: that module's schemas stay off the first paint.
export function parseSavedTable(data: unknown): Result<SavedTable, 'refused'> {
  if (typeof data !== 'object' || data === null) return fail('refused', 'not an object');
  const d = data as Record<string, unknown>;
  if (d.v !== 1) return fail('refused', 'v: not 1');
  const game = variant.decodeGame(d.game);
  if (!game.ok) return fail('refused', `game: ${game.message}`);
  const bits = (v: unknown) => (typeof v === 'string' && v.length <= MAX_GAME_MOVES && /^[01]*$/.test(v) ? v : '');
  const num = (v: unknown, bound: number) =>
    typeof v === 'number' && Number.isFinite(v) && Math.abs(v) <= bound ? v : 0;
  const dealNumber =
    typeof d.dealNumber === 'number' &&
    Number.isInteger(d.dealNumber) &&
    d.dealNumber >= 0 &&
    d.dealNumber <= 0xffffffff
      ? d.dealNumber
      : null;
  return ok({
    v: 1,
    uid: typeof d.uid === 'string' && /^[\w-]{1,40}$/.test(d.uid) ? d.uid : '',
    game: d.game as GameRecord,
    auto: bits(d.auto),
    undoneAuto: bits(d.undoneAuto),
    dealNumber,
    level: isLevel(d.level) ? d.level : 'normal',
    elapsed: Math.max(0, Math.floor(num(d.elapsed, MAX_SECONDS))),
    counted: d.counted === true,
    carry: num(d.carry, MAX_SCORE),
    hints: Math.max(0, Math.floor(num(d.hints, MAX_COUNT))),
    undos: Math.max(0, Math.floor(num(d.undos, MAX_COUNT))),
    race: parseRace(d.race),
    ...(d.borrowed === true ? { borrowed: true } : {}),
  });
}
