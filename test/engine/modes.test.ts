/**
 * Every mode behind one interface (engine/mode.ts): each says how its game ended as one Outcome, takes
 * every move it offers, and reads back what it writes.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DEFAULT_RULES, newGame, type Rules, startState } from '../../engine';
import { type Duel, dealDuel } from '../../engine/duel/duel';
import { startDuelGame } from '../../engine/duel/game';
import type { Mode } from '../../engine/mode';
import { DOUBLE_SOLITAIRE_MODE } from '../../engine/modes/duel';
import { CHALLENGE_MODES, RACE_MODES, type RaceGame } from '../../engine/modes/race';
import { GAME_LINK_MODES, KLONDIKE_MODE, SPIDER_KLONDIKE_MODE } from '../../engine/modes/table';
import { quickWin } from '../support/deals';

const RULES: Rules = { ...DEFAULT_RULES, draw: 1 };

/** Plays the moves `picks` choose among the legal ones (each pick modulo their count), checking each is taken. */
function playout<G, M>(mode: Mode<G, M, unknown>, start: G, picks: readonly number[]): G {
  let g = start;
  for (const pick of picks) {
    const moves = mode.legalMoves(g);
    if (moves.length === 0) break;
    const next = mode.play(g, moves[pick % moves.length]);
    expect(next).toMatchObject({ ok: true });
    if (!next.ok) break;
    g = next.value;
  }
  return g;
}

/** Each mode with what a deal of it is made from. */
const MODES = [
  { mode: KLONDIKE_MODE, setup: RULES },
  { mode: SPIDER_KLONDIKE_MODE, setup: DEFAULT_RULES },
  { mode: GAME_LINK_MODES.klondike, setup: DEFAULT_RULES },
  { mode: RACE_MODES.klondike, setup: { rules: RULES, pace: 40 } },
  { mode: CHALLENGE_MODES['spider-klondike'], setup: { rules: DEFAULT_RULES, run: { seconds: 222, moves: 118 } } },
  { mode: DOUBLE_SOLITAIRE_MODE, setup: 3 },
] as { mode: Mode<unknown, unknown, unknown>; setup: unknown }[];

/** A seed and the moves chosen from it. */
const game = fc.record({
  seed: fc.integer({ min: 0, max: 2 ** 32 - 1 }),
  picks: fc.array(fc.nat(), { maxLength: 60 }),
});

describe('every mode', () => {
  it('takes every move it offers, over random games', () => {
    for (const { mode, setup } of MODES) {
      fc.assert(
        fc.property(game, ({ seed, picks }) => {
          playout(mode, mode.deal(seed, setup), picks);
        }),
        { numRuns: 15 },
      );
    }
  });

  it('reads back what it writes, whole, as JSON carries it', () => {
    for (const { mode, setup } of MODES) {
      fc.assert(
        fc.property(game, ({ seed, picks }) => {
          const g = playout(mode, mode.deal(seed, setup), picks);
          expect(mode.decode(JSON.parse(JSON.stringify(mode.encode(g))))).toEqual({ ok: true, value: g });
        }),
        { numRuns: 15 },
      );
    }
  });

  it('refuses another mode’s record, saying which part, and never throws on junk', () => {
    const spider = SPIDER_KLONDIKE_MODE.encode(SPIDER_KLONDIKE_MODE.deal(4, DEFAULT_RULES));
    expect(KLONDIKE_MODE.decode(spider)).toMatchObject({ ok: false, code: 'deal' });
    const race = RACE_MODES.klondike.encode(RACE_MODES.klondike.deal(4, { rules: RULES, pace: 40 }));
    expect(CHALLENGE_MODES.klondike.decode(race)).toMatchObject({ ok: false, code: 'other' });
    for (const { mode } of MODES) {
      for (const junk of [null, 7, 'moves', { n: -1 }, { game: {} }, []]) {
        expect(mode.decode(junk)).toMatchObject({ ok: false });
      }
    }
  });
});

describe('a game of the table', () => {
  const { deal, line } = quickWin();
  const begun = newGame(deal, DEFAULT_RULES);
  const start = { game: begun, state: startState(begun) };
  /** Plays moves, each taken. */
  const played = <G, M>(mode: Mode<G, M, unknown>, g: G, moves: readonly M[]): G =>
    moves.reduce((at, m) => {
      const next = mode.play(at, m);
      if (!next.ok) throw new Error(next.message);
      return next.value;
    }, g);

  it('ends when it is won, the player’s with all cards home, and takes no move after', () => {
    expect(KLONDIKE_MODE.outcome(played(KLONDIKE_MODE, start, line.slice(0, -1)))).toBeNull();
    const won = played(KLONDIKE_MODE, start, line);
    expect(KLONDIKE_MODE.outcome(won)).toEqual({ winner: 'player', why: 'all-home' });
    expect(KLONDIKE_MODE.legalMoves(won)).toEqual([]);
    expect(KLONDIKE_MODE.play(won, { type: 'draw' })).toMatchObject({ ok: false });
  });

  it('left under way, is nobody’s; from a game link it counts in no statistics', () => {
    expect(KLONDIKE_MODE.left(start)).toEqual({ winner: null, why: 'left' });
    expect([KLONDIKE_MODE.counts, SPIDER_KLONDIKE_MODE.counts, GAME_LINK_MODES['spider-klondike'].counts]).toEqual([
      true,
      true,
      false,
    ]);
  });

  it('in a race, is lost to the computer that finished first, and won by the player who finished first', () => {
    const race = RACE_MODES.klondike;
    // The computer's 100 winning moves at 40 a minute: its last at 150 s.
    const g: RaceGame = {
      table: start,
      seconds: 0,
      other: { kind: 'computer', pace: 40, line: { moves: 100, wins: true, from: 0 } },
    };
    const slow = played(race, g, [{ type: 'wait', seconds: 151 }, ...line]);
    expect(race.outcome(slow)).toMatchObject({ winner: 'other', why: 'slower' });
    const fast = played(race, g, [{ type: 'wait', seconds: 150 }, ...line]);
    expect(race.outcome(fast)).toMatchObject({ winner: 'player', why: 'faster' });
    expect(race.outcome(played(race, g, line.slice(0, -1)))).toBeNull();
    expect(race.left(g)).toEqual({ winner: 'other', why: 'left' });
  });
});

/** Side 0's 52 cards home, two a suit's foundations: the first of each pair. */
const allHome = (side: 0 | 1): number[][] =>
  Array.from({ length: 8 }, (_, i) =>
    i % 2 === side ? Array.from({ length: 13 }, (_, r) => side * 52 + Math.floor(i / 2) * 13 + r) : [],
  );

/** A duel with nothing left to play on either side, and `home` of each side's cards on the foundations. */
function stalled(home: [number, number]): Duel {
  const d = dealDuel(1, 3);
  const empty = { columns: d.sides[0].columns.map(() => ({ down: [], up: [] })), stock: [], waste: [], recycles: 0 };
  const homes = allHome(0).map((pile, i) => (i % 2 === 0 ? pile.slice(0, 0) : pile));
  // Each side's first `home` cards, by suit pile: clubs, diamonds, … up to 13 a suit.
  for (const side of [0, 1] as const) {
    for (let k = 0; k < home[side]; k++) homes[Math.floor(k / 13) * 2 + side].push(side * 52 + k);
  }
  return { ...d, sides: [empty, empty], homes, foundations: homes.map((p) => p.length) };
}

describe('a duel of Double Solitaire', () => {
  const game = (duel: Duel) => ({ n: 1, moves: '', game: startDuelGame(duel) });

  it('is the player’s with all their cards home, the computer’s with all of its, each side’s cards home shown', () => {
    const d = dealDuel(1, 3);
    const mine = { ...d, homes: allHome(0), foundations: allHome(0).map((p) => p.length) };
    expect(DOUBLE_SOLITAIRE_MODE.outcome(game(mine))).toEqual({ winner: 'player', why: 'all-home', home: [52, 0] });
    const its = { ...d, homes: allHome(1), foundations: allHome(1).map((p) => p.length) };
    expect(DOUBLE_SOLITAIRE_MODE.outcome(game(its))).toEqual({ winner: 'other', why: 'all-home', home: [0, 52] });
  });

  it('stalled, goes to the side with more cards home, and is a tie with as many', () => {
    expect(DOUBLE_SOLITAIRE_MODE.outcome(game(stalled([30, 20])))).toEqual({
      winner: 'player',
      why: 'stalemate',
      home: [30, 20],
    });
    expect(DOUBLE_SOLITAIRE_MODE.outcome(game(stalled([12, 40])))).toMatchObject({ winner: 'other', why: 'stalemate' });
    expect(DOUBLE_SOLITAIRE_MODE.outcome(game(stalled([26, 26])))).toEqual({
      winner: null,
      why: 'stalemate',
      home: [26, 26],
    });
  });

  it('goes on while a side can play, and left under way is the computer’s', () => {
    const g = DOUBLE_SOLITAIRE_MODE.deal(1, 3);
    expect(DOUBLE_SOLITAIRE_MODE.outcome(g)).toBeNull();
    expect(DOUBLE_SOLITAIRE_MODE.left(g)).toEqual({ winner: 'other', why: 'left', home: [0, 0] });
  });
});
