import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  DECK_SIZE,
  dealFromNumber,
  formatCard,
  legalMoves,
  MAX_GAME_MOVES,
  parseCard,
  RANK_OF,
  SUIT_OF,
} from '../../engine';
import { dealDuel, type Duel, type DuelMove, duelEnd, duelMoves, playDuel, sidePosition } from '../../engine/duel/duel';
import { compactDuelMoves, expandDuelMoves, formatDuelMoves, parseDuelMoves } from '../../engine/duel/codec';
import { advance, playDuelMoves, startDuelGame } from '../../engine/duel/game';
import { duelPlayer, playDuelGame } from '../../engine/duel/players';

/** Every card of the duel, wherever it is: each of the 104 exactly once. */
const allCards = (d: Duel) =>
  [
    ...d.sides.flatMap((s) => [...s.columns.flatMap((c) => [...c.down, ...c.up]), ...s.stock, ...s.waste]),
    ...d.homes.flat(),
  ].sort((a, b) => a - b);

describe('a Double Solitaire deal', () => {
  it('gives each side a Klondike layout from its own deck: side 0 deal n as Klondike deals it, side 1 its own cards 52..103', () => {
    const d = dealDuel(7);
    const k = dealFromNumber(7);
    expect(d.sides[0].columns.map((c) => [...c.down, ...c.up])).toEqual(k.columns);
    expect(d.sides[0].stock).toEqual(k.stock);
    expect(d.sides[1].columns.flatMap((c) => [...c.down, ...c.up]).every((c) => c >= DECK_SIZE)).toBe(true);
    expect(allCards(d)).toEqual(Array.from({ length: 104 }, (_, i) => i));
    expect(d.foundations).toEqual([0, 0, 0, 0, 0, 0, 0, 0]);
  });

  it('starts with the side whose first column shows the lower card (by rank, then suit)', () => {
    for (let n = 0; n < 40; n++) {
      const d = dealDuel(n);
      const [a, b] = [d.sides[0].columns[0].up[0], d.sides[1].columns[0].up[0]];
      const lower = RANK_OF[b] < RANK_OF[a] || (RANK_OF[b] === RANK_OF[a] && SUIT_OF[b] < SUIT_OF[a]) ? 1 : 0;
      expect(d.turn, `duel ${n}: ${formatCard(a)} against ${formatCard(b)}`).toBe(lower);
    }
  });
});

describe('a Double Solitaire turn', () => {
  it('offers the side on turn its own Klondike moves on the shared foundations, and ending its turn', () => {
    const d = dealDuel(3);
    expect(duelMoves(d)).toEqual([...legalMoves(sidePosition(d, d.turn)), { type: 'end-turn' }]);
    const ended = playDuel(d, { type: 'end-turn' });
    expect(ended.ok && ended.value.turn).toBe(1 - d.turn);
  });

  it('passes when a draw turns up a card that cannot be played, and goes on when it can be', () => {
    let passed = 0;
    let kept = 0;
    for (let n = 0; n < 30; n++) {
      const d = dealDuel(n);
      const r = playDuel(d, { type: 'draw' });
      if (!r.ok) throw new Error(r.message);
      const p = sidePosition(r.value, d.turn);
      const plays = legalMoves(p).some((m) => m.type === 'waste-foundation' || m.type === 'waste-tableau');
      expect(r.value.turn).toBe(plays ? d.turn : 1 - d.turn);
      if (plays) kept++;
      else passed++;
    }
    expect(passed).toBeGreaterThan(0);
    expect(kept).toBeGreaterThan(0);
  });

  it('offers only ending its turn to a side with nothing to play, draw or turn over, while the other goes on', () => {
    const d = dealDuel(3);
    // Side 0: no stock, no waste, and seven black cards showing, none an ace, none fitting another.
    const tops = ['3C', '5C', '7C', '9C', '3S', '5S', '7S'].map(parseCard);
    const rest = Array.from({ length: DECK_SIZE }, (_, c) => c).filter((c) => !tops.includes(c));
    const stuck = {
      columns: tops.map((top, i) => ({ down: rest.slice(i * 6, i * 6 + 6), up: [top] })),
      stock: [],
      waste: [],
      recycles: 0,
    };
    const e: Duel = { ...d, sides: [stuck, d.sides[1]], turn: 0 };
    expect(duelMoves(e)).toEqual([{ type: 'end-turn' }]);
    expect(duelEnd(e)).toBeNull();
    expect(duelMoves({ ...e, turn: 1 }).length).toBeGreaterThan(1);
  });

  it('refuses a move the side on turn cannot make, saying which', () => {
    const d = dealDuel(3);
    expect(playDuel(d, { type: 'recycle' })).toMatchObject({ ok: false });
    expect(playDuelMoves(d, [{ type: 'end-turn' }, { type: 'recycle' }])).toMatchObject({
      ok: false,
      message: expect.stringMatching(/^2: /),
    });
  });
});

describe('a Double Solitaire game between two computer players', () => {
  it('keeps all 104 cards, and ends with the side with more of its cards home (or a draw)', () => {
    for (const n of [1, 2]) {
      const start = dealDuel(n);
      let d = start;
      const players = [duelPlayer('casual', 1), duelPlayer('casual', 2)];
      for (let i = 0; i < 3000 && !duelEnd(d); i++) {
        const r = playDuel(d, players[d.turn].next(d));
        if (!r.ok) throw new Error(r.message);
        d = r.value;
        expect(allCards(d).length).toBe(104);
      }
      const result = playDuelGame(start, [duelPlayer('casual', 1), duelPlayer('casual', 2)]);
      const [a, b] = result.home;
      expect(result.winner).toBe(a === b ? null : a > b ? 0 : 1);
    }
  });

  it('lets the strong player choose from what its seat sees: the same moves whatever its face-down cards and unturned stock', () => {
    for (const n of [1, 2, 3]) {
      const d = dealDuel(n);
      const own = d.sides[d.turn];
      // Its hidden cards dealt again in another order, in the same places.
      const hidden = [...own.columns.flatMap((c) => c.down), ...own.stock].reverse();
      const other = {
        ...own,
        columns: own.columns.map((c) => ({ down: hidden.splice(0, c.down.length), up: c.up })),
        stock: hidden.splice(0),
      };
      const e: Duel = { ...d, sides: d.turn === 0 ? [other, d.sides[1]] : [d.sides[0], other] };
      expect(duelPlayer('strong', 5).next(e)).toEqual(duelPlayer('strong', 5).next(d));
    }
  });

  it('ends, called by cards home, when one side ends every turn without drawing: neither side can get further', () => {
    for (const n of [1, 2, 3, 4, 5]) {
      let g = startDuelGame(dealDuel(n));
      const computer = duelPlayer('casual', n);
      // The player on side 0 never draws: every turn of theirs ends at once, whatever the computer does.
      while (!g.end && g.moves < MAX_GAME_MOVES) {
        const m: DuelMove = g.duel.turn === 0 ? { type: 'end-turn' } : computer.next(g.duel);
        const r = advance(g, m);
        if (!r.ok) throw new Error(r.message);
        g = r.value;
      }
      expect(g.end?.why, `duel ${n}`).toBe('stalemate');
      // Long before the most moves a game may hold: a few passes of the computer's stock.
      expect(g.moves, `duel ${n}`).toBeLessThan(2000);
    }
  });

  it('reads back a duel saved under the looser rule of old (turns ended by choice, then played on), calling it only after its last move', () => {
    const moves = parseDuelMoves('E E E E E E D');
    if (!moves.ok) throw new Error(moves.message);
    const g = playDuelMoves(dealDuel(1, 3), moves.value);
    expect(g.ok && g.value.moves).toBe(7);
  });

  it('plays the same game again from the same seeds', () => {
    const play = () => playDuelGame(dealDuel(4), [duelPlayer('strong', 1), duelPlayer('casual', 2)]);
    expect(play()).toEqual(play());
  });
});

describe("a duel's moves written down", () => {
  /** A game of random legal moves (ending turns among them) from duel n: what it played. */
  const randomGame = (n: number, picks: readonly number[]): DuelMove[] => {
    let d = dealDuel(n);
    const played: DuelMove[] = [];
    for (const k of picks) {
      if (duelEnd(d)) break;
      const options = duelMoves(d);
      const m = options[k % options.length];
      const r = playDuel(d, m);
      if (!r.ok) throw new Error(r.message);
      d = r.value;
      played.push(m);
    }
    return played;
  };
  const games = fc.tuple(fc.nat(1000), fc.array(fc.nat(), { maxLength: 300 }));

  it('reads back every game it writes, in the notation and compact (a letter a move, a space for E)', () => {
    fc.assert(
      fc.property(games, ([n, picks]) => {
        const moves = randomGame(n, picks);
        const compact = compactDuelMoves(moves);
        expect(compact).toHaveLength(moves.length);
        expect(expandDuelMoves(compact)).toEqual({ ok: true, value: moves });
        expect(parseDuelMoves(formatDuelMoves(moves))).toEqual({ ok: true, value: moves });
      }),
      { numRuns: 60 },
    );
  });

  it('refuses compact text that is not moves, saying which run between turns', () => {
    expect(expandDuelMoves('!! "')).toMatchObject({ ok: false, message: expect.stringMatching(/^run 2: /) });
    expect(expandDuelMoves('')).toEqual({ ok: true, value: [] });
    expect(expandDuelMoves(' ')).toEqual({ ok: true, value: [{ type: 'end-turn' }] });
  });
});
