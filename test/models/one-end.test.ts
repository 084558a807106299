/**
 * One end for every game of the table, in the simulated browser: a game won is counted once, in the statistics
 * of its game and level, once in the history, and its results owed to the page once (SessionHost.owed), whatever
 * follows (a win taken back and played again, the clock running on); a game opened from someone else's moves
 * (a game link) owes its results but counts nowhere. The duel's end and the race's are in duel-tabs.test.ts and
 * race-outcome.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { DEFAULT_RULES, type Deal, dealFromNumber, formatMoves, type Move, parseMoves } from '../../engine';
import { SPIDER_KLONDIKE_SHAPE } from '../../engine/games';
import type { SolverClient } from '../../models/solver';
import { createSessionHost } from '../../models/session/host';
import { tableSession } from '../../models/session/table-session';
import { quickWin } from '../support/deals';
import { spiderWins } from '../support/fixtures';
import { drain, Ledger, SimBrowser } from '../support/sim-browser';
import { Clock } from '../support/world';

const noSolver = () => new Promise<SolverClient>(() => {});

/** Spider-Klondike deal 9002 and the independent solver's winning line for it (draw 1). */
function spiderWin(): { deal: Deal; n: number; line: Move[] } {
  const won = spiderWins(1).find((w) => w.n === 9002);
  const line = won && parseMoves(won.moves, SPIDER_KLONDIKE_SHAPE.columns);
  if (!line?.ok) throw new Error('no line for Spider-Klondike deal 9002 in the fixtures');
  return { deal: dealFromNumber(9002, SPIDER_KLONDIKE_SHAPE), n: 9002, line: line.value };
}

const GAMES = {
  klondike: () => ({ ...quickWin(), n: null, key: 'normal' }),
  'spider-klondike': () => ({ ...spiderWin(), key: 'spider-klondike/normal' }),
} as const;

async function tabOn(deal: Deal, n: number | null, played?: { moves: readonly Move[]; auto: string }) {
  const clock = new Clock();
  const one = new SimBrowser('dev-end111', clock, new Ledger());
  const tab = await one.open();
  tab.table.deal(deal, n, 'normal', DEFAULT_RULES, null, played);
  const host = createSessionHost(tableSession(tab.table, noSolver));
  return { clock, one, tab, host };
}

describe.each(Object.keys(GAMES) as (keyof typeof GAMES)[])('a game of %s won', (game) => {
  it('is counted once in its statistics and history, and its results owed once', async () => {
    const { deal, n, line, key } = GAMES[game]();
    const { clock, one, tab, host } = await tabOn(deal, n);
    for (const m of line) expect(tab.table.play(m)).toBe(true);
    expect(host.owed.value?.outcome.value).toEqual({ winner: 'player', why: 'all-home' });
    expect(host.owed.value?.mode.value).toMatchObject({ game, counts: true });
    host.shown();
    expect(host.owed.value).toBe(null);
    // The winning move taken back and played again: the same game, neither counted nor owed again.
    tab.table.undo();
    tab.table.redo();
    expect(host.owed.value).toBe(null);
    await clock.advance(60_000);
    await drain();
    expect(one.results.map((r) => [r.level, r.won])).toEqual([[key, true]]);
    expect(tab.persistence.stats.value[key as 'normal']).toMatchObject({ played: 1, won: 1 });
    expect(tab.persistence.pastGames.value.map((g) => [g.level, g.won])).toEqual([[key, true]]);
  });
});

describe('a game opened from a game link, won', () => {
  it('owes its results, in a mode that counts nowhere, and is counted in no statistics nor history', async () => {
    const { deal, line } = quickWin();
    // Someone else's first moves, as a game link brings them; the player plays the rest.
    const given = line.slice(0, 3);
    const { clock, one, tab, host } = await tabOn(deal, null, { moves: given, auto: '000' });
    expect(formatMoves(tab.table.game.value.moves)).toBe(formatMoves(given));
    for (const m of line.slice(3)) expect(tab.table.play(m)).toBe(true);
    expect(host.owed.value?.outcome.value).toEqual({ winner: 'player', why: 'all-home' });
    expect(host.owed.value?.mode.value).toMatchObject({ name: 'game-link', counts: false });
    await clock.advance(60_000);
    await drain();
    expect(one.results).toEqual([]);
    expect(tab.persistence.stats.value.normal.played).toBe(0);
    expect(tab.persistence.pastGames.value).toEqual([]);
  });
});
