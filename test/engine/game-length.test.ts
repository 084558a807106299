import { parseDuelMoves } from '../../engine/duel/codec';
import { shuttledDuel } from '../support/duels';
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_RULES,
  dealFromNumber,
  decodeGame,
  encodeGame,
  formatDealLink,
  MAX_GAME_MOVES,
  type Move,
  newGame,
  parseMoves,
  type Rules,
} from '../../engine';
import { formatChallengeLink } from '../../engine/links/challenge';
import { compactGame, expandGame } from '../../engine/compact';
import { dealDuel } from '../../engine/duel/duel';
import { playDuelMoves } from '../../engine/duel/game';
import { SPIDER_KLONDIKE_SHAPE } from '../../engine/games';
import { MAX_LINK_TEXT, parseDealLink } from '../../engine/links/link';
import { parseDealRequest, sharedGame } from '../../engine/links/share';
import { quickWin } from '../support/deals';
import { longGame } from '../support/long-game';

// One limit on a game's length (engine/bounds.ts), in every reader: up to it a game reads, past it it is
// refused, saying so, before its moves are played.

/** The first n moves of deal 1's stock drawn through and turned over again and again (legal, winning nothing). */
function drawn(n: number): Move[] {
  const m = parseMoves(longGame(n).game.moves);
  if (!m.ok) throw new Error(m.message);
  return m.value;
}

const deal = dealFromNumber(1);
const rules: Rules = DEFAULT_RULES;
const gameLink = (moves: readonly Move[]) =>
  sharedGame({ deal, rules, moves, undone: [] }, 1, '0'.repeat(moves.length)).link;

describe('a game link', () => {
  it(`of ${MAX_GAME_MOVES} moves reads; one more is refused as too long, before its moves are played`, () => {
    const most = parseDealLink(gameLink(drawn(MAX_GAME_MOVES)));
    expect(most.ok && most.value.played?.moves.length).toBe(MAX_GAME_MOVES);
    expect(parseDealLink(gameLink(drawn(MAX_GAME_MOVES + 1)))).toMatchObject({
      ok: false,
      code: 'moves',
      reason: { why: 'tooLong' },
      message: `a game link or a challenge holds at most ${MAX_GAME_MOVES} moves`,
    });
  });

  it('of a million moves, typed in the address bar or pasted, is refused as too long at once', () => {
    const million = `#deal=1&draw=1&passes=unlimited&f2t=1&scoring=standard&moves=${'!'.repeat(1e6)}&auto=${'0'.repeat(250_000)}`;
    expect(parseDealLink(million)).toMatchObject({ ok: false, reason: { why: 'tooLong' } });
    expect(parseDealRequest(`A game to continue: ${million}`)).toMatchObject({ ok: false, reason: { why: 'tooLong' } });
  });

  it('as long as a game at the limit can make it (two letters a move, each escaped) is within what is read', () => {
    const spider = dealFromNumber(7, SPIDER_KLONDIKE_SHAPE);
    const all: Rules = { ...rules, scoring: 'standard', standardTimed: true, thoughtful: true, passes: 99 };
    const base = formatDealLink(spider, null, all).length;
    const moves = 6 * MAX_GAME_MOVES;
    expect(base + '&moves='.length + moves + '&auto='.length + MAX_GAME_MOVES / 4).toBeLessThan(MAX_LINK_TEXT);
    // A challenge, with the sentence a friend pastes around it.
    const race = '&race=86400.zzzzzzz'.length;
    expect(200 + base + '&line='.length + moves + race).toBeLessThan(MAX_LINK_TEXT);
  });
});

describe('a challenge', () => {
  const { deal: won, line } = quickWin();
  /** The winning line after k passes through the stock and back (draw one: 24 draws and a turn-over each). */
  const padded = (k: number): Move[] => {
    const pass = parseMoves(`${'D '.repeat(24)}R`);
    if (!pass.ok) throw new Error(pass.message);
    return [...Array.from({ length: k }, () => pass.value).flat(), ...line];
  };
  const challenge = (moves: readonly Move[]) =>
    formatChallengeLink({ deal: won, dealNumber: null, rules, moves, seconds: 100 });

  it(`of a winning line up to ${MAX_GAME_MOVES} moves is taken up; a longer one is refused as too long`, () => {
    const most = padded(Math.floor((MAX_GAME_MOVES - line.length) / 25));
    expect(most.length).toBeGreaterThan(MAX_GAME_MOVES - 25);
    expect(parseDealLink(challenge(most))).toMatchObject({
      ok: true,
      value: { challenge: { seconds: 100, moves: most.length } },
    });
    const longer = padded(Math.ceil((MAX_GAME_MOVES - line.length) / 25));
    expect(longer.length).toBeGreaterThan(MAX_GAME_MOVES);
    expect(parseDealLink(challenge(longer))).toMatchObject({
      ok: false,
      code: 'challenge',
      reason: { why: 'tooLong' },
    });
  });
});

describe('a game record', () => {
  const record = (moves: readonly Move[], undone: readonly Move[] = []) =>
    encodeGame({ ...newGame(deal, rules), moves, undone });

  it(`of ${MAX_GAME_MOVES} moves reads; one more, or as many with moves taken back, is refused as too long`, () => {
    expect(decodeGame(record(drawn(MAX_GAME_MOVES)))).toMatchObject({ ok: true });
    expect(decodeGame(record(drawn(MAX_GAME_MOVES + 1)))).toMatchObject({
      ok: false,
      code: 'too-long',
      message: `a game holds at most ${MAX_GAME_MOVES} moves`,
    });
    // Redo's moves count too (counted before any is played: these two would not replay).
    const undone: Move[] = [{ type: 'draw' }, { type: 'draw' }];
    expect(decodeGame(record(drawn(MAX_GAME_MOVES - 1), undone))).toMatchObject({ ok: false, code: 'too-long' });
  });

  it('of a million moves is refused as too long by its length, before its moves are read', () => {
    const r = decodeGame({ ...record([]), moves: `${'D '.repeat(1e6)}X` });
    // Read, the last token would be refused as no move: it is the length that is.
    expect(r).toMatchObject({ ok: false, code: 'too-long' });
  });

  it(`compact (the sync copy) of ${MAX_GAME_MOVES} moves reads; one more is refused`, () => {
    const compact = (n: number) => compactGame(record(drawn(n)), 1, deal);
    expect(expandGame(compact(MAX_GAME_MOVES))).toMatchObject({ ok: true });
    expect(expandGame(compact(MAX_GAME_MOVES + 1))).toMatchObject({
      ok: false,
      code: 'moves',
      message: expect.stringContaining(`at most ${MAX_GAME_MOVES} moves`),
    });
  });
});

describe('a duel', () => {
  it(`that reaches ${MAX_GAME_MOVES} moves (a card shuttled between two columns) is called by cards home, and takes no more`, () => {
    const moves = (n: number) => {
      const parsed = parseDuelMoves(shuttledDuel(n).moves);
      if (!parsed.ok) throw new Error(parsed.message);
      return parsed.value;
    };
    const before = playDuelMoves(dealDuel(1, 3), moves(MAX_GAME_MOVES - 1));
    expect(before.ok && before.value.end).toBeNull();
    const at = playDuelMoves(dealDuel(1, 3), moves(MAX_GAME_MOVES));
    expect(at.ok && at.value.end?.why).toBe('stalemate');
    expect(playDuelMoves(dealDuel(1, 3), moves(MAX_GAME_MOVES + 1))).toMatchObject({ ok: false });
  });
});
