import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  cardAt,
  DEFAULT_RULES,
  dealFromNumber,
  formatDealLink,
  initialPosition,
  legalMoves,
  type Move,
  mulberry32,
  type Position,
  replay,
  step,
} from '../../engine';
import { compactMoves } from '../../engine/compact';
import { SPIDER_KLONDIKE_SHAPE } from '../../engine/games';
import { LinePlayer, STEP_MS } from '../../models/line-player';
import { lineSteps, replayOf } from '../../models/line-steps';
import type { PastGame } from '../../models/past-games';
import { Clock } from '../support/world';

/** Up to n legal moves from the deal's start, chosen by the seed. */
function randomMoves(start: Position, seed: number, n: number): Move[] {
  const next = mulberry32(seed);
  const moves: Move[] = [];
  let p = start;
  for (let i = 0; i < n; i++) {
    const legal = legalMoves(p);
    if (legal.length === 0) break;
    const m = legal[next() % legal.length];
    const s = step(p, m);
    if (!s.ok) throw new Error(s.message);
    moves.push(m);
    p = s.value.position;
  }
  return moves;
}

describe('the viewer’s play head', () => {
  it('plays a step on each tick of its interval, and stops at the last step', async () => {
    const clock = new Clock();
    const player = new LinePlayer(3, clock.schedule);
    player.play();
    expect([player.at.value, player.playing.value]).toEqual([0, true]);
    await clock.advance(STEP_MS - 1);
    expect(player.at.value).toBe(0);
    await clock.advance(1);
    expect(player.at.value).toBe(1);
    await clock.advance(2 * STEP_MS);
    expect([player.at.value, player.playing.value]).toEqual([3, false]);
    await clock.advance(10 * STEP_MS);
    expect(player.at.value).toBe(3);
  });

  it('shows no step after Pause, and plays on from there after Play', async () => {
    const clock = new Clock();
    const player = new LinePlayer(10, clock.schedule);
    player.play();
    await clock.advance(2 * STEP_MS);
    player.pause();
    await clock.advance(5 * STEP_MS);
    expect([player.at.value, player.playing.value]).toEqual([2, false]);
    player.toggle();
    await clock.advance(STEP_MS);
    expect([player.at.value, player.playing.value]).toEqual([3, true]);
  });

  it('steps every 1000, 500 or 250 ms at 1×, 2× and 4×, a new speed counted from when it is chosen', async () => {
    const clock = new Clock();
    const player = new LinePlayer(100, clock.schedule);
    player.play();
    await clock.advance(STEP_MS);
    player.setSpeed(4);
    await clock.advance(1000);
    expect(player.at.value).toBe(1 + 4);
    player.setSpeed(2);
    await clock.advance(1000);
    expect(player.at.value).toBe(5 + 2);
    player.setSpeed(1);
    await clock.advance(999);
    expect(player.at.value).toBe(7);
    await clock.advance(1);
    expect(player.at.value).toBe(8);
  });

  it('seeks to the step the slider asks for (kept within the line), playing on from there', async () => {
    const clock = new Clock();
    const player = new LinePlayer(20, clock.schedule);
    player.seek(12);
    expect([player.at.value, player.playing.value]).toEqual([12, false]);
    player.seek(-3);
    expect(player.at.value).toBe(0);
    player.seek(99);
    expect(player.at.value).toBe(20);
    player.play(); // at the end, Play starts again from the deal
    expect(player.at.value).toBe(0);
    await clock.advance(STEP_MS / 2);
    player.seek(15); // the step after it comes a whole interval later
    await clock.advance(STEP_MS - 1);
    expect(player.at.value).toBe(15);
    await clock.advance(1);
    expect([player.at.value, player.playing.value]).toEqual([16, true]);
    player.stepTo(4); // Back, Next, Start, End take the steps in hand: playing stops
    await clock.advance(5 * STEP_MS);
    expect([player.at.value, player.playing.value]).toEqual([4, false]);
  });

  it('leaves no timer behind once the viewer closes', async () => {
    const clock = new Clock();
    const player = new LinePlayer(5, clock.schedule);
    player.play();
    player.dispose();
    await clock.advance(10 * STEP_MS);
    expect([player.at.value, player.playing.value]).toEqual([0, false]);
  });
});

describe('a line’s steps', () => {
  it('light the card each move moved, where it landed (a draw’s: the waste’s new top), in Klondike and Spider-Klondike', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2 ** 31 }), fc.boolean(), fc.constantFrom(1, 3), (seed, spider, draw) => {
        const deal = spider ? dealFromNumber(seed, SPIDER_KLONDIKE_SHAPE) : dealFromNumber(seed);
        const rules = { ...DEFAULT_RULES, draw } as const;
        const moves = randomMoves(initialPosition(deal, rules), seed, 60);
        const steps = lineSteps(deal, rules, moves);
        if (!steps) throw new Error('a legal line did not play');
        expect(steps.positions).toHaveLength(moves.length + 1);
        const lit = moves.map((_, i) => {
          const place = steps.moved[i];
          return place === null ? null : cardAt(steps.positions[i + 1], place);
        });
        const moved = moves.map((m, i) => {
          const s = step(steps.positions[i], m);
          if (!s.ok) throw new Error(s.message);
          return m.type === 'draw' ? (s.value.position.waste.at(-1) ?? null) : (s.value.cards[0] ?? null);
        });
        expect(lit).toEqual(moved);
      }),
      { seed: 41, numRuns: 60 },
    );
  });

  it('play a lost game of the history back to its last position, a move in words a step', () => {
    const deal = dealFromNumber(77);
    const moves = randomMoves(initialPosition(deal, DEFAULT_RULES), 7, 40);
    const game: PastGame = {
      uid: 'lost',
      at: 0,
      level: 'normal',
      won: false,
      seconds: 100,
      moves: moves.length,
      score: 0,
      hints: 0,
      undos: 0,
      link: formatDealLink(deal, 77, DEFAULT_RULES),
      replay: compactMoves(moves),
    };
    const steps = replayOf(game);
    const end = replay({ deal, rules: DEFAULT_RULES, moves, undone: [] });
    if (!steps || !end.ok) throw new Error('no replay');
    expect(end.value.won).toBe(false);
    expect(steps.words).toHaveLength(moves.length);
    expect(steps.positions.at(-1)).toEqual(end.value.position);
    expect(replayOf({ ...game, replay: undefined })).toBeNull();
    // Moves that do not play from the deal (another deal's): nothing to show, rather than a wrong game.
    expect(replayOf({ ...game, link: formatDealLink(dealFromNumber(78), 78, DEFAULT_RULES) })).toBeNull();
  });
});
