import { describe, expect, it } from 'vitest';
import {
  DEFAULT_RULES,
  decodeGame,
  dealFromNumber,
  encodeGame,
  formatDeal,
  initialPosition,
  legalMoves,
  parseCard,
  parseDeal,
  parseMoves,
  type Position,
  cardAt,
  isSafeHome,
  moveEnds,
  movesFrom,
  type Source,
  replay,
  type Rules,
  step,
} from '../../engine';
import { Board } from '../../engine/core/board';
import { SPIDER_KLONDIKE_SHAPE as SPIDER } from '../../engine/games';
import { encodeMove } from '../../engine/moves';
import { replayLine } from '../../engine/cli/replay';
import { spiderNumbers, spiderWins } from '../support/fixtures';

const cards = (text: string) => text.split(' ').map(parseCard);

describe('Spider-Klondike deals', () => {
  it('deals by number exactly as the independent implementation does', () => {
    const rows = spiderNumbers();
    expect(rows.length).toBeGreaterThanOrEqual(13);
    for (const { n, text } of rows) expect(formatDeal(dealFromNumber(n, SPIDER)), `deal #${n}`).toBe(text);
  });

  it('deals ten columns of 1..10 cards and a stock of 49, each of the 104 cards its own', () => {
    const d = dealFromNumber(4294967295, SPIDER);
    expect(d.columns.map((c) => c.length)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(d.stock).toHaveLength(49);
    expect(new Set([...d.columns.flat(), ...d.stock]).size).toBe(104);
  });

  it('reads each card twice: the first met is the first deck’s, the second the second deck’s', () => {
    const text = spiderNumbers()[0].text;
    const d = parseDeal(text, SPIDER);
    if (!d.ok) throw new Error(d.message);
    expect(formatDeal(d.value)).toBe(text);
    const all = [...d.value.columns.flat(), ...d.value.stock];
    expect(new Set(all).size).toBe(104);
    // Deal #0 shows the KH first in column 1, again in column 10's stock-side cards.
    expect(d.value.columns[0]).toEqual([parseCard('KH')]);
    expect(all.filter((c) => c % 52 === parseCard('KH'))).toEqual([parseCard('KH'), parseCard('KH') + 52]);
  });

  it('refuses a deal that holds a card three times, or is not ten columns and 49 stock cards', () => {
    const text = spiderNumbers()[0].text;
    const third = text.replace(/^KH/, 'QS'); // QS is dealt twice elsewhere in deal #0
    expect(parseDeal(third, SPIDER)).toMatchObject({
      ok: false,
      code: 'duplicate-card',
      message: 'QS appears three times',
    });
    expect(parseDeal(text)).toMatchObject({ ok: false, code: 'fields' });
    const fields = text.split(' | ');
    const short = [...fields.slice(0, 10), fields[10].split(' ').slice(1).join(' ')].join(' | ');
    expect(parseDeal(short, SPIDER)).toMatchObject({ message: 'the stock must hold 49 cards, not 48' });
  });
});

describe('Spider-Klondike play', () => {
  for (const draw of [1, 3] as const) {
    it(`wins the independent implementation's draw-${draw} lines, every move legal on the way`, () => {
      const wins = spiderWins(draw);
      expect(wins.length).toBeGreaterThanOrEqual(3);
      const rules: Rules = { ...DEFAULT_RULES, draw };
      for (const w of wins) {
        const deal = parseDeal(w.dealText, SPIDER);
        if (!deal.ok) throw new Error(deal.message);
        expect(formatDeal(dealFromNumber(w.n, SPIDER))).toBe(w.dealText);
        const moves = parseMoves(w.moves, 10);
        if (!moves.ok) throw new Error(moves.message);
        const end = replay({ rules, deal: deal.value, moves: moves.value, undone: [] });
        expect(end.ok && end.value.won, w.id).toBe(true);
        // One move short is not a win.
        const before = replay({ rules, deal: deal.value, moves: moves.value.slice(0, -1), undone: [] });
        expect(before.ok && before.value.won, w.id).toBe(false);
      }
    });
  }

  it('a saved Spider-Klondike game reads back as the same game: the ten columns of its deal say which game it is', () => {
    const w = spiderWins(3)[0];
    const moves = parseMoves(w.moves, 10);
    if (!moves.ok) throw new Error(moves.message);
    const game = {
      rules: { ...DEFAULT_RULES, draw: 3 as const },
      deal: dealFromNumber(w.n, SPIDER),
      moves: moves.value.slice(0, 200),
      undone: moves.value.slice(200, 210).reverse(),
    };
    const back = decodeGame(JSON.parse(JSON.stringify(encodeGame(game))));
    expect(back).toEqual({ ok: true, value: game });
    expect(decodeGame({ ...encodeGame(game), moves: '11>F' })).toMatchObject({ ok: false, code: 'moves' });
  });

  it('the replay CLI takes a deal number or its text and names the first illegal move', () => {
    const w = spiderWins(1)[0];
    expect(replayLine(`${w.id}\t${w.n}\t${w.moves}`, DEFAULT_RULES, SPIDER).text).toBe(`${w.id}\twon`);
    expect(replayLine(`x\t${w.dealText}\tD D`, DEFAULT_RULES, SPIDER).text).toBe('x\tok');
    expect(replayLine('x\t9002\t11>F', DEFAULT_RULES, SPIDER).text).toMatch(/^x\tillegal\t1: "11>F" is not a move/);
    expect(replayLine('x\t4294967296\tD', DEFAULT_RULES, SPIDER).text).toMatch(/^x\tinvalid\ta deal number is/);
    // The first move of deal #9002's line sends column 10's ace home; column 1's queen cannot go.
    expect(replayLine('x\t9002\t10>F 1>F', DEFAULT_RULES, SPIDER).text).toBe(
      'x\tillegal\t2: 1>F: QS cannot go to a foundation: its foundation needs the AS first',
    );
  });
});

describe('two foundations a suit', () => {
  /** Ten columns holding one given card each (the rest of the deal does not matter here). */
  const table = (over: Partial<Position>): Position => ({
    ...initialPosition(dealFromNumber(1, SPIDER), DEFAULT_RULES),
    columns: Array.from({ length: 10 }, () => ({ down: [], up: [] })),
    stock: [],
    waste: [],
    ...over,
  });
  const hearts = (from: number, to: number, deck = 0) =>
    Array.from({ length: to - from + 1 }, (_, i) => parseCard('AH') + from - 1 + i + 52 * deck);
  const homes = (h1: number[], h2: number[]) => {
    const piles: number[][] = Array.from({ length: 8 }, () => []);
    piles[4] = h1;
    piles[5] = h2;
    return { homes: piles, foundations: piles.map((p) => p.length) };
  };

  it('a card goes to whichever foundation of its suit takes it', () => {
    const p = table({ waste: cards('3H'), ...homes(hearts(1, 5), [...hearts(1, 2, 1)]) });
    const s = step(p, { type: 'waste-foundation' });
    expect(s.ok && s.value.position.foundations.slice(4, 6)).toEqual([5, 3]);
  });

  it('a foundation card comes back from the foundation of its suit whose top fits the column', () => {
    const col = { down: [], up: cards('6S') };
    const p = table({ ...homes(hearts(1, 5), hearts(1, 3, 1)) });
    const withSix = { ...p, columns: p.columns.map((c, i) => (i === 1 ? col : c)) };
    const s = step(withSix, { type: 'foundation-tableau', suit: 2, to: 1 });
    expect(s.ok && s.value.position.columns[1].up).toEqual([...cards('6S'), parseCard('5H')]);
    expect(s.ok && s.value.position.foundations.slice(4, 6)).toEqual([4, 3]);
    // Onto a 4 of spades, the second deck's 3H is the one that fits.
    const withFour = { ...p, columns: p.columns.map((c, i) => (i === 1 ? { down: [], up: cards('4S') } : c)) };
    const t = step(withFour, { type: 'foundation-tableau', suit: 2, to: 1 });
    expect(t.ok && t.value.position.columns[1].up).toEqual([parseCard('4S'), parseCard('3H') + 52]);
  });

  it('taking back a card that came off a foundation puts that very card back, though its twin went there since', () => {
    const p = table({
      columns: Array.from({ length: 10 }, (_, i) => ({
        down: [],
        up: i === 0 ? cards('6S') : i === 1 ? [parseCard('5H') + 52] : [],
      })),
      ...homes(hearts(1, 5), hearts(1, 3, 1)),
    });
    const board = Board.from(p);
    const back = board.make(encodeMove({ type: 'foundation-tableau', suit: 2, to: 0 })); // the first deck's 5H
    const twin = board.make(encodeMove({ type: 'tableau-foundation', from: 1 })); // the second's, onto that pile
    expect(board.toPosition(p.rules).homes?.[4]).toEqual([...hearts(1, 4), parseCard('5H') + 52]);
    board.unmake(twin);
    board.unmake(back);
    expect(board.toPosition(p.rules)).toEqual(p);
  });

  it('two foundations of a suit at one height offer one move to a column, as the notation names it once', () => {
    const p = table({
      columns: Array.from({ length: 10 }, (_, i) => ({ down: [], up: i === 0 ? cards('6S') : [] })),
      ...homes(hearts(1, 5), hearts(1, 5, 1)),
    });
    expect(legalMoves(p).filter((m) => m.type === 'foundation-tableau')).toEqual([
      { type: 'foundation-tableau', suit: 2, to: 0 },
    ]);
  });

  it('a foundation is taken hold of by its pile: the second of a suit gives its own card and its own moves', () => {
    const p = table({
      columns: Array.from({ length: 10 }, (_, i) => ({ down: [], up: i === 0 ? cards('4S') : [] })),
      ...homes(hearts(1, 5), hearts(1, 3, 1)),
    });
    const second: Source = { pile: 'foundation', suit: 2, second: true };
    expect(cardAt(p, { pile: 'foundation', suit: 2 })).toBe(parseCard('5H'));
    expect(cardAt(p, second)).toBe(parseCard('3H') + 52);
    // Onto the 4S only the second pile's 3H fits: the move is the second pile's, not the first's.
    expect(movesFrom(p, second)).toEqual([{ type: 'foundation-tableau', suit: 2, to: 0 }]);
    expect(movesFrom(p, { pile: 'foundation', suit: 2 })).toEqual([]);
    expect(moveEnds(p, { type: 'foundation-tableau', suit: 2, to: 0 })?.source).toEqual(second);
  });

  it('a card is safe to send home once every foundation of the other colour, all four, holds the rank below, and every one of its colour an ace', () => {
    const spades = (n: number) => Array.from({ length: n }, (_, r) => parseCard('AS') + r);
    const clubs = (n: number) => Array.from({ length: n }, (_, r) => parseCard('AC') + r);
    const ace = (card: string, copy: number) => [parseCard(card) + 52 * copy];
    const reds = [ace('AD', 0), ace('AD', 1), ace('AH', 0), ace('AH', 1)];
    const at = (piles: number[][]) => table({ homes: piles, foundations: piles.map((h) => h.length) });
    const p = at([clubs(4), clubs(4), ...reds, spades(4), spades(3)]);
    expect(isSafeHome(p, parseCard('4H'))).toBe(true);
    expect(isSafeHome(p, parseCard('5H'))).toBe(false);
    // With a diamonds pile empty, a 2D could need a black three taken back from its foundation, and it the 4H.
    const q = at([clubs(4), clubs(4), ace('AD', 0), [], ace('AH', 0), ace('AH', 1), spades(4), spades(3)]);
    expect(isSafeHome(q, parseCard('4H'))).toBe(false);
  });
});
