import { describe, expect, it } from 'vitest';
import { ok } from '../../engine/result';
import { importedText } from '../../models/import-words';
import type { Imported } from '../../models/transfer';

const said = (value: Imported) => importedText(ok(value));

describe('what an import says it did, in English', () => {
  it('names everything a first import of a file took in, as a list', () => {
    expect(said({ settings: true, devices: 1, games: 1, table: 'free' })).toBe(
      'Imported: the settings, statistics from 1 browser, 1 game of history, and its game, now on the table.',
    );
    expect(said({ settings: false, devices: 2, games: 5, table: 'none' })).toBe(
      'Imported: statistics from 2 browsers and 5 games of history.',
    );
  });

  it('says that nothing changed when the same file comes a second time, instead of "0 browsers, 0 games"', () => {
    expect(said({ settings: false, devices: 0, games: 0, table: 'none' })).toBe(
      'Nothing changed: this browser already had everything in the file.',
    );
  });

  it('names only the game when that is all a file brought, and says why its game was not taken', () => {
    expect(said({ settings: false, devices: 0, games: 0, table: 'free' })).toBe(
      'Imported: its game, now on the table.',
    );
    expect(said({ settings: false, devices: 0, games: 0, table: 'taken' })).toBe(
      'Nothing changed: this browser already had everything else in the file. Its game is not on the table: the game on the table and the one set aside are both under way (finish or leave one of them, then import the file again for its game).',
    );
    expect(said({ settings: true, devices: 0, games: 0, table: 'taken' })).toMatch(
      /^Imported: the settings\. Its game is not on the table: /,
    );
  });
});
