import { describe, expect, it, vi } from 'vitest';

vi.mock('wxt/browser', () => import('../support/words').then((w) => w.browserIn('fr')));

import { ok } from '../../engine/result';
import { importedText } from '../../models/import-words';
import type { Imported } from '../../models/transfer';

const said = (value: Imported) => importedText(ok(value));

describe('what an import says it did, in French words', () => {
  it('says "les statistiques d’un navigateur", and of several, and lists as French does', () => {
    expect(said({ settings: true, devices: 1, games: 1, table: 'free' })).toBe(
      'Import terminé\u202f: les réglages, les statistiques d’un navigateur, 1 partie d’historique et sa partie, maintenant sur la table.',
    );
    expect(said({ settings: false, devices: 2, games: 3, table: 'none' })).toBe(
      'Import terminé\u202f: les statistiques de 2 navigateurs et 3 parties d’historique.',
    );
  });

  it('says that nothing changed when the same file comes a second time, instead of "de 0 navigateur, 0 partie"', () => {
    expect(said({ settings: false, devices: 0, games: 0, table: 'none' })).toBe(
      'Rien n’a changé\u202f: ce navigateur avait déjà tout ce que contient le fichier.',
    );
  });
});
