/**
 * The duel, the race and the saved table are each defined once, by a valibot schema under models/storage/:
 * hostile input is refused with a reason that says where, never thrown; a damaged detail falls back on its
 * own; and the first paint's own reader of the table (valibot-free, for its budget) reads as the schema does.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DEFAULT_RULES, dealFromNumber, LEVELS, MAX_GAME_MOVES } from '../../engine';
import { freshDuel, parseDuelRecord } from '../../models/duel-record';
import { parseRace } from '../../models/race-record';
import { freshTable, parseSavedTable, type SavedTable } from '../../models/saved-table';
import { readRace } from '../../models/storage/race-record';
import { type Read, orNull } from '../../models/storage/read';
import { readSavedTable } from '../../models/storage/saved-table';
import { decidedDuel } from '../support/duels';

const records = (name: string) =>
  JSON.parse(readFileSync(join(__dirname, '../fixtures/records', `${name}.json`), 'utf8')) as {
    local: { table: { table: SavedTable; shelf: SavedTable | null } };
    localStorage: Record<string, unknown>;
  };
const ONE = records('browser-one');
const TWO = records('browser-two');
/** Tables as today's build writes them: under way, a Spider-Klondike one, racing the computer and a friend. */
const TABLES: SavedTable[] = [
  ONE.local.table.table,
  ONE.local.table.shelf as SavedTable,
  TWO.local.table.table,
  TWO.local.table.shelf as SavedTable,
  freshTable(dealFromNumber(5), 5, 'normal', DEFAULT_RULES),
];

const why = <T>(r: Read<T>): string => (r.ok ? 'read' : r.message);
const outcome = <T>(r: Read<T>) => (r.ok ? { ok: true, value: r.value } : { ok: false });

/** Values a damaged or hostile record may hold in any field. */
const hostile = fc.oneof(
  fc.anything(),
  fc.integer(),
  fc.double(),
  fc.constantFrom(-1, 0.5, 1e12, 2 ** 53, Number.NaN, '', '0101', '2', 'normal', 'x'.repeat(50), null, true, false),
  fc.constantFrom(...LEVELS),
  fc.record({ kind: fc.constantFrom('friend', 'computer', 'ghost'), seconds: fc.integer(), moves: fc.integer() }),
  fc.record({
    kind: fc.constant('computer'),
    pace: fc.constantFrom('relaxed', 'steady', 'quick', 'warp'),
    line: fc.oneof(fc.constant(null), fc.string()),
    wins: fc.boolean(),
    from: fc.integer(),
  }),
);
const TABLE_FIELDS = [
  'v',
  'uid',
  'game',
  'auto',
  'undoneAuto',
  'dealNumber',
  'level',
  'elapsed',
  'counted',
  'carry',
  'hints',
  'undos',
  'race',
  'borrowed',
] as const;

describe('the saved table’s schema (storage/saved-table.ts)', () => {
  it('reads every table today’s build writes as it was written', () => {
    for (const t of TABLES) expect(readSavedTable(t)).toEqual({ ok: true, value: { hints: 0, undos: 0, ...t } });
  });

  it('refuses what is not a game of the table, saying where', () => {
    const good = TABLES[0];
    expect(why(readSavedTable(null))).toBe('not an object');
    expect(why(readSavedTable('x'))).toBe('not an object');
    expect(why(readSavedTable({}))).toBe('v: missing');
    expect(why(readSavedTable({ ...good, v: 2 }))).toBe('v: not 1');
    expect(why(readSavedTable({ ...good, game: { ...good.game, moves: 'R' } }))).toMatch(/^game: 1: R: /);
    expect(why(readSavedTable({ ...good, game: { ...good.game, rules: { draw: 2 } } }))).toMatch(/^game: /);
    expect(why(readSavedTable({ ...good, game: undefined }))).toMatch(/^game: /);
  });

  it('lets a damaged detail fall back on its own, keeping the game (a race that does not read: no race)', () => {
    const good = TABLES[2];
    const read = orNull(
      readSavedTable({ ...good, level: 'expert', elapsed: -5, auto: 'xyz', hints: 1e12, race: { kind: 'ghost' } }),
    );
    expect(read).toMatchObject({ level: 'normal', elapsed: 0, auto: '', hints: 0, race: null, game: good.game });
  });

  it('is what the first paint’s own reader reads too, whatever a field holds', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...TABLES),
        fc.constantFrom(...TABLE_FIELDS),
        hostile,
        fc.boolean(),
        (table, field, value, drop) => {
          const x: Record<string, unknown> = { ...table, [field]: value };
          if (drop) delete x[field];
          expect(outcome(parseSavedTable(x))).toEqual(outcome(readSavedTable(x)));
        },
      ),
      { numRuns: 2000 },
    );
  });

  it('never throws, whatever it is given', () => {
    fc.assert(
      fc.property(fc.anything(), (x) => {
        expect(() => readSavedTable(x)).not.toThrow();
        expect(() => readRace(x)).not.toThrow();
        expect(() => parseDuelRecord(x)).not.toThrow();
      }),
    );
  });
});

describe('the race’s schema (storage/race-record.ts)', () => {
  it('reads the races today’s build writes, and refuses a damaged one saying where', () => {
    expect(readRace(TWO.local.table.table.race)).toEqual({ ok: true, value: TWO.local.table.table.race });
    expect(readRace(TWO.local.table.shelf?.race)).toEqual({
      ok: true,
      value: { kind: 'friend', seconds: 90, moves: 80 },
    });
    expect(why(readRace({ kind: 'friend', seconds: 60, moves: MAX_GAME_MOVES + 1 }))).toMatch(/^moves: /);
    expect(why(readRace({ kind: 'computer', pace: 'warp', line: null, wins: false, from: 0 }))).toMatch(/^pace: /);
    expect(why(readRace({ kind: 'computer', pace: 'quick', line: 'x'.repeat(5000), wins: false, from: 0 }))).toMatch(
      /^line: /,
    );
    expect(why(readRace({ kind: 'ghost' }))).toMatch(/^kind: /);
  });

  it('reads a race as the first paint’s own reader does', () => {
    fc.assert(
      fc.property(
        hostile,
        fc.constantFrom('kind', 'seconds', 'moves', 'pace', 'line', 'wins', 'from'),
        hostile,
        (race, k, v) => {
          const x = typeof race === 'object' && race !== null ? { ...race, [k]: v } : race;
          expect(parseRace(x)).toEqual(orNull(readRace(x)));
        },
      ),
      { numRuns: 2000 },
    );
  });
});

describe('the duel’s schema (storage/local-duel.ts)', () => {
  const underWay = ONE.localStorage['klondike-tab/duel'] as Record<string, unknown>;

  it('refuses what is not a duel, saying where', () => {
    expect(why(parseDuelRecord([]))).toBe('v: missing');
    expect(why(parseDuelRecord({ ...underWay, draw: 2 }))).toBe('draw: not 1 or 3');
    expect(why(parseDuelRecord({ ...underWay, n: 2 ** 40 }))).toBe('n: not a duel number');
    expect(why(parseDuelRecord({ ...underWay, moves: 7 }))).toBe('moves: not a text');
    expect(why(parseDuelRecord({ ...underWay, moves: 'D '.repeat(80_000) }))).toBe(
      `moves: a game holds at most ${MAX_GAME_MOVES} moves`,
    );
  });

  it('lets a damaged detail fall back on its own, keeping the game', () => {
    const read = orNull(
      parseDuelRecord({ ...underWay, uid: '../x', elapsed: 12.7, hints: -1, open: 'yes', prev: ['a', 7, 'b c', 'd'] }),
    );
    expect(read?.record).toMatchObject({ uid: '', elapsed: 12, hints: 0, open: true, prev: ['a', 'd'] });
    expect(read?.record.moves).toBe(underWay.moves);
    const decided = decidedDuel(5);
    expect(orNull(parseDuelRecord({ ...decided, plan: 'D D D' }))?.record).toEqual({ ...decided, plan: '' });
    expect(orNull(parseDuelRecord(freshDuel(1, 1, 'casual', 'u')))?.record).toEqual(freshDuel(1, 1, 'casual', 'u'));
  });
});
