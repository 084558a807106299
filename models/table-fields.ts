import { type Signal, signal } from '@preact/signals';
import { isLevel, type Level, MAX_SECONDS } from '../engine';
import type { RaceRecord } from './race-record';
import type { SavedTable } from './saved-table';

/**
 * What the table keeps beside its game and the game's history (models/game.ts plays those), each a signal: the
 * game's id and deal number, its level, time, whether it is counted, its hints and undos, Vegas's carry, the
 * race it is part of, and whether it came with someone else's moves. Read from a saved table, saved with it.
 */
export interface TableFields {
  readonly uid: Signal<string>;
  readonly dealNumber: Signal<number | null>;
  readonly level: Signal<Level>;
  readonly elapsed: Signal<number>;
  readonly counted: Signal<boolean>;
  readonly hints: Signal<number>;
  readonly undos: Signal<number>;
  readonly carry: Signal<number>;
  readonly race: Signal<RaceRecord | null>;
  readonly borrowed: Signal<boolean>;
}

/** The fields of a saved table as it starts (a uid made when it has none). */
export function tableFields(start: SavedTable, newUid: () => string): TableFields {
  return {
    uid: signal(start.uid || newUid()),
    dealNumber: signal(start.dealNumber),
    level: signal<Level>(isLevel(start.level) ? start.level : 'normal'),
    elapsed: signal(Number.isFinite(start.elapsed) && start.elapsed >= 0 ? Math.floor(start.elapsed) : 0),
    counted: signal(start.counted),
    hints: signal(typeof start.hints === 'number' && start.hints >= 0 ? start.hints : 0),
    undos: signal(typeof start.undos === 'number' && start.undos >= 0 ? start.undos : 0),
    carry: signal(Number.isFinite(start.carry) ? start.carry : 0),
    race: signal<RaceRecord | null>(start.race ?? null),
    borrowed: signal(start.borrowed === true),
  };
}

/**
 * Takes a saved table's fields. `sameGame`: the copy is of the game on the table, from another tab or browser,
 * so what only grows (the time played, hints, undos) keeps the larger, and the race it is part of here stays.
 */
export function loadFields(f: TableFields, saved: SavedTable, sameGame: boolean): void {
  f.uid.value = saved.uid || f.uid.value;
  f.dealNumber.value = saved.dealNumber;
  f.level.value = saved.level;
  // A copy saved at its last move may not have the seconds played since.
  f.elapsed.value = Math.min(MAX_SECONDS, sameGame ? Math.max(saved.elapsed, f.elapsed.value) : saved.elapsed);
  f.counted.value = saved.counted;
  f.borrowed.value = saved.borrowed === true;
  f.carry.value = saved.carry;
  // The same game from another browser: its copy carries no hints nor undos (they only grow).
  const grown = (n = 0, had: number) => (sameGame ? Math.max(n, had) : n);
  f.hints.value = grown(saved.hints, f.hints.value);
  f.undos.value = grown(saved.undos, f.undos.value);
  // The sync copy carries no race: the same game from another browser keeps the race it is part of here.
  if (saved.race !== undefined || !sameGame) f.race.value = saved.race ?? null;
}

/** The fields as a saved table holds them after its game and history (the uid goes first, with the model's). */
export const savedFields = (f: TableFields) => ({
  dealNumber: f.dealNumber.value,
  level: f.level.value,
  elapsed: f.elapsed.value,
  counted: f.counted.value,
  carry: f.carry.value,
  hints: f.hints.value,
  undos: f.undos.value,
  race: f.race.value,
  ...(f.borrowed.value ? { borrowed: true as const } : {}),
});
