import { describe, expect, it } from 'vitest';
import { parsePlace, placeKey } from '../../components/place-key';
import { move } from '../../components/stops';
import type { Stop } from '../../components/stop';
import {
  DEFAULT_RULES,
  dealFromNumber,
  formatDealLink,
  formatMoves,
  initialPosition,
  parseMoves,
  type Position,
  rulesForLevel,
  statsKey,
} from '../../engine';
import { SPIDER_KLONDIKE_SHAPE } from '../../engine/games';
import { compactMoves } from '../../engine/compact';
import { parseDealLink } from '../../engine/links/link';
import { parseDealRequest, sharedDeal } from '../../engine/links/share';
import { mergeView } from '../../models/persist/game-copy';
import { freshTable } from '../../models/saved-table';
import { parseStats } from '../../models/stats-count';
import { parseDeviceStats } from '../../models/storage/device-stats';
import { OwnChanges } from '../../models/sync/own-changes';
import { countResult, emptyDeviceStats } from '../../models/sync/stats-merge';
import { spiderWins } from '../support/fixtures';

const spider = (n: number) => dealFromNumber(n, SPIDER_KLONDIKE_SHAPE);

describe('Spider-Klondike’s statistics', () => {
  it('are kept per game and level, and read back from storage; Klondike’s keys are unchanged', () => {
    expect(statsKey('klondike', 'hard')).toBe('hard');
    expect(statsKey('spider-klondike', 'hard')).toBe('spider-klondike/hard');
    expect(statsKey('spider-klondike', 'daily')).toBe('spider-klondike/normal');
    const counted = countResult(emptyDeviceStats('d'), {
      uid: 'g',
      level: 'spider-klondike/vegas',
      won: true,
      seconds: 300,
      score: 416,
      n: 1,
    });
    const back = parseStats(JSON.parse(JSON.stringify(counted.levels)));
    expect(back['spider-klondike/vegas']).toMatchObject({ played: 1, won: 1, bestScore: 416 });
    expect(back.vegas).toMatchObject({ played: 0 });
  });
});

describe('Spider-Klondike links and shared deals', () => {
  it('a deal number with game=spider-klondike is that game’s deal; the link written for it says so', () => {
    const link = formatDealLink(spider(7), 7, DEFAULT_RULES);
    expect(link).toBe('#deal=7&game=spider-klondike&draw=1&passes=unlimited&f2t=1&scoring=standard');
    expect(parseDealLink(link)).toEqual({ ok: true, value: { deal: spider(7), dealNumber: 7, rules: DEFAULT_RULES } });
    // The option may stand anywhere in the link.
    expect(parseDealLink('#game=spider-klondike&deal=7')).toMatchObject({ ok: true, value: { deal: spider(7) } });
  });

  it('a deal spelled out says its game by its columns; an unknown game, or a deal of the wrong shape, is refused', () => {
    const text = formatDealLink(spider(3), null, DEFAULT_RULES);
    expect(parseDealLink(text)).toMatchObject({ ok: true, value: { deal: spider(3), dealNumber: null } });
    expect(parseDealLink('#deal=7&game=spider')).toMatchObject({ ok: false, code: 'game' });
    const klondikeText = formatDealLink(dealFromNumber(3), null, DEFAULT_RULES).replace(
      'deal=',
      'game=spider-klondike&deal=',
    );
    expect(parseDealLink(klondikeText)).toMatchObject({ ok: false, code: 'deal' });
  });

  it('a shared text names the game, and "Play a specific deal" reads it back; a bare number is the chosen game’s', () => {
    const shared = sharedDeal(spider(12), 12, rulesForLevel('hard', DEFAULT_RULES));
    expect(shared).toMatchObject({ game: 'spider-klondike', dealNumber: 12 });
    expect(parseDealRequest(`Spider-Klondike deal #12, draw 3, …: ${shared.link}`)).toMatchObject({
      ok: true,
      value: { deal: spider(12), dealNumber: 12 },
    });
    expect(parseDealRequest('12', 'spider-klondike')).toMatchObject({ ok: true, value: { deal: spider(12) } });
    expect(parseDealRequest('12')).toMatchObject({ ok: true, value: { deal: dealFromNumber(12) } });
    const line = `SK-12 | ${formatDealLink(spider(12), null, DEFAULT_RULES).slice(6).split('&')[0]}`;
    expect(parseDealRequest(decodeURIComponent(line))).toMatchObject({ ok: true, value: { deal: spider(12) } });
  });
});

describe('the board’s places and keyboard stops on ten columns', () => {
  const p: Position = initialPosition(spider(7), DEFAULT_RULES);
  const top = (s: Stop) => placeKey(s);

  it('a foundation’s key names which of its suit’s two it is, and reads back', () => {
    for (const place of [
      { pile: 'foundation', suit: 2, second: true },
      { pile: 'foundation', suit: 2 },
      { pile: 'column', col: 9, index: 3 },
    ] as const) {
      expect(parsePlace(placeKey(place))).toEqual(place);
    }
    expect(placeKey({ pile: 'foundation', suit: 2, second: true })).toBe('f2b');
  });

  it('arrows reach every pile: along the top row stock, waste and eight foundations; up from each column and back down', () => {
    let s: Stop = { pile: 'stock' };
    const row = [top(s)];
    for (let i = 0; i < 12; i++) {
      s = move(p, s, 'ArrowRight');
      if (!row.includes(top(s))) row.push(top(s));
    }
    expect(row).toEqual(['stock', 'waste', 'f0', 'f0b', 'f1', 'f1b', 'f2', 'f2b', 'f3', 'f3b']);
    const above = Array.from({ length: 10 }, (_, c) => top(move(p, { pile: 'column', col: c, index: c }, 'ArrowUp')));
    // The columns sit half a cell in under the top row's eleven: each goes up to the cell over its right half.
    expect(above).toEqual(['waste', 'waste', 'f0', 'f0b', 'f1', 'f1b', 'f2', 'f2b', 'f3', 'f3b']);
    // Down and up again comes back, but from the stock, which is over no column: down goes to the first.
    const back = row.map((t) => top(move(p, move(p, parsePlace(t) as Stop, 'ArrowDown'), 'ArrowUp')));
    expect(back).toEqual(['waste', ...row.slice(1)]);
    expect(move(p, { pile: 'stock' }, 'ArrowDown')).toEqual({ pile: 'column', col: 0, index: 0 });
  });

  it('Klondike’s stops are as they were: stock over column 1, waste over 2 and 3, foundations over 4 to 7', () => {
    const k = initialPosition(dealFromNumber(7), DEFAULT_RULES);
    const above = Array.from({ length: 7 }, (_, c) => top(move(k, { pile: 'column', col: c, index: c }, 'ArrowUp')));
    expect(above).toEqual(['stock', 'waste', 'waste', 'f0', 'f1', 'f2', 'f3']);
    const below = ['stock', 'waste', 'f0', 'f1', 'f2', 'f3'].map((t) => {
      const s = move(k, parsePlace(t) as Stop, 'ArrowDown');
      return s.pile === 'column' ? s.col : -1;
    });
    expect(below).toEqual([0, 1, 3, 4, 5, 6]);
  });

  it('for the left hand the top row reads foundations, waste, stock, and the arrows follow what is seen', () => {
    const k = initialPosition(dealFromNumber(7), DEFAULT_RULES);
    let s: Stop = { pile: 'foundation', suit: 0 };
    const row = [top(s)];
    for (let i = 0; i < 6; i++) {
      s = move(k, s, 'ArrowRight', true);
      row.push(top(s));
    }
    expect(row).toEqual(['f0', 'f1', 'f2', 'f3', 'waste', 'stock', 'stock']);
    const above = Array.from({ length: 7 }, (_, c) =>
      top(move(k, { pile: 'column', col: c, index: c }, 'ArrowUp', true)),
    );
    expect(above).toEqual(['f0', 'f1', 'f2', 'f3', 'waste', 'waste', 'stock']);
    const below = ['f0', 'f3', 'waste', 'stock'].map((t) => {
      const d = move(k, parsePlace(t) as Stop, 'ArrowDown', true);
      return d.pile === 'column' ? d.col : -1;
    });
    expect(below).toEqual([0, 3, 4, 6]);
    // Spider-Klondike's eight foundations take the first eight cells; its stock is over no column (the last).
    const spider = Array.from({ length: 10 }, (_, c) =>
      top(move(p, { pile: 'column', col: c, index: c }, 'ArrowUp', true)),
    );
    expect(spider).toEqual(['f0', 'f0b', 'f1', 'f1b', 'f2', 'f2b', 'f3', 'f3b', 'waste', 'waste']);
    expect(move(p, { pile: 'stock' }, 'ArrowDown', true)).toEqual({ pile: 'column', col: 9, index: 9 });
  });
});

describe('a Spider-Klondike game between tabs and browsers', () => {
  /** The first moves (at least n, and up to one that reaches past column 7) of an independent implementation's winning line. */
  const spiderMoves = (n: number) => {
    const won = spiderWins(1)[0];
    const moves = parseMoves(won.moves, 10);
    if (!moves.ok) throw new Error(moves.message);
    const i = moves.value.findIndex((m) => 'to' in m && m.to >= 7);
    return { deal: dealFromNumber(won.n, SPIDER_KLONDIKE_SHAPE), moves: moves.value.slice(0, Math.max(i + 1, n)) };
  };

  it('is compared by its moves, columns 8 to 10 included, when copies from two browsers meet', () => {
    const { deal, moves } = spiderMoves(5);
    const saved = { ...freshTable(deal, null, 'normal', DEFAULT_RULES), uid: 'g' };
    const game = { ...saved, game: { ...saved.game, moves: formatMoves(moves) } };
    const view = mergeView(game, { n: 1, d: 'a' }, false);
    expect(view.moves).toBe(compactMoves(moves, 10));
    expect(view.moves.length).toBeGreaterThanOrEqual(moves.length);
  });

  it('lets a tab play its own moves again on another tab’s copy, columns 8 to 10 included', () => {
    const { moves } = spiderMoves(5);
    const own = new OwnChanges();
    own.took('');
    own.wrote({ n: 1, d: 'a' }, formatMoves(moves), '0'.repeat(moves.length), 10);
    expect(own.missing([])).toEqual({
      kind: 'changes',
      changes: [{ id: { n: 1, d: 'a' }, added: true, moves: moves.map((move) => ({ move, auto: false })) }],
    });
  });

  it('reads another browser’s statistics whole when a result counts under a game this version does not know', () => {
    const other = {
      device: 'later',
      levels: { normal: { played: 3, won: 1 } },
      recent: [
        { uid: 'a', level: 'normal', won: true, seconds: 90, score: 500, n: 1 },
        { uid: 'b', level: 'pyramid/normal', won: false, seconds: 90, score: 0, n: 2 },
      ],
    };
    const read = parseDeviceStats(other);
    expect(read.ok && read.value.levels.normal.played).toBe(3);
    expect(read.ok && read.value.recent.map((r) => r.uid)).toEqual(['a']);
  });
});
