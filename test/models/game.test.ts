import { describe, expect, it } from 'vitest';
import { DEFAULT_RULES, dealFromNumber, initialPosition } from '../../engine';
import { createGameModel, dealFromHash } from '../../models/game';

describe('dealFromHash', () => {
  it('reads the deal number from #deal=N', () => {
    expect(dealFromHash('#deal=0')).toBe(0);
    expect(dealFromHash('#deal=12345')).toBe(12345);
    expect(dealFromHash('#deal=4294967295')).toBe(4294967295);
  });

  it('asks for no deal when the hash is empty, malformed or out of range', () => {
    for (const hash of ['', '#', '#deal=', '#deal=-1', '#deal=1.5', '#deal=0x10', '#deal=4294967296', '#deal=1&x']) {
      expect(dealFromHash(hash), hash).toBeUndefined();
    }
  });
});

describe('the game model', () => {
  it('starts from the first position of its deal', () => {
    const game = createGameModel(7);
    expect(game.dealNumber.value).toBe(7);
    expect(game.position.value).toEqual(initialPosition(dealFromNumber(7), DEFAULT_RULES));
  });

  it('deals another number on request, and its position follows', () => {
    const game = createGameModel(7);
    game.deal(8);
    expect(game.dealNumber.value).toBe(8);
    expect(game.position.value).toEqual(initialPosition(dealFromNumber(8), DEFAULT_RULES));
  });
});
