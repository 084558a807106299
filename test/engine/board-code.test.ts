import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DEFAULT_RULES, dealFromNumber, initialPosition, type Position, parseCard, type Rules } from '../../engine';
import { formatCard } from '../../engine/cards';
import { Board } from '../../engine/core/board';
import type { BoardLayout } from '../../engine/core/board-layout';
import { SPIDER_KLONDIKE_SHAPE as SPIDER } from '../../engine/games';
import { BoardCode, CODE_WORDS, MAX_CODE_WORDS } from '../../engine/solver/board-code';
import { type Decoded, decodeBoardCode } from '../support/board-code-decoder';

const face = (x: number) => formatCard(x % 52);
const faces = (xs: readonly number[]) => xs.map(face).join(' ');

/**
 * The position as text, cards by face but the stock's by copy (the order the stock deals in tells the copies
 * apart), each suit's foundations as the set of their heights, recycles only while passes are limited.
 */
function canonical(p: Position): string {
  const columns = p.columns.map((c) => `${faces(c.down)} / ${faces(c.up)}`).join(' | ');
  const homes = [0, 1, 2, 3].map((s) => [p.foundations[2 * s], p.foundations[2 * s + 1]].sort().join(','));
  const passes = p.rules.passes === 'unlimited' ? '' : ` recycles ${p.recycles}`;
  return `${columns} || ${p.waste.join(' ')} ^ ${p.stock.join(' ')} || ${homes.join(' ')}${passes}`;
}

/** The position as the decoder gives it back: cards by face but the stock's, recycles only while limited. */
function asDecoded(p: Position): Omit<Decoded, 'bits'> {
  return {
    columns: p.columns.map((c) => ({ down: c.down.map((x) => x % 52), up: c.up.map((x) => x % 52) })),
    waste: p.waste,
    stock: p.stock,
    heights: [0, 1, 2, 3].map((s) => [p.foundations[2 * s], p.foundations[2 * s + 1]].sort((x, y) => x - y)),
    recycles: p.rules.passes === 'unlimited' ? null : p.recycles,
  };
}

const codeText = (code: BoardCode) => Array.from(code.words.subarray(0, MAX_CODE_WORDS)).join(',');

const spiderStart = (n: number, rules: Partial<Rules> = {}): Board =>
  Board.from(initialPosition(dealFromNumber(n, SPIDER), { ...DEFAULT_RULES, ...rules }));

/** The two copies of face x (below 52) swapped wherever they lie on the tableau. */
function twinsSwapped(p: Position, x: number): Position {
  const swap = (y: number) => (y === x ? x + 52 : y === x + 52 ? x : y);
  return { ...p, columns: p.columns.map((c) => ({ down: c.down.map(swap), up: c.up.map(swap) })) };
}

/** A two-deck board of empty columns but the ones given, the rest of the cards home unless `found` says. */
function table(columns: Position['columns'], found: number[]): Board {
  const p: Position = {
    rules: DEFAULT_RULES,
    columns: Array.from({ length: 10 }, (_, i) => columns[i] ?? { down: [], up: [] }),
    stock: [],
    waste: [],
    foundations: found,
    recycles: 0,
  };
  return Board.from(p);
}

const cards = (text: string) => text.split(' ').map(parseCard);
const codeOf = (board: BoardLayout, start = board) => codeText(new BoardCode(start).of(board));

describe("the two-deck board's exact code", () => {
  it('along random playouts of random deals, two positions share a code exactly when they are the same by face', () => {
    let repeats = 0;
    let twins = 0;
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 2 ** 31 }),
        fc.constantFrom(1, 3),
        fc.constantFrom<Rules['passes']>('unlimited', 1, 3),
        fc.array(fc.nat(), { minLength: 50, maxLength: 400 }),
        (n, draw, passes, picks) => {
          const rules = { ...DEFAULT_RULES, draw: draw as 1 | 3, passes };
          const board = spiderStart(n, rules);
          const start = spiderStart(n, rules);
          const code = new BoardCode(start);
          const textOf = new Map<string, string>();
          const codeOfText = new Map<string, string>();
          const see = (b: BoardLayout) => {
            const c = codeText(code.of(b));
            const t = canonical(b.toPosition(rules));
            if (textOf.has(c)) repeats++;
            expect(textOf.get(c) ?? t).toBe(t);
            expect(codeOfText.get(t) ?? c).toBe(c);
            textOf.set(c, t);
            codeOfText.set(t, c);
            expect(code.length).toBeLessThanOrEqual(MAX_CODE_WORDS);
            // Read back, the code gives the position: it names no other.
            const { bits, ...decoded } = decodeBoardCode(start, code.words);
            expect(decoded).toEqual(asDecoded(b.toPosition(rules)));
            expect(Math.ceil((bits + 1) / 32)).toBe(code.length);
          };
          const buffer = new Uint16Array(256);
          const tokens: number[] = [];
          see(board);
          for (const pick of picks) {
            // One pick in five takes a move back, so that positions come round again.
            if (pick % 5 === 0 && tokens.length > 0) board.unmake(tokens.pop() as number);
            else {
              const moves = board.generate(buffer);
              if (moves === 0) break;
              tokens.push(board.make(buffer[pick % moves]));
            }
            see(board);
            const p = board.toPosition(rules);
            // Another count of recycles: the same position under unlimited passes, another under limited ones.
            const recycles = passes === 'unlimited' ? p.recycles + 7 : passes - 1 - p.recycles;
            see(Board.from({ ...p, recycles }));
            // Both copies of a face on the tableau, swapped: the same position by face, and the same code.
            const both = p.columns
              .flatMap((c) => [...c.down, ...c.up])
              .find((x) => x < 52 && board.tab.includes(x + 52));
            if (both !== undefined) {
              twins++;
              see(Board.from(twinsSwapped(p, both)));
            }
          }
        },
      ),
      { numRuns: 30 },
    );
    // Not vacuous: positions did come round again, and copies were swapped.
    expect(repeats).toBeGreaterThan(100);
    expect(twins).toBeGreaterThan(100);
  });

  it("a deal's start fits the visited set's words, in 191 bits and no suit bit", () => {
    const code = new BoardCode(spiderStart(7)).of(spiderStart(7));
    expect([code.fits, code.length, CODE_WORDS]).toEqual([true, 6, 7]);
    expect(code.words[0]).toBeGreaterThanOrEqual(0);
  });

  it('a code written into a path of codes is found equal there, and the code of another position is not', () => {
    const start = spiderStart(9);
    const code = new BoardCode(start);
    const path = new Int32Array(3 * MAX_CODE_WORDS);
    code.of(start).copyTo(path, MAX_CODE_WORDS);
    expect([code.equals(path, MAX_CODE_WORDS), code.equals(path, 0)]).toEqual([true, false]);
    const moves = new Uint16Array(256);
    start.generate(moves);
    start.make(moves[0]);
    expect(code.of(start).equals(path, MAX_CODE_WORDS)).toBe(false);
  });

  it("positions along a playout nearly all get salts of their own (the restarts' noise)", () => {
    const start = spiderStart(11);
    const code = new BoardCode(start);
    const moves = new Uint16Array(256);
    const codes = new Set<string>();
    const salts = new Set<number>();
    for (let i = 0; i < 3000; i++) {
      start.make(moves[(i * 7919) % start.generate(moves)]);
      codes.add(codeText(code.of(start)));
      salts.add(code.salt());
    }
    expect([codes.size > 1000, salts.size > codes.size * 0.99]).toEqual([true, true]);
  });

  it('empty columns differ from one another by where they are, and a long run from a shorter one by its length', () => {
    const king = { down: [], up: cards('KS QH JC TD 9S 8H 7C 6D 5S 4H 3C 2D AS') };
    const shorter = { down: [], up: king.up.slice(0, 12) };
    const first = table([king], [13, 13, 13, 13, 13, 13, 12, 13]);
    const second = table([undefined, king] as Position['columns'], [13, 13, 13, 13, 13, 13, 12, 13]);
    const short = table([shorter], [13, 13, 13, 13, 13, 13, 12, 13]);
    expect(new Set([codeOf(first), codeOf(second), codeOf(short)]).size).toBe(3);
    expect(new BoardCode(first).of(first).fits).toBe(true);
  });

  it("a suit's two foundations count as their pair of heights, whichever pile is the higher", () => {
    const rest = [13, 13, 13, 13, 13, 13];
    const start = table([], [3, 5, ...rest]);
    expect(codeOf(table([], [5, 3, ...rest]), start)).toBe(codeOf(start));
    expect(codeOf(table([], [4, 4, ...rest]), start)).not.toBe(codeOf(start));
    expect(codeOf(table([], [rest[0], rest[1], 3, 5, ...rest.slice(2)]), start)).not.toBe(codeOf(start));
  });

  it('the recycles tell positions apart while passes are limited, and not when they are unlimited', () => {
    const p = initialPosition(dealFromNumber(3, SPIDER), { ...DEFAULT_RULES, passes: 3 });
    const start = Board.from(p);
    const later = Board.from({ ...p, recycles: 2 });
    expect(codeOf(later, start)).not.toBe(codeOf(start));
    const free = Board.from({ ...p, rules: DEFAULT_RULES });
    const recycled = [1, 2, 3, 8, 9, 98].map((recycles) =>
      codeOf(Board.from({ ...p, rules: DEFAULT_RULES, recycles }), free),
    );
    expect(recycled).toEqual(recycled.map(() => codeOf(free)));
  });

  it('a run card takes a suit bit only while both suits of its rank and colour are left to place; too many do not fit', () => {
    // Every card but the aces in eight runs, K to 2, the four colourings twice each.
    const run = (text: string) => ({ down: [], up: cards(text) });
    const a = run('KS QH JC TD 9S 8H 7C 6D 5S 4H 3C 2D');
    const b = run('KC QD JS TH 9C 8D 7S 6H 5C 4D 3S 2H');
    const c = run('KH QS JD TC 9H 8S 7D 6C 5H 4S 3D 2C');
    const d = run('KD QC JH TS 9D 8C 7H 6S 5D 4C 3H 2S');
    const aces = [1, 1, 1, 1, 1, 1, 1, 1];
    // Each rank and colour below the kings: four cards, two suits, one after the other as the columns come: 3 bits.
    const mixed = table([a, b, a, b, c, d, c, d], aces);
    // Here the first suit comes twice, then the second: the second pair is told, 2 bits.
    const paired = table([a, a, b, b, c, c, d, d], aces);
    // Against an empty stock, 115 bits before the suits: 66 and 44 more fit.
    expect([mixed, paired].map((x) => new BoardCode(x).of(x).length)).toEqual([6, 5]);
    // Against a deal's stock, 191 bits (and the first word's top one): 22 more fit seven words, 33 do not.
    const withStock = spiderStart(5);
    const wordsOf = (columns: Position['columns']) => new BoardCode(withStock).of(table(columns, aces)).length;
    expect([wordsOf([a, a, b, b]), wordsOf([a, b, a, b]), CODE_WORDS]).toEqual([7, 8, 7]);
    expect(new BoardCode(withStock).of(table([a, b, a, b], aces)).fits).toBe(false);
    expect(codeOf(paired, withStock)).not.toBe(codeOf(table([a, a, b, b, c, c, d, d].reverse(), aces), withStock));
  });
});
