import { describe, expect, it } from 'vitest';
import { changeWords } from '../../models/move-words';
import { t, tn } from '../../models/words';

// English through the real messages (test/setup.ts gives the fake browser locales/en.yml, as the build writes it).

describe('the page’s words in English', () => {
  it('fill a message’s substitutions in order', () => {
    expect(t('pile.passOf', 2, 3)).toBe('; pass 2 of 3');
  });

  it('choose a count’s form by English rules: one for 1 only', () => {
    expect([0, 1, 2, 24].map((n) => tn('pile.stockDraw', n))).toEqual([
      'Stock, 0 cards: draw',
      'Stock, 1 card: draw',
      'Stock, 2 cards: draw',
      'Stock, 24 cards: draw',
    ]);
  });

  it('choose the form before the values go in: a value holding the forms’ separator changes nothing', () => {
    expect(tn('share.game', 2, 'Klondike deal #13', 'draw 1', 'a | b')).toBe(
      'Klondike deal #13, draw 1, 2 moves in: a | b',
    );
    expect(tn('share.game', 1, 'Klondike deal #13', 'draw 1', 'a | b')).toBe(
      'Klondike deal #13, draw 1, 1 move in: a | b',
    );
  });

  it('tell a screen reader what a rewind, its undoing, a deal and an update did', () => {
    expect(changeWords({ kind: 'undo', steps: [], note: 'rewound', count: 4 })).toBe('Rewound 4 moves.');
    expect(changeWords({ kind: 'undo', steps: [], note: 'rewound', count: 1 })).toBe('Rewound 1 move.');
    expect(changeWords({ kind: 'redo', steps: [], note: 'back', count: 4 })).toBe('Back where you were, 4 moves on.');
    expect(changeWords({ kind: 'deal', steps: [], note: 'dealt' })).toBe('New game dealt.');
    expect(changeWords({ kind: 'deal', steps: [], note: 'updated' })).toBe('The game was brought up to date.');
  });
});
