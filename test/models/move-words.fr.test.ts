import { describe, expect, it, vi } from 'vitest';

vi.mock('wxt/browser', () => import('../support/words').then((w) => w.browserIn('fr')));

import { drawHint } from '../support/hints';
import { hintText } from '../../models/move-words';

describe('a hint in French words, with which kind it is', () => {
  it('sets the chance’s range and the colon with a narrow no-break space, and counts samples by French rules', () => {
    expect(hintText(drawHint('fair', { wins: 12, samples: 20, sure: false }))).toBe(
      'Piochez dans le talon. (n’utilise que ce que vous voyez\u202f: de 35 à 80\u202f% de chances de gagner d’ici, sur 20 échantillons)',
    );
    expect(hintText(drawHint('fair', { wins: 0, samples: 1, sure: false }))).toMatch(/sur 1 échantillon\)$/);
    expect(hintText(drawHint('winning'))).toBe(
      'Piochez dans le talon. (une étape d’une ligne gagnante\u202f: le moteur regarde les cartes cachées)',
    );
  });
});
