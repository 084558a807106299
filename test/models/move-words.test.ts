import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type Card,
  DEFAULT_RULES,
  dealFromNumber,
  newGame,
  parseCard,
  parseMove,
  startState,
  step,
} from '../../engine';
import { wilson } from '../../engine/chance';
import { announceMove, describeMove, type Gain, type MoveSentence, type Onto } from '../../engine/describe';
import { fairHint, fairMove } from '../../engine/fair';
import type { Hint } from '../../engine/solver';
import { FAIR_HINT_BUDGET } from '../../models/hint';
import { hintText, hintWords, moveWords } from '../../models/move-words';
import { position } from '../support/build';
import { drawHint } from '../support/hints';

// The English sentences through the real messages (locales/en.yml, read by test/setup.ts as the browser
// reads them): the e2e tests and the players read these words, byte for byte.

/** The range a fair hint's words show its chance in: [low, high] in percent (NaNs when they show none). */
const shownRange = (h: Hint): [number, number] => {
  const m = /of (\d+)–(\d+)%, from \d+ samples?\)$/.exec(hintText(h));
  return [Number(m?.[1]), Number(m?.[2])];
};
const c = (text: string): Card => parseCard(text) as Card;
const onCard = (text: string): Onto => ({ kind: 'card', card: c(text) });
const empty = (column: number): Onto => ({ kind: 'empty', column });
const run = (card: string, under: number, onto: Onto, gain: Gain): MoveSentence => ({
  kind: 'tableau-tableau',
  card: c(card),
  under,
  onto,
  gain,
});

describe('a move in English words', () => {
  it.each<[MoveSentence, string]>([
    [{ kind: 'draw' }, 'Draw from the stock.'],
    [{ kind: 'recycle' }, 'Turn the waste over to go through the stock again.'],
    [{ kind: 'waste-foundation', card: c('AS') }, 'Play the A♠ from the waste to its foundation.'],
    [{ kind: 'waste-tableau', card: c('7C'), onto: onCard('8H') }, 'Play the 7♣ from the waste onto the 8♥.'],
    [{ kind: 'waste-tableau', card: c('KD'), onto: empty(2) }, 'Play the K♦ from the waste to the empty column 2.'],
    [
      { kind: 'foundation-tableau', card: c('2D'), onto: onCard('3S') },
      'Take the 2♦ back from its foundation onto the 3♠.',
    ],
    [{ kind: 'tableau-foundation', card: c('AH'), gain: null }, 'Move the A♥ to its foundation.'],
    [
      { kind: 'tableau-foundation', card: c('AH'), gain: { kind: 'free', card: c('2C') } },
      'Move the A♥ to its foundation to free the 2♣.',
    ],
    [
      { kind: 'tableau-foundation', card: c('TD'), gain: { kind: 'turned', card: c('QS') } },
      'Move the 10♦ to its foundation; the Q♠ turns over.',
    ],
    [
      run('8H', 0, onCard('9S'), { kind: 'turn', column: 2 }),
      'Move the 8♥ onto the 9♠ to turn over a card in column 2.',
    ],
    [
      run('KS', 1, empty(4), { kind: 'empty', column: 5 }),
      'Move the K♠ and the card on it to the empty column 4 to empty column 5.',
    ],
    [run('JC', 3, onCard('QH'), null), 'Move the J♣ and the 3 cards on it onto the Q♥.'],
    [
      run('9D', 2, onCard('TS'), { kind: 'turned', card: c('4C') }),
      'Move the 9♦ and the 2 cards on it onto the 10♠; the 4♣ turns over.',
    ],
  ])('%j', (sentence, words) => {
    expect(moveWords(sentence)).toBe(words);
  });

  it('says a move of the table as the engine describes it, and as it announces it', () => {
    const p = position({ columns: ['.. 9S', '5c 8H', '..', '..', '..', '..', '..'] });
    const m = parseMove('2>1');
    if (!m.ok) throw new Error(m.message);
    const s = step(p, m.value);
    if (!s.ok) throw new Error(s.message);
    expect(moveWords(describeMove(p, s.value))).toBe('Move the 8♥ onto the 9♠ to turn over a card in column 2.');
    expect(moveWords(announceMove(p, s.value))).toBe('Move the 8♥ onto the 9♠; the 5♣ turns over.');
  });
});

describe('a hint’s why in English words', () => {
  const drawing = (draws: number, recycles: number, onto: Onto | null) =>
    hintWords({ kind: 'drawing', card: c('AD'), draws, recycles, onto });

  it('says what a run of draws brings up, how many draws and turns of the waste, and where it goes', () => {
    expect(drawing(1, 0, onCard('2S'))).toBe('Draw: the A♦ comes up, to play onto the 2♠.');
    expect(drawing(6, 0, null)).toBe('Draw until the A♦ comes up (6 draws), then play it to its foundation.');
    expect(drawing(1, 1, empty(3))).toBe(
      'Draw until the A♦ comes up (1 draw and a turn of the waste), then play it to the empty column 3.',
    );
    expect(drawing(4, 2, null)).toBe(
      'Draw until the A♦ comes up (4 draws and 2 turns of the waste), then play it to its foundation.',
    );
  });

  it('says the hint’s own reasons, and a move as a move', () => {
    expect(hintWords({ kind: 'draw-idle' })).toBe('Draw from the stock: nothing on the table is worth moving yet.');
    expect(hintWords({ kind: 'draw-hidden' })).toBe(
      'Draw from the stock: the way to a win goes through a card that is still in it.',
    );
    expect(hintWords({ kind: 'no-change' })).toBe('No move changes anything now.');
    expect(hintWords({ kind: 'won' })).toBe('The game is won.');
    expect(hintWords({ kind: 'unreadable', message: 'bad move 3' })).toBe('This game cannot be read: bad move 3');
    expect(hintWords({ kind: 'draw' })).toBe('Draw from the stock.');
  });
});

describe('a hint in English words, with which kind it is', () => {
  it('says a referee’s hint looks at the face-down cards', () => {
    expect(hintText(drawHint('winning'))).toBe(
      'Draw from the stock. (A step of a winning line: the engine looks at the face-down cards)',
    );
    expect(hintText(drawHint('heuristic'))).toBe(
      'Draw from the stock. (Best guess: the engine looks at the face-down cards)',
    );
  });

  it('says a fair hint uses only what the player can see, and its chance to win from here when it weighed any', () => {
    expect(hintText(drawHint('fair', { wins: 12, samples: 20, sure: false }))).toBe(
      'Draw from the stock. (Uses only what you can see: a chance to win from here of 35–80%, from 20 samples)',
    );
    expect(hintText(drawHint('fair', { wins: 2, samples: 3, sure: false }))).toBe(
      'Draw from the stock. (Uses only what you can see: a chance to win from here of 20–95%, from 3 samples)',
    );
    expect(hintText(drawHint('fair', { wins: 1, samples: 1, sure: false }))).toBe(
      'Draw from the stock. (Uses only what you can see: a chance to win from here of 20–100%, from 1 sample)',
    );
    expect(hintText(drawHint('fair', { wins: 1, samples: 1, sure: true }))).toBe(
      'Draw from the stock. (Uses only what you can see: a sure win from here)',
    );
    expect(hintText(drawHint('fair', { wins: 0, samples: 0, sure: false }))).toBe(
      'Draw from the stock. (Uses only what you can see)',
    );
  });

  it('shows a fair chance as narrow as its samples allow: 16 (a first answer), 100 and 800 (refined ones)', () => {
    const range = (wins: number, samples: number) => shownRange(drawHint('fair', { wins, samples, sure: false }));
    expect(range(10, 16)).toEqual([35, 85]);
    expect(range(0, 16)).toEqual([0, 20]);
    expect(range(50, 100)).toEqual([40, 60]);
    expect(range(400, 800)).toEqual([45, 55]);
  });

  it('shows each of the chances that jumped 65 → 85 → 70 → 65 → 80 → 85% on 20 samples inside the others’ ranges', () => {
    const wins = [13, 17, 14, 13, 16, 17];
    const ranges = wins.map((w) => shownRange(drawHint('fair', { wins: w, samples: 20, sure: false })));
    for (const [low, high] of ranges) for (const w of wins) expect([low <= 5 * w, 5 * w <= high]).toEqual([true, true]);
  });

  it('shows a fair chance as a range of whole 5s that holds its 95% interval and its share won', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 1000 }).chain((n) => fc.tuple(fc.integer({ min: 0, max: n }), fc.constant(n))),
        ([wins, samples]) => {
          const [low, high] = shownRange(drawHint('fair', { wins, samples, sure: false }));
          const [wLow, wHigh] = wilson(wins, samples);
          expect([low % 5, high % 5]).toEqual([0, 0]);
          expect([0 <= low, low <= 100 * wLow, 100 * wHigh <= high, high <= 100]).toEqual([true, true, true, true]);
          expect([low <= (100 * wins) / samples, (100 * wins) / samples <= high]).toEqual([true, true]);
        },
      ),
      { seed: 41, numRuns: 500 },
    );
  });

  it('gives the same words for the same position asked twice (the fair search is seeded)', () => {
    const game = newGame(dealFromNumber(11), DEFAULT_RULES);
    const start = startState(game).position;
    // The page's first answer, as the worker asks for it (workers/solver-service.ts: strict sight).
    const page = { ...FAIR_HINT_BUDGET, sight: 'strict' } as const;
    const words = () => hintText(fairHint(game, start, fairMove(game, start, page)));
    const first = words();
    expect(first).toMatch(
      / \(Uses only what you can see: (a chance to win from here of \d+–\d+%, from \d+ samples?|a sure win from here)\)$/,
    );
    expect(words()).toBe(first);
  });

  it('says a fair hint’s own reasons', () => {
    expect(hintWords({ kind: 'draw-fair' })).toBe('Draw from the stock: nothing on the table does better.');
    expect(hintWords({ kind: 'drawing-fair', card: c('7H'), draws: 4, recycles: 0 })).toBe(
      'Draw until the 7♥ comes up (4 draws): nothing on the table does better.',
    );
    expect(hintWords({ kind: 'drawing-fair', card: c('7H'), draws: 1, recycles: 1 })).toBe(
      'Draw until the 7♥ comes up (1 draw and a turn of the waste): nothing on the table does better.',
    );
    expect(hintWords({ kind: 'fair-lost' })).toBe('No move wins any more, as far as the cards you have seen tell.');
  });
});
